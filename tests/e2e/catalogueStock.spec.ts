import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, login, openAroundTheClock, shot } from './helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

async function bearer(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const { token, user } = (await res.json()) as { token: string; user: { _id: string } };
  return { headers: { authorization: `Bearer ${token}` }, userId: user._id };
}

/** The hour on Oujda's clock now: the suite runs on the real clock. */
function oujdaHour(): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Casablanca', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
}

test('an owner counts a dish’s stock and limits it to breakfast: the dashboard lists it to restock, a customer is refused outside 07:00–11:00', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const owner = await bearer(request, 'resto@demo.ma');
  const client = await bearer(request, 'client@demo.ma');
  const businessId = await openAroundTheClock(request, 'resto@demo.ma', 'restaurant');
  type Item = { _id: string; name: string; active: boolean; soldOut: boolean; options: unknown[] };
  const items = (await (await request.get(`/api/menu/getByOwner/${businessId}`, { headers: owner.headers })).json()) as Item[];
  const dish = items.find((i) => !i.active && !i.soldOut && i.options.length === 0)!;
  // Breakfast, unless the suite runs during breakfast: then a window that is surely over.
  const duringBreakfast = oujdaHour() >= 7 && oujdaHour() < 11;
  const [from, to] = duringBreakfast ? ['15:00', '16:00'] : ['07:00', '11:00'];
  try {
    await login(page, 'resto@demo.ma');
    await expect(page).toHaveURL(/\/(dashboard)?$/);
    await page.goto('/manage/menu');
    await page.getByRole('button', { name: `Edit ${dish.name}` }).click();
    const form = page.getByRole('dialog', { name: `Edit ${dish.name}` });
    await form.getByLabel('Stock', { exact: true }).fill('3');
    await form.getByLabel('Low-stock alert').fill('5');
    await form.getByRole('switch', { name: 'Only at certain hours' }).click();
    if (duringBreakfast) {
      await form.getByRole('combobox', { name: 'From' }).click();
      await page.locator('.ant-select-item-option').filter({ hasText: from }).first().click();
      await form.getByRole('combobox', { name: 'To' }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: to }).first().click();
    }
    await shot(page, 'catalogue-stock-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: 'Product updated successfully!' }).first(),
    ).toBeVisible();
    await expect(form).toBeHidden();
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: dish.name }) });
    await expect(card.getByText('Low stock: 3 left')).toBeVisible();
    await expect(card.getByText(`Available ${from}–${to}`)).toBeVisible();
    await shot(page, 'catalogue-stock-card');

    // Outside its hours the order API refuses it, naming it.
    const order = await request.post('/api/client/orders', {
      headers: client.headers,
      data: { type: 'restaurant', businessId, lines: [{ productId: dish._id, quantity: 1 }], numberPhone: '0612345678' },
    });
    expect(order.status()).toBe(409);
    expect(((await order.json()) as { message: string }).message).toBe(`This item cannot be ordered at this hour: ${dish.name}`);

    // The dashboard lists it to restock.
    await page.goto('/');
    const restock = page.locator('.ant-card').filter({ hasText: 'To restock' });
    await expect(restock.getByText(dish.name)).toBeVisible();
    await expect(restock.getByText('3 left · alert at 5')).toBeVisible();
    await shot(page, 'dashboard-restock');
  } finally {
    await request.put(`/api/menu/update/${dish._id}`, {
      headers: owner.headers,
      data: { stock: null, lowStock: null, availability: null },
    });
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant', false);
  }
});
