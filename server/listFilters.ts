import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MAX_SEARCH_CHARS, parseListPaging, type ListPaging } from '../src/domain/listQuery';
import { isOrderStatus } from '../src/domain/orders';
import { foldForSearch } from '../src/domain/search';
import { ApiError, badRequest } from './errors';

/** A list's query string as Fastify hands it over (a name may repeat; a typed parameter is read as its type). */
export type ListQuerystring = Record<string, string | number | string[] | undefined>;

/** A query parameter's first value, as text. */
export const firstValue = (v: string | number | string[] | undefined) => (Array.isArray(v) ? v[0] : v === undefined ? v : String(v));

/** The query string as text, as the list rules read it. */
const asText = (query: ListQuerystring) =>
  Object.fromEntries(Object.entries(query).map(([name, v]) => [name, typeof v === 'number' ? String(v) : v]));

/** `?page&pageSize&sort&order` → the page asked for, null for the whole list; 400 with a message otherwise. */
export function pagingOf<F extends string>(query: ListQuerystring, sortFields: readonly F[]): ListPaging<F> | null {
  const paging = parseListPaging(asText(query), sortFields);
  if (typeof paging === 'string') throw badRequest(paging, 'pagingInvalid');
  return paging;
}

const notADate = (name: string) => badRequest(`'${name}' must be a date (ISO 8601)`, 'dateInvalid');

/** An ISO 8601 date parameter, normalised; 400 when it is not a date. */
export function dateParam(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw notADate(name);
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
export const searchOf = (query: ListQuerystring) => (firstValue(query.q) ?? '').trim().slice(0, MAX_SEARCH_CHARS);

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Accented letters (both cases: lower() of a C-collation database leaves them as they are) and Arabic vowel
// marks, and what they fold to (the marks to nothing), as foldForSearch does in the browser.
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ' + 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ' + '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy' + 'aaaaaaceeeeiiiinooooouuuuy';

/** `column` holds `text`, whatever the case and accents: "creme" finds "Crème", "hotel" "Hôtel". */
export const foldedContains = (column: AnyColumn, text: string): SQL =>
  sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN})) like ${containsPattern(foldForSearch(text))}`;

const notTrueOrFalse = (name: string) => badRequest(`'${name}' must be true or false`);

/** `?name=true|false`; 400 for anything else. */
export function booleanParam(query: ListQuerystring, name: string): boolean | undefined {
  const value = firstValue(query[name]);
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw notTrueOrFalse(name);
}

/** `?after=` of a catch-up read (the last change already read) that is not an order id. */
export const AFTER_NOT_AN_ID = "'after' must be an order id";

/** What a schema found wrong in a query string (Ajv's error), as much as the list rules need of it. */
interface QueryProblem {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}
type QuerySchema = { properties?: Record<string, { enum?: unknown[]; anyOf?: { const?: unknown; format?: string }[] }> } | undefined;

/**
 * A list's query string its route's schema refused, in the list rules' own words: the paging's
 * (src/domain/listQuery.ts: `'page' must be a whole number from 1`…), a true/false filter's, a date's, an
 * unknown order status, a choice's (`'type' must be one of …`); null for any other problem.
 */
export function listQueryRefusal(query: ListQuerystring, problem: QueryProblem, schema: QuerySchema): ApiError | null {
  const field = problem.instancePath.split('/')[1] ?? '';
  const property = schema?.properties?.[field];
  if (['page', 'pageSize', 'sort', 'order'].includes(field)) {
    const text = asText(query);
    const sortFields = (schema?.properties?.sort?.enum ?? []) as string[];
    const paging = parseListPaging({ ...text, page: firstValue(text.page) ?? '1' }, sortFields);
    if (typeof paging === 'string') return badRequest(paging, 'pagingInvalid');
  }
  if (property?.anyOf?.map((branch) => branch.const).join() === 'true,false') return notTrueOrFalse(field);
  if (property?.anyOf?.some((branch) => branch.format === 'date')) return notADate(field);
  if (field === 'status') {
    const values = [query.status].flat().flatMap((v) => String(v ?? '').split(','));
    const unknown = values.find((status) => !isOrderStatus(status));
    if (unknown !== undefined) return badRequest(`Unknown order status '${unknown}'`, 'unknownOrderStatus');
  }
  if (field === 'after') return badRequest(AFTER_NOT_AN_ID, 'fieldInvalid');
  if (problem.keyword === 'enum' && Array.isArray(property?.enum))
    return badRequest(`'${field}' must be one of ${property.enum.join(', ')}`);
  return null;
}

/** The offset of a page. */
export const offsetOf = (paging: ListPaging) => (paging.page - 1) * paging.pageSize;
