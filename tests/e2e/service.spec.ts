import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { apiSession as session, demoRestaurant as restaurant, login, openAroundTheClock, shot } from './helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(180_000);

async function order(request: APIRequestContext, businessId: string, itemId: string) {
  const client = await session(request, 'client@demo.ma');
  return request.post('/api/client/orders', {
    headers: client.headers,
    data: { type: 'restaurant', businessId, lines: [{ productId: itemId, quantity: 1 }], numberPhone: '0611223344' },
  });
}

test.describe('service controls', () => {
  test.beforeAll(async ({ request }) => {
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant');
  });
  test.afterAll(async ({ request }) => {
    const { owner, businessId } = await restaurant(request);
    await request.delete(`/api/restaurant/pause/${businessId}`, { headers: owner.headers });
    await openAroundTheClock(request, 'resto@demo.ma', 'restaurant', false);
  });

  test('pause from the header: an order is refused while paused, accepted after Resume', async ({ page, request }) => {
    const shop = await restaurant(request);
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/orders/now');
    await page.getByRole('button', { name: 'Pause new orders' }).click();
    await page.getByRole('menuitem', { name: '15 minutes' }).click();
    const status = page.getByTestId('pause-control').getByRole('status');
    await expect(status).toHaveText(/^Paused until \d\d:\d\d UTC$/);
    await shot(page, 'service-paused-desktop');

    const refused = await order(request, shop.businessId, shop.itemId);
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toMatch(/paused new orders/);

    // Every owner screen carries it.
    await page.goto('/manage/shedule');
    await expect(page.getByTestId('pause-control').getByRole('status')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'service-paused-phone');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('button', { name: 'Pause new orders' })).toBeVisible();
    expect((await order(request, shop.businessId, shop.itemId)).status()).toBe(201);
  });

  test('temporarily closed: every owner screen shows the banner, Reopen takes orders again', async ({ page, request }) => {
    const shop = await restaurant(request);
    await request.put(`/api/restaurant/update/${shop.businessId}`, { headers: shop.owner.headers, data: { isTemporarilyClosed: true } });
    expect((await order(request, shop.businessId, shop.itemId)).status()).toBe(409);
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    for (const path of ['/orders/now', '/manage/menu']) {
      await page.goto(path);
      await expect(page.getByTestId('closed-banner')).toContainText('temporarily closed');
    }
    await shot(page, 'service-closed-banner-desktop');
    await page.getByTestId('closed-banner').getByRole('button', { name: 'Reopen' }).click();
    await expect(page.getByTestId('closed-banner')).toHaveCount(0);
    expect((await order(request, shop.businessId, shop.itemId)).status()).toBe(201);
  });

  test('accept with 20 minutes shows the countdown; refuse with a reason shows it in the detail; focus moves on', async ({
    page,
    request,
  }) => {
    const shop = await restaurant(request);
    const first = (await (await order(request, shop.businessId, shop.itemId)).json()).order;
    const second = (await (await order(request, shop.businessId, shop.itemId)).json()).order;
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/orders/now');
    const newRow = (n: number) => page.locator('.ant-card', { hasText: 'New orders' }).locator(`tr[data-order="${n}"]`);
    await expect(newRow(second.commandNumber)).toBeVisible();

    // Accept from the order's detail, which shows the date as well as the time.
    await newRow(second.commandNumber)
      .getByRole('button', { name: `Open order #${second.commandNumber}` })
      .click();
    const detail = page.getByRole('dialog', { name: `Order #${second.commandNumber}` });
    await expect(detail).toContainText(/Placed at \(UTC\)\s*\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    await detail.getByRole('button', { name: 'Confirm' }).click();
    const accept = page.getByRole('dialog', { name: `Accept order #${second.commandNumber}` });
    await accept.getByText('20 min', { exact: true }).click();
    await shot(page, 'service-accept-dialog-desktop');
    await accept.getByRole('button', { name: 'Accept' }).click();
    const currentRow = page.locator('.ant-card', { hasText: 'Current orders' }).locator(`tr[data-order="${second.commandNumber}"]`);
    await expect(currentRow.getByTestId('ready-countdown')).toHaveText(/^Ready in (20|19) min$/);
    // The keyboard stays in the list: the next new order has focus.
    await expect(newRow(first.commandNumber).getByRole('button').first()).toBeFocused();
    await shot(page, 'service-countdown-desktop');

    await newRow(first.commandNumber).getByRole('button', { name: 'Refuse' }).click();
    const refuse = page.getByRole('dialog', { name: `Refuse order #${first.commandNumber}` });
    await expect(refuse.getByRole('radio', { name: 'An item is unavailable' })).toBeFocused();
    await refuse.getByRole('radio', { name: 'Other' }).check();
    await refuse.getByRole('button', { name: 'Refuse order' }).click();
    await expect(refuse).toContainText('Please say why');
    await refuse.getByLabel('Your words for the customer').fill('Oven broken tonight');
    await shot(page, 'service-refuse-dialog-desktop');
    await refuse.getByRole('button', { name: 'Refuse order' }).click();
    await expect(newRow(first.commandNumber)).toHaveCount(0);

    await page.goto('/orders/done');
    await page
      .locator(`tr[data-order="${first.commandNumber}"]`)
      .getByRole('button', { name: `Open order #${first.commandNumber}` })
      .click();
    await expect(page.getByTestId('refusal-reason')).toHaveText('Other · Oven broken tonight');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'service-refusal-detail-phone');
  });

  test('an exceptional closure from the schedule screen closes today for customers; removing it reopens', async ({ page, request }) => {
    const shop = await restaurant(request);
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/manage/shedule');
    const closures = page.locator('.ant-card', { hasText: 'Exceptional closures' });
    await expect(closures.getByText('No closure planned.')).toBeVisible();
    // Today and tomorrow on the browser's calendar: whatever the hour, the server's today is one of them.
    const [today, tomorrow] = await page.evaluate(() =>
      [0, 1].map((d) =>
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Casablanca', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
          new Date(Date.now() + d * 86_400_000),
        ),
      ),
    );
    await closures.getByLabel('Note (optional)').fill('Eid al-Adha');
    await closures.getByPlaceholder('First day').click();
    await page.keyboard.type(today!);
    await page.keyboard.press('Enter');
    await page.keyboard.type(tomorrow!);
    await page.keyboard.press('Enter');
    await expect(closures.getByText(`${today} to ${tomorrow}`)).toBeVisible();
    await expect(page.getByTestId('open-status')).toHaveText('Closed today · Eid al-Adha');
    await shot(page, 'service-closures-desktop');

    const refused = await order(request, shop.businessId, shop.itemId);
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe('This business is closed today (exceptional closure).');

    await page.setViewportSize({ width: 390, height: 844 });
    await closures.getByRole('button', { name: `Remove the closure of ${today} to ${tomorrow}` }).click();
    const confirm = page.getByRole('tooltip').getByRole('button', { name: 'Remove' });
    await expect(confirm).toBeVisible();
    await shot(page, 'service-closures-remove-phone');
    await confirm.click();
    await expect(closures.getByText('No closure planned.')).toBeVisible();
    expect((await order(request, shop.businessId, shop.itemId)).status()).toBe(201);
  });

  test('the kitchen ticket prints alone on an 80 mm roll; with print on accept, accepting prints it', async ({ page, request }) => {
    const shop = await restaurant(request);
    const placed = (await (await order(request, shop.businessId, shop.itemId)).json()).order;
    // The browser's print dialog cannot be driven: count the calls and look at the page as printed.
    await page.addInitScript(() => {
      (window as unknown as { prints: number }).prints = 0;
      window.print = () => void (window as unknown as { prints: number }).prints++;
    });
    const prints = () => page.evaluate(() => (window as unknown as { prints: number }).prints);
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/orders/now');
    const row = page.locator('.ant-card', { hasText: 'New orders' }).locator(`tr[data-order="${placed.commandNumber}"]`);
    await row.getByRole('button', { name: `Open order #${placed.commandNumber}` }).click();
    await page.getByRole('button', { name: `Print the kitchen ticket of order #${placed.commandNumber}` }).click();
    await expect.poll(prints).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const ticket = page.getByRole('article', { name: `Kitchen ticket of order #${placed.commandNumber}` });
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText('Dar Zitoun');
    await expect(ticket).toContainText('+212 611-223344');
    await expect(page.locator('.ant-layout-sider')).toBeHidden();
    await expect(page.getByRole('dialog')).toBeHidden();
    const box = (await ticket.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual((80 / 25.4) * 96);
    await ticket.screenshot({ path: 'tests/e2e/screenshots/service-ticket-print.png' });
    await page.pdf({ path: 'tests/e2e/screenshots/service-ticket.pdf', width: '80mm' });
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');

    // Print on accept, switched on in the kitchen settings.
    await page.goto('/manage/restaurant');
    const kitchen = page.locator('.ant-card', { hasText: 'Kitchen' });
    await kitchen.getByRole('switch', { name: 'Print the kitchen ticket when I accept an order' }).click();
    await kitchen.getByRole('button', { name: 'Save kitchen settings' }).click();
    await expect(page.getByText('Saved').first()).toBeVisible();
    await shot(page, 'service-kitchen-settings-desktop', true);
    await page.goto('/orders/now');
    // A new page: the count starts again.
    expect(await prints()).toBe(0);
    await row.getByRole('button', { name: 'Confirm' }).click();
    const accept = page.getByRole('dialog', { name: `Accept order #${placed.commandNumber}` });
    await accept.getByText('20 min', { exact: true }).click();
    await accept.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(prints).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(ticket).toContainText('Ready at');
    await request.put(`/api/restaurant/update/${shop.businessId}`, { headers: shop.owner.headers, data: { printOnAccept: false } });
  });
});
