// What a desk needs to catch up after a gap (`?since&after`: the changes of its list's scope, paged), and an
// order POST retried with its Idempotency-Key (one order, the first answer). On PGlite and on PostgreSQL.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectChanges, type FeedOrder } from '../../src/components/orderFeedMerge';
import type { BuiltApp } from '../../server/app';
import { businesses, catalogueItems, idempotencyKeys, orders } from '../../server/db/schema';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
let built: BuiltApp;
let resto: Session, store: Session, client: Session, admin: Session;
let restaurantId: string, itemId: string;

const call = (method: 'GET' | 'POST' | 'PUT', path: string, session?: Session, payload?: unknown, headers: Record<string, string> = {}) =>
  built.app.inject({ method, url: `/api${path}`, headers: { ...session?.headers, ...headers }, payload: payload as never });

const body = (quantity = 1) => ({
  type: 'restaurant',
  businessId: restaurantId,
  lines: [{ productId: itemId, quantity }],
  numberPhone: '0612345678',
});
const place = async () => {
  const res = await call('POST', '/client/orders', client, body());
  expect(res.statusCode).toBe(201);
  return res.json().order as FeedOrder;
};
const clientOrders = async () => (await built.ctx.db.select({ n: count() }).from(orders).where(eq(orders.user_id, client.user._id)))[0]!.n;

beforeAll(async () => {
  built = await createTestApp();
  [resto, store, client, admin] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.store),
    loginAs(built, DEMO_ACCOUNTS.client),
    loginAs(built, DEMO_ACCOUNTS.admin),
  ]);
  const [r] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id));
  restaurantId = r!._id;
  const items = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, restaurantId));
  itemId = items.find((i) => !i.active && !i.soldOut && i.options.length === 0)!._id;
});

afterAll(async () => {
  await built?.app.close();
});

describe('GET an order list with ?since (catching up)', () => {
  it('answers the orders of the scope changed after the moment, whatever their status, oldest change first', async () => {
    const before = (await place()).updatedAt!;
    const [a, b] = [await place(), await place()];
    const accepted = await call('PUT', `/orders/restaurant/updatestatue/${a._id}`, resto, { status: 'confirmé', type: 'restaurant' });
    expect(accepted.statusCode).toBe(200);
    const res = await call('GET', `/orders/restaurant/${restaurantId}?status=new&since=${encodeURIComponent(before)}`, resto);
    expect(res.statusCode).toBe(200);
    const { data, more } = res.json() as { data: FeedOrder[]; more: boolean };
    expect(more).toBe(false);
    expect(data.map((o) => [o._id, o.statusOrders])).toEqual([
      [b._id, 'new'],
      [a._id, 'waiting'],
    ]);
    // The admin's list of new restaurant orders reads the same changes.
    const adminRes = await call('GET', `/orders/admin/new/restaurant?since=${encodeURIComponent(before)}`, admin);
    expect((adminRes.json().data as FeedOrder[]).map((o) => o._id)).toEqual([b._id, a._id]);
  });

  it('pages through many changes made at the same moment, each exactly once', async () => {
    await built.ctx.db
      .update(orders)
      .set({ updatedAt: sql`now() + interval '1 hour'` })
      .where(eq(orders.businessId, restaurantId));
    const all = await built.ctx.db.select({ id: orders._id }).from(orders).where(eq(orders.businessId, restaurantId));
    expect(all.length).toBeGreaterThan(100);
    let pages = 0;
    const since = new Date(Date.now() + 30 * 60_000).toISOString();
    const changed = await collectChanges<FeedOrder>(since, async (from, after) => {
      pages++;
      const res = await call(
        'GET',
        `/orders/restaurant/${restaurantId}?since=${encodeURIComponent(from)}${after ? `&after=${after}` : ''}`,
        resto,
      );
      expect(res.statusCode).toBe(200);
      return res.json();
    });
    expect(pages).toBeGreaterThan(1);
    expect(changed.map((o) => o._id).sort()).toEqual(all.map((o) => o.id).sort());
  });

  it('refuses a cursor that is not one with 400, a stranger with 401, another business with 403', async () => {
    const bad = await call('GET', `/orders/restaurant/${restaurantId}?since=yesterday`, resto);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("'since' must be a date (ISO 8601)");
    const badAfter = await call('GET', `/orders/restaurant/${restaurantId}?since=2026-01-01T00:00:00Z&after=42`, resto);
    expect(badAfter.statusCode).toBe(400);
    expect(badAfter.json().message).toBe("'after' must be an order id");
    expect((await call('GET', `/orders/restaurant/${restaurantId}?since=2026-01-01T00:00:00Z`)).statusCode).toBe(401);
    expect((await call('GET', `/orders/restaurant/${restaurantId}?since=2026-01-01T00:00:00Z`, store)).statusCode).toBe(403);
  });
});

describe('POST /api/client/orders with an Idempotency-Key', () => {
  it('answers the same order for the same key and body, and makes one order', async () => {
    const before = await clientOrders();
    const key = { 'idempotency-key': 'a1b2c3-retry' };
    const first = await call('POST', '/client/orders', client, body(), key);
    const again = await call('POST', '/client/orders', client, body(), key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().order._id).toBe(first.json().order._id);
    expect(await clientOrders()).toBe(before + 1);
  });

  it('refuses the same key with another body with 422', async () => {
    const key = { 'idempotency-key': 'one-key-two-orders' };
    expect((await call('POST', '/client/orders', client, body(1), key)).statusCode).toBe(201);
    const other = await call('POST', '/client/orders', client, body(3), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ statusCode: 422, code: 'idempotencyKeyReused' });
  });

  it('makes a new order for a key last used more than 24 hours ago', async () => {
    const key = { 'idempotency-key': 'kept-a-day' };
    const first = await call('POST', '/client/orders', client, body(), key);
    await built.ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.userId, client.user._id), eq(idempotencyKeys.key, 'kept-a-day')));
    const later = await call('POST', '/client/orders', client, body(), key);
    expect(later.statusCode).toBe(201);
    expect(later.json().order._id).not.toBe(first.json().order._id);
  });

  it('refuses an empty or too long key with 400 and a message', async () => {
    for (const value of ['', ' ', 'k'.repeat(256)]) {
      const res = await call('POST', '/client/orders', client, body(), { 'idempotency-key': value });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key|idempotency-key/);
    }
  });
});
