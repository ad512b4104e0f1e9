import { toCentimes } from '../../src/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { orders, riderPayments, riders, users } from '../../server/db/schema';
import { MSG } from '../../src/domain/messages';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

let built: BuiltApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
/** A rider made for these tests, whose orders are known to the centime. */
let riderId: string;

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

type NewOrder = typeof orders.$inferInsert;
type Amounts = 'deleveryFee' | 'totalPrix' | 'prixActual';
/** An order row; its amounts written in dh, stored in centimes. */
const order = ({
  deleveryFee = 10,
  totalPrix = 50,
  prixActual = 0,
  ...values
}: Partial<Omit<NewOrder, Amounts> & Record<Amounts, number>>): NewOrder => ({
  kind: 'restaurant',
  rider_id: riderId,
  statusOrders: 'succes',
  createdAt: ago(60_000),
  ...values,
  deleveryFee: toCentimes(deleveryFee),
  totalPrix: toCentimes(totalPrix),
  prixActual: toCentimes(prixActual),
});

beforeAll(async () => {
  built = await createTestApp();
  admin = await loginAs(built, DEMO_ACCOUNTS.admin);
  const { db } = built.ctx;
  const [user] = await db
    .insert(users)
    .values({
      name: 'Tariq Testrider',
      email: 'tariq@test.ma',
      phone: '669999999',
      role: 'rider',
      verified: true,
      emailConfirmed: true,
      passwordHash: 'not-a-login',
    })
    .returning();
  riderId = user!._id;
  await db.insert(riders).values({ userId: riderId, Number_Rider: 907, avability: 'on_delivery' });
  await db.insert(orders).values([
    // Delivered: these earn their delivery fee.
    order({ kind: 'restaurant', deleveryFee: 10.1, totalPrix: 60.1 }),
    order({ kind: 'services', deleveryFee: 0.2, totalPrix: 20.2 }),
    order({ kind: 'store', deleveryFee: 12.35, totalPrix: 40.35 }),
    order({ kind: 'restaurant', type_order: 'pack', deleveryFee: 9.99, totalPrix: 189.99 }),
    order({ kind: 'grocery', deleveryFee: 15.05, totalPrix: 115.05, prixActual: 80.4 }),
    order({ kind: 'grocery', deleveryFee: 0.1, totalPrix: 10.1, prixActual: 7.2 }),
    // Delivered long ago: counts in all-time totals only.
    order({ kind: 'restaurant', deleveryFee: 5, totalPrix: 30, createdAt: ago(400 * 24 * HOUR) }),
    // Cancelled and on the way: no fee.
    order({ kind: 'store', statusOrders: 'refusée', deleveryFee: 10, totalPrix: 45 }),
    order({ kind: 'restaurant', statusOrders: 'comming', deleveryFee: 10, totalPrix: 70 }),
  ]);
}, 180_000); // seeding a fresh database can be slow on a busy machine
afterAll(async () => {
  await built?.app.close();
});

const get = (url: string, headers: Record<string, string> = admin.headers) => built.app.inject({ method: 'GET', url, headers });

interface JournalAnswer {
  rider: { riderId: string; name: string; Number_Rider: number; phone: string; avability: string };
  FeeJournal: {
    CommandFee: { type: string; totalGain: number; total: number; cencel: number; fee: number }[];
    easyFee: { fee: number; PrixTotal: number; PrixActual: number };
  };
  journal: Record<'easy' | 'restaurant' | 'store' | 'packs', { commandNumber: number; createdAt: string; statusOrders: string }[]>;
  totalToPay: number;
  lastPayment: { amount: number } | null;
}

describe('GET /data/admin/rider', () => {
  it('lists every rider with number, name, phone, availability and delivered-order totals by period and kind', async () => {
    const response = await get('/api/data/admin/rider');
    expect(response.statusCode).toBe(200);
    const list = response.json() as {
      riderId: string;
      Number_Rider: number;
      name: string;
      phone: string;
      avability: string;
      totalOrders: Record<string, Record<string, number>>;
    }[];
    expect(list.map((r) => r.Number_Rider)).toEqual(expect.arrayContaining([101, 102, 103, 104, 105, 907]));
    expect(JSON.stringify(list)).not.toContain('password');
    const tariq = list.find((r) => r.riderId === riderId)!;
    expect(tariq).toMatchObject({ name: 'Tariq Testrider', phone: '669999999', avability: 'on_delivery' });
    const recent = { grocery: 2, restaurant: 3, store: 1 };
    expect(tariq.totalOrders).toEqual({ day: recent, week: recent, month: recent, allTime: { grocery: 2, restaurant: 4, store: 1 } });
    // The seeded riders have delivered orders over 90 days.
    const rachid = list.find((r) => r.Number_Rider === 101)!;
    expect(rachid.name).toBe('Rachid Rider');
    expect(rachid.totalOrders.allTime!.restaurant).toBeGreaterThan(0);
    expect(['available', 'on_delivery', 'unavailable']).toContain(list.find((r) => r.Number_Rider === 103)!.avability);
  });
});

describe('GET /rider/getById/{id}', () => {
  it('returns the rider, or 404', async () => {
    const response = await get(`/api/rider/getById/${riderId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ riderId, Number_Rider: 907, name: 'Tariq Testrider', avability: 'on_delivery' });
    expect(response.json()).not.toHaveProperty('passwordHash');
    const [resto] = await built.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.restaurant));
    expect((await get(`/api/rider/getById/${resto!._id}`)).statusCode).toBe(404);
    expect((await get('/api/rider/getById/nope')).json()).toMatchObject({ statusCode: 400, code: 'invalidId' });
  });
});

describe('rider journal and payment', () => {
  it('computes the journal from the orders in the database, to the centime', async () => {
    const response = await get(`/api/data/journal/rider/${riderId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as JournalAnswer;
    expect(body.rider).toMatchObject({ riderId, name: 'Tariq Testrider', Number_Rider: 907 });
    expect(body.journal.easy).toHaveLength(2);
    expect(body.journal.restaurant).toHaveLength(4); // restaurant, services, the old one, the one on the way
    expect(body.journal.store).toHaveLength(2);
    expect(body.journal.packs).toHaveLength(1);
    for (const row of Object.values(body.journal).flat()) {
      expect(row).toEqual(
        expect.objectContaining({ commandNumber: expect.any(Number), createdAt: expect.any(String), statusOrders: expect.any(String) }),
      );
    }
    expect(body.FeeJournal.CommandFee).toEqual([
      { type: 'restaurant', totalGain: 110.3, total: 3, cencel: 0, fee: 15.3 },
      { type: 'store', totalGain: 40.35, total: 1, cencel: 1, fee: 12.35 },
      { type: 'packs', totalGain: 189.99, total: 1, cencel: 0, fee: 9.99 },
    ]);
    expect(body.FeeJournal.easyFee).toEqual({ fee: 15.15, PrixTotal: 125.15, PrixActual: 87.6 });
    expect(body.totalToPay).toBe(52.79);
    expect(body.lastPayment).toBeNull();
  });

  it('confirming records one payment, settles the finished orders and starts a new period', async () => {
    const response = await get(`/api/data/journal/confirm/${riderId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MSG.paymentSuccess, settledOrders: 8, payment: { riderId, amount: 52.79 } });
    const payments = await built.ctx.db.select().from(riderPayments).where(eq(riderPayments.riderId, riderId));
    expect(payments).toHaveLength(1);
    const settled = await built.ctx.db.select().from(orders).where(eq(orders.paymentId, payments[0]!._id));
    expect(settled).toHaveLength(8);

    // The new period holds only the order still on its way.
    const after = (await get(`/api/data/journal/rider/${riderId}`)).json() as JournalAnswer;
    expect(
      Object.values(after.journal)
        .flat()
        .map((o) => o.statusOrders),
    ).toEqual(['comming']);
    expect(after.totalToPay).toBe(0);
    expect(after.lastPayment).toMatchObject({ amount: 52.79 });
  });

  it('confirming twice does not pay twice', async () => {
    const again = await get(`/api/data/journal/confirm/${riderId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.nothingToPay);
    expect(await built.ctx.db.select().from(riderPayments).where(eq(riderPayments.riderId, riderId))).toHaveLength(1);
  });

  it('two confirmations at once pay once', async () => {
    const { db } = built.ctx;
    await db
      .insert(orders)
      .values([order({ deleveryFee: 11 }), order({ kind: 'grocery', deleveryFee: 4.5, totalPrix: 20, prixActual: 12 })]);
    const answers = await Promise.all([get(`/api/data/journal/confirm/${riderId}`), get(`/api/data/journal/confirm/${riderId}`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const payments = await db.select().from(riderPayments).where(eq(riderPayments.riderId, riderId));
    expect(payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual([1550, 5279]);
  });

  it('an order delivered later belongs to the next period', async () => {
    await built.ctx.db
      .update(orders)
      .set({ statusOrders: 'succes' })
      .where(and(eq(orders.rider_id, riderId), eq(orders.statusOrders, 'comming')));
    const body = (await get(`/api/data/journal/rider/${riderId}`)).json() as JournalAnswer;
    expect(body.journal.restaurant.map((o) => o.statusOrders)).toEqual(['succes']);
    expect(body.totalToPay).toBe(10);
  });

  it('answers 404 for someone who is not a rider', async () => {
    const [resto] = await built.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.restaurant));
    expect((await get(`/api/data/journal/rider/${resto!._id}`)).statusCode).toBe(404);
    expect((await get(`/api/data/journal/confirm/${resto!._id}`)).statusCode).toBe(404);
  });

  it('the seeded rider was paid a week ago and has a journal since then with a total to pay', async () => {
    const [rachid] = await built.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.rider));
    const body = (await get(`/api/data/journal/rider/${rachid!._id}`)).json() as JournalAnswer & { lastPayment: { createdAt: string } };
    expect(body.lastPayment).not.toBeNull();
    const paidAt = new Date(body.lastPayment.createdAt).getTime();
    expect(Date.now() - paidAt).toBeGreaterThan(7 * 86400_000 - 1);
    expect(Date.now() - paidAt).toBeLessThan(8 * 86400_000);
    const period = Object.values(body.journal).flat();
    expect(period.length).toBeGreaterThan(0);
    expect(period.every((o) => new Date(o.createdAt).getTime() >= paidAt)).toBe(true);
    expect(body.totalToPay).toBeGreaterThan(0);
  });
});

describe('admin only', () => {
  const urls = () => [
    '/api/data/admin/rider',
    `/api/rider/getById/${riderId}`,
    `/api/data/journal/rider/${riderId}`,
    `/api/data/journal/confirm/${riderId}`,
  ];

  it('answers 401 without a token', async () => {
    for (const url of urls()) expect((await built.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });

  it('answers 403 to every other role, and pays nothing', async () => {
    const before = (await built.ctx.db.select().from(riderPayments)).length;
    for (const email of [
      DEMO_ACCOUNTS.restaurant,
      DEMO_ACCOUNTS.store,
      DEMO_ACCOUNTS.services,
      DEMO_ACCOUNTS.adminRestaurant,
      DEMO_ACCOUNTS.rider,
      DEMO_ACCOUNTS.client,
      DEMO_ACCOUNTS.unverified,
    ]) {
      const session = await loginAs(built, email);
      for (const url of urls()) expect((await get(url, session.headers)).statusCode, `${email} ${url}`).toBe(403);
    }
    expect((await built.ctx.db.select().from(riderPayments)).length).toBe(before);
  });
});
