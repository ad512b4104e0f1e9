import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, catalogueCategories, catalogueItems } from '../../server/db/schema';
import { MSG } from '../../src/domain/messages';
import { toCentimes } from '../../src/domain/money';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
interface Product {
  _id: string;
  name: string;
  price: number;
  description: string;
  category: { _id: string; name: string } | null;
  image: string;
  active: boolean;
  soldOut: boolean;
  options: { name: string; multiple: boolean; is_required: boolean; option: { name: string; price: number }[] }[];
}

let built: BuiltApp;
let resto: Session;
let store: Session;
let services: Session;
let admin: Session;
let restaurantId: string;
let storeId: string;
let servicesId: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: unknown) =>
  built.app.inject({
    method,
    url: `/api${url}`,
    headers: session?.headers ?? {},
    ...(payload !== undefined && { payload: payload as object }),
  });

async function businessOf(session: Session, type: string) {
  const response = await call('GET', `/${type}/getByOwner/${session.user._id}`, session);
  expect(response.statusCode).toBe(200);
  return (response.json() as { _id: string })._id;
}

const countItems = async (businessId: string) =>
  (await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, businessId))).length;
const countCategories = async (businessId: string) =>
  (await built.ctx.db.select().from(catalogueCategories).where(eq(catalogueCategories.businessId, businessId))).length;

beforeAll(async () => {
  // An absolute files folder: @fastify/static refuses a relative root.
  built = await createTestApp({ filesDir: path.resolve('.data-test', `catalogue-${process.pid}`) });
  [resto, store, services, admin] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.store),
    loginAs(built, DEMO_ACCOUNTS.services),
    loginAs(built, DEMO_ACCOUNTS.admin),
  ]);
  restaurantId = await businessOf(resto, 'restaurant');
  storeId = await businessOf(store, 'store');
  servicesId = await businessOf(services, 'services');
});
afterAll(async () => {
  await built?.app.close();
});

describe('GET /{products|menu}/getByOwner/{businessId}', () => {
  it('lists a restaurant menu with the spec fields and the category as {_id, name}', async () => {
    const response = await call('GET', `/menu/getByOwner/${restaurantId}`, resto);
    expect(response.statusCode).toBe(200);
    const items = response.json() as Product[];
    expect(items.length).toBeGreaterThan(3);
    const item = items[0]!;
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining(['_id', 'name', 'price', 'description', 'category', 'image', 'active', 'soldOut', 'options']),
    );
    expect(item.category).toEqual({ _id: expect.any(String), name: expect.any(String) });
    expect(items.some((i) => i.active)).toBe(true); // the seeded hidden item is listed for its owner
  });

  it('lists a store products under the products prefix, and a services menu under menu', async () => {
    expect((await call('GET', `/products/getByOwner/${storeId}`, store)).statusCode).toBe(200);
    expect((await call('GET', `/menu/getByOwner/${servicesId}`, services)).statusCode).toBe(200);
  });

  it('refuses the wrong prefix for the business type (404)', async () => {
    expect((await call('GET', `/products/getByOwner/${restaurantId}`, resto)).statusCode).toBe(404);
    expect((await call('GET', `/menu/getByOwner/${storeId}`, store)).statusCode).toBe(404);
  });

  it('needs a token (401) and the business owner or an admin (403)', async () => {
    expect((await call('GET', `/menu/getByOwner/${restaurantId}`)).statusCode).toBe(401);
    expect((await call('GET', `/menu/getByOwner/${restaurantId}`, services)).statusCode).toBe(403);
    expect((await call('GET', `/products/getByOwner/${storeId}`, resto)).statusCode).toBe(403);
    expect((await call('GET', `/menu/getByOwner/${restaurantId}`, admin)).statusCode).toBe(200);
  });
});

describe('categories', () => {
  it('GET getAllCategories lists the business categories with its id', async () => {
    const response = await call('GET', `/menu/getAllCategories/${restaurantId}`, resto);
    expect(response.statusCode).toBe(200);
    const categories = response.json() as { _id: string; name: string; restaurant_id: string }[];
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0]).toMatchObject({ _id: expect.any(String), name: expect.any(String), restaurant_id: restaurantId });
    expect((await call('GET', `/menu/getAllCategories/${restaurantId}`)).statusCode).toBe(401);
    expect((await call('GET', `/menu/getAllCategories/${restaurantId}`, services)).statusCode).toBe(403);
  });

  it('POST addCategory adds a category for the business named in the body', async () => {
    const response = await call('POST', '/menu/addCategory', resto, { name: '  Salads ', restaurant_id: restaurantId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Salads', restaurant_id: restaurantId });
    const byBusinessId = await call('POST', '/products/addCategory', store, { name: 'Spices', businessId: storeId });
    expect(byBusinessId.json()).toMatchObject({ name: 'Spices', store_id: storeId });
  });

  it('POST addCategory without a name is a 400 and writes nothing', async () => {
    const before = await countCategories(restaurantId);
    const response = await call('POST', '/menu/addCategory', resto, { name: '  ', restaurant_id: restaurantId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.categoryNameRequired);
    expect((await call('POST', '/menu/addCategory', resto, { name: 'No business' })).statusCode).toBe(400);
    expect(await countCategories(restaurantId)).toBe(before);
  });

  it("POST addCategory: no token 401, another owner's business 403, nothing written", async () => {
    const before = await countCategories(restaurantId);
    expect((await call('POST', '/menu/addCategory', undefined, { name: 'X', restaurant_id: restaurantId })).statusCode).toBe(401);
    expect((await call('POST', '/menu/addCategory', services, { name: 'X', restaurant_id: restaurantId })).statusCode).toBe(403);
    expect((await call('POST', '/menu/addCategory', services, { name: '', restaurant_id: restaurantId })).statusCode).toBe(403);
    expect(await countCategories(restaurantId)).toBe(before);
    expect((await call('POST', '/menu/addCategory', admin, { name: 'By admin', restaurant_id: restaurantId })).statusCode).toBe(201);
  });

  it('POST addCategory twice with the same name (case and spaces aside) is a 409 and writes one', async () => {
    const before = await countCategories(restaurantId);
    // Two at once, as a double submit sends them.
    const [first, second] = await Promise.all([
      call('POST', '/menu/addCategory', resto, { name: 'Breakfast', restaurant_id: restaurantId }),
      call('POST', '/menu/addCategory', resto, { name: 'Breakfast', restaurant_id: restaurantId }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const again = await call('POST', '/menu/addCategory', resto, { name: '  breakFAST  ', restaurant_id: restaurantId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.categoryNameTaken);
    expect(await countCategories(restaurantId)).toBe(before + 1);
    // Another business may use the same name.
    expect((await call('POST', '/products/addCategory', store, { name: 'Breakfast', businessId: storeId })).statusCode).toBe(201);
  });

  it('PUT updateCategory to the name of another category is a 409; keeping its own name is fine', async () => {
    const a = (await call('POST', '/menu/addCategory', resto, { name: 'Starters', restaurant_id: restaurantId })).json() as { _id: string };
    const b = (await call('POST', '/menu/addCategory', resto, { name: 'Mains', restaurant_id: restaurantId })).json() as { _id: string };
    const clash = await call('PUT', `/menu/updateCategory/${b._id}`, resto, { name: 'starters' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(MSG.categoryNameTaken);
    expect((await call('PUT', `/menu/updateCategory/${a._id}`, resto, { name: 'STARTERS' })).statusCode).toBe(200);
  });

  it('PUT updateCategory renames; bad input 400; other owner 403; no token 401', async () => {
    const created = (await call('POST', '/menu/addCategory', resto, { name: 'Hot drinks', restaurant_id: restaurantId })).json() as {
      _id: string;
    };
    const renamed = await call('PUT', `/menu/updateCategory/${created._id}`, resto, { name: 'Cold drinks' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ _id: created._id, name: 'Cold drinks' });
    const bad = await call('PUT', `/menu/updateCategory/${created._id}`, resto, { name: '' });
    expect(bad.statusCode).toBe(400);
    expect((await call('PUT', `/menu/updateCategory/${created._id}`, store, { name: 'Hack' })).statusCode).toBe(403);
    expect((await call('PUT', `/menu/updateCategory/${created._id}`, undefined, { name: 'Hack' })).statusCode).toBe(401);
    const [row] = await built.ctx.db.select().from(catalogueCategories).where(eq(catalogueCategories._id, created._id));
    expect(row!.name).toBe('Cold drinks');
  });

  it('DELETE deleteCategory removes an unused category', async () => {
    const created = (await call('POST', '/menu/addCategory', resto, { name: 'Temporary', restaurant_id: restaurantId })).json() as {
      _id: string;
    };
    expect((await call('DELETE', `/menu/deleteCategory/${created._id}`, services)).statusCode).toBe(403);
    expect((await call('DELETE', `/menu/deleteCategory/${created._id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/menu/deleteCategory/${created._id}`, resto)).statusCode).toBe(200);
    expect(await built.ctx.db.select().from(catalogueCategories).where(eq(catalogueCategories._id, created._id))).toHaveLength(0);
  });

  it('DELETE deleteCategory of a category products use is refused with 409 and a message', async () => {
    const [category] = (await call('GET', `/menu/getAllCategories/${restaurantId}`, resto)).json() as { _id: string }[];
    const response = await call('DELETE', `/menu/deleteCategory/${category!._id}`, resto);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MSG.categoryInUse);
    expect(await built.ctx.db.select().from(catalogueCategories).where(eq(catalogueCategories._id, category!._id))).toHaveLength(1);
  });
});

describe('products', () => {
  let categoryId: string;
  const product = (over: Record<string, unknown> = {}) => ({
    name: 'Harira',
    price: 15.5,
    description: 'Tomato, lentil and chickpea soup.',
    category: categoryId,
    image: '/demo/tagine.svg',
    options: [
      { name: 'Size', multiple: false, is_required: true, option: [{ name: 'Bowl' }, { name: 'Large bowl', price: 5 }] },
      { name: 'Extras', multiple: true, is_required: false, option: [{ name: 'Dates', price: 3 }] },
    ],
    ...over,
  });

  beforeAll(async () => {
    categoryId = (
      (await call('POST', '/menu/addCategory', resto, { name: 'Soups', restaurant_id: restaurantId })).json() as { _id: string }
    )._id;
  });

  it('POST addOne adds a product and answers {product}; a choice price defaults to 0', async () => {
    const response = await call('POST', `/menu/addOne/${restaurantId}`, resto, product());
    expect(response.statusCode).toBe(201);
    const { product: created } = response.json() as { product: Product };
    expect(created).toMatchObject({
      name: 'Harira',
      price: 15.5,
      category: { _id: categoryId, name: 'Soups' },
      active: false,
      soldOut: false,
    });
    expect(created.options[0]!.option[0]).toEqual({ name: 'Bowl', price: 0 });
    expect(created.options).toHaveLength(2);
  });

  it('POST addOne without a category says "no category", 400, nothing written', async () => {
    const before = await countItems(restaurantId);
    const response = await call('POST', `/menu/addOne/${restaurantId}`, resto, product({ category: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.noCategory);
    const foreign = (await call('GET', `/products/getAllCategories/${storeId}`, store)).json() as { _id: string }[];
    const otherBusinessCategory = await call('POST', `/menu/addOne/${restaurantId}`, resto, product({ category: foreign[0]!._id }));
    expect(otherBusinessCategory.statusCode).toBe(400);
    expect(await countItems(restaurantId)).toBe(before);
  });

  it.each([
    ['a missing name', { name: '' }, MSG.fillAllFields],
    ['a missing description', { description: ' ' }, MSG.fillAllFields],
    ['a missing price', { price: undefined }, MSG.fillAllFields],
    ['a negative price', { price: -1 }, MSG.priceInvalid],
    ['a price with 3 decimals', { price: 1.234 }, MSG.priceInvalid],
    ['a price with three decimals after a comma', { price: '65,505' }, MSG.priceInvalid],
    ['a price above the sane range', { price: 655000 }, MSG.priceInvalid],
    ['a price that is not a number', { price: 'NaN' }, MSG.priceInvalid],
    ['a choice above the sane range', { options: [{ name: 'Size', option: [{ name: 'XL', price: 1e9 }] }] }, MSG.priceInvalid],
    ['an option without choices', { options: [{ name: 'Size', multiple: false, is_required: true, option: [] }] }, MSG.optionNeedsChoice],
    ['a choice with a negative price', { options: [{ name: 'Size', option: [{ name: 'XL', price: -2 }] }] }, MSG.priceInvalid],
    ['an option without a name', { options: [{ name: '', option: [{ name: 'XL' }] }] }, MSG.optionNameRequired],
  ])('POST addOne with %s is a 400 with a message and writes nothing', async (_label, over, message) => {
    const before = await countItems(restaurantId);
    const response = await call('POST', `/menu/addOne/${restaurantId}`, resto, product(over));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countItems(restaurantId)).toBe(before);
  });

  it("POST addOne: no token 401, another owner's business 403", async () => {
    const before = await countItems(restaurantId);
    expect((await call('POST', `/menu/addOne/${restaurantId}`, undefined, product())).statusCode).toBe(401);
    expect((await call('POST', `/menu/addOne/${restaurantId}`, services, product())).statusCode).toBe(403);
    expect(await countItems(restaurantId)).toBe(before);
  });

  it('PUT update edits fields and toggles hidden and sold-out alone', async () => {
    const { product: created } = (await call('POST', `/menu/addOne/${restaurantId}`, resto, product({ name: 'Bissara' }))).json() as {
      product: Product;
    };
    const edited = await call('PUT', `/menu/update/${created._id}`, resto, { ...product({ name: 'Bissara soup', price: 12 }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().product).toMatchObject({ name: 'Bissara soup', price: 12 });

    const hidden = await call('PUT', `/menu/update/${created._id}`, resto, { active: true });
    expect(hidden.json().product).toMatchObject({ active: true, soldOut: false, name: 'Bissara soup' });
    const soldOut = await call('PUT', `/menu/update/${created._id}`, resto, { soldOut: true });
    expect(soldOut.json().product).toMatchObject({ active: true, soldOut: true });
    const [row] = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems._id, created._id));
    expect(row).toMatchObject({ active: true, soldOut: true, price: toCentimes(12) });
  });

  it('PUT update with bad input is a 400 and changes nothing; other owner 403; no token 401', async () => {
    const { product: created } = (await call('POST', `/menu/addOne/${restaurantId}`, resto, product({ name: 'Msemen' }))).json() as {
      product: Product;
    };
    for (const body of [{ name: '' }, { price: 'cheap' }, { soldOut: 'yes' }, { category: '' }, { options: [{ name: 'X', option: [] }] }]) {
      const response = await call('PUT', `/menu/update/${created._id}`, resto, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await call('PUT', `/menu/update/${created._id}`, store, { soldOut: true })).statusCode).toBe(403);
    expect((await call('PUT', `/menu/update/${created._id}`, undefined, { soldOut: true })).statusCode).toBe(401);
    expect((await call('PUT', `/menu/update/${created._id}`, admin, { name: 'Msemen by admin' })).statusCode).toBe(200);
    const [row] = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems._id, created._id));
    expect(row).toMatchObject({ name: 'Msemen by admin', soldOut: false, price: toCentimes(15.5) });
  });

  it('DELETE delete removes the product; other owner 403; no token 401', async () => {
    const { product: created } = (await call('POST', `/menu/addOne/${restaurantId}`, resto, product({ name: 'To delete' }))).json() as {
      product: Product;
    };
    expect((await call('DELETE', `/menu/delete/${created._id}`, store)).statusCode).toBe(403);
    expect((await call('DELETE', `/menu/delete/${created._id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/products/delete/${created._id}`, resto)).statusCode).toBe(404);
    expect((await call('DELETE', `/menu/delete/${created._id}`, resto)).statusCode).toBe(200);
    expect(await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems._id, created._id))).toHaveLength(0);
  });

  it('a store owner manages products under the products prefix', async () => {
    const category = (await call('POST', '/products/addCategory', store, { name: 'Cleaning', store_id: storeId })).json() as {
      _id: string;
    };
    const response = await call('POST', `/products/addOne/${storeId}`, store, {
      name: 'Soap',
      price: '9.90',
      description: 'Olive soap',
      category: { _id: category._id },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().product).toMatchObject({
      name: 'Soap',
      price: 9.9,
      category: { _id: category._id, name: 'Cleaning' },
      options: [],
    });
  });
});

describe("PUT /{type}/update/{id} {visible} ('Visible to Clients')", () => {
  it('an admin hides and shows a business', async () => {
    const hidden = await call('PUT', `/restaurant/update/${restaurantId}`, admin, { visible: false });
    expect(hidden.statusCode).toBe(200);
    const [row] = await built.ctx.db.select().from(businesses).where(eq(businesses._id, restaurantId));
    expect(row!.visible).toBe(false);
    expect((await call('PUT', `/restaurant/update/${restaurantId}`, admin, { visible: true })).statusCode).toBe(200);
    const [after] = await built.ctx.db.select().from(businesses).where(eq(businesses._id, restaurantId));
    expect(after!.visible).toBe(true);
  });

  it('needs a token and refuses another owner', async () => {
    expect((await call('PUT', `/restaurant/update/${restaurantId}`, undefined, { visible: false })).statusCode).toBe(401);
    expect((await call('PUT', `/restaurant/update/${restaurantId}`, store, { visible: false })).statusCode).toBe(403);
    const [row] = await built.ctx.db.select().from(businesses).where(eq(businesses._id, restaurantId));
    expect(row!.visible).toBe(true);
  });
});
