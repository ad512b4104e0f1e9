import type { FastifyReply } from 'fastify';
import type { Centimes } from '../../src/domain/money';
import { toCentimes } from '../../src/domain/money';
import { formatDate } from '../../src/domain/dates';
import { EXPORTS } from '../../src/i18n/exports';
import { numberDayTimeColumns, type ExportReader } from '../orders/export';
import { sendSpreadsheet, type FooterLine } from '../spreadsheet';
import type { statementJson } from './queries';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

interface Line {
  orderNumber: number;
  deliveredAt: string;
  sales: Centimes;
  commission: Centimes;
  commissionTax: Centimes;
  refunds: Centimes;
  net: Centimes;
  late: boolean;
}

/**
 * A statement as CSV or XLSX in the reader's language and clock: one row per order (number, day and time of
 * delivery, its amounts, whether it is a late adjustment), then the business, the week and the summary.
 */
export function sendStatementSheet(
  reply: FastifyReply,
  reader: ExportReader,
  { business, statement, lines }: { business: { name: string }; statement: ReturnType<typeof statementJson>; lines: Line[] },
) {
  const words = EXPORTS[reader.locale];
  const w = words.statements;
  const s = statement.summary;
  const footer: FooterLine[] = [
    { label: fill(w.business, { name: business.name }) },
    // The week is Morocco's, whatever the reader's clock: its own days, its clock named.
    { label: fill(w.week, { from: formatDate(statement.weekStart), to: formatDate(statement.weekEnd), clock: words.clock.morocco }) },
    { label: fill(w.orders, { count: s.orders }) },
    { label: w.sales, money: toCentimes(s.sales) },
    { label: w.commission, money: toCentimes(s.commission) },
    { label: w.commissionTax, money: toCentimes(s.commissionTax) },
    { label: w.refunds, money: toCentimes(s.refunds) },
    { label: w.adjustments, money: toCentimes(s.adjustments) },
    { label: s.net < 0 ? w.netOwed : w.netDue, money: toCentimes(s.net) },
  ];
  return sendSpreadsheet(reply, {
    ...reader,
    name: `statement-${statement.weekStart}`,
    sheetName: words.sheets.statement,
    columns: [
      ...numberDayTimeColumns(words, reader.zone),
      { header: w.sales, kind: 'money' },
      { header: w.commission, kind: 'money' },
      { header: w.commissionTax, kind: 'money' },
      { header: w.refunds, kind: 'money' },
      { header: w.net, kind: 'money' },
      { header: w.late, kind: 'text' },
    ],
    total: lines.length,
    batches: async function* () {
      yield lines.map((l) => [
        l.orderNumber,
        l.deliveredAt,
        l.deliveredAt,
        l.sales,
        l.commission,
        l.commissionTax,
        l.refunds,
        l.net,
        l.late ? words.values.yes : '',
      ]);
    },
    footer,
  });
}
