import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { auditLog, businesses, catalogueCategories, catalogueItems } from '../../server/db/schema';
import { MSG } from '../../src/domain/messages';
import { toCentimes } from '../../src/domain/money';
import { createTestApp, DEMO_ACCOUNTS, loginAs, TEST_BACKEND } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Item = typeof catalogueItems.$inferSelect;

let built: BuiltApp;
let store: Session, resto: Session, admin: Session;
let storeId: string;
let items: Item[];
let otherCategory: string;

const bulk = (session: Session | undefined, body: unknown, businessId = storeId) =>
  built.app.inject({ method: 'POST', url: `/api/products/bulk/${businessId}`, headers: session?.headers, payload: body as never });
const rows = async (ids: string[]) => built.ctx.db.select().from(catalogueItems).where(inArray(catalogueItems._id, ids));
const ids = () => items.map((i) => i._id);

beforeAll(async () => {
  built = await createTestApp();
  store = await loginAs(built, DEMO_ACCOUNTS.store);
  resto = await loginAs(built, DEMO_ACCOUNTS.restaurant);
  admin = await loginAs(built, DEMO_ACCOUNTS.admin);
  storeId = (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, store.user._id)))[0]!._id;
  items = (await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, storeId))).slice(0, 3);
  expect(items).toHaveLength(3);
  const [cat] = await built.ctx.db
    .insert(catalogueCategories)
    .values({ businessId: storeId, name: 'Bulk target' })
    .returning({ _id: catalogueCategories._id });
  otherCategory = cat!._id;
  // Known prices to round from.
  const prices = [12.5, 9.99, 10];
  for (const [i, item] of items.entries())
    await built.ctx.db
      .update(catalogueItems)
      .set({ price: toCentimes(prices[i]!) })
      .where(eq(catalogueItems._id, item._id));
}, 60_000);

afterAll(async () => {
  await built?.app.close();
});

describe(`bulk changes of products on ${TEST_BACKEND}`, () => {
  it('previews a +10 % price change rounded to 0.50 dh and writes nothing', async () => {
    const res = await bulk(store, { action: 'price', ids: ids(), price: { by: 'percent', value: 10, rounding: '0.50' }, preview: true });
    expect(res.statusCode).toBe(200);
    const after = Object.fromEntries(res.json().changes.map((c: { _id: string; after: number }) => [c._id, c.after]));
    expect(after).toEqual({ [items[0]!._id]: 14, [items[1]!._id]: 11, [items[2]!._id]: 11 });
    expect((await rows(ids())).map((r) => r.price).sort()).toEqual([10, 12.5, 9.99].map(toCentimes).sort());
  });

  it('applies it in one go with one audit line listing the products', async () => {
    const before = (await built.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.bulk'))).length;
    const res = await bulk(store, { action: 'price', ids: ids(), price: { by: 'percent', value: 10, rounding: '0.01' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(3);
    const prices = Object.fromEntries((await rows(ids())).map((r) => [r._id, r.price]));
    expect(prices).toEqual({
      [items[0]!._id]: toCentimes(13.75),
      [items[1]!._id]: toCentimes(10.99),
      [items[2]!._id]: toCentimes(11),
    });
    const lines = await built.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.bulk'));
    expect(lines).toHaveLength(before + 1);
    const line = lines.at(-1)!;
    expect(line).toMatchObject({ targetId: storeId, targetType: 'store' });
    expect((line.after as { products: { _id: string }[] }).products.map((p) => p._id).sort()).toEqual(ids().sort());
  });

  it('hides, shows, marks sold out and moves them', async () => {
    expect((await bulk(store, { action: 'hide', ids: ids() })).statusCode).toBe(200);
    expect((await rows(ids())).every((r) => r.active)).toBe(true);
    expect((await bulk(store, { action: 'show', ids: ids() })).statusCode).toBe(200);
    expect((await rows(ids())).every((r) => !r.active)).toBe(true);
    expect((await bulk(store, { action: 'soldOut', ids: ids() })).statusCode).toBe(200);
    expect((await rows(ids())).every((r) => r.soldOut)).toBe(true);
    expect((await bulk(admin, { action: 'move', ids: ids(), categoryId: otherCategory })).statusCode).toBe(200);
    expect((await rows(ids())).every((r) => r.categoryId === otherCategory)).toBe(true);
  });

  it('refuses a change that would make a price negative, and a foreign product among them: nothing written', async () => {
    const minus = await bulk(store, { action: 'price', ids: ids(), price: { by: 'amount', value: -11, rounding: '0.01' } });
    expect(minus.statusCode).toBe(400);
    expect(minus.json().message).toBe(MSG.bulkPriceNegative);
    const [foreign] = await built.ctx.db
      .select()
      .from(catalogueItems)
      .where(
        and(
          eq(catalogueItems.businessId, (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id)))[0]!._id),
        ),
      );
    const mixed = await bulk(store, { action: 'hide', ids: [...ids(), foreign!._id] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(MSG.bulkProductsInvalid);
    expect((await rows(ids())).some((r) => r.active)).toBe(false);
    expect((await rows([foreign!._id]))[0]!.active).toBe(foreign!.active);
  });

  it('bad bodies answer 400 in the rules’ words; strangers 401/403/404', async () => {
    const cases: [unknown, string][] = [
      [{ action: 'delete', ids: ids() }, MSG.bulkActionInvalid],
      [{ action: 'hide', ids: [] }, MSG.bulkProductsInvalid],
      [{ action: 'price', ids: ids(), price: { by: 'percent', value: 900, rounding: '0.50' } }, MSG.bulkPriceInvalid],
      [{ action: 'price', ids: ids(), price: { by: 'percent', value: 5, rounding: '0.10' } }, MSG.bulkPriceInvalid],
      [{ action: 'move', ids: ids() }, MSG.noCategory],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(store, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await bulk(undefined, { action: 'hide', ids: ids() })).statusCode).toBe(401);
    expect((await bulk(resto, { action: 'hide', ids: ids() })).statusCode).toBeGreaterThanOrEqual(403);
    expect((await rows(ids())).some((r) => r.active)).toBe(false);
  });
});
