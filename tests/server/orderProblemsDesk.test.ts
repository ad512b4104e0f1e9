import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { orderCancellations, orders, refundDisputes, refunds, type OrderLine } from '../../server/db/schema';
import { toCentimes } from '../../src/domain/money';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { weekOf } from '../../src/domain/statements';
import { createTestApp, DEMO_ACCOUNTS, loginAs, OPEN_HOURS_NOW } from './helpers';
import { demoTenant } from './tenant';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Json = Record<string, any>;
type Page = { data: Json[]; total: number; page: number; pageSize: number; weekStart?: string };

const APP_START_MS = 180_000;
let built: BuiltApp;
let admin: Session, resto: Session;
let ids: Record<string, string>;
const orderIds: Record<string, string> = {};
const numbers: Record<string, number> = {};
const refundIds: Record<string, string> = {};
const businessOf: Record<string, string | null> = {};

/** A week of 2025, long before the demo's history, on Morocco's clock (UTC+1 then): Monday 2 to Sunday 8 June. */
const WEEK = '2025-06-02';

const line = (name: string, quantity: number, total: number): OrderLine => ({
  productId: '00000000-0000-4000-8000-000000000001',
  name,
  image: '',
  prix: toCentimes(total / quantity),
  quantity,
  options: [],
  prixTotal: toCentimes(total),
});

async function order(key: string, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await built.ctx.db
    .insert(orders)
    .values({ kind: 'restaurant', totalPrix: toCentimes(215), deleveryFee: toCentimes(15), ...values })
    .returning({ _id: orders._id, commandNumber: orders.commandNumber });
  orderIds[key] = row!._id;
  numbers[key] = row!.commandNumber;
  businessOf[key] = values.businessId ?? null;
  return row!._id;
}

async function cancel(key: string, values: Partial<typeof orderCancellations.$inferInsert> & { createdAt: string }) {
  await built.ctx.db.insert(orderCancellations).values({
    orderId: orderIds[key]!,
    by: 'admin',
    reason: 'noRider',
    accepted: true,
    liable: 'platform',
    actorName: 'Admin',
    ...values,
  });
}

async function refund(key: string, orderKey: string, values: Partial<typeof refunds.$inferInsert> & { createdAt: string }) {
  const [row] = await built.ctx.db
    .insert(refunds)
    .values({
      orderId: orderIds[orderKey]!,
      businessId: businessOf[orderKey] ?? null,
      whole: false,
      picks: [{ line: 0, quantity: 1, reason: 'missing' }],
      amount: toCentimes(100),
      goods: toCentimes(100),
      liable: 'business',
      charge: toCentimes(-100),
      createdByName: 'Admin',
      ...values,
    })
    .returning({ _id: refunds._id });
  refundIds[key] = row!._id;
}

const get = (url: string, session: Session | null = admin) =>
  built.app.inject({ method: 'GET', url: `/api${url}`, headers: session?.headers });
async function page(url: string): Promise<Page> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}
const count = async (query: ReturnType<typeof sql>) => Number((await built.ctx.db.execute<{ n: string }>(query)).rows[0]!.n);

beforeAll(async () => {
  built = await createTestApp();
  admin = await loginAs(built, DEMO_ACCOUNTS.admin);
  resto = await loginAs(built, DEMO_ACCOUNTS.restaurant);
  ids = await demoTenant(built);
  const at = (moment: string) => ({ createdAt: moment, updatedAt: moment });

  // Dar Zitoun's week: four orders (two cancelled, two delivered of which one refunded) and one just after the week.
  await order('a', { businessId: ids.resto, statusOrders: 'annulée', ...at('2025-06-01T23:30:00Z') }); // Monday 00:30 in Morocco
  await order('b', { businessId: ids.resto, statusOrders: 'annulée', ...at('2025-06-03T10:00:00Z') });
  await order('c', { businessId: ids.resto, statusOrders: 'succes', orders: [line('Tajine', 2, 200)], ...at('2025-06-04T12:00:00Z') });
  await order('d', { businessId: ids.resto, statusOrders: 'succes', ...at('2025-06-05T12:00:00Z') });
  await order('next', { businessId: ids.resto, statusOrders: 'annulée', ...at('2025-06-08T23:10:00Z') }); // Monday 9 in Morocco
  // Marché Al Amal's week: three delivered, one refunded.
  await order('e', {
    kind: 'store',
    businessId: ids.store,
    statusOrders: 'succes',
    orders: [line('Lait', 4, 40)],
    ...at('2025-06-03T09:00:00Z'),
  });
  await order('f', { kind: 'store', businessId: ids.store, statusOrders: 'succes', ...at('2025-06-03T09:30:00Z') });
  await order('g', { kind: 'store', businessId: ids.store, statusOrders: 'succes', ...at('2025-06-06T09:30:00Z') });
  // An Easy Market order cancelled by an admin, a month later, its cost split.
  await order('x', { kind: 'grocery', statusOrders: 'annulée', ...at('2025-07-01T08:00:00Z') });
  // An older delivered order, refunded, its dispute upheld.
  await order('old', { businessId: ids.resto, statusOrders: 'succes', orders: [line('Harira', 1, 30)], ...at('2025-05-10T12:00:00Z') });

  await cancel('a', { by: 'business', reason: 'itemUnavailable', liable: 'business', createdAt: '2025-06-02T08:00:00Z' });
  await cancel('b', { by: 'customer', reason: 'changedMind', accepted: false, createdAt: '2025-06-03T10:05:00Z' });
  await cancel('next', { by: 'business', reason: 'tooBusy', liable: 'business', createdAt: '2025-06-09T08:00:00Z' });
  await cancel('x', { by: 'admin', reason: 'other', note: 'Double order', liable: 'split', createdAt: '2025-07-01T09:00:00Z' });

  await refund('c', 'c', { createdAt: '2025-06-05T10:00:00Z' });
  await refund('e', 'e', {
    picks: [{ line: 0, quantity: 1, reason: 'late' }],
    amount: toCentimes(10),
    goods: toCentimes(10),
    liable: 'platform',
    charge: toCentimes(0),
    createdAt: '2025-06-04T10:00:00Z',
  });
  await refund('old', 'old', {
    whole: true,
    picks: [{ line: 0, quantity: 1, reason: 'quality' }],
    amount: toCentimes(45),
    goods: toCentimes(30),
    charge: toCentimes(-30),
    createdAt: '2025-05-11T10:00:00Z',
  });
  await built.ctx.db.insert(refundDisputes).values([
    {
      refundId: refundIds.c!,
      businessId: ids.resto,
      comment: 'The tajine was in the bag',
      openedByName: 'Dar Zitoun owner',
      createdAt: '2025-06-06T10:00:00Z',
    },
    {
      refundId: refundIds.old!,
      businessId: ids.resto,
      comment: 'It was hot',
      status: 'upheld',
      openedByName: 'Dar Zitoun owner',
      decidedByName: 'Admin',
      decisionNote: 'The photo shows it cold',
      decidedAt: '2025-05-13T10:00:00Z',
      createdAt: '2025-05-12T10:00:00Z',
    },
  ]);

  // Accepted orders past their ready time (late), one on the road and one not yet due (not late).
  const past = (minutes: number) => new Date(OPEN_HOURS_NOW.getTime() - minutes * 60_000).toISOString();
  await order('late1', { businessId: ids.resto, statusOrders: 'waiting', readyAt: '2020-01-01T10:00:00Z', ...at('2020-01-01T09:00:00Z') });
  await order('late2', {
    kind: 'store',
    businessId: ids.store,
    statusOrders: 'confirme',
    readyAt: '2020-01-01T09:00:00Z',
    ...at('2020-01-01T08:00:00Z'),
  });
  await order('onRoad', { businessId: ids.resto, statusOrders: 'comming', readyAt: '2020-01-01T08:00:00Z', ...at('2020-01-01T07:00:00Z') });
  await order('notDue', { businessId: ids.resto, statusOrders: 'waiting', readyAt: past(-30), ...at(past(10)) });
}, APP_START_MS);
afterAll(() => built?.app.close());

const ROUTES = [
  '/admin/problems/summary',
  '/admin/problems/cancellations',
  '/admin/problems/refunds',
  '/admin/problems/disputes',
  '/admin/problems/late',
  '/admin/problems/rates',
];

describe('the order-problems desk is for admins', () => {
  it('answers 401 without a token and 403 to an owner', async () => {
    for (const url of [...ROUTES, `/admin/businesses/${ids.resto}/problem-rates`]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, resto)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});

describe('GET /admin/problems/cancellations', () => {
  const range = 'from=2025-06-01&to=2025-07-31T23:59:59Z';

  it('lists cancelled orders, newest cancellation first, with the total', async () => {
    const body = await page(`/admin/problems/cancellations?${range}`);
    expect(body.data.map((o) => o._id)).toEqual([orderIds.x, orderIds.next, orderIds.b, orderIds.a]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(body.data[0]).toMatchObject({ commandNumber: numbers.x, statusOrders: 'annulée', kind: 'grocery' });
  });

  it('pages on the server', async () => {
    const second = await page(`/admin/problems/cancellations?${range}&page=2&pageSize=3`);
    expect(second.data.map((o) => o._id)).toEqual([orderIds.a]);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
  });

  it('filters by who cancelled, the party liable, the kind, the dates and the number', async () => {
    const ids = async (query: string) => (await page(`/admin/problems/cancellations?${range}&${query}`)).data.map((o) => o._id);
    expect(await ids('by=business')).toEqual([orderIds.next, orderIds.a]);
    expect(await ids('by=customer')).toEqual([orderIds.b]);
    expect(await ids('liable=split')).toEqual([orderIds.x]);
    expect(await ids('type=grocery')).toEqual([orderIds.x]);
    expect(await ids('type=restaurant&liable=business')).toEqual([orderIds.next, orderIds.a]);
    expect(await ids(`q=${numbers.b}`)).toEqual([orderIds.b]);
    expect((await page('/admin/problems/cancellations?from=2025-06-01&to=2025-06-02T23:59:59Z')).data.map((o) => o._id)).toEqual([
      orderIds.a,
    ]);
    const body = await page(`/admin/problems/cancellations?${range}&by=admin`);
    expect(body.total).toBe(1);
  });
});

describe('GET /admin/problems/refunds', () => {
  const range = 'from=2025-01-01&to=2025-12-31T23:59:59Z';

  it('answers each refund as the contract’s Refund: lines named and priced, the charge, the dispute', async () => {
    const body = await page(`/admin/problems/refunds?${range}`);
    expect(body.data.map((r) => r._id)).toEqual([refundIds.c, refundIds.e, refundIds.old]);
    expect(body.total).toBe(3);
    expect(body.data[0]).toEqual({
      _id: refundIds.c,
      orderId: orderIds.c,
      commandNumber: numbers.c,
      business: { _id: ids.resto, name: expect.any(String), type: 'restaurant' },
      whole: false,
      lines: [{ line: 0, name: 'Tajine', quantity: 1, reason: 'missing', amount: 100 }],
      amount: 100,
      goods: 100,
      liable: 'business',
      charge: -100,
      note: null,
      createdByName: 'Admin',
      createdAt: '2025-06-05T10:00:00.000Z',
      disputeDeadline: '2025-06-12T10:00:00.000Z',
      dispute: {
        _id: expect.any(String),
        comment: 'The tajine was in the bag',
        status: 'open',
        openedByName: 'Dar Zitoun owner',
        createdAt: '2025-06-06T10:00:00.000Z',
        decidedByName: null,
        decisionNote: null,
        decidedAt: null,
      },
    });
    expect(body.data[1]).toMatchObject({ charge: 0, liable: 'platform', dispute: null, lines: [{ name: 'Lait', amount: 10 }] });
  });

  it('filters by the party liable, the kind, the dates and whether disputed', async () => {
    const ids = async (query: string) => (await page(`/admin/problems/refunds?${range}&${query}`)).data.map((r) => r._id);
    expect(await ids('disputed=true')).toEqual([refundIds.c, refundIds.old]);
    expect(await ids('disputed=false')).toEqual([refundIds.e]);
    expect(await ids('liable=platform')).toEqual([refundIds.e]);
    expect(await ids('type=store')).toEqual([refundIds.e]);
    expect((await page('/admin/problems/refunds?from=2025-06-01&to=2025-12-31T23:59:59Z')).data.map((r) => r._id)).toEqual([
      refundIds.c,
      refundIds.e,
    ]);
    const paged = await page(`/admin/problems/refunds?${range}&pageSize=1&page=3`);
    expect(paged.data.map((r) => r._id)).toEqual([refundIds.old]);
    expect(paged.total).toBe(3);
  });
});

describe('GET /admin/problems/disputes', () => {
  it('lists the refunds with a dispute of a status; open ones first without one', async () => {
    const open = await page('/admin/problems/disputes?status=open');
    expect(open.data.map((r) => r._id)).toContain(refundIds.c);
    expect(open.data.every((r) => r.dispute.status === 'open')).toBe(true);
    expect(open.total).toBe(await count(sql`select count(*) as n from refund_disputes where status = 'open'`));
    const upheld = await page('/admin/problems/disputes?status=upheld');
    expect(upheld.data.map((r) => r._id)).toEqual([refundIds.old]);
    expect(upheld.data[0]!.dispute).toMatchObject({ decidedByName: 'Admin', decisionNote: 'The photo shows it cold' });
    expect((await page('/admin/problems/disputes?status=reversed')).data).toEqual([]);
    const all = await page('/admin/problems/disputes');
    expect(all.total).toBe(await count(sql`select count(*) as n from refund_disputes`));
    const statuses = all.data.map((r) => r.dispute.status);
    expect(statuses.indexOf('upheld')).toBeGreaterThan(statuses.lastIndexOf('open'));
  });
});

describe('GET /admin/problems/late', () => {
  it('lists accepted orders not on the road past their ready time, the longest late first', async () => {
    const body = await page('/admin/problems/late?pageSize=100');
    const listed = body.data.map((o) => o._id);
    expect(listed.slice(0, 2)).toEqual([orderIds.late2, orderIds.late1]);
    expect(listed).not.toContain(orderIds.onRoad);
    expect(listed).not.toContain(orderIds.notDue);
    expect(body.total).toBe(
      await count(
        sql`select count(*) as n from orders where status_orders in ('waiting', 'confirmé', 'confirme') and ready_at < ${OPEN_HOURS_NOW.toISOString()}`,
      ),
    );
    expect(body.data.every((o) => Date.parse(o.readyAt) < OPEN_HOURS_NOW.getTime())).toBe(true);
    const stores = await page('/admin/problems/late?type=store');
    expect(stores.data[0]!._id).toBe(orderIds.late2);
    expect(stores.data.every((o) => o.kind === 'store')).toBe(true);
  });
});

describe('GET /admin/problems/rates', () => {
  it("gives each business's week: cancelled of placed, refunded of delivered, in basis points, the highest cancellation rate first", async () => {
    const body = await page(`/admin/problems/rates?weekStart=${WEEK}`);
    expect(body.weekStart).toBe(WEEK);
    expect(body.total).toBe(2);
    expect(body.data).toEqual([
      {
        businessId: ids.resto,
        name: expect.any(String),
        type: 'restaurant',
        orders: 4,
        cancelled: 2,
        cancellationRate: 5000,
        delivered: 2,
        refunds: 1,
        refundRate: 5000,
      },
      {
        businessId: ids.store,
        name: expect.any(String),
        type: 'store',
        orders: 3,
        cancelled: 0,
        cancellationRate: 0,
        delivered: 3,
        refunds: 1,
        refundRate: 3333,
      },
    ]);
    const stores = await page(`/admin/problems/rates?weekStart=${WEEK}&type=store`);
    expect(stores.data.map((r) => r.businessId)).toEqual([ids.store]);
    const second = await page(`/admin/problems/rates?weekStart=${WEEK}&pageSize=1&page=2`);
    expect(second.data.map((r) => r.businessId)).toEqual([ids.store]);
    expect(second.total).toBe(2);
  });

  it("is this week's on Morocco's clock by default", async () => {
    const body = await page('/admin/problems/rates');
    expect(body.weekStart).toBe(weekOf(OPEN_HOURS_NOW).weekStart);
  });

  it("gives one business's row for the partner's details, zeros in a week without orders", async () => {
    const res = await get(`/admin/businesses/${ids.resto}/problem-rates?weekStart=${WEEK}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ businessId: ids.resto, orders: 4, cancellationRate: 5000, refundRate: 5000, weekStart: WEEK });
    const quiet = await get(`/admin/businesses/${ids.store}/problem-rates?weekStart=2025-06-16`);
    expect(quiet.json()).toMatchObject({ orders: 0, cancelled: 0, cancellationRate: 0, delivered: 0, refunds: 0, refundRate: 0 });
    expect((await get('/admin/businesses/00000000-0000-4000-8000-000000000000/problem-rates')).statusCode).toBe(404);
    expect((await get('/admin/businesses/nope/problem-rates')).statusCode).toBe(400);
  });
});

describe('GET /admin/problems/summary', () => {
  it("counts open disputes, late orders, and this week's cancellations and refunds", async () => {
    const week = weekOf(OPEN_HOURS_NOW);
    const before = (await get('/admin/problems/summary')).json() as Json;
    // One cancellation and one refund this week; another cancellation the week before, which does not count.
    await order('thisWeek', { businessId: ids.resto, statusOrders: 'annulée' });
    await order('lastWeek', { businessId: ids.resto, statusOrders: 'annulée' });
    await cancel('thisWeek', { createdAt: new Date(week.start.getTime() + 60_000).toISOString() });
    await cancel('lastWeek', { createdAt: new Date(week.start.getTime() - 60_000).toISOString() });
    await refund('thisWeek', 'd', { createdAt: new Date(week.start.getTime() + 60_000).toISOString() });
    const after = (await get('/admin/problems/summary')).json() as Json;
    expect(after).toEqual({
      openDisputes: await count(sql`select count(*) as n from refund_disputes where status = 'open'`),
      late: before.late,
      cancelledThisWeek: before.cancelledThisWeek + 1,
      refundsThisWeek: before.refundsThisWeek + 1,
      weekStart: week.weekStart,
    });
    expect(after.openDisputes).toBeGreaterThanOrEqual(1);
    // A decided dispute is no longer open.
    await built.ctx.db.update(refundDisputes).set({ status: 'reversed' }).where(eq(refundDisputes.refundId, refundIds.c!));
    expect(((await get('/admin/problems/summary')).json() as Json).openDisputes).toBe(after.openDisputes - 1);
  });
});

describe('bad queries answer 400 with a message', () => {
  it.each([
    '/admin/problems/cancellations?page=0',
    '/admin/problems/cancellations?pageSize=1000',
    '/admin/problems/cancellations?from=yesterday',
    '/admin/problems/cancellations?from=2025-07-01&to=2025-06-01',
    '/admin/problems/cancellations?by=robot',
    '/admin/problems/cancellations?liable=nobody',
    '/admin/problems/cancellations?type=car',
    '/admin/problems/refunds?disputed=maybe',
    '/admin/problems/refunds?to=2025-13-45',
    '/admin/problems/disputes?status=closed',
    '/admin/problems/late?page=x',
    '/admin/problems/rates?weekStart=2025-06-03',
    '/admin/problems/rates?weekStart=soon',
    '/admin/problems/rates?type=grocery',
    `/admin/businesses/00000000-0000-4000-8000-000000000000/problem-rates?weekStart=2025-06-04`,
  ])('%s', async (url) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('in the words of the rule refused', async () => {
    expect((await get('/admin/problems/rates?weekStart=2025-06-03')).json().message).toBe(SERVER_MSG.weekStartNotMonday);
    expect((await get('/admin/problems/disputes?status=closed')).json().message).toBe("'status' must be one of open, upheld, reversed");
    expect((await get('/admin/problems/refunds?disputed=maybe')).json().message).toBe("'disputed' must be true or false");
  });
});
