import type { FastifyReply } from 'fastify';
import { and, count, desc, type SQL } from 'drizzle-orm';
import { commandFee, journalGroupOf } from '../../src/domain/riderFees';
import { EXPORTS } from '../../src/i18n/exports';
import type { AppContext } from '../context';
import { orders } from '../db/schema';
import { EXPORT_BATCH, numberDayTime, numberDayTimeColumns, sendOrderSheet, statusIn, type ExportReader } from '../orders/export';

/**
 * A rider's orders within a date range as CSV or XLSX, newest first, streamed like the order exports: the
 * rider's fee of each order (the delivery fee of a delivered one) and whether a payment settled it already.
 */
export async function sendJournalCsv(ctx: AppContext, reply: FastifyReply, where: SQL | undefined, name: string, reader: ExportReader) {
  const [total] = await ctx.db.select({ n: count() }).from(orders).where(where);
  const words = EXPORTS[reader.locale];
  return sendOrderSheet(reply, reader, {
    name,
    sheetName: words.sheets.journal,
    total: total?.n ?? 0,
    columns: [
      ...numberDayTimeColumns(words, reader.zone),
      { header: words.journal.list, kind: 'text', width: 14 },
      { header: words.orders.status, kind: 'text', width: 20 },
      { header: words.orders.total, kind: 'money' },
      { header: words.orders.deliveryFee, kind: 'money' },
      { header: words.journal.riderFee, kind: 'money' },
      { header: words.journal.paid, kind: 'text' },
    ],
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
      words.lists[journalGroupOf(o)],
      statusIn(words, o.statusOrders),
      o.totalPrix,
      o.deleveryFee,
      commandFee(o),
      o.paymentId ? words.values.yes : words.values.no,
    ],
  });
}
