import { expect as baseExpect, test, type APIRequestContext, type Page, type WebSocketRoute } from '@playwright/test';
import { io } from 'socket.io-client';
import { formatMoney, toCentimes } from '../../src/domain/money';
import { DEMO_PASSWORD, login, openAroundTheClock, roomJoined, shot } from './helpers';

type Json = Record<string, any>;
// The machine is shared: give slow first loads room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(120_000);

async function token(request: APIRequestContext, email: string): Promise<{ token: string; user: Json }> {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return res.json();
}
const auth = (t: string) => ({ authorization: `Bearer ${t}` });

/** The demo business of an owner and a product of it that can be ordered (visible, not sold out, no options). */
async function ownerShop(request: APIRequestContext, email: string, type: 'restaurant' | 'store', productName: string) {
  const owner = await token(request, email);
  const business = await (await request.get(`/api/${type}/getByOwner/${owner.user._id}`, { headers: auth(owner.token) })).json();
  const history = await (await request.get(`/api/orders/${type}/${business._id}?status=succes`, { headers: auth(owner.token) })).json();
  const line = history.orders.flatMap((o: Json) => o.orders).find((l: Json) => l.product._id.name === productName);
  return { businessId: business._id as string, productId: line.product._id._id as string };
}

async function placeOrder(request: APIRequestContext, body: Json): Promise<Json> {
  const client = await token(request, 'client@demo.ma');
  const res = await request.post('/api/client/orders', { headers: auth(client.token), data: { numberPhone: '0611223344', ...body } });
  expect(res.status()).toBe(201);
  return (await res.json()).order;
}

const newTable = (page: Page) => page.locator('.ant-card', { hasText: 'New orders' }).locator('table');
const currentTable = (page: Page) => page.locator('.ant-card', { hasText: 'Current orders' }).locator('table');
const row = (scope: ReturnType<typeof newTable>, number: number) => scope.locator(`tr[data-order="${number}"]`);

/** Buttons of the page that something else lies over (checked at their centre). */
async function coveredButtons(buttons: ReturnType<Page['locator']>) {
  return buttons.evaluateAll((els) =>
    els
      .filter((el) => el.getBoundingClientRect().width > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
        const top = document.elementFromPoint(x, y);
        return !!top && !el.contains(top);
      })
      .map((el) => el.textContent || el.getAttribute('aria-label')),
  );
}

test.describe('new-order toasts', () => {
  test.beforeAll(async ({ request }) => {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant');
  });
  test.afterAll(async ({ request }) => {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant', false);
  });
  test('a few at most, the rest counted, over no button; they close once the order is on screen in the list, the ring goes on', async ({
    page,
    request,
  }) => {
    const shop = await ownerShop(request, 'resto@demo.ma', 'restaurant', 'Mint tea');
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    // Toasts come from the restaurant's live room: the orders are placed once this page's connection is in it.
    const listening = roomJoined(page, 'joinRestaurantRoom');
    await page.goto('/orders/done');
    await expect(page.locator('tr.order-row').first()).toBeVisible();
    await listening;

    const orders: Json[] = [];
    for (let i = 0; i < 5; i++)
      orders.push(
        await placeOrder(request, {
          type: 'restaurant',
          businessId: shop.businessId,
          lines: [{ productId: shop.productId, quantity: 1 + i }],
        }),
      );
    const toasts = page.getByTestId('new-order-toast');
    // The newest three, the other two in one line.
    await expect(toasts).toHaveCount(3);
    await expect(toasts.first()).toContainText(`New order #${orders[4]!.commandNumber}`);
    await expect(toasts.first()).toContainText('Total: 60,00 dh');
    await expect(page.getByTestId('new-order-toasts-more')).toContainText('+2 more waiting');
    // The tab says how many wait, for a kitchen looking at another tab.
    await expect(page).toHaveTitle(/^\(\d+\) Oujda Marketplace — Partner back-office$/);
    // Once the list has refreshed after the new orders (its loading veil covers the rows meanwhile).
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    expect(await coveredButtons(page.locator('main button, main a'))).toEqual([]);
    await shot(page, 'orders-toasts-desktop');

    // On a phone: one toast and the count, and the menu button stays free.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toasts).toHaveCount(1);
    await expect(page.getByTestId('new-order-toasts-more')).toContainText('+4 more waiting');
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    expect(await coveredButtons(page.locator('button, a'))).toEqual([]);
    await shot(page, 'orders-toasts-phone');

    // Dismissing one is seeing it.
    await toasts.first().getByRole('button', { name: 'Seen' }).click();
    await expect(page.getByTestId('new-order-toasts-more')).toContainText('+3 more waiting');

    // Their rows on screen in the new orders: the toasts close by themselves, the ring goes on.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    for (const order of orders.slice(0, 4)) await expect(row(newTable(page), order.commandNumber)).toBeVisible();
    await expect(page.getByTestId('new-order-toasts')).toHaveCount(0);
    const beeps = await page.evaluate(() => Number(document.documentElement.dataset.orderBeeps ?? 0));
    await expect
      .poll(() => page.evaluate(() => Number(document.documentElement.dataset.orderBeeps ?? 0)), { timeout: 20_000 })
      .toBeGreaterThan(beeps);
    await page.getByRole('button', { name: 'Stop ringing' }).click();
    await expect(page.getByRole('button', { name: 'Stop ringing' })).toBeHidden();
  });
});

test.describe('orders desk, live', () => {
  // Orders are only taken while open; the suite runs on the real clock, at any hour.
  test.beforeAll(async ({ request }) => {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant');
    await openAroundTheClock(request, 'store@demo.ma', 'store');
  });
  test.afterAll(async ({ request }) => {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant', false);
    await openAroundTheClock(request, 'store@demo.ma', 'store', false);
  });

  test('restaurant owner: a new order rings, shows without reload, is confirmed and moves to current orders', async ({ page, request }) => {
    const shop = await ownerShop(request, 'resto@demo.ma', 'restaurant', 'Chicken tagine with olives');
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    const listening = roomJoined(page, 'joinRestaurantRoom');
    await page.goto('/orders/now');
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await expect(newTable(page).locator('tr.order-row').first()).toBeVisible();
    await listening;
    const titleBefore = await page.title();

    const order = await placeOrder(request, {
      type: 'restaurant',
      businessId: shop.businessId,
      lines: [{ productId: shop.productId, quantity: 2 }],
    });
    const toast = page.getByTestId('new-order-toast').filter({ hasText: `New order #${order.commandNumber}` });
    await expect(row(newTable(page), order.commandNumber)).toBeVisible();
    await expect.poll(() => page.evaluate(() => Number(document.documentElement.dataset.orderBeeps ?? 0))).toBeGreaterThan(0);
    await expect.poll(() => page.title()).toMatch(/^\(\d+\) /);
    expect(await page.title()).not.toBe(titleBefore);
    // Its row is on screen: the toast is not needed, the ring goes on until the order is seen.
    await expect(toast).toBeHidden();
    const stopRinging = page.getByRole('button', { name: 'Stop ringing' });
    await expect(stopRinging).toBeVisible();
    await shot(page, 'orders-owner-new-desktop');

    // Opening it marks it seen: the ring stops.
    await row(newTable(page), order.commandNumber)
      .getByRole('button', { name: `Open order #${order.commandNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Order #${order.commandNumber}` });
    await expect(dialog).toContainText('Chicken tagine with olives');
    await expect(dialog).toContainText('+212 611-223344');
    await expect(dialog).toContainText('55,00 dh');
    await expect(dialog).toContainText('110,00 dh');
    await expect(dialog).toContainText('10,00 dh');
    await expect(dialog).toContainText('120,00 dh');
    await shot(page, 'orders-owner-detail-desktop');
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(stopRinging).toBeHidden();

    await row(newTable(page), order.commandNumber).getByRole('button', { name: 'Confirm' }).click();
    // Accepting asks for the preparation time, the usual one chosen first.
    const accept = page.getByRole('dialog', { name: `Accept order #${order.commandNumber}` });
    await expect(accept.getByRole('radio', { name: '20 min' })).toBeChecked();
    await accept.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('The order has been successfully updated.')).toBeVisible();
    await expect(row(newTable(page), order.commandNumber)).toHaveCount(0);
    const moved = row(currentTable(page), order.commandNumber);
    await expect(moved).toBeVisible();
    await moved.getByRole('button', { name: /Status Waiting for a rider/ }).click();
    await expect(page.getByText('please await our rider to be free!')).toBeVisible();
    await shot(page, 'orders-owner-current-desktop');

    await moved.getByRole('button', { name: /Status Waiting for a rider/ }).click();
    await expect(page.getByText('please await our rider to be free!')).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await shot(page, 'orders-owner-phone', true);
  });

  test('store owner on /orders/new refuses an order: it leaves with "refused." and is in the history', async ({ page, request }) => {
    const shop = await ownerShop(request, 'store@demo.ma', 'store', 'Couscous 1 kg');
    await login(page, 'store@demo.ma');
    await expect(page.getByText('Khadija El Idrissi')).toBeVisible();
    await page.goto('/orders/new');
    await expect(newTable(page).locator('tr.order-row').first()).toBeVisible();
    const order = await placeOrder(request, {
      type: 'store',
      businessId: shop.businessId,
      lines: [{ productId: shop.productId, quantity: 1 }],
    });
    const target = row(newTable(page), order.commandNumber);
    await expect(target).toContainText('26,00 dh');
    await target.getByRole('button', { name: 'Refuse' }).click();
    // Refusing asks why; the dialog takes focus on its first reason.
    const refuse = page.getByRole('dialog', { name: `Refuse order #${order.commandNumber}` });
    await expect(refuse.getByRole('radio', { name: 'An item is unavailable' })).toBeFocused();
    await refuse.getByRole('radio', { name: 'Too busy right now' }).check();
    await refuse.getByRole('button', { name: 'Refuse order' }).click();
    await expect(page.getByText('Order refused.', { exact: true })).toBeVisible();
    await expect(target).toHaveCount(0);
    await page.goto('/orders/done');
    await expect(page.locator(`tr[data-order="${order.commandNumber}"]`).getByText('Refused', { exact: true })).toBeVisible();
  });

  test('admin on grocery orders: newOrdeAdmin toast, row appears, confirmed in place', async ({ page, request }) => {
    const admin = await token(request, 'admin@demo.ma');
    const groceries = await (await request.get('/api/easyMarket/orders/getALL/new', { headers: auth(admin.token) })).json();
    const productId = groceries[0].orders[0].product._id as string;
    await login(page, 'admin@demo.ma');
    await expect(page.getByText('Amina Admin')).toBeVisible();
    await page.goto('/orders/grocery/new');
    await expect(page.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('tr.order-row').first()).toBeVisible();

    const order = await placeOrder(request, { type: 'grocery', lines: [{ productId, quantity: 2 }] });
    const target = page.locator(`tr[data-order="${order.commandNumber}"]`);
    await expect(target).toBeVisible();
    await expect(target).toContainText(formatMoney(toCentimes(order.totalPrix)));
    await target.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The order has been successfully updated.')).toBeVisible();
    // Updated in place: the row stays and shows its new status.
    await expect(target.getByRole('button', { name: /Status Waiting for a rider/ })).toBeVisible();
    await shot(page, 'orders-admin-grocery-desktop');

    await page.getByRole('tab', { name: 'In progress' }).click();
    await expect(page).toHaveURL(/\/orders\/grocery$/);
    await expect(page.locator(`tr[data-order="${order.commandNumber}"]`)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator(`tr[data-order="${order.commandNumber}"]`)).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await shot(page, 'orders-admin-grocery-phone', true);
  });

  test("admin on restaurant orders: the toast, the table and the detail name the order's business", async ({ page, request }) => {
    const shop = await ownerShop(request, 'resto@demo.ma', 'restaurant', 'Chicken tagine with olives');
    await login(page, 'admin@demo.ma');
    await expect(page.getByText('Amina Admin')).toBeVisible();
    // Away from the restaurant orders, so the toast stays (it closes once the order is on screen in a list).
    // The toast comes from the admins' live room: the order is placed once this page's connection is in it.
    const listening = roomJoined(page, 'joinAdminRoom');
    await page.goto('/orders/grocery');
    await expect(page.getByRole('tab', { name: 'In progress' })).toHaveAttribute('aria-selected', 'true');
    await listening;

    const order = await placeOrder(request, {
      type: 'restaurant',
      businessId: shop.businessId,
      lines: [{ productId: shop.productId, quantity: 1 }],
    });
    const toast = page.getByTestId('new-order-toast').filter({ hasText: `New order #${order.commandNumber} for Dar Zitoun` });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'View orders' }).click();
    await expect(page).toHaveURL(/\/orders\/restaurant\/new$/);
    const target = page.locator(`tr[data-order="${order.commandNumber}"]`);
    await expect(target.getByRole('link', { name: 'Dar Zitoun' })).toHaveAttribute('href', `/settings/restaurant/${shop.businessId}`);
    await target.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog', { name: `Order #${order.commandNumber}` });
    await expect(detail.getByRole('link', { name: 'Dar Zitoun' })).toBeVisible();
    await shot(page, 'orders-admin-restaurant-detail-desktop');
    await detail.getByRole('link', { name: 'Dar Zitoun' }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/restaurant/${shop.businessId}$`));

    await page.goto('/orders/restaurant/new');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator(`tr[data-order="${order.commandNumber}"]`).getByRole('link', { name: 'Dar Zitoun' })).toBeVisible();
    await shot(page, 'orders-admin-restaurant-phone', true);
  });

  test('the socket is cut and restored: an order placed meanwhile shows up without reload', async ({ page, request, baseURL }) => {
    const shop = await ownerShop(request, 'resto@demo.ma', 'restaurant', 'Mint tea');
    let cut = false;
    const open = new Set<WebSocketRoute>();
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (cut) return ws.close({ code: 1011, reason: 'cut' });
      open.add(ws);
      open.add(ws.connectToServer());
    });
    await page.route(/\/socket\.io\/.*transport=polling/, (route) => (cut ? route.abort() : route.continue()));

    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/orders/now');
    await expect(newTable(page).locator('tr.order-row').first()).toBeVisible();
    // A second connection of the owner, in the business's room (the join is acknowledged): when it hears the
    // order, the event is out, and the cut page did not get it.
    const witness = io(baseURL!, { auth: { token: (await token(request, 'resto@demo.ma')).token }, transports: ['websocket'] });
    expect(await witness.timeout(30_000).emitWithAck('joinRestaurantRoom', shop.businessId)).toMatchObject({ ok: true });
    const heard = new Promise<Json>((resolve) => witness.on('orderCreated', resolve));

    cut = true;
    for (const ws of open) await ws.close({ code: 1011, reason: 'cut' });
    open.clear();
    // The page's socket sees its connection drop and every new attempt fail, and says so.
    await expect(page.getByText('Reconnecting…')).toBeVisible({ timeout: 45_000 });
    const order = await placeOrder(request, {
      type: 'restaurant',
      businessId: shop.businessId,
      lines: [{ productId: shop.productId, quantity: 3 }],
    });
    expect((await heard).commandNumber).toBe(order.commandNumber);
    witness.close();
    await expect(row(newTable(page), order.commandNumber)).toHaveCount(0);
    await shot(page, 'orders-socket-cut-desktop');

    cut = false;
    await expect(row(newTable(page), order.commandNumber)).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('Reconnecting…')).toBeHidden();
  });
});

test.describe('auto-accept', () => {
  test.beforeAll(async ({ request }) => {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant');
  });
  test.afterAll(async ({ request }) => {
    const owner = await token(request, 'resto@demo.ma');
    const business = await (await request.get(`/api/restaurant/getByOwner/${owner.user._id}`, { headers: auth(owner.token) })).json();
    const url = `/api/restaurant/escalation/${business._id}`;
    const settings = await (await request.get(url, { headers: auth(owner.token) })).json();
    expect((await request.put(url, { headers: auth(owner.token), data: { ...settings, autoAccept: false } })).ok()).toBe(true);
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant', false);
  });

  test('the owner turns auto-accept on in the settings; the next order is on the desk, accepted and marked so', async ({
    page,
    request,
  }) => {
    const shop = await ownerShop(request, 'resto@demo.ma', 'restaurant', 'Mint tea');
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/manage/restaurant');
    const autoAccept = page.getByRole('switch', { name: 'Accept new orders automatically' });
    await expect(autoAccept).not.toBeChecked();
    await autoAccept.click();
    await page.getByRole('button', { name: 'Save these settings' }).click();
    await expect
      .poll(async () => {
        const owner = await token(request, 'resto@demo.ma');
        return (await (await request.get(`/api/restaurant/escalation/${shop.businessId}`, { headers: auth(owner.token) })).json())
          .autoAccept;
      })
      .toBe(true);

    await page.goto('/orders/now');
    await expect(currentTable(page).locator('tr.order-row').first()).toBeVisible();
    const order = await placeOrder(request, {
      type: 'restaurant',
      businessId: shop.businessId,
      lines: [{ productId: shop.productId, quantity: 2 }],
    });
    expect(order.statusOrders).toBe('waiting');
    const accepted = row(currentTable(page), order.commandNumber);
    await expect(accepted).toBeVisible();
    await expect(accepted).toContainText('Accepted automatically');
    await expect(row(newTable(page), order.commandNumber)).toHaveCount(0);
    await shot(page, 'orders-auto-accepted-desktop');
  });
});
