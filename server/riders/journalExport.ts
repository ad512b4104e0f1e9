import type { FastifyReply } from 'fastify';
import { and, count, desc, type SQL } from 'drizzle-orm';
import { dateTimeIn } from '../../src/domain/clock';
import { buildFeeJournal, commandFee, JOURNAL_GROUPS, journalGroupOf, riderFeeTotal, type JournalOrder } from '../../src/domain/riderFees';
import { EXPORTS, type ExportWording } from '../../src/i18n/exports';
import type { AppContext } from '../context';
import { orders } from '../db/schema';
import { EXPORT_BATCH, numberDayTime, numberDayTimeColumns, sendOrderSheet, statusIn, type ExportReader } from '../orders/export';
import { sendSpreadsheet, type FooterLine, type SheetColumn } from '../spreadsheet';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** The order columns of a journal, up to the rider's fee. */
const journalColumns = (words: ExportWording, reader: ExportReader): SheetColumn[] => [
  ...numberDayTimeColumns(words, reader.zone),
  { header: words.journal.list, kind: 'text', width: 14 },
  { header: words.orders.status, kind: 'text', width: 20 },
  { header: words.orders.total, kind: 'money' },
  { header: words.orders.deliveryFee, kind: 'money' },
  { header: words.journal.riderFee, kind: 'money' },
];

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
    columns: [...journalColumns(words, reader), { header: words.journal.paid, kind: 'text' }],
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

export interface CurrentJournal {
  rider: { name: string; Number_Rider: number };
  /** The orders not settled by a payment yet. */
  rows: readonly (JournalOrder & { commandNumber: number; createdAt: string })[];
  lastPayment: { createdAt: string } | null;
}

/**
 * The journal of the current period for the accountant, as CSV or XLSX in the reader's language and
 * clock: its orders list by list, then the rider, the period, each list's fee and the total to pay.
 */
export function sendCurrentJournal(reply: FastifyReply, reader: ExportReader, name: string, journal: CurrentJournal) {
  const words = EXPORTS[reader.locale];
  const clock = reader.zone === 'UTC' ? words.clock.utc : words.clock.morocco;
  const fees = buildFeeJournal(journal.rows);
  const rows = JOURNAL_GROUPS.flatMap((group) =>
    journal.rows
      .filter((o) => journalGroupOf(o) === group)
      .map((o) => [...numberDayTime(o), words.lists[group], statusIn(words, o.statusOrders), o.totalPrix, o.deleveryFee, commandFee(o)]),
  );
  const footer: FooterLine[] = [
    { label: fill(words.journal.rider, { name: journal.rider.name, number: journal.rider.Number_Rider }) },
    {
      label: journal.lastPayment
        ? fill(words.journal.since, { date: `${dateTimeIn(journal.lastPayment.createdAt, reader.zone)} (${clock})` })
        : words.journal.sinceStart,
    },
    ...fees.CommandFee.map((c) => ({ label: fill(words.journal.feeOf, { list: words.lists[c.type] }), money: c.fee })),
    { label: fill(words.journal.feeOf, { list: words.lists.easy }), money: fees.easyFee.fee },
    { label: words.journal.totalToPay, money: riderFeeTotal(fees) },
  ];
  return sendSpreadsheet(reply, {
    ...reader,
    name,
    sheetName: words.sheets.journal,
    columns: journalColumns(words, reader),
    total: rows.length,
    batches: async function* () {
      yield rows;
    },
    footer,
  });
}
