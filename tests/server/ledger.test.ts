import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { auditLog, businesses, commissionTerms, ledgerEntries, orders } from '../../server/db/schema';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { LEDGER_BACKFILL_JOB } from '../../server/statements/jobs';
import { deliver as deliverFor, onItsWay as onItsWayFor, placeOrder as placeFor } from './deliveries';
import { createTestApp, DEMO_ACCOUNTS, jobDone, loginAs, loginSteppedUp, OPEN_HOURS_NOW } from './helpers';
import { demoStaff, demoTenant, STAFF_PASSWORD } from './tenant';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Json = Record<string, any>;

let built: BuiltApp;
let clock = OPEN_HOURS_NOW;
let admin: Session, resto: Session, store: Session, client: Session, manager: Session, desk: Session;
let restaurantId: string, storeId: string;

const call = (method: 'GET' | 'POST' | 'PUT', path: string, session?: Session, payload?: unknown) =>
  built.app.inject({ method, url: `/api${path}`, headers: session?.headers, payload: payload as never });
const later = (minutes: number) => new Date(OPEN_HOURS_NOW.getTime() + minutes * 60_000);
/** A share rounded halves up, written apart from src/domain/money.ts so that a wrong rule there fails here. */
const share = (amount: number, basisPoints: number) => Math.floor((2 * amount * basisPoints + 10_000) / 20_000);

const placeOrder = () => placeFor(built, client, restaurantId);
const onItsWay = (id: string) => onItsWayFor(built, admin, id);
const deliver = (id: string) => deliverFor(built, admin, id);

const entriesOf = async (orderId: string) =>
  Object.fromEntries(
    (await built.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId))).map((e) => [e.kind, e.amount]),
  );
const termsCount = async () => (await built.ctx.db.select({ n: count() }).from(commissionTerms))[0]!.n;

beforeAll(async () => {
  built = await createTestApp({ now: () => clock });
  [admin, resto, store, client] = await Promise.all([
    loginSteppedUp(built, DEMO_ACCOUNTS.admin),
    loginSteppedUp(built, DEMO_ACCOUNTS.restaurant),
    loginSteppedUp(built, DEMO_ACCOUNTS.store),
    loginSteppedUp(built, DEMO_ACCOUNTS.client),
  ]);
  const [r] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id));
  const [s] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, store.user._id));
  restaurantId = r!._id;
  storeId = s!._id;
  const { emails } = await demoStaff(built, await demoTenant(built));
  manager = await loginAs(built, emails.restoManager!, STAFF_PASSWORD);
  desk = await loginAs(built, emails.restoDesk!, STAFF_PASSWORD);
});

afterAll(async () => {
  await built?.app.close();
});

describe('commission terms', () => {
  it("starts at the business type's default: 15 % for a restaurant, no fixed fee, no history", async () => {
    const res = await call('GET', `/admin/commission/${restaurantId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      businessId: restaurantId,
      current: { _id: null, rate: 1500, fixedFee: 0, effectiveFrom: null, setBy: null, createdAt: null, isDefault: true },
      history: { data: [], total: 0, page: 1, pageSize: 20 },
    });
    expect((await call('GET', `/admin/commission/${storeId}`, admin)).json().current.rate).toBe(1000);
  });

  it('refuses a wrong rate, fee or start with the rule’s words, writing nothing', async () => {
    const before = await termsCount();
    const cases: [unknown, string][] = [
      [{ rate: 10_001 }, SERVER_MSG.commissionRateInvalid],
      [{ rate: -1 }, SERVER_MSG.commissionRateInvalid],
      [{ rate: 12.5 }, SERVER_MSG.commissionRateInvalid],
      [{ rate: '1500' }, SERVER_MSG.commissionRateInvalid],
      [{}, SERVER_MSG.commissionRateInvalid],
      [{ rate: 1500, fixedFee: 1000.01 }, SERVER_MSG.commissionFeeInvalid],
      [{ rate: 1500, fixedFee: 1.234 }, SERVER_MSG.commissionFeeInvalid],
      [{ rate: 1500, fixedFee: -1 }, SERVER_MSG.commissionFeeInvalid],
      [{ rate: 1500, effectiveFrom: later(-1).toISOString() }, SERVER_MSG.commissionStartInPast],
      [{ rate: 1500, effectiveFrom: 'tomorrow' }, SERVER_MSG.commissionStartInPast],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', `/admin/commission/${restaurantId}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await termsCount()).toBe(before);
  });

  it('applies new terms to orders placed after they start; an order placed before keeps its own', async () => {
    const before = await placeOrder();
    const created = await call('POST', `/admin/commission/${restaurantId}`, admin, {
      rate: 1000,
      fixedFee: 2.5,
      effectiveFrom: later(1).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ rate: 1000, fixedFee: 2.5, effectiveFrom: later(1).toISOString(), isDefault: false });
    expect(created.json().setBy).toEqual({ _id: admin.user._id, name: expect.any(String) });
    const stillBefore = await placeOrder();
    clock = later(2);
    const after = await placeOrder();

    const snapshot = async (id: string) =>
      (
        await built.ctx.db
          .select({ termsId: orders.commissionTermsId, rate: orders.commissionRate, fee: orders.commissionFee })
          .from(orders)
          .where(eq(orders._id, id))
      )[0];
    expect(await snapshot(before.id)).toEqual({ termsId: null, rate: 1500, fee: 0 });
    expect(await snapshot(stillBefore.id)).toEqual({ termsId: null, rate: 1500, fee: 0 });
    expect(await snapshot(after.id)).toEqual({ termsId: created.json()._id, rate: 1000, fee: 250 });

    const overview = (await call('GET', `/admin/commission/${restaurantId}`, admin)).json();
    expect(overview.current).toMatchObject({ _id: created.json()._id, rate: 1000, fixedFee: 2.5 });
    expect(overview.history.total).toBe(1);

    const [line] = await built.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'commission.terms'), eq(auditLog.targetId, restaurantId)));
    expect(line).toMatchObject({ actorId: admin.user._id, targetType: 'restaurant', before: { rate: 1500, fixedFee: 0 } });
    expect(line!.after).toMatchObject({ rate: 1000, fixedFee: 2.5 });

    // Each order is charged by its own terms when delivered, whatever the terms are by then.
    for (const order of [before, after]) {
      await onItsWay(order.id);
      expect((await deliver(order.id)).statusCode).toBe(200);
    }
    const oldCommission = share(before.goods, 1500);
    expect(await entriesOf(before.id)).toEqual({
      sales: before.goods,
      commission: -oldCommission,
      commission_tax: -share(oldCommission, 2000),
    });
    const newCommission = share(after.goods, 1000) + 250;
    expect(await entriesOf(after.id)).toEqual({
      sales: after.goods,
      commission: -newCommission,
      commission_tax: -share(newCommission, 2000),
    });
  });

  it('pages the history, newest start first', async () => {
    for (const minutes of [10, 20]) {
      const res = await call('POST', `/admin/commission/${restaurantId}`, admin, {
        rate: 1200,
        effectiveFrom: later(minutes).toISOString(),
      });
      expect(res.statusCode).toBe(201);
    }
    const page = (await call('GET', `/admin/commission/${restaurantId}?page=1&pageSize=2`, admin)).json();
    expect(page.history.total).toBe(3);
    expect(page.history.data.map((t: Json) => t.effectiveFrom)).toEqual([later(20).toISOString(), later(10).toISOString()]);
    const second = (await call('GET', `/admin/commission/${restaurantId}?page=2&pageSize=2`, admin)).json();
    expect(second.history.data.map((t: Json) => t.effectiveFrom)).toEqual([later(1).toISOString()]);
  });
});

describe('the ledger', () => {
  it('writes a delivery once when two deliveries race', async () => {
    const order = await placeOrder();
    await onItsWay(order.id);
    const answers = await Promise.all([deliver(order.id), deliver(order.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await built.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['commission', 'commission_tax', 'sales']);
    expect((await deliver(order.id)).statusCode).toBe(409);
    expect(await built.ctx.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id))).toEqual([{ n: 3 }]);
  });

  it('writes nothing for an order that is not delivered', async () => {
    const order = await placeOrder();
    await onItsWay(order.id);
    expect(await entriesOf(order.id)).toEqual({});
  });

  it('is append-only: the database refuses to change or remove an entry, or a terms row', async () => {
    const [entry] = await built.ctx.db.select().from(ledgerEntries).limit(1);
    await expect(
      built.ctx.db.update(ledgerEntries).set({ amount: entry!.amount }).where(eq(ledgerEntries._id, entry!._id)),
    ).rejects.toThrow();
    await expect(built.ctx.db.delete(ledgerEntries).where(eq(ledgerEntries._id, entry!._id))).rejects.toThrow();
    await expect(built.ctx.db.update(commissionTerms).set({ rate: 0 })).rejects.toThrow();
    await expect(built.ctx.db.delete(commissionTerms)).rejects.toThrow();
    expect(await built.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries._id, entry!._id))).toEqual([entry]);
  });

  it("answers a business's balance as the sum of its entries, in dh", async () => {
    await jobDone(built, LEDGER_BACKFILL_JOB);
    const rows = await built.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.businessId, restaurantId));
    expect(rows.length).toBeGreaterThan(9);
    const sum = rows.reduce((total, row) => total + row.amount, 0);
    for (const session of [resto, admin, manager]) {
      const res = await call('GET', `/ledger/${restaurantId}/balance`, session);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ businessId: restaurantId, balance: sum / 100 });
    }
    const storeRows = await built.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.businessId, storeId));
    const storeSum = storeRows.reduce((total, row) => total + row.amount, 0);
    expect((await call('GET', `/ledger/${storeId}/balance`, admin)).json()).toEqual({ businessId: storeId, balance: storeSum / 100 });
  });

  it('lets only the owner, a manager and admins read a balance, and only admins the terms', async () => {
    const balance = `/ledger/${restaurantId}/balance`;
    expect((await call('GET', balance)).statusCode).toBe(401);
    expect((await call('GET', balance, store)).statusCode).toBe(403);
    expect((await call('GET', balance, desk)).statusCode).toBe(403);
    expect((await call('GET', balance, client)).statusCode).toBe(403);
    expect((await call('GET', '/ledger/00000000-0000-4000-8000-000000000000/balance', admin)).statusCode).toBe(404);
    const terms = `/admin/commission/${restaurantId}`;
    expect((await call('GET', terms)).statusCode).toBe(401);
    expect((await call('POST', terms, undefined, { rate: 0 })).statusCode).toBe(401);
    for (const session of [resto, manager, client]) {
      expect((await call('GET', terms, session)).statusCode).toBe(403);
      expect((await call('POST', terms, session, { rate: 0 })).statusCode).toBe(403);
    }
    expect((await call('GET', '/admin/commission/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });
});
