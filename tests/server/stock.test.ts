import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { catalogueItems, orders } from '../../server/db/schema';
import { MSG } from '../../src/domain/messages';
import { createTestApp, DEMO_ACCOUNTS, loginAs, TEST_BACKEND } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Json = Record<string, any>;

let built: BuiltApp;
let resto: Session, store: Session, client: Session;
let restaurantId: string;
let item: typeof catalogueItems.$inferSelect;
let other: typeof catalogueItems.$inferSelect;
const placed: string[] = [];

const call = (method: 'GET' | 'POST' | 'PUT', path: string, session?: Session, payload?: unknown) =>
  built.app.inject({ method, url: `/api${path}`, headers: session?.headers, payload: payload as never });

const order = (lines: { productId: string; quantity: number }[]) =>
  call('POST', '/client/orders', client, { type: 'restaurant', businessId: restaurantId, lines, numberPhone: '0612345678' });

const stockOf = async (id: string) => (await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems._id, id)))[0]!.stock;

const productAnswer = async (id: string) =>
  ((await call('GET', `/menu/getByOwner/${restaurantId}`, resto)).json() as Json[]).find((p) => p._id === id)!;

beforeAll(async () => {
  built = await createTestApp();
  resto = await loginAs(built, DEMO_ACCOUNTS.restaurant);
  store = await loginAs(built, DEMO_ACCOUNTS.store);
  client = await loginAs(built, DEMO_ACCOUNTS.client);
  const menu = (await call('GET', `/restaurant/getByOwner/${resto.user._id}`, resto)).json() as Json;
  restaurantId = menu._id;
  const items = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, restaurantId));
  const orderable = items.filter((i) => !i.active && !i.soldOut && i.options.length === 0);
  [item, other] = [orderable[0]!, orderable[1]!];
}, 60_000);

afterAll(async () => {
  await built?.app.close();
});

describe(`stock on ${TEST_BACKEND}`, () => {
  it('the owner sets a stock and a low-stock threshold; bad counts answer 400 and write nothing', async () => {
    const set = await call('PUT', `/menu/update/${item._id}`, resto, { stock: 5, lowStock: 2 });
    expect(set.statusCode).toBe(200);
    expect(set.json().product).toMatchObject({ stock: 5, lowStock: 2, soldOut: false });
    for (const stock of [-1, 1.5, 'many', 100_001]) {
      const bad = await call('PUT', `/menu/update/${item._id}`, resto, { stock });
      expect(bad.statusCode, String(stock)).toBe(400);
    }
    expect(await stockOf(item._id)).toBe(5);
    // Another owner's product: refused, unchanged.
    expect((await call('PUT', `/menu/update/${item._id}`, store, { stock: 99 })).statusCode).toBeGreaterThanOrEqual(403);
    expect((await call('PUT', `/menu/update/${item._id}`, undefined, { stock: 99 })).statusCode).toBe(401);
    expect(await stockOf(item._id)).toBe(5);
  });

  it('20 customers ordering the last 5 units at once: exactly 5 orders pass, 15 answer 409 naming the product', async () => {
    const before = (await built.ctx.db.select().from(orders)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => order([{ productId: item._id, quantity: 1 }])));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    placed.push(...answers.filter((a) => a.statusCode === 201).map((a) => a.json().order._id as string));
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused).toMatchObject({ message: `${MSG.outOfStock}: ${item.name}`, code: 'outOfStock' });
    expect(await stockOf(item._id)).toBe(0);
    expect((await built.ctx.db.select().from(orders)).length).toBe(before + 5);
    // At 0 it shows as sold out.
    expect(await productAnswer(item._id)).toMatchObject({ stock: 0, soldOut: true });
  });

  it('a refused order puts its units back, once; the product is on sale again', async () => {
    const mine = { _id: placed[0]! };
    const refuse = await call('PUT', `/orders/restaurant/updatestatue/${mine._id}`, resto, { status: 'refusée', type: 'restaurant' });
    expect(refuse.statusCode).toBe(200);
    expect(await stockOf(item._id)).toBe(1);
    const again = await call('PUT', `/orders/restaurant/updatestatue/${mine._id}`, resto, { status: 'refusée', type: 'restaurant' });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(item._id)).toBe(1);
    expect(await productAnswer(item._id)).toMatchObject({ stock: 1, soldOut: false });
  });

  it('one product on two lines counts once in total: 2 + 2 of 1 left is refused and takes nothing', async () => {
    const res = await order([
      { productId: item._id, quantity: 2 },
      { productId: item._id, quantity: 2 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('outOfStock');
    expect(await stockOf(item._id)).toBe(1);
  });

  it('an order that fails on a second product leaves the first one’s stock as it was', async () => {
    await call('PUT', `/menu/update/${other._id}`, resto, { stock: 0 });
    const res = await order([
      { productId: item._id, quantity: 1 },
      { productId: other._id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(await stockOf(item._id)).toBe(1);
  });

  it('a product whose stock is not counted sells without limit; restocking brings a sold-out product back', async () => {
    await call('PUT', `/menu/update/${other._id}`, resto, { stock: null });
    const res = await order([{ productId: other._id, quantity: 50 }]);
    expect(res.statusCode).toBe(201);
    expect(await stockOf(other._id)).toBeNull();
    await call('PUT', `/menu/update/${item._id}`, resto, { stock: 0 });
    expect((await productAnswer(item._id)).soldOut).toBe(true);
    await call('PUT', `/menu/update/${item._id}`, resto, { stock: 12 });
    expect((await productAnswer(item._id)).soldOut).toBe(false);
    expect((await order([{ productId: item._id, quantity: 3 }])).statusCode).toBe(201);
    expect(await stockOf(item._id)).toBe(9);
  });
});

describe(`products to restock on ${TEST_BACKEND}`, () => {
  it('lists the products at or below their alert, fewest left first, paged with the total; owners only', async () => {
    await call('PUT', `/menu/update/${item._id}`, resto, { stock: 2, lowStock: 2 });
    await call('PUT', `/menu/update/${other._id}`, resto, { stock: 1, lowStock: 3 });
    const page1 = await call('GET', `/menu/restock/${restaurantId}?page=1&pageSize=1`, resto);
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 2, page: 1, pageSize: 1, data: [{ _id: other._id, stock: 1, lowStock: 3 }] });
    const page2 = (await call('GET', `/menu/restock/${restaurantId}?page=2&pageSize=1`, resto)).json();
    expect(page2.data).toMatchObject([{ _id: item._id, stock: 2, lowStock: 2 }]);
    // Above its alert: off the list.
    await call('PUT', `/menu/update/${item._id}`, resto, { stock: 3 });
    expect((await call('GET', `/menu/restock/${restaurantId}`, resto)).json().total).toBe(1);
    expect((await call('GET', `/menu/restock/${restaurantId}`, store)).statusCode).toBeGreaterThanOrEqual(403);
    expect((await call('GET', `/menu/restock/${restaurantId}`)).statusCode).toBe(401);
    expect((await call('GET', `/menu/restock/${restaurantId}`, client)).statusCode).toBe(403);
    expect((await call('GET', `/menu/restock/${restaurantId}?pageSize=1000`, resto)).statusCode).toBe(400);
  });
});
