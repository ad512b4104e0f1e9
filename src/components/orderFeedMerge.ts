import type { OrderListSource } from '../providers/endpoints/orders';

export interface FeedOrder {
  _id: string;
  createdAt?: string;
  updatedAt?: string;
  statusOrders: string;
  kind?: string;
  restaurant_id?: string;
  store_id?: string;
  business_id?: string;
}

/** Changes fetched again before the last one known, for writes that committed late or a node whose clock lags. */
export const CATCH_UP_OVERLAP_MS = 5_000;

/** Whether an order, as it is now, belongs in one of the lists a feed reads. */
export function belongsTo(order: FeedOrder, sources: readonly OrderListSource[]): boolean {
  return sources.some((source) => {
    if (source.source === 'groceryNew') return order.kind === 'grocery' && order.statusOrders === 'new';
    if (source.source === 'admin') return order.kind === source.type && source.status.split(',').includes(order.statusOrders);
    const businessId = order.restaurant_id ?? order.store_id ?? order.business_id;
    return order.kind === source.type && businessId === source.businessId && source.statuses.includes(order.statusOrders);
  });
}

const newestFirst = (a: FeedOrder, b: FeedOrder) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? ''));

/**
 * A feed's list with orders that changed applied: added or replaced when they belong (unless the list already
 * holds a later version), removed when they no longer do (accepted, refused). Newest first.
 */
export function applyChanges<T extends FeedOrder>(list: readonly T[], changed: readonly T[], sources: readonly OrderListSource[]): T[] {
  const byId = new Map(list.map((o) => [o._id, o]));
  for (const order of changed) {
    const known = byId.get(order._id);
    if (known?.updatedAt && order.updatedAt && known.updatedAt > order.updatedAt) continue;
    if (belongsTo(order, sources)) byId.set(order._id, order);
    else byId.delete(order._id);
  }
  return [...byId.values()].sort(newestFirst);
}

/** The latest change among `orders`, or `cursor` when none is later. */
export function latestChange(cursor: string | undefined, orders: readonly FeedOrder[]): string | undefined {
  let latest = cursor;
  for (const o of orders) if (o.updatedAt && (!latest || o.updatedAt > latest)) latest = o.updatedAt;
  return latest;
}

/** Where a catch-up starts: a little before the last change known. */
export const catchUpFrom = (cursor: string) => new Date(Date.parse(cursor) - CATCH_UP_OVERLAP_MS).toISOString();

/** A page of changes: `GET <list>?since&after` → `{ data, more }`. */
export type ChangesPage<T> = (since: string, after: string | undefined) => Promise<{ data: T[]; more: boolean }>;

/** Every change after `since`, following the pages from the last change of each to the next. */
export async function collectChanges<T extends FeedOrder>(since: string, page: ChangesPage<T>): Promise<T[]> {
  const changed: T[] = [];
  let from = since;
  let after: string | undefined;
  for (;;) {
    const { data, more } = await page(from, after);
    changed.push(...data);
    const last = data.at(-1);
    if (!more || !last?.updatedAt) return changed;
    from = last.updatedAt;
    after = last._id;
  }
}
