import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import {
  businesses,
  invoices,
  ledgerEntries,
  orderCancellations,
  orders,
  payouts,
  refunds,
  statementEntries,
  statements,
} from '../../server/db/schema';
import { closeEndedWeeks } from '../../server/statements/close';
import { LEDGER_BACKFILL_JOB } from '../../server/statements/jobs';
import { toCentimes, ZERO } from '../../src/domain/money';
import { cancellationEntries, LIABLE_PARTIES, type LiableParty } from '../../src/domain/orderProblems';
import { DEFAULT_COMMISSION_TAX_RATE } from '../../src/domain/commission';
import { ribKey } from '../../src/domain/legalIdentity';
import { weekOf } from '../../src/domain/statements';
import { deliveredOrder, onItsWay, placeOrder } from './deliveries';
import { createTestApp, DEMO_ACCOUNTS, jobDone, loginAs, loginSteppedUp, OPEN_HOURS_NOW } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;

/**
 * The partners' money as a whole, over random weeks: orders delivered on random days (some dated in a week already
 * closed), weeks closed by the job's function, payouts recorded by two admins at once for random statements, and
 * credit notes. After each step the invariants hold: a balance is the sum of its entries; each delivered order has
 * one sales, one commission and one TVA entry; each statement is the sum of its entries and of its lines; every
 * entry but a payout is on one statement or still pending; invoice numbers run without a gap; nothing is paid twice.
 * Things also go wrong: accepted orders cancelled with a random party liable (and changed later), delivered orders
 * refunded; a cancelled order's entries are what its party owes, an order's refund entries its refunds' charges.
 */
let built: BuiltApp;
let clock = OPEN_HOURS_NOW;
let admin: Session, client: Session, resto: Session;
let restaurantId: string;
const DAY = 86_400_000;

const rows = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

beforeAll(async () => {
  built = await createTestApp({ now: () => clock });
  [admin, client, resto] = await Promise.all([
    loginSteppedUp(built, DEMO_ACCOUNTS.admin),
    loginSteppedUp(built, DEMO_ACCOUNTS.client),
    loginSteppedUp(built, DEMO_ACCOUNTS.restaurant),
  ]);
  restaurantId = (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id)))[0]!._id;
  await jobDone(built, LEDGER_BACKFILL_JOB);
  const first22 = '0117800000012345678901';
  const bank = await built.app.inject({
    method: 'PUT',
    url: `/api/businesses/${restaurantId}/bank-details`,
    headers: resto.headers,
    payload: { legalName: 'Zitoun Restauration SARL', rib: first22 + ribKey(first22) },
  });
  expect(bank.statusCode, bank.body).toBe(200);
  const verified = await built.app.inject({
    method: 'POST',
    url: `/api/admin/businesses/${restaurantId}/rib/verify`,
    headers: admin.headers,
    payload: { ribChangedAt: bank.json().rib.changedAt },
  });
  expect(verified.statusCode, verified.body).toBe(200);
});

afterAll(async () => {
  await built?.app.close();
});

async function checkInvariants() {
  const { db } = built.ctx;
  // A balance is the sum of the business's entries.
  for (const business of await db.select({ id: businesses._id }).from(businesses)) {
    const [sum] = rows<{ s: string | number }>(
      await db.execute(sql`select coalesce(sum(amount), 0) as s from ledger_entries where business_id = ${business.id}`),
    );
    const res = await built.app.inject({ url: `/api/payments/${business.id}`, headers: admin.headers });
    expect(toCentimes(res.json().balance)).toBe(Number(sum!.s));
  }
  // One sales, one commission and one TVA entry per delivered partner order; none written by its delivery for any other.
  const perOrder = rows<{ kinds: string; status: string }>(
    await db.execute(sql`
      select string_agg(e.kind, ',' order by e.kind) as kinds, o.status_orders as status from ${orders} o
      left join ${ledgerEntries} e on e.order_id = o.id and e.source_id is null
      where o.business_id is not null and o.kind <> 'grocery'
      group by o.id`),
  );
  for (const order of perOrder)
    if (order.status === 'succes') expect(order.kinds).toBe('commission,commission_tax,sales');
    else if (order.status !== 'annulée') expect(order.kinds).toBeNull();
  const [delivered] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.statusOrders, 'succes'), sql`${orders.kind} <> 'grocery'`));
  const [sales] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(orders, eq(orders._id, ledgerEntries.orderId))
    .where(and(eq(ledgerEntries.kind, 'sales'), eq(orders.statusOrders, 'succes'), sql`${ledgerEntries.sourceId} is null`));
  expect(sales!.n).toBe(delivered!.n);
  // A cancelled order's entries (its own and its changes of party) are what the party liable now owes, kind by kind.
  for (const c of await db.select().from(orderCancellations).innerJoin(orders, eq(orders._id, orderCancellations.orderId))) {
    const terms = { rate: c.orders.commissionRate ?? 1500, fixedFee: c.orders.commissionFee ?? ZERO };
    const owed = cancellationEntries(
      c.orders,
      terms,
      DEFAULT_COMMISSION_TAX_RATE,
      c.order_cancellations.liable,
      c.order_cancellations.accepted,
    );
    const written = { sales: 0, commission: 0, commission_tax: 0 } as Record<string, number>;
    for (const e of await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, c.orders._id)))
      written[e.kind] = (written[e.kind] ?? 0) + e.amount;
    expect(written, c.orders._id).toEqual({ ...owed });
  }
  // An order's refund entries add up to its refunds' charges, and its refunds to no more than was paid.
  const refunded = rows<{
    order_id: string;
    charges: string | number;
    amounts: string | number;
    total: string | number;
    entries: string | number;
  }>(
    await db.execute(sql`
      select r.order_id, sum(r.charge) as charges, sum(r.amount) as amounts, max(o.total_prix) as total,
             (select coalesce(sum(e.amount), 0) from ${ledgerEntries} e where e.order_id = r.order_id and e.kind = 'refund') as entries
      from ${refunds} r join ${orders} o on o.id = r.order_id group by r.order_id`),
  );
  for (const r of refunded) {
    expect(Number(r.entries), r.order_id).toBe(Number(r.charges));
    expect(Number(r.amounts)).toBeLessThanOrEqual(Number(r.total));
  }
  // Each statement is the sum of its entries, and of its lines as the API pages them.
  const sums = rows<{ id: string; business_id: string; net: string | number; entries: string | number }>(
    await db.execute(sql`
      select s.id, s.business_id, s.net, coalesce(sum(e.amount), 0) as entries from ${statements} s
      left join ${statementEntries} se on se.statement_id = s.id left join ${ledgerEntries} e on e.id = se.entry_id
      group by s.id`),
  );
  for (const s of sums) expect(Number(s.entries), s.id).toBe(Number(s.net));
  const latest = sums.at(-1);
  if (latest) {
    const lines = await built.app.inject({
      url: `/api/payments/${latest.business_id}/statements/${latest.id}/lines?page=1&pageSize=100`,
      headers: admin.headers,
    });
    const page = lines.json() as { data: { net: number }[]; total: number };
    if (page.total <= 100) expect(page.data.reduce((sum, l) => sum + toCentimes(l.net), 0)).toBe(Number(latest.net));
  }
  // Payouts are on no statement; every other entry is on one statement at most (the key), or still pending.
  const [onStatement] = rows<{ n: string | number }>(
    await db.execute(
      sql`select count(*) as n from ${statementEntries} se join ${ledgerEntries} e on e.id = se.entry_id where e.kind = 'payout'`,
    ),
  );
  expect(Number(onStatement!.n)).toBe(0);
  // Invoice numbers run 1..N in each year.
  const years = rows<{ year: number }>(await db.execute(sql`select distinct year from ${invoices}`));
  for (const { year } of years) {
    const sequences = (
      await db.select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.year, year)).orderBy(asc(invoices.sequence))
    ).map((r) => r.sequence);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  }
  // Nothing paid twice: one payout and one payout entry per statement paid, of its net.
  const paid = rows<{
    statement_id: string;
    amount: string | number;
    net: string | number;
    entries: string | number;
    settled: string | number;
  }>(
    await db.execute(sql`
      select p.statement_id, p.amount, s.net,
             (select count(*) from ${ledgerEntries} e where e.payout_of = p.statement_id) as entries,
             (select coalesce(sum(amount), 0) from ${ledgerEntries} e where e.payout_of = p.statement_id) as settled
      from ${payouts} p join ${statements} s on s.id = p.statement_id`),
  );
  for (const p of paid) {
    expect(Number(p.amount)).toBe(Number(p.net));
    expect(Number(p.entries)).toBe(1);
    expect(Number(p.settled)).toBe(-Number(p.net));
  }
  const [payoutEntries] = await db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.kind, 'payout'));
  expect(payoutEntries!.n).toBe(paid.length);
}

type Step =
  | { kind: 'deliver'; daysLater: number; count: number }
  | { kind: 'deliverLate' }
  | { kind: 'close'; daysLater: number }
  | { kind: 'pay'; pick: number[] }
  | { kind: 'credit'; pick: number }
  | { kind: 'cancel'; liable: LiableParty; onItsWay: boolean }
  | { kind: 'refund'; pick: number; quantity: number; reason: 'missing' | 'late' | 'quality' }
  | { kind: 'changeLiable'; pick: number; liable: LiableParty };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deliver' as const), daysLater: fc.integer({ min: 0, max: 9 }), count: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant('deliverLate' as const) }),
  fc.record({ kind: fc.constant('close' as const), daysLater: fc.integer({ min: 1, max: 14 }) }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('credit' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), liable: fc.constantFrom(...LIABLE_PARTIES), onItsWay: fc.boolean() }),
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    quantity: fc.integer({ min: 1, max: 3 }),
    reason: fc.constantFrom('missing' as const, 'late' as const, 'quality' as const),
  }),
  fc.record({ kind: fc.constant('changeLiable' as const), pick: fc.nat(), liable: fc.constantFrom(...LIABLE_PARTIES) }),
);

/** 13:00 in Oujda, `days` after the clock's day: the demo restaurant serves then. */
const lunchAfter = (days: number) => {
  const day = new Date(clock.getTime() + days * DAY);
  return new Date(`${day.toISOString().slice(0, 10)}T13:00:00+01:00`);
};

/** How many steps of each kind ran, so that the test knows it tried what it says. */
const ran: Record<string, number> = {};

async function run(s: Step) {
  ran[s.kind] = (ran[s.kind] ?? 0) + 1;
  if (s.kind === 'deliver') {
    clock = lunchAfter(s.daysLater);
    for (let i = 0; i < s.count; i++) await deliveredOrder(built, { admin, client }, restaurantId);
  } else if (s.kind === 'deliverLate') {
    // Delivered in the last week closed, while the clock is later: a late adjustment for the next statement.
    const now = clock;
    const [last] = rows<{ week: string }>(await built.ctx.db.execute(sql`select max(week_start)::text as week from statement_weeks`));
    if (!last?.week) return;
    clock = new Date(`${last.week}T13:00:00+01:00`);
    if (weekOf(clock).end > now) return void (clock = now);
    await deliveredOrder(built, { admin, client }, restaurantId);
    clock = now;
  } else if (s.kind === 'close') {
    clock = lunchAfter(s.daysLater);
    await closeEndedWeeks(built.ctx);
  } else if (s.kind === 'pay') {
    const unpaid = rows<{ id: string }>(
      await built.ctx.db.execute(
        sql`select s.id from statements s left join payouts p on p.statement_id = s.id where p.id is null order by s.id`,
      ),
    );
    if (!unpaid.length) return;
    const statementIds = [...new Set(s.pick.map((i) => unpaid[i % unpaid.length]!.id))];
    // Two admins confirm the same selection at once: each statement is paid by one of them.
    const answers = await Promise.all(
      ['A', 'B'].map((who) =>
        built.app.inject({
          method: 'POST',
          url: '/api/admin/payouts',
          headers: admin.headers,
          payload: { statementIds, bankReference: `VIR-${who}` },
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const outcomes = answers.flatMap((a) => (a.json() as { results: { statementId: string; outcome: string }[] }).results);
    for (const id of statementIds) {
      const done = outcomes.filter((o) => o.statementId === id && (o.outcome === 'paid' || o.outcome === 'collected'));
      const already = outcomes.filter((o) => o.statementId === id && o.outcome === 'alreadyPaid');
      const refused = outcomes.filter((o) => o.statementId === id && o.outcome.startsWith('rib'));
      expect(done.length + refused.length / 2, id).toBe(1);
      if (done.length) expect(already.length).toBe(1);
    }
  } else if (s.kind === 'cancel') {
    const { id } = await placeOrder(built, client, restaurantId);
    if (s.onItsWay) await onItsWay(built, admin, id);
    else {
      const accepted = await built.app.inject({
        method: 'PUT',
        url: `/api/orders/admin/restaurant/${id}/confirm%C3%A9`,
        headers: admin.headers,
        payload: {},
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
    }
    const res = await built.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'noRider', liable: s.liable },
    });
    expect(res.statusCode, res.body).toBe(200);
  } else if (s.kind === 'refund') {
    const delivered = rows<{ id: string }>(
      await built.ctx.db.execute(sql`select id from orders where status_orders = 'succes' and business_id is not null order by id`),
    );
    if (!delivered.length) return;
    const id = delivered[s.pick % delivered.length]!.id;
    const res = await built.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds`,
      headers: admin.headers,
      payload: { lines: [{ line: 0, quantity: s.quantity, reason: s.reason }] },
    });
    // Refused when the line has fewer units left: never more than it had.
    expect([201, 409], res.body).toContain(res.statusCode);
  } else if (s.kind === 'changeLiable') {
    const problems = rows<{ order_id: string; refund_id: string | null; liable: LiableParty }>(
      await built.ctx.db.execute(sql`
        select order_id, null as refund_id, liable from order_cancellations
        union all select order_id, id as refund_id, liable from refunds where business_id is not null order by order_id, refund_id`),
    );
    if (!problems.length) return;
    const p = problems[s.pick % problems.length]!;
    const res = await built.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${p.order_id}/liability`,
      headers: admin.headers,
      payload: { liable: s.liable, note: 'Seen again', ...(p.refund_id ? { refundId: p.refund_id } : {}) },
    });
    expect(res.statusCode, res.body).toBe(p.liable === s.liable ? 409 : 200);
  } else {
    const open = rows<{ id: string }>(
      await built.ctx.db.execute(
        sql`select i.id from invoices i where i.kind = 'invoice' and not exists (select 1 from invoices c where c.credits_id = i.id) order by i.id`,
      ),
    );
    if (!open.length) return;
    const res = await built.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${open[s.pick % open.length]!.id}/credit-note`,
      headers: admin.headers,
      payload: { reason: 'Correction' },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe('the partners’ money over random weeks', () => {
  it('keeps balances, statements, invoices and payouts consistent after every step', async () => {
    await checkInvariants();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          await run(s);
          await checkInvariants();
        }
      }),
      { numRuns: 4, seed: 4242 },
    );
    for (const kind of ['deliver', 'close', 'pay', 'cancel', 'refund', 'changeLiable']) expect(ran[kind], kind).toBeGreaterThan(0);
  }, 300_000);
});
