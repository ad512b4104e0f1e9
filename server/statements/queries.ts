import { sql, type SQL } from 'drizzle-orm';
import { centimes, toDirhams } from '../../src/domain/money';
import { weekEndDay, type StatementSummary } from '../../src/domain/statements';
import { rowsOf, type Db } from '../db/client';
import { invoices, ledgerEntries, orders, payouts, statementEntries, statements } from '../db/schema';

export const moment = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const iso = (value: string | Date) => new Date(value).toISOString();
const dh = (value: string | number | null | undefined) => toDirhams(centimes(Number(value ?? 0)));

/**
 * A statement's figures over rows holding `kind`, `amount`, `order_id` and `late`: the closing writes them with
 * it, the open week is read with it. Late rows are adjustments whatever their kind (src/domain/statements.ts).
 */
export const SUMMARY_COLUMNS = sql.raw(`
  count(distinct order_id) filter (where kind = 'sales' and not late) as orders,
  coalesce(sum(amount) filter (where kind = 'sales' and not late), 0) as sales,
  coalesce(sum(amount) filter (where kind = 'commission' and not late), 0) as commission,
  coalesce(sum(amount) filter (where kind = 'commission_tax' and not late), 0) as commission_tax,
  coalesce(sum(amount) filter (where kind = 'refund' and not late), 0) as refunds,
  coalesce(sum(amount) filter (where late), 0) as adjustments,
  coalesce(sum(amount), 0) as net`);

export interface SummaryRow {
  orders: number | string;
  sales: number | string;
  commission: number | string;
  commission_tax: number | string;
  refunds: number | string;
  adjustments: number | string;
  net: number | string;
}

export const summaryCentimes = (row: SummaryRow): StatementSummary => ({
  orders: Number(row.orders),
  sales: centimes(Number(row.sales)),
  commission: centimes(Number(row.commission)),
  commissionTax: centimes(Number(row.commission_tax)),
  refunds: centimes(Number(row.refunds)),
  adjustments: centimes(Number(row.adjustments)),
  net: centimes(Number(row.net)),
});

export const summaryJson = (s: StatementSummary) => ({
  orders: s.orders,
  sales: toDirhams(s.sales),
  commission: toDirhams(s.commission),
  commissionTax: toDirhams(s.commissionTax),
  refunds: toDirhams(s.refunds),
  adjustments: toDirhams(s.adjustments),
  net: toDirhams(s.net),
});

/** A business's entries on no statement, each marked late when dated before `weekStart`. */
export const pendingEntries = (businessId: string, weekStart: Date) => sql`
  select e.id, e.kind, e.amount, e.order_id, e.occurred_at, e.occurred_at < ${moment(weekStart)} as late
  from ${ledgerEntries} e
  where e.business_id = ${businessId} and e.kind <> 'payout'
    and not exists (select 1 from ${statementEntries} se where se.entry_id = e.id)`;

/** A statement's entries. */
export const statementEntriesOf = (statementId: string) => sql`
  select e.id, e.kind, e.amount, e.order_id, e.occurred_at, se.late
  from ${statementEntries} se join ${ledgerEntries} e on e.id = se.entry_id
  where se.statement_id = ${statementId}`;

export async function summaryOf(db: Pick<Db, 'execute'>, entries: SQL): Promise<StatementSummary> {
  const [row] = rowsOf<SummaryRow>(await db.execute(sql`select ${SUMMARY_COLUMNS} from (${entries}) entries`));
  return summaryCentimes(row!);
}

interface LineRow {
  order_id: string;
  command_number: number | string;
  delivered_at: string | Date;
  sales: number | string;
  commission: number | string;
  commission_tax: number | string;
  refunds: number | string;
  net: number | string;
  late: boolean;
}

/** One line per order of a set of entries, by delivery, paged; the count of lines. */
export async function linesOf(db: Pick<Db, 'execute'>, entries: SQL, page: { page: number; pageSize: number } | null) {
  const limit = page ? sql`limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}` : sql``;
  const [rows, [total]] = await Promise.all([
    db.execute(sql`
      select entries.order_id, o.command_number, min(entries.occurred_at) as delivered_at,
             coalesce(sum(entries.amount) filter (where entries.kind = 'sales'), 0) as sales,
             coalesce(sum(entries.amount) filter (where entries.kind = 'commission'), 0) as commission,
             coalesce(sum(entries.amount) filter (where entries.kind = 'commission_tax'), 0) as commission_tax,
             coalesce(sum(entries.amount) filter (where entries.kind = 'refund'), 0) as refunds,
             sum(entries.amount) as net, bool_or(entries.late) as late
      from (${entries}) entries join ${orders} o on o.id = entries.order_id
      group by entries.order_id, o.command_number
      order by min(entries.occurred_at), o.command_number
      ${limit}`),
    db.execute(sql`select count(distinct order_id) as n from (${entries}) entries`).then((r) => rowsOf<{ n: number | string }>(r)),
  ]);
  return { rows: rowsOf<LineRow>(rows), total: Number(total!.n) };
}

export const lineCentimes = (row: LineRow) => ({
  orderId: row.order_id,
  orderNumber: Number(row.command_number),
  deliveredAt: iso(row.delivered_at),
  sales: centimes(Number(row.sales)),
  commission: centimes(Number(row.commission)),
  commissionTax: centimes(Number(row.commission_tax)),
  refunds: centimes(Number(row.refunds)),
  net: centimes(Number(row.net)),
  late: row.late,
});

export const lineJson = (row: LineRow) => {
  const line = lineCentimes(row);
  return {
    ...line,
    sales: toDirhams(line.sales),
    commission: toDirhams(line.commission),
    commissionTax: toDirhams(line.commissionTax),
    refunds: toDirhams(line.refunds),
    net: toDirhams(line.net),
  };
};

/** Statements as listed: their invoice (and the credit note cancelling it) and their payout. */
export const STATEMENT_SELECT = sql`
  select s.*, i.id as invoice_id, i.number as invoice_number, i.total as invoice_total,
         c.id as credit_id, c.number as credit_number,
         p.id as payout_id, p.amount as payout_amount, p.bank_reference, p.recorded_at
  from ${statements} s
  left join ${invoices} i on i.statement_id = s.id and i.kind = 'invoice'
  left join ${invoices} c on c.credits_id = i.id
  left join ${payouts} p on p.statement_id = s.id`;

export interface StatementRow extends SummaryRow {
  id: string;
  business_id: string;
  week_start: string | Date;
  period_start: string | Date;
  period_end: string | Date;
  closed_at: string | Date;
  invoice_id: string | null;
  invoice_number: string | null;
  invoice_total: string | number | null;
  credit_id: string | null;
  credit_number: string | null;
  payout_id: string | null;
  payout_amount: string | number | null;
  bank_reference: string | null;
  recorded_at: string | Date | null;
}

/** A `date` column as PostgreSQL's drivers hand it (text, or a Date at UTC midnight) in YYYY-MM-DD. */
export const dayText = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10));

export function statementJson(row: StatementRow) {
  const weekStart = dayText(row.week_start);
  return {
    _id: row.id,
    businessId: row.business_id,
    weekStart,
    weekEnd: weekEndDay({ weekStart }),
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end),
    status: row.payout_id ? ('paid' as const) : ('closed' as const),
    summary: summaryJson(summaryCentimes(row)),
    closedAt: iso(row.closed_at),
    invoice: row.invoice_id
      ? {
          _id: row.invoice_id,
          number: row.invoice_number!,
          total: dh(row.invoice_total),
          creditNote: row.credit_id ? { _id: row.credit_id, number: row.credit_number! } : null,
        }
      : null,
    payout: row.payout_id
      ? { _id: row.payout_id, amount: dh(row.payout_amount), bankReference: row.bank_reference!, recordedAt: iso(row.recorded_at!) }
      : null,
  };
}
