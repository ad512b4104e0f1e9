import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseListPaging, type ListPaging } from '../src/domain/listQuery';
import { foldForSearch } from '../src/domain/search';
import { badRequest } from './errors';

/** A list's query string as Fastify hands it over (a name may repeat). */
export type ListQuerystring = Record<string, string | string[] | undefined>;

export const firstValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** `?page&pageSize&sort&order` → the page asked for, null for the whole list; 400 with a message otherwise. */
export function pagingOf<F extends string>(query: ListQuerystring, sortFields: readonly F[]): ListPaging<F> | null {
  const paging = parseListPaging(query, sortFields);
  if (typeof paging === 'string') throw badRequest(paging, 'pagingInvalid');
  return paging;
}

/** An ISO 8601 date parameter, normalised; 400 when it is not a date. */
export function dateParam(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(`'${name}' must be a date (ISO 8601)`, 'dateInvalid');
  return new Date(ms).toISOString();
}

/** `?from&to`: the inclusive creation-date bounds, checked and in order. */
export function dateRangeOf(query: ListQuerystring): { from?: string; to?: string } {
  const from = dateParam('from', firstValue(query.from));
  const to = dateParam('to', firstValue(query.to));
  if (from && to && from > to) throw badRequest("'from' must be before 'to'");
  return { from, to };
}

/** `?q`: the search text, trimmed and bounded; '' for none. */
export const searchOf = (query: ListQuerystring) => (firstValue(query.q) ?? '').trim().slice(0, 100);

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Accented letters (both cases: lower() of a C-collation database leaves them as they are) and Arabic vowel
// marks, and what they fold to (the marks to nothing), as foldForSearch does in the browser.
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ' + 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ' + '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy' + 'aaaaaaceeeeiiiinooooouuuuy';

/** `column` holds `text`, whatever the case and accents: "creme" finds "Crème", "hotel" "Hôtel". */
export const foldedContains = (column: AnyColumn, text: string): SQL =>
  sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN})) like ${containsPattern(foldForSearch(text))}`;

/** `?name=true|false`; 400 for anything else. */
export function booleanParam(query: ListQuerystring, name: string): boolean | undefined {
  const value = firstValue(query[name]);
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest(`'${name}' must be true or false`);
}

/** The offset of a page. */
export const offsetOf = (paging: ListPaging) => (paging.page - 1) * paging.pageSize;
