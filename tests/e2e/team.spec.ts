import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, latestMailLink, login, openAroundTheClock, shot } from './helpers';

type Json = Record<string, any>;
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(180_000);

const STAFF_PASSWORD = 'Desk@2026';
const sider = (page: Page) => page.locator('.ant-layout-sider');
const entry = (menu: Locator, label: string) => menu.getByRole('menuitem').filter({ hasText: new RegExp(`^${label}$`) });

async function session(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { token: string; user: Json };
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A dish of Dar Zitoun a customer can order, and the restaurant's id. */
async function orderableDish(request: APIRequestContext) {
  const owner = await session(request, 'resto@demo.ma');
  const business = await (await request.get(`/api/restaurant/getByOwner/${owner.user._id}`, { headers: auth(owner.token) })).json();
  const items = (await (await request.get(`/api/menu/getByOwner/${business._id}`, { headers: auth(owner.token) })).json()) as Json[];
  const dish = items.find((item) => item.active === false && !item.soldOut && item.options.length === 0) ?? items[0];
  return { businessId: business._id as string, productId: dish!._id as string };
}

test.describe('a team behind the business', () => {
  test.beforeAll(async ({ request }) => {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant');
  });
  test.afterAll(async ({ request }) => {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant', false);
  });

  test('invite → e-mail link → password → the desk answers an order, sees no menu or settings, is refused their URLs → removed, signed out', async ({
    page,
    browser,
    request,
  }) => {
    const email = `desk-${Date.now()}@example.ma`;

    // The owner invites a desk member.
    await login(page, 'resto@demo.ma');
    await entry(sider(page), 'Team').click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByText('Invitation sent')).toBeVisible();
    await expect(page.getByTestId('team-invitation').filter({ hasText: email })).toBeVisible();
    await shot(page, 'team-owner-invited');

    // The invitee opens the e-mailed link and chooses a name and a password.
    const link = await latestMailLink(email);
    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    await desk.goto(new URL(link).pathname);
    await expect(desk.getByRole('heading', { name: 'Join Dar Zitoun' })).toBeVisible();
    await desk.getByLabel('Your name').fill('Samira Desk');
    await desk.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    await desk.getByLabel('Confirm the password').fill(STAFF_PASSWORD);
    await desk.getByRole('button', { name: 'Join the team' }).click();
    await expect(desk.getByText('Welcome to the team. You can log in now.')).toBeVisible();

    // Signed in, the desk lands on the orders desk, with no menu, settings, dashboard or team.
    await login(desk, email, STAFF_PASSWORD);
    await expect(desk).toHaveURL(/\/orders\/now$/);
    const nav = sider(desk);
    for (const label of ['Orders', 'Order history']) await expect(entry(nav, label), label).toBeVisible();
    for (const label of ['Menu', 'Packs', 'My restaurant', 'Schedule', 'Dashboard', 'Team'])
      await expect(entry(nav, label), label).toHaveCount(0);
    await shot(desk, 'team-desk-navigation');

    // A new order reaches the desk live; the desk accepts it, and the order says who did.
    const dish = await orderableDish(request);
    const client = await session(request, 'client@demo.ma');
    const placed = await request.post('/api/client/orders', {
      headers: auth(client.token),
      data: {
        type: 'restaurant',
        businessId: dish.businessId,
        lines: [{ productId: dish.productId, quantity: 1 }],
        numberPhone: '0611223344',
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()).order as Json;
    const newRow = desk.locator('.ant-card', { hasText: 'New orders' }).locator(`tr[data-order="${order.commandNumber}"]`);
    await expect(newRow).toBeVisible();
    await newRow.getByRole('button', { name: 'Confirm' }).click();
    await desk
      .getByRole('dialog', { name: `Accept order #${order.commandNumber}` })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(desk.getByText('The order has been successfully updated.')).toBeVisible();
    const owner = await session(request, 'resto@demo.ma');
    const current = await (
      await request.get(`/api/orders/restaurant/${dish.businessId}?status=waiting`, { headers: auth(owner.token) })
    ).json();
    expect(current.orders.find((o: Json) => o._id === order._id)).toMatchObject({ decidedBy: 'Samira Desk' });

    // The menu's and settings' addresses lead back to the desk, and their API answers 403.
    await desk.goto('/manage/menu');
    await expect(desk).toHaveURL(/\/orders\/now$/);
    const member = await session(request, email, STAFF_PASSWORD);
    for (const [method, url] of [
      ['PUT', `/api/restaurant/update/${dish.businessId}`],
      ['POST', `/api/menu/addOne/${dish.businessId}`],
      ['GET', `/api/data/revenue/restaurant/${dish.businessId}`],
      ['GET', '/api/team'],
    ] as const) {
      const res = await request.fetch(url, { method, headers: auth(member.token), data: method === 'GET' ? undefined : {} });
      expect(res.status(), `${method} ${url}`).toBe(403);
    }

    // The owner removes them: their open desk is signed out within seconds.
    await page.reload();
    const row = page.getByTestId('team-member').filter({ hasText: email });
    await expect(row).toContainText('Samira Desk');
    await row.getByRole('button', { name: 'Remove Samira Desk from the team' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Member removed')).toBeVisible();
    await expect(desk).toHaveURL(/\/login$/, { timeout: 10_000 });
    expect((await request.get('/api/auth/data', { headers: auth(member.token) })).status()).toBe(401);
    await deskContext.close();
  });
});
