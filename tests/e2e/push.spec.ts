import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { DEMO_PASSWORD, login, openAroundTheClock, resize, setAccountLanguage, shot } from './helpers';
import { workerOrigin as origin } from './servers';

/**
 * The installable app and its phone notifications, in a Chromium profile on disk (an incognito
 * context is never installable and refuses push). Chromium headless cannot reach its push service (Google's
 * FCM) from here, so `pushManager.subscribe` is answered by a stand-in that returns a subscription with real
 * P-256 keys made in the page; everything after it (the permission, the server's storage, the list, the
 * worker showing a push and opening the order) is the real code.
 */
let profile: string;
let context: BrowserContext;

test.beforeAll(async () => {
  profile = mkdtempSync(path.join(tmpdir(), 'oujda-pwa-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    // The other specs block the worker (playwright.config.ts); this one is about it.
    serviceWorkers: 'allow',
  });
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(() => {
    // The stand-in for Chromium's push service registration (FCM), with keys the browser really makes.
    let current: PushSubscription | null = null;
    const b64 = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const p256dh = b64(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = b64(crypto.getRandomValues(new Uint8Array(16)));
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: options?.applicationServerKey, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      current = subscription;
      return subscription;
    };
  });
});
test.afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

const workerReady = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);

test('the manifest and the service worker register, and Chromium finds the app installable', async () => {
  const page = await context.newPage();
  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestUrl!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', short_name: 'Oujda Partner', theme_color: '#0b57c2' });
  expect((manifest.icons as { sizes: string; purpose: string }[]).map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  expect(await workerReady(page)).toBe(`${origin}/sw.js`);
  const cdp = await context.newCDPSession(page);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  await page.close();
});

test('"Notify me on this device" asks on the click, stores the subscription, and lists the device, removable', async () => {
  const page = await context.newPage();
  await context.clearCookies();
  await login(page, 'store@demo.ma');
  await expect(page).toHaveURL(/\/dashboard|\/$/);
  await workerReady(page);
  await page.getByRole('button', { name: 'Notifications' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const toggle = panel.getByRole('switch', { name: 'Notify me on this device' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('This device will be notified of new orders.')).toBeVisible();
  await expect(toggle).toBeChecked();

  // Stored on the server for this account.
  const token = await page.evaluate(() => document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1]);
  const stored = await page.request.get('/api/push/subscriptions', { headers: { authorization: `Bearer ${token}` } });
  const devices = ((await stored.json()) as { data: { browser: string; endpoint: string }[] }).data;
  expect(devices, JSON.stringify(devices)).toHaveLength(1);
  const browser = devices[0]!.browser;
  expect(browser).toMatch(/^Chrome · (Linux|Windows)$/);

  await panel.getByRole('button', { name: 'Devices notified' }).click();
  const list = page.getByRole('dialog', { name: 'Devices notified' });
  await expect(list.getByText(browser)).toBeVisible();
  await expect(list.getByText('This device')).toBeVisible();
  await shot(page, 'push-devices-en');
  await list.getByRole('button', { name: `Remove ${browser}` }).click();
  await expect(list.getByText('No device is notified yet.')).toBeVisible();
  const after = await page.request.get('/api/push/subscriptions', { headers: { authorization: `Bearer ${token}` } });
  expect(((await after.json()) as { data: unknown[] }).data).toEqual([]);
  await page.close();
});

test('a push delivered to the service worker shows a notification whose click opens the order on its desk', async ({ request }) => {
  const businessId = await openAroundTheClock(request, 'resto@demo.ma', 'restaurant');
  try {
    const owner = await tokenOf(request, 'resto@demo.ma');
    const history = (await (await request.get(`/api/orders/restaurant/${businessId}?status=succes`, { headers: owner })).json()) as {
      orders: { orders: { product: { _id: { _id: string; name: string } } }[] }[];
    };
    const productId = history.orders.flatMap((o) => o.orders).find((l) => l.product._id.name === 'Mint tea')!.product._id._id;
    const placed = await request.post('/api/client/orders', {
      headers: await tokenOf(request, 'client@demo.ma'),
      data: { type: 'restaurant', businessId, lines: [{ productId, quantity: 2 }], numberPhone: '0611223344' },
    });
    expect(placed.status()).toBe(201);
    const order = ((await placed.json()) as { order: { _id: string; commandNumber: number } }).order;

    const page = await context.newPage();
    await context.clearCookies();
    await login(page, 'resto@demo.ma');
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await workerReady(page);
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    // What server/push/send.ts sends for this order (the server tests read the real one off the wire).
    const message = {
      title: `New order #${order.commandNumber}`,
      body: 'Dar Zitoun · 2 items',
      url: `/orders/now?order=${order._id}`,
      tag: `order-${order._id}`,
    };
    // Delivered again if the worker was still starting when the first one came (same tag: one notification).
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(message) });
      await expect
        .poll(
          () =>
            page.evaluate(async () =>
              (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title} | ${n.body}`),
            ),
          { timeout: 5_000 },
        )
        .toEqual([`${message.title} | ${message.body}`]);
    }).toPass({ timeout: 45_000 });

    // Away from the desk, then the click: the worker's notificationclick brings this window to the order.
    await page.goto('/faqs');
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      type Scope = EventTarget & { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: object) => Event };
      const scope = self as unknown as Scope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(new RegExp(`/orders/now\\?order=${order._id}$`));
    await expect(page.locator(`tr[data-order="${order.commandNumber}"]`).first()).toBeVisible();
    await page.close();
  } finally {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant', false);
  }
});

test('the notifications menu and the device list, on a desk and on a phone, in English and Arabic', async ({ request }) => {
  const page = await context.newPage();
  try {
    for (const language of ['en', 'ar'] as const) {
      await setAccountLanguage(request, 'services@demo.ma', language);
      await page.context().clearCookies();
      await login(page, 'services@demo.ma');
      await expect(page).toHaveURL(/\/dashboard$/);
      await workerReady(page);
      const menuName = language === 'en' ? 'Notifications' : 'الإشعارات';
      for (const [width, name] of [
        [1280, 'desktop'],
        [390, 'phone'],
      ] as const) {
        await resize(page, width, 800);
        await page.getByRole('button', { name: menuName }).click();
        const panel = page.getByRole('dialog', { name: menuName });
        await expect(panel.getByRole('switch')).toBeVisible();
        await shot(page, `push-menu-${language}-${name}`);
        await panel.getByRole('switch').click();
        await expect(panel.getByRole('switch')).toBeChecked();
        await panel.getByRole('button', { name: language === 'en' ? 'Devices notified' : 'الأجهزة التي تتلقى الإشعارات' }).click();
        await expect(page.getByText(language === 'en' ? 'This device' : 'هذا الجهاز', { exact: true })).toBeVisible();
        await shot(page, `push-devices-${language}-${name}`);
        const list = page.getByRole('dialog', { name: language === 'en' ? 'Devices notified' : 'الأجهزة التي تتلقى الإشعارات' });
        await list.getByRole('button', { name: /Chrome/ }).click();
        await expect(list.getByText(language === 'en' ? 'No device is notified yet.' : 'لا يتلقى أي جهاز الإشعارات بعد.')).toBeVisible();
        await list
          .getByRole('button', { name: language === 'en' ? 'Close' : 'إغلاق', exact: true })
          .last()
          .click();
        await expect(list).toBeHidden();
      }
    }
  } finally {
    await setAccountLanguage(request, 'services@demo.ma', 'en');
    await page.close();
  }
});

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}
