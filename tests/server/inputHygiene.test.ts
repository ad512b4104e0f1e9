import { connect } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../server/app';
import { catalogueCategories, packs, users } from '../../server/db/schema';
import { MSG } from '../../src/domain/messages';
import { toCentimes } from '../../src/domain/money';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';
import { demoTenant } from './tenant';

/**
 * The rules every input meets at the API's edge: money with two decimals exactly, texts without control
 * characters, names that show something, texts stored NFC, category names that only look different
 * refused, unknown fields refused where the schema forbids them, 405 with Allow for a method a path does
 * not answer, and the API's error shape for what the HTTP parser refuses.
 */
type Session = Awaited<ReturnType<typeof loginAs>>;
let built: BuiltApp;
let resto: Session;
let ids: Record<string, string>;

beforeAll(async () => {
  built = await createTestApp();
  resto = await loginAs(built, DEMO_ACCOUNTS.restaurant);
  ids = await demoTenant(built);
}, 180_000);
afterAll(async () => built?.app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, session: Session | null = resto) =>
  built.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload !== undefined && { payload: payload as object }) });
const categoriesOf = (businessId: string) =>
  built.ctx.db.select().from(catalogueCategories).where(eq(catalogueCategories.businessId, businessId));
const packsOf = (businessId: string) => built.ctx.db.select().from(packs).where(eq(packs.business_id, businessId));
const pack = (price: unknown) => ({ name: 'Menu du jour', price, description: 'Entrée, plat, dessert', options: [] });

describe('money', () => {
  it.each([
    ['12.000000001', 12.000000001],
    ['1e-320', 1e-320],
    ['three decimals', 12.555],
    ['three decimals after a comma', '12,555'],
  ])('refuses a price of %s with the price message, writing nothing', async (_label, price) => {
    const before = (await packsOf(ids.resto!)).length;
    const response = await call('POST', `/api/packs/addPack/${ids.resto}`, pack(price));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MSG.priceInvalid, code: 'priceInvalid' });
    expect((await packsOf(ids.resto!)).length).toBe(before);
  });

  it('takes "65,50" as the message says, and stores 6550 centimes', async () => {
    const response = await call('POST', `/api/packs/addPack/${ids.resto}`, { ...pack('65,50'), name: 'Pack virgule' });
    expect(response.statusCode).toBe(201);
    const [stored] = (await packsOf(ids.resto!)).filter((p) => p.name === 'Pack virgule');
    expect(stored!.price).toBe(toCentimes(65.5));
  });
});

describe('text', () => {
  it.each([
    ['a control character', 'Boissons\u0007', SERVER_MSG.textHasControl, 'textHasControl'],
    ['an escape sequence', '\u001b[31mRouge', SERVER_MSG.textHasControl, 'textHasControl'],
    ['zero-width spaces only', '\u200b\u200b\u200b', SERVER_MSG.nameInvisible, 'nameInvisible'],
    ['a Hangul filler only', '\u3164', SERVER_MSG.nameInvisible, 'nameInvisible'],
  ])('refuses a category name with %s, writing nothing', async (_label, name, message, code) => {
    const before = (await categoriesOf(ids.resto!)).length;
    const response = await call('POST', '/api/menu/addCategory', { name, restaurant_id: ids.resto });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code, errors: { name: message } });
    expect((await categoriesOf(ids.resto!)).length).toBe(before);
  });

  it('stores a name NFC whichever way its accents were typed, and refuses one that only looks different', async () => {
    const created = await call('POST', '/api/menu/addCategory', { name: 'Cafe\u0301s glace\u0301s', restaurant_id: ids.resto });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe('Cafés glacés');
    const [stored] = await built.ctx.db
      .select()
      .from(catalogueCategories)
      .where(and(eq(catalogueCategories.businessId, ids.resto!), eq(catalogueCategories.name, 'Cafés glacés')));
    expect(stored?.name).toHaveLength('Cafés glacés'.length);
    // A Cyrillic "а", a zero-width space, another case: the same name to a reader.
    for (const lookalike of ['C\u0430fés glacés', 'Cafés\u200b glacés', 'CAFÉS GLACÉS']) {
      const again = await call('POST', '/api/menu/addCategory', { name: lookalike, restaurant_id: ids.resto });
      expect(again.statusCode, lookalike).toBe(409);
      expect(again.json().message).toBe(MSG.categoryNameTaken);
    }
  });
});

describe('unknown fields and methods', () => {
  it('PATCH /api/auth/data refuses a field its schema does not list, and changes nothing', async () => {
    const before = (await built.ctx.db.select({ language: users.language }).from(users).where(eq(users._id, resto.user._id)))[0]!;
    const response = await call('PATCH', '/api/auth/data', { language: before.language === 'fr' ? 'ar' : 'fr', role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidRequest', message: "The request body has an unknown field 'role'" });
    const after = (
      await built.ctx.db.select({ language: users.language, role: users.role }).from(users).where(eq(users._id, resto.user._id))
    )[0]!;
    expect(after).toEqual({ language: before.language, role: 'restaurant_owner' });
  });

  it('answers 405 with Allow for a method a path does not answer, 404 for a path nobody answers', async () => {
    const response = await call('DELETE', '/api/auth/data');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, PATCH');
    expect(response.json()).toMatchObject({ statusCode: 405, message: SERVER_MSG.methodNotAllowed, code: 'methodNotAllowed' });
    const withParams = await call('POST', `/api/menu/delete/${ids.restoItem}`);
    expect(withParams.statusCode).toBe(405);
    expect(withParams.headers.allow).toBe('DELETE');
    const nowhere = await call('GET', '/api/no/such/thing');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.headers.allow).toBeUndefined();
  });

  it.each([
    ['JSON announced, no body', { 'content-type': 'application/json' }, undefined],
    ['malformed JSON', { 'content-type': 'application/json' }, '{"status":'],
    ['a content type nobody parses', { 'content-type': 'text/xml' }, '<status/>'],
    ['a broken multipart body', { 'content-type': 'multipart/form-data; boundary=x' }, 'not multipart'],
    ['a body over the limit', { 'content-type': 'application/json' }, JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) })],
  ])('answers 405 with Allow whatever the body of a method a path does not answer: %s', async (_label, headers, payload) => {
    const response = await built.app.inject({ method: 'DELETE', url: '/api/health', headers, ...(payload !== undefined && { payload }) });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toMatchObject({ statusCode: 405, code: 'methodNotAllowed' });
  });
});

describe('what the HTTP parser refuses', () => {
  /** Sends raw bytes to a listening node and reads the whole answer. */
  async function raw(request: string): Promise<{ status: number; body: unknown }> {
    const address = built.app.server.address() as { port: number };
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () => socket.end(request));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body] = text.split('\r\n\r\n');
    return { status: Number(head!.split(' ')[1]), body: JSON.parse(body!) };
  }

  beforeAll(async () => {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('an over-long address or header answers 431 in the API shape', async () => {
    const longUrl = await raw(`GET /api/health?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(longUrl).toEqual({ status: 431, body: { statusCode: 431, message: SERVER_MSG.headersTooLarge, code: 'headersTooLarge' } });
    const longHeader = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Long: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(longHeader.status).toBe(431);
    expect(longHeader.body).toMatchObject({ code: 'headersTooLarge' });
  });

  it('a malformed request answers 400 in the API shape', async () => {
    const malformed = await raw('GET /api/health HTTP/1.1\r\nHost localhost\r\n\r\n');
    expect(malformed).toEqual({ status: 400, body: { statusCode: 400, message: SERVER_MSG.invalidRequest, code: 'invalidRequest' } });
  });
});
