import { sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '../../src/domain/listQuery';
import { badRequest } from '../errors';
import { orders } from '../db/schema';

/**
 * Keyset paging for the order lists. A page's answer carries `next`, the sort key of its last row; the next
 * page asked with it (`?page=N&cursor=…`) starts right after that row through the index, instead of
 * reading and skipping every row before it (an offset of 50,000 reads 50,000 index entries).
 *
 * The key is the database's own text of the value (a timestamp keeps its microseconds, which a JSON date
 * would lose), with the command number as the tie-breaker, as the lists sort.
 */
const MAX_INTEGER = 2_147_483_647;
const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;

/** A date the database can read back: checked here, since a cast that fails would be a server error. */
function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
const isInteger = (text: string) => /^\d{1,10}$/.test(text) && Number(text) <= MAX_INTEGER;

const SORTS = {
  createdAt: { column: orders.createdAt, cast: 'timestamptz', valid: isTimestamp },
  commandNumber: { column: orders.commandNumber, cast: 'integer', valid: isInteger },
  // Centimes: a bigint within JavaScript's safe integers.
  totalPrix: { column: orders.totalPrix, cast: 'bigint', valid: (text: string) => /^-?\d{1,15}$/.test(text) },
} as const;
export type CursorSort = keyof typeof SORTS;

const SEPARATOR = '|';

/** What the page query selects besides the id, to write the cursor after the page's last row. */
export const sortKeyOf = (sort: CursorSort): SQL<string> => sql<string>`${SORTS[sort].column}::text`;

export function encodePageCursor(sort: CursorSort, order: SortOrder, key: string, commandNumber: number): string {
  return Buffer.from([sort, order, key, commandNumber].join(SEPARATOR)).toString('base64url');
}

/** `?cursor=` → the rows after it in the list's order; 400 when it is not a cursor of this sort. */
export function afterCursor(cursor: string, sort: CursorSort, order: SortOrder): SQL {
  const refused = () => badRequest("'cursor' is not the 'next' of a page of this list in this order", 'fieldInvalid');
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split(SEPARATOR);
  if (parts.length !== 4) throw refused();
  const [cursorSort, cursorOrder, key, number] = parts as [string, string, string, string];
  const spec = SORTS[sort];
  if (cursorSort !== sort || cursorOrder !== order || !spec.valid(key) || !isInteger(number)) throw refused();
  const value = sql`${key}::${sql.raw(spec.cast)}`;
  return order === 'asc'
    ? sql`(${spec.column}, ${orders.commandNumber}) > (${value}, ${Number(number)})`
    : sql`(${spec.column}, ${orders.commandNumber}) < (${value}, ${Number(number)})`;
}
