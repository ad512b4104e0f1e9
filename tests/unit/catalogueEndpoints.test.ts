import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';

/** The catalogue and packs rows of the endpoint table: SPEC §7 paths under /api, bodies and answers. */
interface Call {
  url: string;
  method: string;
  body: unknown;
}
let calls: Call[];
let answer: unknown;

beforeEach(() => {
  calls = [];
  answer = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url: String(url),
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const provider = createDataProvider();
const menu = { prefix: 'menu', businessId: 'b1' };
const products = { prefix: 'products', businessId: 's1' };

describe('catalogue endpoints', () => {
  it('lists items and categories of a business under its prefix', async () => {
    answer = [{ _id: 'p1', name: 'Harira' }];
    const { data } = await provider.getList({ resource: 'catalogueItems', meta: menu });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/menu/getByOwner/b1' });
    expect(data[0]).toMatchObject({ id: 'p1', _id: 'p1' });
    await provider.getList({ resource: 'catalogueCategories', meta: products });
    expect(calls[1]).toMatchObject({ method: 'GET', url: '/api/products/getAllCategories/s1' });
  });

  it('adds a category with its name and the business id', async () => {
    await provider.create({ resource: 'catalogueCategories', variables: { name: 'Soups' }, meta: menu });
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/menu/addCategory',
      body: { name: 'Soups', businessId: 'b1', restaurant_id: 'b1' },
    });
    await provider.create({ resource: 'catalogueCategories', variables: { name: 'Spices' }, meta: products });
    expect(calls[1]!.body).toEqual({ name: 'Spices', businessId: 's1', store_id: 's1' });
  });

  it('renames and deletes a category by id', async () => {
    await provider.update({ resource: 'catalogueCategories', id: 'c1', variables: { name: 'Cold drinks' }, meta: menu });
    await provider.deleteOne({ resource: 'catalogueCategories', id: 'c1', meta: menu });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/menu/updateCategory/c1', 'DELETE /api/menu/deleteCategory/c1']);
  });

  it('adds and updates an item, reading {product}', async () => {
    answer = { product: { _id: 'p9', name: 'Soap' } };
    const created = await provider.create({ resource: 'catalogueItems', variables: { name: 'Soap' }, meta: products });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/products/addOne/s1', body: { name: 'Soap' } });
    expect(created.data).toMatchObject({ id: 'p9', name: 'Soap' });
    const updated = await provider.update({ resource: 'catalogueItems', id: 'p9', variables: { soldOut: true }, meta: products });
    expect(calls[1]).toMatchObject({ method: 'PUT', url: '/api/products/update/p9', body: { soldOut: true } });
    expect(updated.data).toMatchObject({ id: 'p9' });
    await provider.deleteOne({ resource: 'catalogueItems', id: 'p9', meta: products });
    expect(calls[2]).toMatchObject({ method: 'DELETE', url: '/api/products/delete/p9' });
  });

  it("sets 'Visible to Clients' with PUT /{type}/update/{id} {visible} (the businesses row the screen uses)", async () => {
    await provider.update({ resource: 'businesses', id: 'b1', variables: { visible: false }, meta: { type: 'restaurant' } });
    expect(calls[0]).toEqual({ method: 'PUT', url: '/api/restaurant/update/b1', body: { visible: false } });
  });

  it('fails loudly when a page forgets the prefix', async () => {
    await expect(provider.getList({ resource: 'catalogueItems', meta: { businessId: 'b1' } })).rejects.toThrow('Missing "prefix"');
  });
});

describe('packs endpoints', () => {
  it('lists, adds (with business_id and business_Type), updates and deletes packs', async () => {
    answer = [];
    await provider.getList({ resource: 'packs', meta: { businessId: 'b1' } });
    answer = { _id: 'k1' };
    await provider.create({
      resource: 'packs',
      variables: { name: 'Family', price: 180 },
      meta: { businessId: 'b1', businessType: 'restaurant' },
    });
    await provider.update({ resource: 'packs', id: 'k1', variables: { active: false }, meta: {} });
    await provider.deleteOne({ resource: 'packs', id: 'k1', meta: {} });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/packs/byBesnise/b1',
      'POST /api/packs/addPack/b1',
      'PUT /api/packs/updatePack/k1',
      'DELETE /api/packs/deletePack/k1',
    ]);
    expect(calls[1]!.body).toEqual({ name: 'Family', price: 180, business_id: 'b1', business_Type: 'restaurant' });
    expect(calls[2]!.body).toEqual({ active: false });
  });
});
