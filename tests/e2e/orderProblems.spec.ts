import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { centimes, formatMoney, shareOf, toCentimes } from '../../src/domain/money';
import { apiSession, login, openAroundTheClock, shot } from './helpers';

type Json = Record<string, any>;
// The machine is shared: give slow first loads room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(150_000);

/** Dar Zitoun, its owner's session and two plain dishes of its menu (no options, on sale). */
async function restaurant(request: APIRequestContext) {
  const owner = await apiSession(request, 'resto@demo.ma');
  const business = await (await request.get(`/api/restaurant/getByOwner/${owner.user._id}`, { headers: owner.headers })).json();
  const menu = (await (await request.get(`/api/menu/getByOwner/${business._id}`, { headers: owner.headers })).json()) as Json[];
  const plain = menu.filter((i) => !i.active && !i.soldOut && i.options.length === 0);
  expect(plain.length).toBeGreaterThan(1);
  return { owner, businessId: business._id as string, dishes: plain.slice(0, 2) as Json[] };
}

async function placeOrder(request: APIRequestContext, businessId: string, lines: { productId: string; quantity: number }[]) {
  const client = await apiSession(request, 'client@demo.ma');
  const res = await request.post('/api/client/orders', {
    headers: client.headers,
    data: { numberPhone: '0611223344', type: 'restaurant', businessId, lines },
  });
  expect(res.status()).toBe(201);
  return { order: (await res.json()).order as Json, client };
}

const beeps = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset.orderBeeps ?? 0));
const card = (page: Page, title: string) => page.locator('.ant-card', { hasText: title }).locator('table');
const row = (page: Page, title: string, number: number) => card(page, title).locator(`tr[data-order="${number}"]`);

test.describe('when an order goes wrong', () => {
  test.beforeAll(async ({ request }) => {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant');
  });
  test.afterAll(async ({ request }) => {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant', false);
  });

  test('a customer cancels a new order: it leaves the desk’s new orders and the desk stops ringing', async ({ page, request }) => {
    const shop = await restaurant(request);
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/orders/now');
    await expect(card(page, 'New orders').locator('tr.order-row').first()).toBeVisible();

    const { order, client } = await placeOrder(request, shop.businessId, [{ productId: shop.dishes[0]!._id, quantity: 1 }]);
    await expect(row(page, 'New orders', order.commandNumber)).toBeVisible();
    await expect.poll(() => beeps(page)).toBeGreaterThan(0);
    const stopRinging = page.getByRole('button', { name: 'Stop ringing' });
    await expect(stopRinging).toBeVisible();

    const cancel = await request.post(`/api/client/orders/${order._id}/cancel`, {
      headers: client.headers,
      data: { reason: 'orderedByMistake' },
    });
    expect(cancel.status()).toBe(200);
    // Live, without a reload: the row leaves, the ring stops, the tab no longer counts it.
    await expect(row(page, 'New orders', order.commandNumber)).toHaveCount(0);
    await expect(stopRinging).toBeHidden();
    await expect(row(page, 'Current orders', order.commandNumber)).toHaveCount(0);

    // In the history, cancelled, with who cancelled and why.
    await page.goto('/orders/done');
    await page.getByRole('searchbox', { name: 'Order number, phone or customer' }).fill(String(order.commandNumber));
    await page.getByRole('searchbox', { name: 'Order number, phone or customer' }).press('Enter');
    const done = page.locator(`tr[data-order="${order.commandNumber}"]`);
    await expect(done.getByText('Cancelled', { exact: true })).toBeVisible();
    await done.getByRole('button', { name: `Open order #${order.commandNumber}` }).click();
    const detail = page.getByRole('dialog', { name: `Order #${order.commandNumber}` });
    const block = detail.getByTestId('order-cancellation');
    await expect(block).toContainText('The customer');
    await expect(block).toContainText('Ordered by mistake');
    await expect(block).toContainText('Before the business accepted: it costs nobody anything.');
    await shot(page, 'order-problems-cancelled-by-customer-desktop');
  });

  test('the owner marks an item of an accepted order unavailable: the total changes, the change is kept', async ({ page, request }) => {
    const shop = await restaurant(request);
    const [first, second] = shop.dishes;
    const { order } = await placeOrder(request, shop.businessId, [
      { productId: first!._id, quantity: 2 },
      { productId: second!._id, quantity: 1 },
    ]);
    const accept = await request.put(`/api/orders/restaurant/updatestatue/${order._id}`, {
      headers: shop.owner.headers,
      data: { status: 'confirmé', type: 'restaurant', preparationMinutes: 20 },
    });
    expect(accept.ok()).toBeTruthy();
    const secondLine = order.orders[1];
    const before = formatMoney(toCentimes(order.totalPrix));
    const after = formatMoney(centimes(toCentimes(order.totalPrix) - toCentimes(secondLine.prixTotal)));

    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/orders/now');
    const current = row(page, 'Current orders', order.commandNumber);
    await expect(current).toContainText(before);
    await current.getByRole('button', { name: `Open order #${order.commandNumber}` }).click();
    const detail = page.getByRole('dialog', { name: `Order #${order.commandNumber}` });
    await detail.getByRole('button', { name: 'Change items' }).click();

    const edit = page.getByRole('dialog', { name: `Change the items of order #${order.commandNumber}` });
    const name = secondLine.product._id.name as string;
    await expect(edit.getByTestId('edit-new-total')).toHaveText(before);
    await edit.getByRole('button', { name: `Unavailable: ${name}` }).click();
    // The new total before anything is saved.
    await expect(edit.getByTestId('edit-new-total')).toHaveText(after);
    await shot(page, 'order-problems-edit-desktop');
    await edit.getByRole('button', { name: 'Save the change' }).click();
    await expect(page.getByText(`Order #${order.commandNumber} changed.`)).toBeVisible();
    await expect(edit).toBeHidden();

    // The detail shows the order as it now is, and the change kept as a version.
    await expect(detail).toContainText(after);
    const versions = detail.getByTestId('order-versions');
    await expect(versions).toContainText('Change 2 by');
    await expect(versions.getByTestId('version-line')).toHaveText(`${name}: 1 → unavailable`);
    await expect(current).toContainText(after);
    await shot(page, 'order-problems-edited-desktop');
  });

  test('an admin refunds one line of a delivered order and the owner disputes it', async ({ page, browser, request }) => {
    const shop = await restaurant(request);
    const history = await (
      await request.get(`/api/orders/restaurant/${shop.businessId}?status=succes`, { headers: shop.owner.headers })
    ).json();
    // A delivered order of the demo never refunded, with a line of more than one unit.
    const delivered = (history.orders as Json[]).find((o) => !o.refunded && o.orders.length > 0 && o.orders[0].quantity > 1)!;
    expect(delivered).toBeTruthy();
    const line = delivered.orders[0];
    const unit = formatMoney(shareOf(toCentimes(line.prixTotal), 1, line.quantity));

    await login(page, 'admin@demo.ma');
    await expect(page.getByText('Amina Admin')).toBeVisible();
    await page.goto('/orders/restaurant/done');
    await page.getByRole('searchbox', { name: 'Order number, phone or customer' }).fill(String(delivered.commandNumber));
    await page.getByRole('searchbox', { name: 'Order number, phone or customer' }).press('Enter');
    await page
      .locator(`tr[data-order="${delivered.commandNumber}"]`)
      .getByRole('button', { name: `Open order #${delivered.commandNumber}` })
      .click();
    const detail = page.getByRole('dialog', { name: `Order #${delivered.commandNumber}` });
    await detail.getByTestId('refund-order').click();
    const refund = page.getByRole('dialog', { name: `Refund order #${delivered.commandNumber}` });
    await refund.getByRole('spinbutton', { name: `Units of ${line.product._id.name} to refund` }).fill('1');
    await expect(refund.getByTestId('refund-amount')).toHaveText(unit);
    await shot(page, 'order-problems-refund-desktop');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByText(`Refund of ${unit} recorded.`)).toBeVisible();
    await expect(refund).toBeHidden();
    const refunds = detail.getByTestId('order-refunds');
    await expect(refunds).toContainText(`${line.product._id.name} × 1 · Missing`);
    await expect(refunds.getByTestId('refund-liable')).toHaveText('The business');

    // The owner, on the order's detail in the history, disputes it.
    const ownerPage = await (await browser.newContext()).newPage();
    await login(ownerPage, 'resto@demo.ma');
    await expect(ownerPage.getByText('Youssef Benali')).toBeVisible();
    await ownerPage.goto('/orders/done');
    await ownerPage.getByRole('searchbox', { name: 'Order number, phone or customer' }).fill(String(delivered.commandNumber));
    await ownerPage.getByRole('searchbox', { name: 'Order number, phone or customer' }).press('Enter');
    await ownerPage
      .locator(`tr[data-order="${delivered.commandNumber}"]`)
      .getByRole('button', { name: `Open order #${delivered.commandNumber}` })
      .click();
    const ownerDetail = ownerPage.getByRole('dialog', { name: `Order #${delivered.commandNumber}` });
    await expect(ownerDetail.getByTestId('order-refund')).toContainText(`Charged to the business: -${unit}`);
    await ownerDetail.getByTestId('dispute-refund').click();
    const dispute = ownerPage.getByRole('dialog', { name: `Dispute the refund of \u2068${unit}\u2069` });
    await dispute.getByRole('button', { name: 'Send the dispute' }).click();
    await expect(dispute.getByText('Say in a few words why you dispute it.')).toBeVisible();
    await dispute.getByRole('textbox', { name: 'What happened?' }).fill('The dish was in the bag: the rider saw it.');
    await dispute.getByRole('button', { name: 'Send the dispute' }).click();
    await expect(ownerPage.getByText('Dispute sent.')).toBeVisible();
    await expect(ownerDetail.getByTestId('order-refund')).toContainText('Disputed');
    await expect(ownerDetail.getByTestId('dispute-refund')).toHaveCount(0);
    await shot(ownerPage, 'order-problems-disputed-desktop');

    // The admin's detail hears of it once read again.
    await page.reload();
    await page
      .locator(`tr[data-order="${delivered.commandNumber}"]`)
      .getByRole('button', { name: `Open order #${delivered.commandNumber}` })
      .click();
    await expect(page.getByRole('dialog', { name: `Order #${delivered.commandNumber}` }).getByTestId('order-refund')).toContainText(
      'Disputed',
    );
    await ownerPage.context().close();
  });
});
