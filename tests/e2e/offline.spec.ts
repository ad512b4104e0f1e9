import { expect, test } from '@playwright/test';
import { login, shot } from './helpers';

/** Issue 13, item 13: a dropped connection is said, and the screen keeps its data. */
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
