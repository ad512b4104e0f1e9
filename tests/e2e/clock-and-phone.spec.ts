import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession as session, demoRestaurant as restaurant, login, openAroundTheClock, resize, shot } from './helpers';

type Json = Record<string, any>;
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(180_000);

async function placeOrder(request: APIRequestContext, businessId: string, itemId: string) {
  const client = await session(request, 'client@demo.ma');
  const res = await request.post('/api/client/orders', {
    headers: client.headers,
    data: { type: 'restaurant', businessId, lines: [{ productId: itemId, quantity: 1 }], numberPhone: '0611223344' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).order as { commandNumber: number; createdAt: string };
}

const hhmm = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** Signs in through the API and opens the app in a language, as a phone would after its own login. */
async function openAs(page: Page, token: string, lang: 'en' | 'fr' | 'ar', path: string) {
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await page.goto(path);
}

/** Clicks a day (YYYY-MM-DD) in the open single-month picker, turning its months forward to reach it. */
async function pickDay(page: Page, day: string) {
  const panel = page.locator('.ant-picker-dropdown:visible');
  const cell = panel.locator(`td[title="${day}"]`);
  for (let i = 0; i < 3 && (await cell.count()) === 0; i++) await panel.locator('.ant-picker-header-next-btn').click();
  await cell.click();
  await expect(panel).toBeHidden();
}

test.describe('one clock, and a phone in Arabic', () => {
  test.beforeAll(async ({ request }) => {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant');
  });
  test.afterAll(async ({ request }) => {
    const { owner, businessId } = await restaurant(request);
    await request.delete(`/api/restaurant/pause/${businessId}`, { headers: owner.headers });
    await request.patch('/api/auth/data', { headers: owner.headers, data: { timeZone: 'UTC', language: 'en' } });
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant', false);
  });

  test("the account's clock moves an order's time on the desk and on the kitchen ticket", async ({ page, request }) => {
    const shop = await restaurant(request);
    await request.patch('/api/auth/data', { headers: shop.owner.headers, data: { timeZone: 'UTC' } });
    const placed = await placeOrder(request, shop.businessId, shop.itemId);
    const utc = hhmm(placed.createdAt, 'UTC');
    const morocco = hhmm(placed.createdAt, 'Africa/Casablanca');

    await login(page, 'resto@demo.ma');
    await expect(page.getByTestId('header-user')).toHaveText('Youssef Benali');
    await page.goto('/orders/now');
    const newOrders = page.locator('.ant-card', { hasText: 'New orders' });
    const row = newOrders.locator(`tr[data-order="${placed.commandNumber}"]`);
    await expect(newOrders.getByRole('columnheader', { name: 'Time (UTC)' })).toBeVisible();
    await expect(row.getByRole('cell', { name: utc, exact: true })).toBeVisible();

    // The account screen, reached from the name in the top bar, keeps Morocco time on the account.
    await page.getByTestId('header-user').click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByTestId('clock-morocco').click();
    await expect(page.getByText('Times are now shown in Morocco time.')).toBeVisible();
    const stored = await (await request.get('/api/auth/data', { headers: shop.owner.headers })).json();
    expect(stored.user.timeZone).toBe('Africa/Casablanca');
    await shot(page, 'clock-profile-desktop');

    await page.goto('/orders/now');
    await expect(newOrders.getByRole('columnheader', { name: 'Time (Morocco time)' })).toBeVisible();
    await expect(row.getByRole('cell', { name: morocco, exact: true })).toBeVisible();

    await page.addInitScript(() => (window.print = () => undefined));
    await row.getByRole('button', { name: `Open order #${placed.commandNumber}` }).click();
    await expect(page.getByTestId('order-created')).toContainText(morocco);
    await page.getByRole('button', { name: `Print the kitchen ticket of order #${placed.commandNumber}` }).click();
    await page.emulateMedia({ media: 'print' });
    const ticket = page.getByRole('article', { name: `Kitchen ticket of order #${placed.commandNumber}` });
    await expect(ticket.getByTestId('ticket-time')).toHaveText(`${morocco} Morocco time`);
    await page.emulateMedia({ media: 'screen' });
  });

  test('at 360 px in Arabic while paused: the header fits, each control answers, order actions are finger-sized', async ({
    page,
    request,
  }) => {
    const shop = await restaurant(request);
    await request.patch('/api/auth/data', { headers: shop.owner.headers, data: { timeZone: 'UTC' } });
    const placed = await placeOrder(request, shop.businessId, shop.itemId);
    expect(
      (await request.put(`/api/restaurant/pause/${shop.businessId}`, { headers: shop.owner.headers, data: { minutes: 60 } })).ok(),
    ).toBe(true);

    await page.setViewportSize({ width: 360, height: 780 });
    await openAs(page, shop.owner.token, 'ar', '/orders/now');
    const header = page.getByTestId('app-header');
    const status = page.getByTestId('pause-control').getByRole('status');
    await expect(status).toHaveText(/^متوقف حتى \d\d:\d\d$/);
    await resize(page, 360, 780);

    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const box = (await header.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const controls = header.locator('button, a, select');
    const count = await controls.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < count; i++) {
      const control = controls.nth(i);
      const b = (await control.boundingBox())!;
      expect(b.x, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(360);
      // Visible, enabled and the topmost element at its centre: a click would land on it.
      await control.click({ trial: true });
    }
    // The owner's name is ellipsised, never cut to a letter.
    expect((await page.getByTestId('header-user').boundingBox())!.width).toBeGreaterThan(60);
    await shot(page, 'phone-360-ar-paused-header');

    const row = page.locator(`tr[data-order="${placed.commandNumber}"]`);
    for (const button of [row.getByTestId('order-confirm'), row.getByTestId('order-refuse')]) {
      const target = (await button.boundingBox())!;
      expect(target.width).toBeGreaterThanOrEqual(44);
      expect(target.height).toBeGreaterThanOrEqual(44);
    }
    // The order number reads "#1234" inside Arabic text.
    await expect(row.locator('bdi').first()).toHaveText(`#${placed.commandNumber}`);
    // The time sits under the number on a phone, and the column's title names its clock.
    await expect(row).toContainText(hhmm(placed.createdAt, 'UTC'));
    await expect(page.getByRole('columnheader', { name: /الطلب\s*الساعة \(توقيت UTC\)/ }).first()).toBeVisible();

    await page.getByRole('button', { name: 'استئناف' }).click();
    await expect(page.getByTestId('pause-control')).toHaveAttribute('data-paused', 'false');
    await shot(page, 'phone-360-ar-open-header');
  });

  test('the closure picker on a phone: one month at a time, first then last day', async ({ page, request }) => {
    const shop = await restaurant(request);
    await page.setViewportSize({ width: 360, height: 780 });
    await openAs(page, shop.owner.token, 'en', '/manage/shedule');
    const closures = page.locator('.ant-card', { hasText: 'Exceptional closures' });
    await expect(closures.getByTestId('closure-days-phone')).toBeVisible();
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        new Date(Date.now() + offset * 86_400_000),
      );
    const shown = (iso: string) => iso.split('-').reverse().join('/');
    const [first, last] = [day(40), day(42)];

    await closures.getByPlaceholder('First day').click();
    const panel = page.locator('.ant-picker-dropdown:visible');
    await expect(panel.locator('.ant-picker-date-panel')).toHaveCount(1);
    const popup = (await panel.boundingBox())!;
    expect(popup.x).toBeGreaterThanOrEqual(0);
    expect(popup.x + popup.width).toBeLessThanOrEqual(360);
    await shot(page, 'phone-360-closure-picker');
    await pickDay(page, first);
    await closures.getByPlaceholder('Last day').click();
    await pickDay(page, last);
    await closures.getByLabel('Note (optional)').fill('Inventory');
    await closures.getByRole('button', { name: 'Add closure' }).click();
    await expect(closures.getByText(`${shown(first)} to ${shown(last)}`)).toBeVisible();
    const business = await (await request.get(`/api/restaurant/getByOwner/${shop.owner.user._id}`, { headers: shop.owner.headers })).json();
    expect(business.closures).toContainEqual({ from: first, to: last, note: 'Inventory' });
    await request.put(`/api/restaurant/update/${shop.businessId}`, {
      headers: shop.owner.headers,
      data: { closures: (business.closures as Json[]).filter((c) => c.from !== first) },
    });
  });
});
