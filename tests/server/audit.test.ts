import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLine } from '../../src/domain/audit';
import type { BuiltApp } from '../../server/app';
import { auditLog, businesses, emProducts, orders, users } from '../../server/db/schema';
import { createTestApp, DEMO_ACCOUNTS, loginSteppedUp } from './helpers';

const APP_START_MS = 180_000;
let built: BuiltApp;
let admin: { authorization: string };
let adminId: string;
let owner: { authorization: string };
let ownerId: string;

beforeAll(async () => {
  built = await createTestApp();
  const a = await loginSteppedUp(built, DEMO_ACCOUNTS.admin);
  admin = a.headers;
  adminId = a.user._id;
  const o = await loginSteppedUp(built, DEMO_ACCOUNTS.restaurant);
  owner = o.headers;
  ownerId = o.user._id;
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  built.app.inject({ method, url, headers, payload: payload as object });
const page = async (query = '') => {
  const res = await call('GET', `/api/audit?page=1&pageSize=100${query}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: AuditLine[]; total: number };
};
const latest = async (action: string) => (await page(`&action=${action}`)).data[0];

describe('the audit trail', () => {
  it('records who verified a partner, with the value before and after', async () => {
    const [partner] = await built.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.unverified));
    expect((await call('PUT', `/api/admin/update/${partner!._id}`, admin, { verified: true })).statusCode).toBe(200);
    expect(await latest('partner.verify')).toMatchObject({
      actorId: adminId,
      actorName: 'Amina Admin',
      actorRole: 'admin',
      targetType: 'user',
      targetId: partner!._id,
      targetLabel: `${partner!.name} <${partner!.email}>`,
      before: { verified: false },
      after: { verified: true },
    });
  });

  it('records an e-mail change', async () => {
    const [partner] = await built.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.services));
    expect((await call('PUT', `/api/admin/updateEmail/${partner!._id}`, admin, { newEmail: 'fix@demo.ma' })).statusCode).toBe(200);
    expect(await latest('user.email')).toMatchObject({
      actorId: adminId,
      targetId: partner!._id,
      before: { email: DEMO_ACCOUNTS.services },
      after: { email: 'fix@demo.ma' },
    });
  });

  it('records an owner’s order decision, and nothing for a refused move', async () => {
    const [business] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, ownerId));
    const [order] = await built.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.businessId, business!._id))
      .then((rows) => rows.filter((o) => o.statusOrders === 'new' && o.type_order === 'order'));
    const before = (await page()).total;
    expect(
      (await call('PUT', `/api/orders/restaurant/updatestatue/${order!._id}`, owner, { status: 'succes' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await page()).total).toBe(before);
    expect((await call('PUT', `/api/orders/restaurant/updatestatue/${order!._id}`, owner, { status: 'waiting' })).statusCode).toBe(200);
    expect(await latest('order.status')).toMatchObject({
      actorId: ownerId,
      actorRole: 'restaurant_owner',
      targetType: 'order',
      targetId: order!._id,
      targetLabel: `#${order!.commandNumber}`,
      before: { status: 'new' },
      after: { status: 'waiting' },
    });
  });

  it('records a visibility toggle, and nothing for a settings change', async () => {
    const [business] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, ownerId));
    const before = (await page()).total;
    expect((await call('PUT', `/api/restaurant/update/${business!._id}`, owner, { description: 'Tajines du soir' })).statusCode).toBe(200);
    expect((await page()).total).toBe(before);
    expect((await call('PUT', `/api/restaurant/update/${business!._id}`, admin, { visible: false })).statusCode).toBe(200);
    expect(await latest('business.visibility')).toMatchObject({
      actorId: adminId,
      targetId: business!._id,
      targetLabel: business!.name,
      before: { visible: true },
      after: { visible: false },
    });
  });

  it('records an Easy Market deletion with what was deleted', async () => {
    const [product] = await built.ctx.db.select().from(emProducts);
    expect((await call('DELETE', `/api/easyMarket/product/delete/${product!._id}`, admin)).statusCode).toBe(200);
    const line = await latest('easyMarket.delete');
    expect(line).toMatchObject({ actorId: adminId, targetType: 'easyMarket.product', targetId: product!._id, targetLabel: product!.name });
    expect((line!.before as { name: string }).name).toBe(product!.name);
  });

  it('records a rider payment with its amount', async () => {
    const [rider] = await built.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.rider));
    const res = await call('GET', `/api/data/journal/confirm/${rider!._id}`, admin);
    expect(res.statusCode).toBe(200);
    const line = await latest('rider.payment');
    expect(line).toMatchObject({
      actorId: adminId,
      targetType: 'rider',
      targetLabel: `${rider!.name} <${rider!.email}>`,
      after: { paymentId: res.json().payment._id, amount: res.json().payment.amount, orders: res.json().settledOrders },
    });
  });

  it('records a reset link an admin sends, naming the partner', async () => {
    const [partner] = await built.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.store));
    expect((await call('POST', `/api/admin/resetPassword/${partner!._id}`, admin)).statusCode).toBe(200);
    expect(await latest('partner.resetLink')).toMatchObject({
      actorId: adminId,
      targetType: 'user',
      targetId: partner!._id,
      targetLabel: `${partner!.name} <${partner!.email}>`,
    });
  });

  it('records Easy Market creations and edits (only the fields that changed), keeping the name of the time', async () => {
    const drinks = { description: 'Eaux et jus', image: '/demo/grocery.svg' };
    const mainCategory = await call('POST', '/api/easyMarket/category/add/mainCat', admin, { ...drinks, name: 'Boissons' });
    expect(mainCategory.statusCode).toBe(201);
    const id = mainCategory.json()._id as string;
    expect(await latest('easyMarket.create')).toMatchObject({
      targetType: 'easyMarket.mainCategory',
      targetId: id,
      targetLabel: 'Boissons',
      before: null,
      after: { ...drinks, name: 'Boissons' },
    });
    const edit = await call('PUT', `/api/easyMarket/category/update/mainCat/${id}`, admin, { ...drinks, name: 'Boissons fraîches' });
    expect(edit.statusCode).toBe(200);
    const edited = await latest('easyMarket.update');
    expect(edited).toMatchObject({
      targetId: id,
      targetLabel: 'Boissons fraîches',
      before: { name: 'Boissons' },
      after: { name: 'Boissons fraîches' },
    });
    expect(Object.keys(edited!.after as object)).toEqual(['name']);
    // The first line keeps the name it had: history is not rewritten by a rename.
    const lines = await page(`&target=${id}`);
    expect(lines.data.map((l) => [l.action, l.targetLabel])).toEqual([
      ['easyMarket.update', 'Boissons fraîches'],
      ['easyMarket.create', 'Boissons'],
    ]);
    // An edit that changes nothing, or a refused one, writes nothing.
    const total = (await page()).total;
    expect(
      (await call('PUT', `/api/easyMarket/category/update/mainCat/${id}`, admin, { ...drinks, name: 'Boissons fraîches' })).statusCode,
    ).toBe(200);
    expect((await call('PUT', `/api/easyMarket/category/update/mainCat/${id}`, admin, { name: '' })).statusCode).toBe(400);
    expect((await page()).total).toBe(total);
  });

  it('records a pause, a resume and a change of closures, naming the business', async () => {
    const [business] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, ownerId));
    expect((await call('PUT', `/api/restaurant/pause/${business!._id}`, owner, { minutes: 30 })).statusCode).toBe(200);
    const paused = await latest('business.pause');
    expect(paused).toMatchObject({ actorId: ownerId, targetType: 'restaurant', targetId: business!._id, targetLabel: business!.name });
    expect((paused!.after as { pausedUntil: string | null }).pausedUntil).not.toBeNull();
    expect((await call('DELETE', `/api/restaurant/pause/${business!._id}`, owner)).statusCode).toBe(200);
    expect(await latest('business.resume')).toMatchObject({
      targetId: business!._id,
      after: { pausedUntil: null, pausedIndefinitely: false },
    });
    const closures = [{ from: '2030-01-01', to: '2030-01-03', note: 'Inventaire' }];
    expect((await call('PUT', `/api/restaurant/update/${business!._id}`, owner, { closures })).statusCode).toBe(200);
    expect(await latest('business.closures')).toMatchObject({ targetId: business!._id, after: { closures } });
  });

  it('filters by kind of target and by one target', async () => {
    const products = await page('&targetType=easyMarket.product');
    expect(products.total).toBeGreaterThan(0);
    expect(products.data.every((l) => l.targetType === 'easyMarket.product')).toBe(true);
    const [business] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, ownerId));
    const ofBusiness = await page(`&target=${business!._id}`);
    expect(ofBusiness.total).toBeGreaterThanOrEqual(4);
    expect(ofBusiness.data.every((l) => l.targetId === business!._id)).toBe(true);
  });

  it('pages on the server, newest first, filters by actor and by action, and says its total', async () => {
    const all = await page();
    expect(all.total).toBeGreaterThanOrEqual(6);
    const first = (await call('GET', '/api/audit?page=1&pageSize=2', admin)).json() as { data: AuditLine[]; total: number };
    const second = (await call('GET', '/api/audit?page=2&pageSize=2', admin)).json() as { data: AuditLine[]; total: number };
    expect(first.total).toBe(all.total);
    expect(first.data.map((l) => l._id)).toEqual(all.data.slice(0, 2).map((l) => l._id));
    expect(second.data.map((l) => l._id)).toEqual(all.data.slice(2, 4).map((l) => l._id));
    expect(first.data[0]!.at >= first.data[1]!.at).toBe(true);
    const byOwner = await page(`&actor=${ownerId}`);
    expect(byOwner.total).toBeGreaterThan(0);
    expect(byOwner.data.every((l) => l.actorId === ownerId)).toBe(true);
    const verifications = await page('&action=partner.verify');
    expect(verifications.data.every((l) => l.action === 'partner.verify')).toBe(true);
    expect(verifications.total).toBe(1);
  });

  it('refuses bad filters with 400, and everyone but admins', async () => {
    expect((await call('GET', '/api/audit?action=drop', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/audit?actor=me', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/audit?targetType=table', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/audit?target=1%20or%201=1', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/audit?page=0', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/audit', owner)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit', {})).statusCode).toBe(401);
  });

  it('is append-only: the database refuses to change or remove a line', async () => {
    await expect(built.ctx.db.update(auditLog).set({ actorName: 'someone else' })).rejects.toThrow();
    await expect(built.ctx.db.delete(auditLog)).rejects.toThrow();
    expect((await page()).data.some((l) => l.actorName === 'someone else')).toBe(false);
  });
});
