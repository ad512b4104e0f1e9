import { centimes } from '../../src/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { pushSubscriptions, serverSettings } from '../../server/db/schema';
import { vapidKeys } from '../../server/push/keys';
import { pushIn } from '../../src/i18n/pushes';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';
import { deviceKeys } from './push/webPushCrypto';

const APP_START_MS = 180_000;
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let built: BuiltApp;
beforeAll(async () => {
  built = await createTestApp();
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
});

const subscription = (device: string) => ({
  endpoint: `https://push.example.test/send/${device}`,
  expirationTime: null,
  keys: deviceKeys().json,
});
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  built.app.inject({ method, url: `/api/push${url}`, headers, payload: payload as never });

describe('Web Push keys', () => {
  it('generates the VAPID pair once, keeps it in the database and answers only its public half', async () => {
    const { headers } = await loginAs(built, DEMO_ACCOUNTS.restaurant);
    const first = await call('GET', '/key', headers);
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [row] = await built.ctx.db.select().from(serverSettings).where(eq(serverSettings.key, 'vapid_keys'));
    const stored = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(publicKey);
    expect(first.body).not.toContain(stored.privateKey);
    expect((await call('GET', '/key', headers)).json()).toEqual({ publicKey });
  });

  it('takes VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY over the stored pair, and refuses one without the other', async () => {
    const other = await createTestApp({
      seed: false,
      vapid: { publicKey: 'BOverride', privateKey: 'secret', subject: 'mailto:ops@example.ma' },
    });
    try {
      expect(await vapidKeys(other.ctx)).toEqual({ publicKey: 'BOverride', privateKey: 'secret', subject: 'mailto:ops@example.ma' });
      expect(await other.ctx.db.select().from(serverSettings).where(eq(serverSettings.key, 'vapid_keys'))).toEqual([]);
    } finally {
      await other.app.close();
    }
    await expect(createTestApp({ seed: false, vapid: { publicKey: 'BOnlyHalf' } })).rejects.toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
  });
});

describe('devices', () => {
  it('asks for a login (401), refuses roles that get no orders (403)', async () => {
    expect((await call('GET', '/subscriptions')).statusCode).toBe(401);
    expect((await call('POST', '/subscriptions', {}, subscription('x'))).statusCode).toBe(401);
    const client = await loginAs(built, DEMO_ACCOUNTS.client);
    expect((await call('GET', '/key', client.headers)).statusCode).toBe(403);
    expect((await call('POST', '/subscriptions', client.headers, subscription('x'))).statusCode).toBe(403);
  });

  it('refuses a subscription that is not one (400) and writes nothing', async () => {
    const { headers, user } = await loginAs(built, DEMO_ACCOUNTS.store);
    const good = subscription('bad');
    const bad = [
      {},
      { ...good, endpoint: 'http://push.example.test/plain' },
      { ...good, endpoint: 'https://' + 'a'.repeat(2100) },
      { ...good, keys: { ...good.keys, auth: 'short' } },
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
    ];
    for (const body of bad) expect((await call('POST', '/subscriptions', headers, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await built.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user._id))).toEqual([]);
  });

  it('keeps several devices per person, named by browser, newest first; the same browser again replaces its row', async () => {
    const { headers } = await loginAs(built, DEMO_ACCOUNTS.restaurant);
    const phone = subscription('phone');
    const created = await call('POST', '/subscriptions', { ...headers, 'user-agent': CHROME_ANDROID }, phone);
    expect(created.statusCode).toBe(201);
    expect(created.json().device).toMatchObject({ browser: 'Chrome · Android', endpoint: phone.endpoint });
    expect((await call('POST', '/subscriptions', headers, subscription('laptop'))).statusCode).toBe(201);
    const renewed = await call(
      'POST',
      '/subscriptions',
      { ...headers, 'user-agent': CHROME_ANDROID },
      { ...phone, keys: deviceKeys().json },
    );
    expect(renewed.statusCode).toBe(201);

    const list = await call('GET', '/subscriptions', headers);
    expect(list.statusCode).toBe(200);
    const devices = list.json().data as { _id: string; browser: string; endpoint: string; createdAt: string }[];
    expect(devices.map((d) => d.endpoint)).toEqual([phone.endpoint, subscription('laptop').endpoint]);
    expect(devices[0]!._id).toBe(created.json().device._id);
    expect(JSON.stringify(devices)).not.toMatch(/p256dh|auth/);
  });

  it("removes one's own device (204); another person's is not found (404), an id that is none is 400", async () => {
    const owner = await loginAs(built, DEMO_ACCOUNTS.services);
    const other = await loginAs(built, DEMO_ACCOUNTS.admin);
    const { device } = (await call('POST', '/subscriptions', owner.headers, subscription('services'))).json() as {
      device: { _id: string };
    };
    expect((await call('DELETE', `/subscriptions/${device._id}`, other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', '/subscriptions/not-an-id', owner.headers)).statusCode).toBe(400);
    expect((await call('DELETE', `/subscriptions/${device._id}`, owner.headers)).statusCode).toBe(204);
    expect((await call('DELETE', `/subscriptions/${device._id}`, owner.headers)).statusCode).toBe(404);
    expect((await call('GET', '/subscriptions', owner.headers)).json().data).toEqual([]);
  });
});

describe('what a push says', () => {
  it('"New order #1234", the business, the item count and the total in dh, in the reader\'s language', () => {
    const facts = { number: 1234, business: 'Dar Zitoun', items: 3, total: centimes(12_350) };
    expect(pushIn('en', 'newOrder', facts)).toEqual({ title: 'New order #1234', body: 'Dar Zitoun · 3 items · 123,50\u00a0dh' });
    expect(pushIn('en', 'newOrder', { ...facts, items: 1 }).body).toContain('1 item ·');
    expect(pushIn('fr', 'newOrder', facts)).toEqual({
      title: 'Nouvelle commande n° 1234',
      body: 'Dar Zitoun · 3 articles · 123,50\u00a0dh',
    });
    expect(pushIn('ar', 'newOrder', facts)).toEqual({ title: 'طلب جديد رقم 1234', body: 'Dar Zitoun · 3 منتجات · 123,50\u00a0د.م.' });
    expect(pushIn('ar', 'newOrder', { ...facts, items: 2 }).body).toContain('منتجان');
    expect(pushIn('en', 'orderWaiting', facts).title).toBe('Order #1234 is still waiting');
  });
});
