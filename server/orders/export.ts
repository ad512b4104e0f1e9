import type { FastifyReply } from 'fastify';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isOrderStatus } from '../../src/domain/orders';
import type { TimeZone } from '../../src/domain/clock';
import { EXPORTS, type ExportWording } from '../../src/i18n/exports';
import type { Locale } from '../../src/i18n/types';
import type { AppContext } from '../context';
import { orders, packs } from '../db/schema';
import { sendSpreadsheet, type CellValue, type SheetColumn, type SpreadsheetFormat } from '../spreadsheet';
import { countOrders, customer } from './records';
import { orderListQuery, type ListQuerystring } from './query';

/** Rows read per query while streaming: memory stays the same whatever the number of orders. */
export const EXPORT_BATCH = 1000;

/** Who reads the export, and as what file: the header's words, the separator and the clock follow them. */
export interface ExportReader {
  format: SpreadsheetFormat;
  locale: Locale;
  zone: TimeZone;
}

const fill = (text: string, clock: string) => text.replace('{{clock}}', clock);

/** An export's first columns: the order's number, then the day and hour:minute it was placed on the reader's clock. */
export function numberDayTimeColumns(words: ExportWording, zone: TimeZone): SheetColumn[] {
  const clock = zone === 'UTC' ? words.clock.utc : words.clock.morocco;
  return [
    { header: words.orders.number, kind: 'integer', width: 10 },
    { header: fill(words.orders.date, clock), kind: 'date', width: 14 },
    { header: fill(words.orders.time, clock), kind: 'time', width: 12 },
  ];
}
export const numberDayTime = (order: { commandNumber: number; createdAt: string }): CellValue[] => [
  order.commandNumber,
  order.createdAt,
  order.createdAt,
];

/** A status in the reader's words; a value this version does not know is written as it is. */
export const statusIn = (words: ExportWording, status: string) => (isOrderStatus(status) ? words.statuses[status] : status);

/** Where a batch stopped: orders are read newest first by (creation time, number). */
type Keyset = { createdAt: string; commandNumber: number };

/**
 * Orders older than the keyset in (creation time, number) order: the next batch. A row comparison, which the
 * index on (…, created_at, command_number) starts from; spelt as `a < x or (a = x and b < y)` it was a filter,
 * and each batch read again every row of the ones before.
 */
const olderThan = (after: Keyset | null) =>
  after ? sql`(${orders.createdAt}, ${orders.commandNumber}) < (${after.createdAt}::timestamptz, ${after.commandNumber})` : undefined;

export interface OrderSheet<R extends Keyset> {
  /** The file's name without its extension. */
  name: string;
  sheetName: string;
  total: number;
  columns: SheetColumn[];
  /** The next EXPORT_BATCH rows newest first, `older` added to the filters. */
  batch: (older: SQL | undefined) => Promise<R[]>;
  row: (record: R) => CellValue[];
}

/**
 * Orders as CSV or XLSX, streamed in batches read by keyset (creation time, then number) so neither the
 * database nor the server holds the whole set (server/spreadsheet.ts writes the file).
 */
export function sendOrderSheet<R extends Keyset>(reply: FastifyReply, reader: ExportReader, sheet: OrderSheet<R>) {
  async function* batches() {
    let after: Keyset | null = null;
    for (;;) {
      const page: R[] = await sheet.batch(olderThan(after));
      if (page.length === 0) return;
      yield page.map(sheet.row);
      const last = page[page.length - 1]!;
      after = { createdAt: last.createdAt, commandNumber: last.commandNumber };
      if (page.length < EXPORT_BATCH) return;
    }
  }
  return sendSpreadsheet(reply, {
    ...reader,
    name: sheet.name,
    sheetName: sheet.sheetName,
    columns: sheet.columns,
    total: sheet.total,
    batches,
  });
}

/** Every order of a filtered list (owner or admin), newest first, streamed. */
export async function sendOrdersCsv(
  ctx: AppContext,
  reply: FastifyReply,
  scope: SQL | undefined,
  querystring: ListQuerystring,
  name: string,
  reader: ExportReader,
) {
  const filters = orderListQuery({ ...querystring, page: undefined });
  const where = and(scope, filters.where);
  const words = EXPORTS[reader.locale];
  return sendOrderSheet(reply, reader, {
    name,
    sheetName: words.sheets.orders,
    total: (await countOrders(ctx, where, filters.needsCustomer)).total,
    columns: [
      ...numberDayTimeColumns(words, reader.zone),
      { header: words.orders.type, kind: 'text', width: 16 },
      { header: words.orders.status, kind: 'text', width: 20 },
      { header: words.orders.customer, kind: 'text', width: 22 },
      { header: words.orders.phone, kind: 'phone', width: 18 },
      { header: words.orders.items, kind: 'integer' },
      { header: words.orders.deliveryFee, kind: 'money' },
      { header: words.orders.total, kind: 'money' },
    ],
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
      o.typeOrder === 'pack' ? `${words.values.pack}${o.packName ? `: ${o.packName}` : ''}` : words.values.order,
      statusIn(words, o.status),
      o.customerName ?? '',
      o.phone,
      Number(o.items),
      o.deliveryFee,
      o.total,
    ],
  });
}
