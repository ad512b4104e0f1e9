import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, invoices, jobs, ledgerEntries, orders, statementEntries, statements } from '../../server/db/schema';
import { closeEndedWeeks, closeWeeksThrough } from '../../server/statements/close';
import { CLOSE_WEEKS_JOB, LEDGER_BACKFILL_JOB } from '../../server/statements/jobs';
import { JobStopped } from '../../server/jobs/queue';
import { centimes, toCentimes } from '../../src/domain/money';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { summarize, weekOf, weekStartingOn, type StatementEntry } from '../../src/domain/statements';
import { deliveredOrder } from './deliveries';
import { createTestApp, DEMO_ACCOUNTS, jobDone, loginAs, OPEN_HOURS_NOW, TEST_BACKEND } from './helpers';
import { demoStaff, demoTenant, STAFF_PASSWORD } from './tenant';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Json = Record<string, any>;

let built: BuiltApp;
let clock = OPEN_HOURS_NOW;
let admin: Session, resto: Session, store: Session, client: Session, manager: Session, desk: Session;
let restaurantId: string, storeId: string;

const call = (method: 'GET' | 'POST', path: string, session?: Session, payload?: unknown) =>
  built.app.inject({ method, url: `/api${path}`, headers: session?.headers, payload: payload as never });
const get = async (path: string, session: Session = resto) => {
  const res = await call('GET', path, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Every page of a paged list. */
async function everyPage(path: string, session: Session = resto): Promise<Json[]> {
  const rows: Json[] = [];
  for (let page = 1; ; page++) {
    const answer = await get(`${path}?page=${page}&pageSize=50`, session);
    rows.push(...answer.data);
    if (rows.length >= answer.total) return rows;
  }
}
const entriesOfStatement = async (statementId: string): Promise<StatementEntry[]> =>
  (
    await built.ctx.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, orderId: ledgerEntries.orderId, late: statementEntries.late })
      .from(statementEntries)
      .innerJoin(ledgerEntries, eq(ledgerEntries._id, statementEntries.entryId))
      .where(eq(statementEntries.statementId, statementId))
  ).map((e) => ({ ...e, amount: centimes(e.amount) }));
const invoiceSequences = async (year: number) =>
  (
    await built.ctx.db.select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.year, year)).orderBy(asc(invoices.sequence))
  ).map((r) => r.sequence);
const moroccoTime = (text: string) => new Date(`${text}+01:00`);

beforeAll(async () => {
  built = await createTestApp({ now: () => clock });
  [admin, resto, store, client] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.admin),
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.store),
    loginAs(built, DEMO_ACCOUNTS.client),
  ]);
  restaurantId = (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id)))[0]!._id;
  storeId = (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, store.user._id)))[0]!._id;
  const { emails } = await demoStaff(built, await demoTenant(built));
  manager = await loginAs(built, emails.restoManager!, STAFF_PASSWORD);
  desk = await loginAs(built, emails.restoDesk!, STAFF_PASSWORD);
  await jobDone(built, LEDGER_BACKFILL_JOB);
});

afterAll(async () => {
  await built?.app.close();
});

describe('the backfill', () => {
  it('gives every delivered partner order its sales, commission and TVA, once', async () => {
    const delivered = await built.ctx.db
      .select({ id: orders._id, total: orders.totalPrix, fee: orders.deleveryFee })
      .from(orders)
      .where(and(eq(orders.statusOrders, 'succes'), sql`${orders.kind} <> 'grocery'`));
    expect(delivered.length).toBeGreaterThan(500);
    const sales = new Map(
      (await built.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'sales'))).map((e) => [e.orderId, e.amount]),
    );
    for (const order of delivered) expect(sales.get(order.id), order.id).toBe(order.total - order.fee);
    const [entries] = await built.ctx.db.select({ n: count() }).from(ledgerEntries);
    expect(entries!.n).toBe(3 * delivered.length);
  });

  it('closes every ended week of the demo, each statement the sum of its entries by the domain rule', async () => {
    const closed = await built.ctx.db.select().from(statements).orderBy(asc(statements.weekStart));
    // The weeks of the demo's deliveries that ended by the test's clock (the demo's days count back from the real date).
    const deliveries = await built.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'sales'));
    const ended = deliveries.filter((e) => weekOf(new Date(e.occurredAt)).end <= clock);
    const expected = new Set(ended.map((e) => `${e.businessId} ${weekOf(new Date(e.occurredAt)).weekStart}`));
    expect(expected.size).toBeGreaterThan(20);
    expect(new Set(closed.map((s) => `${s.businessId} ${s.weekStart}`))).toEqual(expected);
    expect(closed.at(-1)!.weekStart).toBe('2026-11-16');
    for (const statement of closed) {
      const expected = summarize(await entriesOfStatement(statement._id));
      const { orders: n, sales, commission, commissionTax, refunds, adjustments, net } = statement;
      expect({ orders: n, sales, commission, commissionTax, refunds, adjustments, net }).toEqual(expected);
    }
  });

  it('numbers one invoice per statement with commission, 1 to N in the year without a gap', async () => {
    const closed = await built.ctx.db.select().from(statements);
    expect(await invoiceSequences(2026)).toEqual(closed.map((_, i) => i + 1));
    for (const statement of closed) {
      const [invoice] = await built.ctx.db.select().from(invoices).where(eq(invoices.statementId, statement._id));
      expect(invoice).toMatchObject({ kind: 'invoice', commission: -statement.commission, tax: -statement.commissionTax });
      expect(invoice!.number).toBe(`2026-${String(invoice!.sequence).padStart(6, '0')}`);
      expect(invoice!.total).toBe(invoice!.commission + invoice!.tax);
    }
  });

  it('does nothing when run again', async () => {
    const before = await built.ctx.db.select({ n: count() }).from(statementEntries);
    expect(await closeEndedWeeks(built.ctx)).toBe(0);
    expect(await built.ctx.db.select({ n: count() }).from(statementEntries)).toEqual(before);
  });

  it('keeps statements, their entries and invoices as written: the database refuses to change them', async () => {
    await expect(built.ctx.db.update(statements).set({ net: centimes(0) })).rejects.toThrow();
    await expect(built.ctx.db.delete(statementEntries)).rejects.toThrow();
    await expect(built.ctx.db.update(invoices).set({ total: centimes(0) })).rejects.toThrow();
  });
});

describe("the owner's Payments", () => {
  it('answers the balance, the week running and the statements newest first, paged', async () => {
    const overview = await get(`/payments/${restaurantId}`);
    const [ledger] = await built.ctx.db
      .select({ sum: sql<string>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.businessId, restaurantId));
    expect(toCentimes(overview.balance)).toBe(Number(ledger!.sum));
    expect(overview.openWeek).toMatchObject({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    const list = await get(`/payments/${restaurantId}/statements?page=1&pageSize=5`);
    const [own] = await built.ctx.db.select({ n: count() }).from(statements).where(eq(statements.businessId, restaurantId));
    expect(list.total).toBe(own!.n);
    expect(list.data.map((s: Json) => s.weekStart)).toEqual(['2026-11-16', '2026-11-09', '2026-11-02', '2026-10-26', '2026-10-19']);
    expect(list.data.every((s: Json) => s.status === 'closed' && s.invoice && s.payout === null)).toBe(true);
    const closedOnly = await get(`/payments/${restaurantId}/statements?page=1&pageSize=5&status=paid`);
    expect(closedOnly.total).toBe(0);
    // The balance is every statement unpaid plus the week running.
    const all = await everyPage(`/payments/${restaurantId}/statements`);
    expect(all.reduce((sum, s) => sum + toCentimes(s.summary.net), 0) + toCentimes(overview.openWeek.summary.net)).toBe(
      toCentimes(overview.balance),
    );
  });

  it('opens a statement to its lines, one per order, adding up to its net', async () => {
    const [latest] = (await get(`/payments/${restaurantId}/statements?page=1&pageSize=1`)).data;
    const lines = await everyPage(`/payments/${restaurantId}/statements/${latest._id}/lines`);
    expect(lines.length).toBe(latest.summary.orders);
    for (const key of ['sales', 'commission', 'commissionTax', 'net'] as const)
      expect(
        lines.reduce((sum, l) => sum + toCentimes(l[key]), 0),
        key,
      ).toBe(toCentimes(latest.summary[key]));
    const week = weekStartingOn(latest.weekStart)!;
    for (const line of lines) {
      expect(new Date(line.deliveredAt) >= week.start && new Date(line.deliveredAt) < week.end).toBe(true);
      expect(line.late).toBe(false);
    }
  });

  it('downloads a statement as CSV in the reader’s language, its rows and net as on the screen', async () => {
    const [latest] = (await get(`/payments/${restaurantId}/statements?page=1&pageSize=1`)).data;
    const res = await call('GET', `/payments/${restaurantId}/statements/${latest._id}/export?format=csv`, resto);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(Number(res.headers['x-total-count'])).toBe(latest.summary.orders);
    const [d, m, y] = [latest.weekStart.slice(8), latest.weekStart.slice(5, 7), latest.weekStart.slice(0, 4)];
    expect(rows).toContain(`Week of ${d}/${m}/${y} to ${latest.weekEnd.split('-').reverse().join('/')} (Morocco time)`);
    const netLine = rows.find((r) => r.startsWith('Net due to you'))!;
    expect(netLine.split(',').at(-1)).toBe(Math.abs(latest.summary.net).toFixed(2));
    const xlsx = await call('GET', `/payments/${restaurantId}/statements/${latest._id}/export?format=xlsx`, resto);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('shows an invoice with both legal identities', async () => {
    const [latest] = (await get(`/payments/${restaurantId}/statements?page=1&pageSize=1`)).data;
    const invoice = await get(`/payments/${restaurantId}/invoices/${latest.invoice._id}`);
    expect(invoice).toMatchObject({
      number: latest.invoice.number,
      kind: 'invoice',
      weekStart: latest.weekStart,
      taxRate: 2000,
      issuer: { name: 'Oujda Delivery SARL', ice: '001234567000089', taxId: '40123456', tradeRegister: 'Oujda 12345' },
      customer: { name: 'Dar Zitoun', address: 'Oujda', ice: null },
      credits: null,
      creditedBy: null,
    });
    expect(toCentimes(invoice.commission)).toBe(-toCentimes(latest.summary.commission));
    expect(toCentimes(invoice.total)).toBe(toCentimes(invoice.commission) + toCentimes(invoice.tax));
  });

  it("is the owner's, its manager's and admins', never the desk's nor another owner's", async () => {
    const [latest] = (await get(`/payments/${restaurantId}/statements?page=1&pageSize=1`)).data;
    for (const session of [manager, admin])
      expect((await call('GET', `/payments/${restaurantId}/statements`, session)).statusCode).toBe(200);
    for (const session of [desk, store, client]) expect((await call('GET', `/payments/${restaurantId}`, session)).statusCode).toBe(403);
    expect((await call('GET', `/payments/${restaurantId}`)).statusCode).toBe(401);
    // Another business's statement or invoice through one's own business is not found.
    expect((await call('GET', `/payments/${storeId}/statements/${latest._id}`, store)).statusCode).toBe(404);
    expect((await call('GET', `/payments/${storeId}/invoices/${latest.invoice._id}`, store)).statusCode).toBe(404);
  });
});

describe('closing a week', () => {
  it('closes the week at its end by the job, a late entry on the next statement as an adjustment', async () => {
    const onTime = await deliveredOrder(built, { admin, client }, restaurantId);
    // Delivered on Friday 20 November (a week already closed): it lands on the next statement, late.
    clock = moroccoTime('2026-11-20T13:00:00');
    const late = await deliveredOrder(built, { admin, client }, restaurantId);
    clock = OPEN_HOURS_NOW;
    const open = (await get(`/payments/${restaurantId}`)).openWeek.summary;
    const lateNet = (await get(`/payments/${restaurantId}/open-week/lines?page=1&pageSize=100`)).data.find(
      (l: Json) => l.orderId === late.id,
    );
    expect(lateNet.late).toBe(true);
    expect(toCentimes(open.adjustments)).toBe(toCentimes(lateNet.net));

    clock = moroccoTime('2026-11-30T00:00:01');
    await jobDone(built, `${CLOSE_WEEKS_JOB}:2026-11-23`);
    const [statement] = await built.ctx.db
      .select()
      .from(statements)
      .where(and(eq(statements.businessId, restaurantId), eq(statements.weekStart, '2026-11-23')));
    expect(statement).toMatchObject({ adjustments: toCentimes(lateNet.net) });
    const lines = await everyPage(`/payments/${restaurantId}/statements/${statement!._id}/lines`);
    expect(lines.find((l) => l.orderId === late.id)?.late).toBe(true);
    expect(lines.find((l) => l.orderId === onTime.id)?.late).toBe(false);
    // The job closed the week and scheduled the next one's closing, at that week's end.
    const [next] = await built.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${CLOSE_WEEKS_JOB}:2026-11-30`));
    expect(next).toMatchObject({ doneAt: null, runAt: weekStartingOn('2026-11-30')!.end });
  });

  it('lets an admin close an ended week now, and refuses a day that is not a Monday or a week not ended', async () => {
    const close = (weekStart: unknown, session: Session = admin) => call('POST', '/admin/statements/close', session, { weekStart });
    expect((await close('2026-11-24')).json()).toMatchObject({ statusCode: 400, message: SERVER_MSG.weekStartNotMonday });
    expect((await close('2026-11-30')).json()).toMatchObject({ statusCode: 400, message: SERVER_MSG.weekNotEnded });
    expect((await close('2026-11-23', resto)).statusCode).toBe(403);
    expect((await close('2026-11-23')).json()).toEqual({ weekStart: '2026-11-23', statements: 0 });
  });

  // On PostgreSQL a second node is started in the test, which a busy machine may take a while to do.
  it('numbers every invoice once when two closings run at the same moment', async () => {
    clock = moroccoTime('2026-12-02T13:00:00');
    for (let i = 0; i < 3; i++) await deliveredOrder(built, { admin, client }, restaurantId);
    // The week's own job would be due too and could close it first: the race is the two closings here.
    await built.ctx.db
      .update(jobs)
      .set({ runAt: new Date('2100-01-01T00:00:00Z') })
      .where(eq(jobs.key, `${CLOSE_WEEKS_JOB}:2026-11-30`));
    clock = moroccoTime('2026-12-07T00:30:00');
    const week = weekStartingOn('2026-11-30')!;
    const second =
      TEST_BACKEND === 'postgres'
        ? await createTestApp({ databaseUrl: built.ctx.options.databaseUrl, seed: false, now: () => clock })
        : built;
    try {
      const created = await Promise.all([closeWeeksThrough(built.ctx, week), closeWeeksThrough(second.ctx, week)]);
      const [made] = await built.ctx.db.select({ n: count() }).from(statements).where(eq(statements.weekStart, '2026-11-30'));
      expect(created.sort()).toEqual([0, made!.n]);
    } finally {
      if (second !== built) await second.app.close();
    }
    const sequences = await invoiceSequences(2026);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    const [restaurantWeek] = await built.ctx.db
      .select({ n: count() })
      .from(statements)
      .where(and(eq(statements.weekStart, '2026-11-30'), eq(statements.businessId, restaurantId)));
    expect(restaurantWeek!.n).toBe(1);
  }, 120_000);

  it('stops between two weeks when its node stops; the next closing goes on from the last week closed', async () => {
    // Only this test's closings close these weeks, not the weekly job.
    await built.ctx.db
      .update(jobs)
      .set({ runAt: new Date('2100-01-01T00:00:00Z') })
      .where(and(eq(jobs.kind, CLOSE_WEEKS_JOB), sql`${jobs.doneAt} is null`));
    for (const day of ['2026-12-09', '2026-12-16']) {
      clock = moroccoTime(`${day}T13:00:00`);
      await deliveredOrder(built, { admin, client }, restaurantId);
    }
    clock = moroccoTime('2026-12-21T00:30:00');
    const closedWeeks = async () =>
      (await built.ctx.db.select({ week: statements.weekStart }).from(statements).where(eq(statements.businessId, restaurantId)))
        .map((r) => r.week)
        .filter((week) => week >= '2026-12-07')
        .sort();
    let asked = 0;
    await expect(closeEndedWeeks(built.ctx, () => asked++ > 0)).rejects.toBeInstanceOf(JobStopped);
    expect(await closedWeeks()).toEqual(['2026-12-07']);
    await closeEndedWeeks(built.ctx);
    expect(await closedWeeks()).toEqual(['2026-12-07', '2026-12-14']);
  });
});

describe('credit notes', () => {
  it('cancel an invoice once, with a number of their own', async () => {
    const [latest] = (await get(`/payments/${restaurantId}/statements?page=1&pageSize=1`)).data;
    const before = await invoiceSequences(2026);
    const path = `/admin/invoices/${latest.invoice._id}/credit-note`;
    expect((await call('POST', path, admin, { reason: '  ' })).json()).toMatchObject({
      statusCode: 400,
      message: SERVER_MSG.creditReasonRequired,
    });
    expect((await call('POST', path, resto, { reason: 'x' })).statusCode).toBe(403);
    const res = await call('POST', path, admin, { reason: 'Wrong commission rate' });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: `2026-${String(before.length + 1).padStart(6, '0')}`,
      credits: { _id: latest.invoice._id, number: latest.invoice.number },
      reason: 'Wrong commission rate',
      total: -latest.invoice.total,
    });
    expect((await get(`/payments/${restaurantId}/invoices/${latest.invoice._id}`)).creditedBy).toEqual({
      _id: note._id,
      number: note.number,
    });
    expect((await get(`/payments/${restaurantId}/statements?page=1&pageSize=1`)).data[0].invoice.creditNote).toEqual({
      _id: note._id,
      number: note.number,
    });
    expect((await call('POST', path, admin, { reason: 'again' })).json()).toMatchObject({
      statusCode: 409,
      code: 'invoiceAlreadyCredited',
    });
    const ofNote = await call('POST', `/admin/invoices/${note._id}/credit-note`, admin, { reason: 'x' });
    expect(ofNote.json()).toMatchObject({ statusCode: 409, code: 'creditNoteNotCreditable' });
    expect(await invoiceSequences(2026)).toEqual([...before, before.length + 1]);
  });
});

describe('reconciliation', () => {
  const reconcile = async () =>
    (await get('/admin/reconciliation?from=2026-08-01&to=2026-12-31', admin)).checks as { key: string; difference: number; left: Json }[];

  it('finds orders, ledger, statements and payouts in agreement to the centime', async () => {
    const checks = await reconcile();
    expect(checks.map((c) => c.key)).toEqual(['ordersToLedger', 'statementsToEntries', 'statementsToPayouts']);
    for (const check of checks) expect(check.difference, check.key).toBe(0);
    expect(checks[0]!.left.count).toBeGreaterThan(500);
  });

  it('shows a delivered order missing from the ledger as a difference', async () => {
    const [order] = await built.ctx.db
      .insert(orders)
      .values({
        ...(
          await built.ctx.db
            .select()
            .from(orders)
            .where(and(eq(orders.statusOrders, 'succes'), eq(orders.businessId, restaurantId)))
            .limit(1)
        )[0]!,
        _id: undefined,
        commandNumber: undefined,
      })
      .returning();
    const checks = await reconcile();
    expect(toCentimes(checks[0]!.difference)).toBe(order!.totalPrix - order!.deleveryFee);
    expect((await call('GET', '/admin/reconciliation?from=2026-12-31&to=2026-08-01', admin)).statusCode).toBe(400);
  });
});
