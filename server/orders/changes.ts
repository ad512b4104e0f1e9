import { and, asc, gt, gte, or, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { Bool } from '../answers';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { AFTER_NOT_AN_ID, dateParam, firstValue, type ListQuerystring } from '../listFilters';
import { loadOrders, ordersTable as orders } from './records';

/** Changes a call answers at most; `more` says to ask again from the last one. */
export const CHANGES_PAGE = 100;

/** The answer of a list asked with `since`. */
export const changesAnswer = <T extends Parameters<typeof Type.Array>[0]>(order: T) =>
  Type.Object(
    {
      data: Type.Array(order, { description: 'Orders changed after the cursor, the oldest change first, whatever their status' }),
      more: Bool('More changes follow: ask again with since = the last one’s updatedAt and after = its _id'),
    },
    { description: 'With `since`: what changed in the list’s scope after that moment, a page at a time' },
  );

// Timestamps are stored to the microsecond and sent to the millisecond: cursors compare at the millisecond.
const changedAt = sql`date_trunc('milliseconds', ${orders.updatedAt})`;

/** `?since` (ISO 8601) and `?after` (the last id seen at that moment), or null when the list is asked as usual. */
export function changesCursor(query: ListQuerystring): { since: string; after?: string } | null {
  const since = dateParam('since', firstValue(query.since));
  if (!since) return null;
  const after = firstValue(query.after);
  if (after !== undefined && !/^[0-9a-f-]{36}$/i.test(after)) throw badRequest(AFTER_NOT_AN_ID, 'fieldInvalid');
  return { since, after };
}

/**
 * The orders of `scope` changed after the cursor (created, or moved to any status: an order that left the
 * list shows its new status), oldest change first, a page at a time: what a desk that was away needs to
 * catch up without fetching its whole list again.
 */
export async function loadChanges(ctx: AppContext, scope: SQL | undefined, cursor: { since: string; after?: string }) {
  const since = sql`${cursor.since}::timestamptz`;
  const later = cursor.after
    ? or(sql`${changedAt} > ${since}`, and(sql`${changedAt} = ${since}`, gt(orders._id, cursor.after)))
    : sql`${changedAt} > ${since}`;
  const rows = await loadOrders(ctx, and(scope, gte(orders.updatedAt, cursor.since), later), {
    orderBy: [asc(changedAt), asc(orders._id)],
    limit: CHANGES_PAGE + 1,
  });
  return { data: rows.slice(0, CHANGES_PAGE), more: rows.length > CHANGES_PAGE };
}
