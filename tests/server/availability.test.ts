import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, catalogueCategories, catalogueItems, orders } from '../../server/db/schema';
import { MSG } from '../../src/domain/messages';
import { everyDay } from '../../src/domain/schedule';
import { createTestApp, DEMO_ACCOUNTS, loginAs, TEST_BACKEND } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Json = Record<string, any>;

let built: BuiltApp;
let resto: Session, store: Session, client: Session;
let restaurantId: string;
let category: typeof catalogueCategories.$inferSelect;
let item: typeof catalogueItems.$inferSelect;
// The clock the business rules read, moved by each test (Oujda is UTC+1 in November).
let clock = new Date('2026-11-25T21:00:00+01:00');
const BREAKFAST = everyDay([{ opening: '07:00', closing: '11:00' }]);

const call = (method: 'GET' | 'POST' | 'PUT', path: string, session?: Session, payload?: unknown) =>
  built.app.inject({ method, url: `/api${path}`, headers: session?.headers, payload: payload as never });
const order = () =>
  call('POST', '/client/orders', client, {
    type: 'restaurant',
    businessId: restaurantId,
    lines: [{ productId: item._id, quantity: 1 }],
    numberPhone: '0612345678',
  });
const orderCount = async () => (await built.ctx.db.select({ n: count() }).from(orders))[0]!.n;

beforeAll(async () => {
  built = await createTestApp({ now: () => clock });
  resto = await loginAs(built, DEMO_ACCOUNTS.restaurant);
  store = await loginAs(built, DEMO_ACCOUNTS.store);
  client = await loginAs(built, DEMO_ACCOUNTS.client);
  restaurantId = (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id)))[0]!._id;
  // Open around the clock: only the items' hours decide here.
  await built.ctx.db.update(businesses).set({ openingAllTimes: true }).where(eq(businesses._id, restaurantId));
  const items = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, restaurantId));
  item = items.find((i) => !i.active && !i.soldOut && i.options.length === 0)!;
  category = (await built.ctx.db.select().from(catalogueCategories).where(eq(catalogueCategories._id, item.categoryId)))[0]!;
}, 60_000);

afterAll(async () => {
  await built?.app.close();
});

describe(`availability hours on ${TEST_BACKEND}`, () => {
  it('a category limited to breakfast: its item is refused at 21:00 with 409 naming it, and taken at 08:00', async () => {
    const set = await call('PUT', `/menu/updateCategory/${category._id}`, resto, { name: category.name, availability: BREAKFAST });
    expect(set.statusCode).toBe(200);
    expect(set.json().availability).toEqual(BREAKFAST);
    const before = await orderCount();
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: `${MSG.notAvailableNow}: ${item.name}`, code: 'notAvailableNow' });
    expect(await orderCount()).toBe(before);
    clock = new Date('2026-11-25T08:00:00+01:00');
    expect((await order()).statusCode).toBe(201);
    clock = new Date('2026-11-25T11:00:00+01:00');
    expect((await order()).statusCode).toBe(409);
  });

  it("an item's own hours win over its category's, across midnight included", async () => {
    const late = { Friday: [{ opening: '22:00', closing: '02:00' }] };
    const set = await call('PUT', `/menu/update/${item._id}`, resto, { availability: late });
    expect(set.statusCode).toBe(200);
    expect(set.json().product.availability).toEqual(late);
    clock = new Date('2026-11-28T01:30:00+01:00'); // Saturday, still Friday's night
    expect((await order()).statusCode).toBe(201);
    clock = new Date('2026-11-28T08:00:00+01:00'); // Saturday breakfast: the category's hours no longer apply
    expect((await order()).statusCode).toBe(409);
    clock = new Date('2026-11-27T23:00:00+01:00');
    expect((await order()).statusCode).toBe(201);
  });

  it('null lifts a limit: the item falls back to its category, the category to whenever open', async () => {
    await call('PUT', `/menu/update/${item._id}`, resto, { availability: null });
    clock = new Date('2026-11-25T21:00:00+01:00');
    expect((await order()).statusCode).toBe(409);
    await call('PUT', `/menu/updateCategory/${category._id}`, resto, { name: category.name, availability: null });
    expect((await order()).statusCode).toBe(201);
  });

  it('hours the opening-hours rules refuse answer 400 and save nothing; strangers are refused', async () => {
    const bad = [
      { Monday: [{ opening: '07:10', closing: '11:00' }] },
      { Monday: [{ opening: '11:00', closing: '07:00' }] },
      { Someday: [{ opening: '07:00', closing: '11:00' }] },
      { Monday: [] },
      '07:00-11:00',
    ];
    for (const availability of bad) {
      const res = await call('PUT', `/menu/update/${item._id}`, resto, { availability });
      expect(res.statusCode, JSON.stringify(availability)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call('PUT', `/menu/update/${item._id}`, resto, { availability: bad[0] })).json().message).toBe(MSG.slotInvalidTime);
    const [row] = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems._id, item._id));
    expect(row!.availability).toBeNull();
    const foreign = await call('PUT', `/menu/updateCategory/${category._id}`, store, { name: category.name, availability: BREAKFAST });
    expect(foreign.statusCode).toBeGreaterThanOrEqual(403);
    const [cat] = await built.ctx.db.select().from(catalogueCategories).where(eq(catalogueCategories._id, category._id));
    expect(cat!.availability).toBeNull();
  });

  it('the owner’s list answers each item’s and category’s hours', async () => {
    await call('PUT', `/menu/update/${item._id}`, resto, { availability: BREAKFAST });
    const list = (await call('GET', `/menu/getByOwner/${restaurantId}`, resto)).json() as Json[];
    expect(list.find((p) => p._id === item._id)!.availability).toEqual(BREAKFAST);
    const cats = (await call('GET', `/menu/getAllCategories/${restaurantId}`, resto)).json() as Json[];
    expect(cats.find((c) => c._id === category._id)!.availability).toBeNull();
  });
});
