import type { FastifyReply } from 'fastify';
import { and, count, desc, type SQL } from 'drizzle-orm';
import { isOrderStatus, STATUS_LABELS } from '../../src/domain/orders';
import { commandFee, journalGroupOf } from '../../src/domain/riderFees';
import type { AppContext } from '../context';
import { orders } from '../db/schema';
import { EXPORT_BATCH, money, numberDayTime, sendOrderCsv } from '../orders/export';

const HEADER = ['Order', 'Date (UTC)', 'Time (UTC)', 'List', 'Status', 'Total', 'Delivery fee', 'Rider fee', 'Paid'];
const LIST_LABELS = { easy: 'Easy Market', restaurant: 'Restaurant', store: 'Store', packs: 'Packs' } as const;

/**
 * A rider's orders within a date range as CSV, newest first, streamed like the order exports: the rider's
 * fee of each order (the delivery fee of a delivered one) and whether a payment settled it already.
 */
export async function sendJournalCsv(ctx: AppContext, reply: FastifyReply, where: SQL | undefined, filename: string) {
  const [total] = await ctx.db.select({ n: count() }).from(orders).where(where);
  return sendOrderCsv(reply, {
    filename,
    total: total?.n ?? 0,
    header: HEADER,
    batch: (older) =>
      ctx.db
        .select({
          commandNumber: orders.commandNumber,
          createdAt: orders.createdAt,
          kind: orders.kind,
          type_order: orders.type_order,
          statusOrders: orders.statusOrders,
          totalPrix: orders.totalPrix,
          deleveryFee: orders.deleveryFee,
          paymentId: orders.paymentId,
        })
        .from(orders)
        .where(and(where, older))
        .orderBy(desc(orders.createdAt), desc(orders.commandNumber))
        .limit(EXPORT_BATCH),
    row: (o) => [
      ...numberDayTime(o),
      LIST_LABELS[journalGroupOf(o)],
      isOrderStatus(o.statusOrders) ? STATUS_LABELS[o.statusOrders] : o.statusOrders,
      money(o.totalPrix),
      money(o.deleveryFee),
      money(commandFee(o)),
      o.paymentId ? 'yes' : 'no',
    ],
  });
}
