import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { login as submitLogin, shot } from './helpers';

/** Logs in and waits for the back-office layout. */
async function login(page: Page, email: string) {
  await submitLogin(page, email);
  await expect(page.getByRole('menuitem', { name: /Log out/ })).toBeVisible({ timeout: 30_000 });
}

/** Clicks an option of the segmented control that holds it. */
const pick = (page: Page, option: string, siblings: string) =>
  page
    .locator('.ant-segmented')
    .filter({ hasText: siblings })
    .locator('.ant-segmented-item')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();

test.describe('sales dashboard', () => {
  test('the restaurant owner switches period, chart type and ranking', async ({ page }) => {
    await login(page, 'resto@demo.ma');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dar Zitoun' })).toBeVisible();
    await expect(page.getByText('Last 30 days')).toBeVisible();
    const totalOrders = page.locator('.ant-statistic').filter({ hasText: 'Total orders' }).locator('.ant-statistic-content-value');
    await expect(totalOrders).toHaveText(/^\d+$/);
    const daily = Number(await totalOrders.textContent());
    await expect(page.locator('canvas').first()).toBeVisible();
    await shot(page, 'dashboard-daily-line', true);

    await pick(page, 'Monthly', 'Weekly');
    await expect(page.getByText('Last 12 months')).toBeVisible();
    await expect.poll(async () => Number(await totalOrders.textContent())).toBeGreaterThan(daily);
    // A year of sales: thousands grouped, decimal comma.
    const totalSales = page.locator('.ant-statistic').filter({ hasText: 'Total sales' }).locator('.ant-statistic-content-value');
    await expect(totalSales).toHaveText(/^\d{1,3}(\s\d{3})+,\d\d\sdh$/);

    await pick(page, 'Bar', 'Area');
    await expect(page.locator('canvas').first()).toBeVisible();
    await shot(page, 'dashboard-monthly-bar', true);

    const first = page.locator('.ant-list-item-meta-title').first();
    const byRevenue = await first.textContent();
    await pick(page, 'Orders', 'Revenue');
    await expect(first).not.toHaveText(byRevenue ?? '');
    await pick(page, 'Area', 'Line');
    await pick(page, 'Weekly', 'Monthly');
    await expect(page.getByText('Last 12 weeks')).toBeVisible();
    await shot(page, 'dashboard-weekly-area', true);
  });

  test('the admin sees the live overview first, and the sample dashboard in its own tab, labelled as such', async ({ page }) => {
    await login(page, 'admin@demo.ma');
    await expect(page.getByRole('tab', { name: 'Live overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Orders today')).toBeVisible();
    await expect(page.getByText('Partners awaiting verification')).toBeVisible();
    await expect(page.getByText("Today's orders by type and status")).toBeVisible();
    await shot(page, 'dashboard-admin-overview', true);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'dashboard-admin-overview-phone', true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: 'Sample dashboard' }).click();
    await expect(page.getByText('Sample data')).toBeVisible();
    await expect(page.getByText('This dashboard shows fixed sample figures, not live data.')).toBeVisible();
    // Statuses in words with their colours, not the API's codes.
    await expect(page.locator('[data-status="refusée"]')).toHaveText('Refused');
    await expect(page.locator('[data-status="succes"]').first()).toHaveText('Delivered');
    await expect(page.getByText('succes', { exact: true })).toHaveCount(0);
    await shot(page, 'dashboard-admin');
  });

  test('owners read the FAQs', async ({ page }) => {
    await login(page, 'store@demo.ma');
    await page.goto('/faqs');
    await page.getByText('Can I refuse an order?').click();
    await expect(page.getByText(/mark such items as sold out/)).toBeVisible();
  });
});
