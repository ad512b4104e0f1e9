import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login, shot } from './helpers';

/**
 * The admin's audit log. Changes made through the API appear with who did them and the values
 * before and after; the list pages on the server and its filters (action, actor) live in the URL.
 */

test.describe.configure({ timeout: 180_000 });

test('the admin reads who changed what in the audit log, filtered by action and by actor', async ({ page, request }) => {
  const token = async (email: string) =>
    (await (await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })).json()) as {
      token: string;
      user: { _id: string };
    };
  const admin = await token('admin@demo.ma');
  const auth = { authorization: `Bearer ${admin.token}` };
  // Two recorded changes: a store hidden and shown again by the admin.
  const owner = await token('store@demo.ma');
  const store = (await (
    await request.get(`/api/store/getByOwner/${owner.user._id}`, { headers: { authorization: `Bearer ${owner.token}` } })
  ).json()) as { _id: string };
  for (const visible of [false, true])
    expect((await request.put(`/api/store/update/${store._id}`, { headers: auth, data: { visible } })).ok()).toBe(true);

  await login(page, 'admin@demo.ma');
  await expect(page.getByText('Amina Admin')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: /Audit log/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toContainText('Business visibility');
  await expect(firstRow).toContainText('visible: false');
  await expect(firstRow).toContainText('visible: true');
  await expect(firstRow).toContainText('Amina Admin');

  await page.getByRole('search', { name: 'Audit log filters' }).getByText('All actions').click();
  await page.locator('.ant-select-item-option[title="Business visibility"]').click();
  await expect(page).toHaveURL(/action/);
  await expect(page.getByText('2 lines').first()).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'audit-log-desktop');

  await firstRow.getByRole('button', { name: 'Show only the actions of Amina Admin' }).click();
  await expect(page).toHaveURL(new RegExp(admin.user._id));
  await expect(page.getByText('Showing the actions of Amina Admin')).toBeVisible();
  // The URL alone brings the same view back.
  await page.reload();
  await expect(page.getByText('Showing the actions of Amina Admin')).toBeVisible();
  await expect(page.getByText('2 lines').first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'audit-log-phone');
});

test('a verification names the partner, and on a phone the log reads as cards without sideways scroll', async ({ page, request }) => {
  const tokenOf = async (email: string) =>
    (await (await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })).json()) as { token: string };
  const auth = { authorization: `Bearer ${(await tokenOf('admin@demo.ma')).token}` };
  // Verifying a partner asks for the password again.
  expect((await request.post('/api/auth/stepUp', { headers: auth, data: { password: DEMO_PASSWORD } })).ok()).toBe(true);
  const partners = (await (await request.get('/api/admin/getAll/restaurant_owner', { headers: auth })).json()) as {
    _id: string;
    name: string;
    email: string;
  }[];
  const partner = partners.find((p) => p.email === 'new@demo.ma')!;
  for (const verified of [true, false])
    expect((await request.put(`/api/admin/update/${partner._id}`, { headers: auth, data: { verified } })).ok()).toBe(true);

  await login(page, 'admin@demo.ma');
  await expect(page.getByText('Amina Admin')).toBeVisible({ timeout: 30_000 });
  await page.goto('/audit');
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toContainText('Partner verification');
  await expect(firstRow).toContainText(`${partner.name} <${partner.email}>`);
  // What a line is about filters the log to it; the URL keeps it.
  await firstRow.getByRole('button', { name: `Show only the lines about ${partner.name} <${partner.email}>` }).click();
  await expect(page).toHaveURL(new RegExp(partner._id));
  await expect(page.getByText(`Showing the lines about ${partner.name} <${partner.email}>`)).toBeVisible();
  await expect(page.getByText('2 lines').first()).toBeVisible();

  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    const card = page.locator('.ant-list-item .ant-card').first();
    await expect(card).toContainText(`${partner.name} <${partner.email}>`);
    await expect(card).toContainText('verified: true → verified: false');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `audit-log-cards-${width}`);
  }
});
