import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { csvRows } from '../../src/domain/csv';
import { isOrderStatus, STATUS_LABELS } from '../../src/domain/orders';
import type { AppContext } from '../context';
import { orders, packs } from '../db/schema';
import { countOrders, customer } from './records';
import { orderListQuery, type ListQuerystring } from './query';

/** Rows read per query while streaming: memory stays the same whatever the number of orders. */
export const EXPORT_BATCH = 1000;

/** An order's first cells in an export: its number, then the UTC day and hour:minute it was placed. */
export function numberDayTime(order: { commandNumber: number; createdAt: string | Date }) {
  const at = new Date(order.createdAt).toISOString();
  return [order.commandNumber, at.slice(0, 10), at.slice(11, 16)] as const;
}
const BOM = '\uFEFF';
const HEADER = ['Order', 'Date (UTC)', 'Time (UTC)', 'Type', 'Status', 'Customer', 'Customer phone', 'Items', 'Delivery fee', 'Total'];

export const money = (n: number) => n.toFixed(2);

type Cell = string | number | null | undefined;
/** Where a batch stopped: orders are read newest first by (creation time, number). */
type Keyset = { createdAt: string; commandNumber: number };

/** Orders older than the keyset in (creation time, number) order: the next batch. */
const olderThan = (after: Keyset | null) =>
  after
    ? or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.commandNumber, after.commandNumber)))
    : undefined;

export interface OrderCsv<R extends Keyset> {
  filename: string;
  /** How many rows will come: sent ahead in `X-Total-Count` for the browser's progress. */
  total: number;
  header: readonly string[];
  /** The next EXPORT_BATCH rows newest first, `older` added to the filters. */
  batch: (older: SQL | undefined) => Promise<R[]>;
  row: (record: R) => Cell[];
}

/**
 * Orders as CSV, streamed in batches read by keyset (creation time, then number) so neither the database
 * nor the server holds the whole set. UTF-8 with a BOM so Excel reads accents and Arabic; money as plain
 * numbers; cells that would start a formula are defused (csvCell).
 */
export function sendOrderCsv<R extends Keyset>(reply: FastifyReply, csv: OrderCsv<R>) {
  async function* lines() {
    yield BOM + csvRows([csv.header]);
    let after: Keyset | null = null;
    for (;;) {
      const page: R[] = await csv.batch(olderThan(after));
      if (page.length === 0) return;
      yield csvRows(page.map(csv.row));
      const last = page[page.length - 1]!;
      after = { createdAt: last.createdAt, commandNumber: last.commandNumber };
      if (page.length < EXPORT_BATCH) return;
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .header('x-total-count', String(csv.total))
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

/** Every order of a filtered list (owner or admin) as CSV, newest first, streamed. */
export async function sendOrdersCsv(
  ctx: AppContext,
  reply: FastifyReply,
  scope: SQL | undefined,
  querystring: ListQuerystring,
  filename: string,
) {
  const filters = orderListQuery({ ...querystring, page: undefined });
  const where = and(scope, filters.where);
  return sendOrderCsv(reply, {
    filename,
    total: await countOrders(ctx, where, filters.needsCustomer),
    header: HEADER,
    batch: (older) =>
      ctx.db
        .select({
          commandNumber: orders.commandNumber,
          createdAt: orders.createdAt,
          typeOrder: orders.type_order,
          packName: packs.name,
          status: orders.statusOrders,
          customerName: customer.name,
          phone: orders.numberPhone,
          items: sql<number>`jsonb_array_length(${orders.orders})`,
          deliveryFee: orders.deleveryFee,
          total: orders.totalPrix,
        })
        .from(orders)
        .leftJoin(customer, eq(customer._id, orders.user_id))
        .leftJoin(packs, eq(packs._id, orders.packId))
        .where(and(where, older))
        .orderBy(desc(orders.createdAt), desc(orders.commandNumber))
        .limit(EXPORT_BATCH),
    row: (o) => [
      ...numberDayTime(o),
      o.typeOrder === 'pack' ? `Pack${o.packName ? `: ${o.packName}` : ''}` : 'Order',
      isOrderStatus(o.status) ? STATUS_LABELS[o.status] : o.status,
      o.customerName ?? '',
      o.phone,
      o.items,
      money(o.deliveryFee),
      money(o.total),
    ],
  });
}
