import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businessProfileColumns } from '../../server/businesses/columns';
import {
  auditLog,
  businesses,
  catalogueCategories,
  catalogueItems,
  emCategories,
  emMainCategories,
  emProducts,
  emSubCategories,
  packs,
  pageViews,
  riders,
  users,
  type ProductOption,
} from '../../server/db/schema';
import { loadOrders, ordersTable } from '../../server/orders/records';
import { packResponse } from '../../server/packs/routes';
import { toDirhams, type Centimes } from '../../src/domain/money';
import { answerDrifts, createTestApp, DEMO_ACCOUNTS, guardAnswers, loginAs, loginSteppedUp } from './helpers';

/**
 * Every route declares its answer, and Fastify writes answers with those schemas, which drop any field they
 * do not name. These calls compare a representative answer of each area with the rows in the database, so
 * a field left out of a schema fails here (and, through guardAnswers, in every other server test).
 */
type Session = Awaited<ReturnType<typeof loginAs>>;
let built: BuiltApp;
let admin: Session;
let resto: Session;

const get = async (url: string, session: Session) => {
  const response = await built.app.inject({ method: 'GET', url: encodeURI(`/api${url}`), headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
};
/** A value as JSON carries it (dates as text, undefined fields gone). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
/** The fields of the rows below that hold money: centimes in the database, dh in an answer. */
const MONEY_FIELDS = new Set(['price', 'prix', 'prixActual']);
const choicesInDh = (options: ProductOption[]) =>
  options.map((o) => ({ ...o, option: o.option.map((c) => ({ ...c, price: toDirhams(c.price) })) }));
/** A row as an answer shows it: its money fields, and the prices of its options' choices, in dh. */
const answered = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([field, value]) => [
      field,
      MONEY_FIELDS.has(field) ? toDirhams(value as Centimes) : field === 'options' ? choicesInDh(value as ProductOption[]) : value,
    ]),
  );
const {
  passwordHash: _h,
  emailConfirmed: _c,
  tokenVersion: _v,
  twoFactorSecret: _s,
  twoFactorPending: _p,
  twoFactorLastStep: _l,
  ...publicUser
} = getTableColumns(users);

beforeAll(async () => {
  built = await createTestApp();
  admin = await loginSteppedUp(built, DEMO_ACCOUNTS.admin);
  resto = await loginSteppedUp(built, DEMO_ACCOUNTS.restaurant);
});
afterAll(async () => built?.app.close());

describe('the answer guard of the server tests', () => {
  it('fails an answer whose schema drops a field or turns a null into text', async () => {
    const app = Fastify();
    guardAnswers(app);
    const Narrow = Type.Object({ name: Type.String() });
    app.get('/dropped', { schema: { response: { 200: Narrow } } }, async () => ({ name: 'Dar Zitoun', phone: '0600000000' }));
    app.get('/coerced', { schema: { response: { 200: Narrow } } }, async () => ({ name: null }));
    app.get('/kept', { schema: { response: { 200: Narrow } } }, async () => ({ name: 'Dar Zitoun' }));
    const before = answerDrifts.length;
    expect((await app.inject({ method: 'GET', url: '/dropped' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/coerced' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/kept' })).json()).toEqual({ name: 'Dar Zitoun' });
    expect(answerDrifts.slice(before)).toHaveLength(2);
    answerDrifts.splice(before);
    await app.close();
  });
});

describe('answers keep every field of the rows they show', () => {
  it('accounts: the signed-in user and the login answer, every public column and never a secret', async () => {
    const [row] = await built.ctx.db.select(publicUser).from(users).where(eq(users._id, resto.user._id));
    const answer = (await get('/auth/data', resto)) as { user: Record<string, unknown> };
    expect(answer.user).toEqual(asJson(row));
    expect(resto.user).toEqual(asJson(row));
    for (const secret of ['passwordHash', 'emailConfirmed', 'tokenVersion', 'twoFactorSecret', 'twoFactorPending', 'twoFactorLastStep'])
      expect(answer.user).not.toHaveProperty(secret);
  });

  it('partners: the admin list rows carry the account, its business and its rider number', async () => {
    const answer = (await get('/admin/getAll/restaurant_owner', admin)) as Record<string, unknown>[];
    const [business] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id));
    const [row] = await built.ctx.db.select(publicUser).from(users).where(eq(users._id, resto.user._id));
    expect(answer.find((p) => p._id === resto.user._id)).toEqual(
      asJson({ ...row, businessId: business!._id, businessType: business!.type, businessName: business!.name, Number_Rider: null }),
    );
  });

  it('businesses: the profile is the whole row but its legal identity and RIB', async () => {
    const [row] = await built.ctx.db.select(businessProfileColumns).from(businesses).where(eq(businesses.owner, resto.user._id));
    expect(await get(`/restaurant/getByOwner/${resto.user._id}`, resto)).toEqual(asJson(row));
    expect(await get(`/admin/restaurant/${row!._id}`, admin)).toEqual(asJson(row));
  });

  it('catalogue: categories and products with every field the menu shows', async () => {
    const [business] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id));
    const categories = await built.ctx.db.select().from(catalogueCategories).where(eq(catalogueCategories.businessId, business!._id));
    const items = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, business!._id));
    const answer = (await get(`/menu/getAllCategories/${business!._id}`, resto)) as unknown[];
    expect(answer).toEqual(
      expect.arrayContaining(
        categories.map((c) => ({ _id: c._id, name: c.name, availability: c.availability, restaurant_id: business!._id })),
      ),
    );
    const products = (await get(`/menu/getByOwner/${business!._id}`, resto)) as Record<string, unknown>[];
    expect(products).toHaveLength(items.length);
    for (const item of items) {
      const category = categories.find((c) => c._id === item.categoryId)!;
      expect(products.find((p) => p._id === item._id)).toEqual(
        asJson(
          answered({
            _id: item._id,
            name: item.name,
            price: item.price,
            description: item.description,
            category: { _id: category._id, name: category.name },
            image: item.image,
            active: item.active,
            soldOut: item.soldOut,
            soldOutUntil: null,
            options: item.options,
            stock: item.stock,
            lowStock: item.lowStock,
            barcode: item.barcode,
            availability: item.availability,
            restaurant_id: business!._id,
          }),
        ),
      );
    }
  });

  it('packs: every column but the creation time', async () => {
    const [business] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id));
    const rows = await built.ctx.db
      .select()
      .from(packs)
      .where(eq(packs.business_id, business!._id))
      .orderBy(asc(packs.createdAt), asc(packs.name));
    expect(rows.length).toBeGreaterThan(0);
    expect(await get(`/packs/byBesnise/${business!._id}`, resto)).toEqual(asJson(rows.map(packResponse)));
  });

  it('orders: the lists answer the orders as the order records build them', async () => {
    const all = await loadOrders(built.ctx, eq(ordersTable.kind, 'restaurant'));
    expect(all.some((o) => o.rider_id !== null) && all.some((o) => o.type_order === 'pack')).toBe(true);
    const answer = (await get('/orders/admin/new,waiting,confirme,comming,succes,refusée/restaurant', admin)) as {
      orders: unknown[];
      ordersPack: unknown[];
    };
    expect([...answer.orders, ...answer.ordersPack]).toEqual(expect.arrayContaining(asJson(all) as unknown[]));
    expect(answer.orders.length + answer.ordersPack.length).toBe(all.length);
    const page = (await get('/orders/admin/succes/restaurant?page=1&pageSize=5', admin)) as { data: unknown[]; total: number };
    const delivered = all.filter((o) => o.statusOrders === 'succes');
    expect(page.total).toBe(delivered.length);
    expect(page.data).toEqual(asJson(delivered.slice(0, 5)));
  });

  it('riders: the rider, the list rows and the journal', async () => {
    const [row] = await built.ctx.db
      .select({
        userId: riders.userId,
        Number_Rider: riders.Number_Rider,
        currentLocation: riders.currentLocation,
        avability: riders.avability,
      })
      .from(riders)
      .innerJoin(users, eq(users._id, riders.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.rider));
    const [account] = await built.ctx.db.select().from(users).where(eq(users._id, row!.userId));
    const rider = {
      riderId: account!._id,
      _id: account!._id,
      Number_Rider: row!.Number_Rider,
      name: account!.name,
      email: account!.email,
      phone: account!.phone,
      verified: account!.verified,
      avability: row!.avability,
      currentLocation: row!.currentLocation,
    };
    expect(await get(`/rider/getById/${account!._id}`, admin)).toEqual(asJson(rider));
    const list = (await get('/data/admin/rider', admin)) as Record<string, unknown>[];
    expect(list.find((r) => r._id === account!._id)).toEqual({ ...(asJson(rider) as object), totalOrders: expect.any(Object) });
    const journal = (await get(`/data/journal/rider/${account!._id}`, admin)) as Record<string, unknown>;
    expect(Object.keys(journal).sort()).toEqual(['FeeJournal', 'journal', 'lastPayment', 'rider', 'totalToPay']);
  });

  it('Easy Market: the category tree and the products are their rows', async () => {
    const [main] = await built.ctx.db.select().from(emMainCategories).orderBy(asc(emMainCategories.createdAt), asc(emMainCategories.name));
    const tree = (await get('/easyMarket/category/get/mainCatAdmin', admin)) as { _id: string; subCategories: Record<string, unknown>[] }[];
    const first = tree.find((m) => m._id === main!._id)!;
    const subs = await built.ctx.db.select().from(emSubCategories).where(eq(emSubCategories.mainCategoryId, main!._id));
    expect({ ...first, subCategories: undefined }).toEqual({ ...(asJson(main) as object), subCategories: undefined });
    const sub = first.subCategories[0]! as { _id: string; categories: { _id: string }[] };
    expect({ ...sub, categories: undefined }).toEqual({
      ...(asJson(subs.find((s) => s._id === sub._id)) as object),
      categories: undefined,
    });
    const [category] = await built.ctx.db.select().from(emCategories).where(eq(emCategories._id, sub.categories[0]!._id));
    const products = await built.ctx.db
      .select()
      .from(emProducts)
      .where(eq(emProducts.categoryId, category!._id))
      .orderBy(asc(emProducts.name), asc(emProducts._id));
    expect(sub.categories[0]).toEqual({ ...(asJson(category) as object), productCount: products.length });
    expect(await get(`/easyMarket/product/getAdmin/${category!._id}`, admin)).toEqual(asJson(products.map(answered)));
  });

  it('figures: page views, the audit page, the overview and the sales report', async () => {
    await built.app.inject({ method: 'POST', url: '/api/data/pageView', payload: { pagePath: '/answers' } });
    const views = await built.ctx.db.select().from(pageViews).orderBy(desc(pageViews.views), pageViews.pagePath);
    expect(await get('/data/googleAN4', admin)).toEqual(asJson(views));
    await built.app.inject({
      method: 'PUT',
      url: `/api/admin/update/${resto.user._id}`,
      headers: admin.headers,
      payload: { verified: true },
    });
    const entries = await built.ctx.db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog._id)).limit(20);
    expect(entries.length).toBeGreaterThan(0);
    expect(await get('/audit', admin)).toEqual({ data: asJson(entries), total: entries.length, page: 1, pageSize: 20 });
    const overview = (await get('/data/admin/overview', admin)) as Record<string, unknown>;
    expect(Object.keys(overview).sort()).toEqual(['partnersAwaiting', 'revenueToday', 'ridersAvailable', 'since', 'staleNew', 'today']);
    const [business] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id));
    const report = (await get(`/data/revenue/restaurant/${business!._id}`, resto)) as { salesData: { daily: unknown[] } };
    expect(report.salesData.daily).toHaveLength(30);
  });
});
