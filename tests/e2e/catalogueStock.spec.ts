import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, login, openAroundTheClock, pickTime, shot } from './helpers';

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
      await pickTime(form.getByRole('combobox', { name: 'From' }), from);
      await pickTime(form.getByRole('combobox', { name: 'To' }), to);
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

test('a store owner raises two prices by 10 % rounded to 0.50 dh: preview, confirm, the cards show the new prices', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await bearer(request, 'store@demo.ma');
  const store = (await (await request.get(`/api/store/getByOwner/${owner.userId}`, { headers: owner.headers })).json()) as { _id: string };
  type Item = { _id: string; name: string; price: number; category: { _id: string } | null };
  const items = (await (await request.get(`/api/products/getByOwner/${store._id}`, { headers: owner.headers })).json()) as Item[];
  const [a, b] = [items[0]!, items[1]!];
  const raised = (price: number) => Math.round((price * 1.1) / 0.5) * 0.5;
  try {
    await login(page, 'store@demo.ma');
    await expect(page).toHaveURL(/\/(dashboard)?$/);
    await page.goto('/manage/product');
    await page.getByRole('checkbox', { name: `Select ${a.name}` }).check();
    await page.getByRole('checkbox', { name: `Select ${b.name}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar.getByText('2 selected')).toBeVisible();
    // Back to the top, where the bar sits below the header without any scrolling.
    await page.mouse.wheel(0, -10_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The chosen action's text covers the select's input: click the select itself.
    await bar.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Action' }) }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Change prices' }).click();
    await bar.getByRole('spinbutton', { name: 'Change' }).fill('10');
    await bar.getByRole('button', { name: 'Preview' }).click();
    await expect(bar.getByText('New prices of 2 products')).toBeVisible();
    await shot(page, 'catalogue-bulk-preview');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('.ant-message-notice').filter({ hasText: '2 products updated' })).toBeVisible();
    const after = (await (await request.get(`/api/products/getByOwner/${store._id}`, { headers: owner.headers })).json()) as Item[];
    expect(after.find((i) => i._id === a._id)!.price).toBe(raised(a.price));
    expect(after.find((i) => i._id === b._id)!.price).toBe(raised(b.price));
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: a.name }) });
    await expect(card.getByText(raised(a.price).toFixed(2).replace('.', ','))).toBeVisible();
  } finally {
    for (const item of [a, b])
      await request.put(`/api/products/update/${item._id}`, { headers: owner.headers, data: { price: item.price } });
  }
});
