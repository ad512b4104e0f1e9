import { expect, test } from '@playwright/test';
import { login, shot } from './helpers';

/** A dropped connection is said, and the screen keeps its data. */
test('when the connection drops a banner says so and the orders stay; it goes when the connection is back', async ({ page, context }) => {
  await login(page, 'resto@demo.ma');
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  const rows = page.locator('main .ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // Both lists (new and current orders) loaded.
  await expect(page.locator('main .ant-table')).toHaveCount(2);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  const shown = await rows.count();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(rows).toHaveCount(shown);
  await shot(page, 'offline-banner-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'offline-banner-phone');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  await expect(rows).toHaveCount(shown);
});

test('a page opened while offline loads by itself once the connection is back, with no error screen', async ({ page, context }) => {
  await login(page, 'resto@demo.ma');
  await expect(page.getByRole('menuitem', { name: 'FAQs' })).toBeVisible({ timeout: 30_000 });
  const chunks: string[] = [];
  page.on('requestfailed', (request) => /\/assets\/FaqsPage-[\w-]+\.js$/.test(request.url()) && chunks.push(request.url()));
  await context.setOffline(true);
  await page.getByRole('menuitem', { name: 'FAQs' }).click();
  // The page's own code could not be fetched (so it was not there before): the loading state stays.
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
  await expect(page.getByText('This screen could not be shown.', { exact: false })).toHaveCount(0);
  await context.setOffline(false);
  await expect(
    page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /FAQ|questions/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('This screen could not be shown.', { exact: false })).toHaveCount(0);
});
