import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { csvRows } from '../../src/domain/csv';
import { isOrderStatus, STATUS_LABELS } from '../../src/domain/orders';
import type { AppContext } from '../context';
import { orders, packs } from '../db/schema';
import { countOrders, customer } from './orderRecords';
import { orderListQuery, type ListQuerystring } from './orderQuery';

/** Rows read per query while streaming: memory stays the same whatever the number of orders. */
export const EXPORT_BATCH = 1000;
const BOM = '\uFEFF';
const HEADER = ['Order', 'Date (UTC)', 'Time (UTC)', 'Type', 'Status', 'Customer', 'Customer phone', 'Items', 'Delivery fee', 'Total'];

const money = (n: number) => n.toFixed(2);

/**
 * Every order of a filtered list as CSV, newest first, streamed in batches read by keyset (creation time,
 * then number) so neither the database nor the server holds the whole set. UTF-8 with a BOM so Excel reads
 * accents and Arabic; money as plain numbers; cells that would start a formula are defused (csvCell).
 * The total goes ahead in `X-Total-Count` so the browser can show progress.
 */
export async function sendOrdersCsv(ctx: AppContext, reply: FastifyReply, scope: SQL | undefined, querystring: ListQuerystring, filename: string) {
  const filters = orderListQuery({ ...querystring, page: undefined });
  const where = and(scope, filters.where);
  const total = await countOrders(ctx, where, filters.needsCustomer);

  async function* lines() {
    yield BOM + csvRows([HEADER]);
    let after: { createdAt: string; commandNumber: number } | null = null;
    for (;;) {
      const page: Awaited<ReturnType<typeof batch>> = await batch(after);
      if (page.length === 0) return;
      yield csvRows(
        page.map((o) => {
          const at = new Date(o.createdAt).toISOString();
          return [
            o.commandNumber,
            at.slice(0, 10),
            at.slice(11, 16),
            o.typeOrder === 'pack' ? `Pack${o.packName ? `: ${o.packName}` : ''}` : 'Order',
            isOrderStatus(o.status) ? STATUS_LABELS[o.status] : o.status,
            o.customerName ?? '',
            o.phone,
            o.items,
            money(o.deliveryFee),
            money(o.total),
          ];
        }),
      );
      const last = page[page.length - 1]!;
      after = { createdAt: last.createdAt, commandNumber: last.commandNumber };
      if (page.length < EXPORT_BATCH) return;
    }
  }

  function batch(after: { createdAt: string; commandNumber: number } | null) {
    const keyset = after
      ? or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.commandNumber, after.commandNumber)))
      : undefined;
    return ctx.db
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
      .where(and(where, keyset))
      .orderBy(desc(orders.createdAt), desc(orders.commandNumber))
      .limit(EXPORT_BATCH);
  }

  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('x-total-count', String(total))
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}
