import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { emCategories, emMainCategories, emProducts, emSubCategories } from '../../server/db/schema';
import { MSG } from '../../src/domain/messages';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

let built: BuiltApp;
let admin: Record<string, string>;
const api = '/api/easyMarket';
const category = { name: 'Snacks', description: 'Crisps and biscuits', image: '/demo/grocery.svg', active: true };
const product = { name: 'Crisps 150 g', description: 'Salted', image: '/demo/grocery.svg', prix: 12.5, prixActual: 10, marque: 'Lays' };

beforeAll(async () => {
  built = await createTestApp();
  admin = (await loginAs(built, DEMO_ACCOUNTS.admin)).headers;
});
afterAll(() => built.app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  built.app.inject({ method, url: `${api}${url}`, payload, headers });
const rows = async (table: typeof emMainCategories | typeof emSubCategories | typeof emCategories | typeof emProducts) =>
  Number((await built.ctx.db.select({ n: count() }).from(table))[0]!.n);

/** Builds main → sub → category and returns their ids. */
async function chain() {
  const main = (await call('POST', '/category/add/mainCat', category)).json();
  const sub = (await call('POST', `/category/add/subCat/${main._id}`, { ...category, name: 'Chips' })).json();
  const cat = (
    await call('POST', `/category/add/cat/${sub._id}`, { ...category, name: 'Potato chips', marque: ['Lays', 'Pringles'] })
  ).json();
  return { main: main._id as string, sub: sub._id as string, cat: cat._id as string };
}

describe('Easy Market categories', () => {
  it('builds the tree and lists it with product counts', async () => {
    const ids = await chain();
    await call('POST', '/product/add', { ...product, categoryId: ids.cat });
    const tree = (await call('GET', '/category/get/mainCatAdmin')).json() as {
      _id: string;
      subCategories: { _id: string; categories: { _id: string; marque: string[]; productCount: number }[] }[];
    }[];
    const main = tree.find((m) => m._id === ids.main)!;
    expect(main.subCategories).toHaveLength(1);
    expect(main.subCategories[0]!.categories[0]).toMatchObject({ _id: ids.cat, marque: ['Lays', 'Pringles'], productCount: 1 });
  });

  it.each(['name', 'description', 'image'] as const)('refuses a category without %s, writing nothing', async (field) => {
    const before = await rows(emMainCategories);
    const response = await call('POST', '/category/add/mainCat', { ...category, [field]: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.emFillAllFields);
    expect(await rows(emMainCategories)).toBe(before);
  });

  it('updates each level, and 404s an unknown parent', async () => {
    const ids = await chain();
    expect((await call('PUT', `/category/update/mainCat/${ids.main}`, { ...category, name: 'Snacks & sweets' })).json().name).toBe(
      'Snacks & sweets',
    );
    expect((await call('PUT', `/category/update/subCat/${ids.sub}`, { ...category, active: false })).json().active).toBe(false);
    expect((await call('PUT', `/category/update/cat/${ids.cat}`, { ...category, marque: ['Lays'] })).json().marque).toEqual(['Lays']);
    expect((await call('POST', '/category/add/subCat/00000000-0000-0000-0000-000000000000', category)).statusCode).toBe(404);
  });

  it('never leaves an orphan: main with subs → 204 and kept; sub with categories → 409; category with products → 409', async () => {
    const ids = await chain();
    await call('POST', '/product/add', { ...product, categoryId: ids.cat });
    const main = await call('DELETE', `/category/delete/mainCat/${ids.main}`);
    expect(main.statusCode).toBe(204);
    expect(await built.ctx.db.select().from(emMainCategories).where(eq(emMainCategories._id, ids.main))).toHaveLength(1);
    const sub = await call('DELETE', `/category/delete/subCat/${ids.sub}`);
    expect(sub.statusCode).toBe(409);
    expect(sub.json().message).toBe(MSG.subcatHasCategories);
    const cat = await call('DELETE', `/category/delete/cat/${ids.cat}`);
    expect(cat.statusCode).toBe(409);
    // Emptied from the bottom up, each level can go.
    const products = (await call('GET', `/product/getAdmin/${ids.cat}`)).json() as { _id: string }[];
    for (const p of products) expect((await call('DELETE', `/product/delete/${p._id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/category/delete/cat/${ids.cat}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/category/delete/subCat/${ids.sub}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/category/delete/mainCat/${ids.main}`)).statusCode).toBe(200);
    expect(await built.ctx.db.select().from(emMainCategories).where(eq(emMainCategories._id, ids.main))).toHaveLength(0);
  });
});

describe('Easy Market products', () => {
  it('adds, lists, edits the price and deletes a product', async () => {
    const { cat } = await chain();
    const added = await call('POST', '/product/add', { ...product, categoryId: cat });
    expect(added.statusCode).toBe(201);
    const id = added.json()._id as string;
    const edited = await call('PUT', `/product/update/${id}`, { ...product, prix: 13.75 });
    expect(edited.json()).toMatchObject({ prix: 13.75, prixActual: 10 });
    const list = (await call('GET', `/product/getAdmin/${cat}`)).json() as { _id: string; prix: number }[];
    expect(list).toEqual([expect.objectContaining({ _id: id, prix: 13.75 })]);
    expect((await call('DELETE', `/product/delete/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/product/delete/${id}`)).statusCode).toBe(404);
  });

  it.each([
    ['name', { name: '' }, MSG.emAllFields],
    ['prix', { prix: undefined }, MSG.emAllFields],
    ['description', { description: ' ' }, MSG.emAllFields],
    ['prixActual', { prixActual: undefined }, MSG.emAllFields],
    ['a negative price', { prix: -1 }, MSG.emPriceInvalid],
    ['three decimals', { prixActual: 1.005 }, MSG.emPriceInvalid],
    ['a price as text', { prix: '12' }, MSG.emPriceInvalid],
    ['a price above the sane range', { prixActual: 250000 }, MSG.emPriceInvalid],
  ])('refuses a product with %s, writing nothing', async (_label, change, message) => {
    const { cat } = await chain();
    const before = await rows(emProducts);
    const response = await call('POST', '/product/add', { ...product, ...change, categoryId: cat });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rows(emProducts)).toBe(before);
  });

  it('refuses a product for an unknown category', async () => {
    expect((await call('POST', '/product/add', { ...product, categoryId: '00000000-0000-0000-0000-000000000000' })).statusCode).toBe(404);
  });
});

describe('Easy Market access', () => {
  it('is for admins only', async () => {
    const resto = (await loginAs(built, DEMO_ACCOUNTS.restaurant)).headers;
    for (const [method, url] of [
      ['GET', '/category/get/mainCatAdmin'],
      ['POST', '/category/add/mainCat'],
      ['POST', '/product/add'],
    ] as const) {
      expect((await call(method, url, category, resto)).statusCode).toBe(403);
      expect((await call(method, url, category, {})).statusCode).toBe(401);
    }
  });
});
