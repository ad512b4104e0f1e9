import { and, asc, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { ORDER_SORT_FIELDS, type ListPaging, type SortOrder } from '../../src/domain/listQuery';
import { orders } from '../db/schema';
import { customer } from './records';
import { afterCursor, type CursorSort } from './pageCursor';
import { dateRangeOf, firstValue, foldedContains, pagingOf, searchOf, type ListQuerystring } from '../listFilters';

export type { ListQuerystring };

/** What an order list was asked for: the page (or none: the whole list), its order and its filters. */
export interface OrderListQuery {
  paging: ListPaging | null;
  orderBy: SQL[];
  /** Date range and search, to add to the list's own scope. */
  where: SQL | undefined;
  /** True when the filters read the customer's name (the count must join it too). */
  needsCustomer: boolean;
  /** The sort, for the cursor written after the page's last row. */
  sort: CursorSort;
  order: SortOrder;
  /** `?cursor=`: the page starts after that row (keyset) rather than at an offset. */
  after: SQL | undefined;
  /** `?exactTotal=true`: count every matching order, however many (otherwise counted up to COUNT_CAP). */
  exactTotal: boolean;
}

const SORT_COLUMN = { createdAt: orders.createdAt, commandNumber: orders.commandNumber, totalPrix: orders.totalPrix } as const;
const PG_INT_MAX = 2_147_483_647;

/**
 * `?page&pageSize&sort&order&from&to&q` → a page, an order and filters. `q` finds an order by its command
 * number (exact), the customer's phone or name (contains); `from`/`to` bound the creation date (inclusive).
 */
export function orderListQuery(query: ListQuerystring): OrderListQuery {
  const paging = pagingOf(query, ORDER_SORT_FIELDS);
  const { from, to } = dateRangeOf(query);
  const q = searchOf(query);
  let search: SQL | undefined;
  let byName = false;
  if (q) {
    const number = /^#?\d+$/.test(q) ? Number(q.replace('#', '')) : NaN;
    const digits = q.replace(/[\s.-]/g, '');
    const phoneLike = /^\+?\d{3,}$/.test(digits);
    byName = !phoneLike && !Number.isFinite(number);
    // Digits are a number or a phone, never a name: the customer's table is only read for words.
    search = or(
      number <= PG_INT_MAX ? eq(orders.commandNumber, number) : undefined,
      phoneLike ? ilike(orders.numberPhone, `%${digits.replace(/^\+?212/, '').replace(/^0/, '')}%`) : undefined,
      byName ? foldedContains(customer.name, q) : undefined,
    );
  }
  const sortField = paging?.sort ?? 'createdAt';
  const order = paging?.order ?? 'desc';
  const direction = order === 'asc' ? asc : desc;
  const cursor = paging ? firstValue(query.cursor) : undefined;
  return {
    paging: paging ?? null,
    orderBy: [direction(SORT_COLUMN[sortField]), direction(orders.commandNumber)],
    where: and(from ? gte(orders.createdAt, from) : undefined, to ? lte(orders.createdAt, to) : undefined, search),
    needsCustomer: byName,
    sort: sortField,
    order,
    after: cursor ? afterCursor(cursor, sortField, order) : undefined,
    exactTotal: firstValue(query.exactTotal) === 'true',
  };
}
