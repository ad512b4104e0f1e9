import { sql } from 'drizzle-orm';
import { invoiceNumber, invoiceYear, lastEndedWeek, nextWeek, weekOf, weekStartingOn, type Week } from '../../src/domain/statements';
import type { AppContext } from '../context';
import { rowsOf, type Db } from '../db/client';
import { invoiceCounters, invoices, ledgerEntries, statementEntries, statements, statementWeeks } from '../db/schema';
import { commissionTaxRate } from '../commission/settings';
import { issuerOf } from './issuer';
import { moment, SUMMARY_COLUMNS } from './queries';
import { JobStopped } from '../jobs/queue';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Closings (and credit notes, which share the invoice sequence) wait for each other on every node. */
const CLOSING_LOCK = 1_402_310;
export const lockClosings = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${CLOSING_LOCK})`);
/** A week of a whole city is one statement of work: longer than a request may take, so its own limit. */
const CLOSING_TIMEOUT = sql.raw(`set local statement_timeout = '10min'`);

/** Entries written on no statement yet (payouts are on none). */
export const PENDING = sql`${ledgerEntries.kind} <> 'payout'
  and not exists (select 1 from ${statementEntries} where ${statementEntries.entryId} = ${ledgerEntries._id})`;

/**
 * The next numbers of a year's sequence, taken in the caller's transaction: the counter row stays locked until it
 * commits, and a rollback gives the numbers back, so a year's numbers have no gap and no repeat on any node.
 */
export async function takeInvoiceNumbers(tx: Tx, year: number, count: number): Promise<number> {
  const [row] = rowsOf<{ last: number | string }>(
    await tx.execute(sql`
      insert into ${invoiceCounters} (year, last) values (${year}, ${count})
      on conflict (year) do update set last = ${invoiceCounters.last} + ${count}
      returning last`),
  );
  return Number(row!.last) - count + 1;
}

/**
 * Closes one week for every business with entries dated before its end and on no statement: one statement
 * each, with the week's entries and, as late adjustments, earlier ones written after their own week closed. One
 * statement for the whole set (a single snapshot: an entry committed meanwhile waits for the next week). Then an
 * invoice for each statement that charged commission, numbered in that year's sequence. A week closes once:
 * closing it again does nothing. Returns the statements it created.
 */
async function closeOneWeek(ctx: AppContext, tx: Tx, week: Week): Promise<number> {
  const closedAt = ctx.now();
  const [first] = await tx
    .insert(statementWeeks)
    .values({ weekStart: week.weekStart, closedAt: closedAt.toISOString() })
    .onConflictDoNothing()
    .returning();
  if (!first) return 0;
  const start = moment(week.start);
  const created = rowsOf<{ statement_id: string }>(
    await tx.execute(sql`
      with pending as materialized (
        select ${ledgerEntries._id} as id, ${ledgerEntries.businessId} as business_id, ${ledgerEntries.kind} as kind,
               ${ledgerEntries.amount} as amount, ${ledgerEntries.orderId} as order_id, ${ledgerEntries.occurredAt} < ${start} as late
        from ${ledgerEntries}
        where ${ledgerEntries.occurredAt} < ${moment(week.end)} and ${PENDING}
      ),
      created as (
        insert into ${statements} (business_id, week_start, period_start, period_end, orders, sales, commission,
                                   commission_tax, refunds, adjustments, net, closed_at)
        select business_id, ${week.weekStart}::date, ${start}, ${moment(week.end)}, ${SUMMARY_COLUMNS}, ${moment(closedAt)}
        from pending group by business_id
        on conflict (business_id, week_start) do nothing
        returning id, business_id
      )
      , linked as (
        insert into ${statementEntries} (entry_id, statement_id, late)
        select pending.id, created.id, pending.late from pending join created using (business_id)
        returning statement_id
      )
      select distinct statement_id from linked`),
  );
  const ids = created.map((r) => r.statement_id);
  if (ids.length) await issueInvoices(ctx, tx, ids, closedAt);
  return ids.length;
}

/** An invoice for each new statement whose entries charged commission: commission and TVA as positive amounts. */
async function issueInvoices(ctx: AppContext, tx: Tx, statementIds: string[], issuedAt: Date): Promise<void> {
  const charged = rowsOf<{ statement_id: string; commission: string | number; tax: string | number }>(
    await tx.execute(sql`
      select se.statement_id, -coalesce(sum(e.amount) filter (where e.kind = 'commission'), 0) as commission,
             -coalesce(sum(e.amount) filter (where e.kind = 'commission_tax'), 0) as tax
      from ${statementEntries} se join ${ledgerEntries} e on e.id = se.entry_id
      join ${statements} s on s.id = se.statement_id
      join businesses b on b.id = s.business_id
      where se.statement_id in (${sql.join(
        statementIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by se.statement_id, b.name, b.id
      having coalesce(sum(e.amount) filter (where e.kind in ('commission', 'commission_tax')), 0) <> 0
      order by b.name, b.id`),
  );
  if (!charged.length) return;
  const year = invoiceYear(issuedAt);
  const first = await takeInvoiceNumbers(tx, year, charged.length);
  const taxRate = await commissionTaxRate(tx);
  const issuer = issuerOf(ctx);
  await tx.execute(sql`
    insert into ${invoices} (number, year, sequence, kind, business_id, statement_id, commission, tax, total, tax_rate,
                             issuer, customer, issued_at)
    select v.number, ${year}, v.sequence, 'invoice', s.business_id, s.id, v.commission, v.tax, v.commission + v.tax,
           ${taxRate}, ${JSON.stringify(issuer)}::jsonb,
           jsonb_build_object('name', coalesce(nullif(b.legal_name, ''), b.name),
                              'address', coalesce(nullif(b.legal_address, ''), initcap(b.city)), 'ice', b.ice),
           ${moment(issuedAt)}
    from (values ${sql.join(
      charged.map(
        (row, i) =>
          sql`(${row.statement_id}::uuid, ${invoiceNumber(year, first + i)}, ${first + i}::integer, ${String(row.commission)}::bigint, ${String(row.tax)}::bigint)`,
      ),
      sql`, `,
    )}) as v(statement_id, number, sequence, commission, tax)
    join ${statements} s on s.id = v.statement_id
    join businesses b on b.id = s.business_id`);
}

/**
 * Closes every week that has ended, up to and including `through`, oldest first, for every business: what the
 * weekly job, the backfill and an admin's "close this week" do. Each week in a transaction of its own under the
 * closing lock, so two nodes closing at the same moment create each statement and number once. A job's node
 * stopping (`stopping`) stops it between two weeks (JobStopped): the next closing goes on from the last one closed.
 */
export async function closeWeeksThrough(ctx: AppContext, through: Week, stopping: () => boolean = () => false): Promise<number> {
  const [from] = rowsOf<{ last: string | null; oldest: string | Date | null }>(
    await ctx.db.execute(sql`
      select (select max(${statementWeeks.weekStart})::text from ${statementWeeks}) as last,
             (select min(${ledgerEntries.occurredAt}) from ${ledgerEntries} where ${PENDING}) as oldest`),
  );
  // After the last closed week; before any, from the oldest entry (the backfill's first week).
  const first = from?.last ? nextWeek(weekStartingOn(from.last)!) : from?.oldest ? weekOf(new Date(from.oldest)) : through;
  let closed = 0;
  for (let week = first; week.start < through.end; week = nextWeek(week)) {
    if (stopping()) throw new JobStopped();
    closed += await ctx.db.transaction(async (tx) => {
      await tx.execute(CLOSING_TIMEOUT);
      await lockClosings(tx);
      return closeOneWeek(ctx, tx, week);
    });
  }
  return closed;
}

/** Every week ended by now. */
export const closeEndedWeeks = (ctx: AppContext, stopping?: () => boolean) => closeWeeksThrough(ctx, lastEndedWeek(ctx.now()), stopping);
