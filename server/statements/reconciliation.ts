import { sql } from 'drizzle-orm';
import { centimes, toDirhams } from '../../src/domain/money';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { STATEMENT_CLOCK, type ReconciliationCheck } from '../../src/domain/statements';
import { momentOfWallClock } from '../../src/domain/clock';
import { rowsOf, type Db } from '../db/client';
import { ledgerEntries, orders, payouts, statementEntries, statements } from '../db/schema';
import { badRequest } from '../errors';
import { moment } from './queries';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

interface Totals {
  orders_count: string | number;
  orders_goods: string | number;
  sales_count: string | number;
  sales_amount: string | number;
  statements_count: string | number;
  statements_net: string | number;
  lines_count: string | number;
  lines_amount: string | number;
  paid_count: string | number;
  paid_net: string | number;
  payouts_count: string | number;
  payouts_amount: string | number;
}

/**
 * A period's money seen side by side, each pair agreeing to the centime: the goods of the orders delivered (read
 * from the orders) and the ledger's sales entries; the statements of the weeks starting in the period as closed
 * and the entries they hold; the nets of the statements paid and the payout entries written. Days are Morocco's
 * calendar days, `to` included.
 */
export async function reconcile(db: Pick<Db, 'execute'>, fromDay: string, toDay: string) {
  const fromMs = Date.parse(`${fromDay}T00:00:00Z`);
  const toMs = Date.parse(`${toDay}T00:00:00Z`);
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || toMs < fromMs || toMs - fromMs > MAX_DAYS * DAY_MS)
    throw badRequest(SERVER_MSG.reconciliationRange, 'reconciliationRange');
  const from = moment(momentOfWallClock(fromMs, STATEMENT_CLOCK));
  const to = moment(momentOfWallClock(toMs + DAY_MS, STATEMENT_CLOCK));
  const [t] = rowsOf<Totals>(
    await db.execute(sql`
      with delivered as (
        select o.id, o.total_prix - o.delivery_fee as goods
        from ${orders} o left join ${ledgerEntries} s on s.order_id = o.id and s.kind = 'sales'
        where o.status_orders = 'succes' and o.kind <> 'grocery' and o.business_id is not null
          and coalesce(s.occurred_at, o.updated_at) >= ${from} and coalesce(s.occurred_at, o.updated_at) < ${to}
      ),
      entries as (
        -- A delivery's sales are the entries against delivered orders' goods; a cancellation paid to the business
        -- writes sales too, on an order that was never delivered.
        select e.id, e.kind, e.amount, e.payout_of,
               (e.kind = 'sales' and e.source_id is null and o.status_orders = 'succes') as delivery_sales
        from ${ledgerEntries} e left join ${orders} o on o.id = e.order_id
        where e.occurred_at >= ${from} and e.occurred_at < ${to}
      ),
      closed as (
        select s.id, s.net from ${statements} s where s.week_start >= ${fromDay}::date and s.week_start <= ${toDay}::date
      ),
      paid as (
        select p.amount, s.net from ${payouts} p join ${statements} s on s.id = p.statement_id
        where p.recorded_at >= ${from} and p.recorded_at < ${to}
      )
      select (select count(*) from delivered) as orders_count,
             (select coalesce(sum(goods), 0) from delivered) as orders_goods,
             (select count(*) from entries where delivery_sales) as sales_count,
             (select coalesce(sum(amount), 0) from entries where delivery_sales) as sales_amount,
             (select count(*) from closed) as statements_count,
             (select coalesce(sum(net), 0) from closed) as statements_net,
             (select count(*) from closed c join ${statementEntries} se on se.statement_id = c.id) as lines_count,
             (select coalesce(sum(e.amount), 0) from closed c join ${statementEntries} se on se.statement_id = c.id
                join ${ledgerEntries} e on e.id = se.entry_id) as lines_amount,
             (select count(*) from paid) as paid_count,
             (select coalesce(sum(net), 0) from paid) as paid_net,
             (select count(*) from entries where kind = 'payout') as payouts_count,
             (select coalesce(-sum(amount), 0) from entries where kind = 'payout') as payouts_amount`),
  );
  const side = (count: string | number, amount: string | number) => ({
    count: Number(count),
    amount: toDirhams(centimes(Number(amount))),
  });
  const check = (key: ReconciliationCheck, left: [string | number, string | number], right: [string | number, string | number]) => ({
    key,
    left: side(...left),
    right: side(...right),
    difference: toDirhams(centimes(Number(left[1]) - Number(right[1]))),
  });
  return {
    from: fromDay,
    to: toDay,
    checks: [
      check('ordersToLedger', [t!.orders_count, t!.orders_goods], [t!.sales_count, t!.sales_amount]),
      check('statementsToEntries', [t!.statements_count, t!.statements_net], [t!.lines_count, t!.lines_amount]),
      check('statementsToPayouts', [t!.paid_count, t!.paid_net], [t!.payouts_count, t!.payouts_amount]),
    ],
  };
}
