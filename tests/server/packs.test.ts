import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { packs } from '../../server/db/schema';
import { MSG } from '../../src/domain/messages';
import { toCentimes } from '../../src/domain/money';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
interface Pack {
  _id: string;
  name: string;
  price: number;
  description: string;
  image: string;
  active: boolean;
  options: { name: string; multiple: boolean; is_required: boolean; option: { name: string; price: number }[] }[];
  business_Type: string;
  business_id: string;
}

let built: BuiltApp;
let resto: Session;
let store: Session;
let admin: Session;
let restaurantId: string;
let storeId: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: unknown) =>
  built.app.inject({
    method,
    url: `/api${url}`,
    headers: session?.headers ?? {},
    ...(payload !== undefined && { payload: payload as object }),
  });

const countPacks = async (businessId: string) => (await built.ctx.db.select().from(packs).where(eq(packs.business_id, businessId))).length;

const pack = (over: Record<string, unknown> = {}) => ({
  name: 'Couscous Friday',
  price: 99.5,
  description: 'Couscous for two with a drink each.',
  image: '/demo/pack.svg',
  active: true,
  options: [{ name: 'Drink', multiple: false, is_required: true, option: [{ name: 'Mint tea' }, { name: 'Orange juice', price: 4 }] }],
  business_Type: 'restaurant',
  business_id: 'ignored',
  ...over,
});

beforeAll(async () => {
  built = await createTestApp({ filesDir: path.resolve('.data-test', `packs-${process.pid}`) });
  [resto, store, admin] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.store),
    loginAs(built, DEMO_ACCOUNTS.admin),
  ]);
  restaurantId = ((await call('GET', `/restaurant/getByOwner/${resto.user._id}`, resto)).json() as { _id: string })._id;
  storeId = ((await call('GET', `/store/getByOwner/${store.user._id}`, store)).json() as { _id: string })._id;
});
afterAll(async () => {
  await built?.app.close();
});

describe('GET /packs/byBesnise/{businessId}', () => {
  it("lists a business's packs with the spec's fields, inactive ones included", async () => {
    const response = await call('GET', `/packs/byBesnise/${restaurantId}`, resto);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Pack[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(list[0]!)).toEqual(
      expect.arrayContaining(['_id', 'name', 'price', 'description', 'image', 'active', 'options', 'business_Type', 'business_id']),
    );
    expect(list.some((p) => !p.active)).toBe(true);
    expect(list.every((p) => p.business_id === restaurantId)).toBe(true);
  });

  it('needs a token (401), the owner or an admin (403)', async () => {
    expect((await call('GET', `/packs/byBesnise/${restaurantId}`)).statusCode).toBe(401);
    expect((await call('GET', `/packs/byBesnise/${restaurantId}`, store)).statusCode).toBe(403);
    expect((await call('GET', `/packs/byBesnise/${restaurantId}`, admin)).statusCode).toBe(200);
  });
});

describe('POST /packs/addPack/{businessId}', () => {
  it('adds a pack to the business named in the path, with its type; choice prices default to 0', async () => {
    const response = await call('POST', `/packs/addPack/${restaurantId}`, resto, pack());
    expect(response.statusCode).toBe(201);
    const created = response.json() as Pack;
    expect(created).toMatchObject({
      name: 'Couscous Friday',
      price: 99.5,
      active: true,
      business_id: restaurantId,
      business_Type: 'restaurant',
    });
    expect(created.options[0]!.option).toEqual([
      { name: 'Mint tea', price: 0 },
      { name: 'Orange juice', price: 4 },
    ]);
  });

  it.each([
    ['no name', { name: '' }, MSG.fillAllFields],
    ['no price', { price: undefined }, MSG.fillAllFields],
    ['no description', { description: '' }, MSG.fillAllFields],
    ['a negative price', { price: -5 }, MSG.priceInvalid],
    ['a price with 3 decimals', { price: 10.005 }, MSG.priceInvalid],
    ['a price above the sane range', { price: 100000.01 }, MSG.priceInvalid],
    ['a price with three decimals after a comma', { price: '99,905' }, MSG.priceInvalid],
    ['an option without a choice', { options: [{ name: 'Drink', option: [] }] }, MSG.optionNeedsChoice],
    ['a choice without a name', { options: [{ name: 'Drink', option: [{ name: '', price: 1 }] }] }, MSG.choiceNameRequired],
    ['active not a boolean', { active: 'yes' }, "'active' must be boolean"],
  ])('refuses %s with 400 and a message, writing nothing', async (_label, over, message) => {
    const before = await countPacks(restaurantId);
    const response = await call('POST', `/packs/addPack/${restaurantId}`, resto, pack(over));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countPacks(restaurantId)).toBe(before);
  });

  it("no token 401; another owner's business 403; admin may add", async () => {
    const before = await countPacks(restaurantId);
    expect((await call('POST', `/packs/addPack/${restaurantId}`, undefined, pack())).statusCode).toBe(401);
    expect((await call('POST', `/packs/addPack/${restaurantId}`, store, pack())).statusCode).toBe(403);
    expect(await countPacks(restaurantId)).toBe(before);
    const byAdmin = await call('POST', `/packs/addPack/${storeId}`, admin, pack({ name: 'Store basket' }));
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject({ business_Type: 'store', business_id: storeId });
  });
});

describe('PUT /packs/updatePack/{packId}', () => {
  let packId: string;
  beforeAll(async () => {
    packId = ((await call('POST', `/packs/addPack/${restaurantId}`, resto, pack({ name: 'Editable' }))).json() as Pack)._id;
  });

  it('updates the pack fields', async () => {
    const response = await call('PUT', `/packs/updatePack/${packId}`, resto, pack({ name: 'Edited', price: 120, options: [] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: packId, name: 'Edited', price: 120, options: [] });
  });

  it('toggles active alone, keeping the rest', async () => {
    const response = await call('PUT', `/packs/updatePack/${packId}`, resto, { active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: false, name: 'Edited', price: 120 });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    for (const body of [{ name: ' ' }, { price: -1 }, { price: 'free' }, { options: [{ name: 'X', option: [] }] }, { active: 1 }]) {
      const response = await call('PUT', `/packs/updatePack/${packId}`, resto, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const [row] = await built.ctx.db.select().from(packs).where(eq(packs._id, packId));
    expect(row).toMatchObject({ name: 'Edited', price: toCentimes(120), active: false });
  });

  it("no token 401; another owner's pack 403; unknown pack 404", async () => {
    expect((await call('PUT', `/packs/updatePack/${packId}`, undefined, { active: true })).statusCode).toBe(401);
    expect((await call('PUT', `/packs/updatePack/${packId}`, store, { active: true })).statusCode).toBe(403);
    expect((await call('PUT', `/packs/updatePack/00000000-0000-4000-8000-000000000000`, resto, { active: true })).statusCode).toBe(404);
    const [row] = await built.ctx.db.select().from(packs).where(eq(packs._id, packId));
    expect(row!.active).toBe(false);
  });
});

describe('DELETE /packs/deletePack/{packId}', () => {
  it('deletes a pack for its owner only', async () => {
    const created = (await call('POST', `/packs/addPack/${restaurantId}`, resto, pack({ name: 'Short-lived' }))).json() as Pack;
    expect((await call('DELETE', `/packs/deletePack/${created._id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/packs/deletePack/${created._id}`, store)).statusCode).toBe(403);
    expect((await call('DELETE', `/packs/deletePack/${created._id}`, resto)).statusCode).toBe(200);
    expect(await built.ctx.db.select().from(packs).where(eq(packs._id, created._id))).toHaveLength(0);
  });
});
