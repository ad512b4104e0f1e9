import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, shot } from './helpers';

type Json = Record<string, any>;
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(120_000);

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const count = (n: number) => n.toLocaleString('en-US');

/** The admin's view of the API, to compare what the screens show with what the server holds. */
async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { email: 'admin@demo.ma', password: DEMO_PASSWORD } });
  const { token } = (await res.json()) as { token: string };
  return async (path: string) =>
    (await (await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Json;
}

async function loginAdmin(page: Page) {
  await login(page, 'admin@demo.ma');
  await expect(page.locator('.ant-layout-sider')).toBeVisible();
}

test.describe('admin lists paged by the server', () => {
  test('a partner search narrows the table, says the total, and survives a reload', async ({ page, request }) => {
    const api = await adminApi(request);
    const all = await api('/admin/getAll/restaurant_owner?page=1');
    const found = await api('/admin/getAll/restaurant_owner?page=1&q=naciri');
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);

    await page.setViewportSize(DESKTOP);
    await loginAdmin(page);
    await page.goto('/users/restaurant');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(page.getByText(`1–${Math.min(20, all.total)} of ${count(all.total)}`)).toBeVisible();
    await expect(rows).toHaveCount(Math.min(20, all.total));

    const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
    await search.fill('naciri');
    await expect(page.getByText(`1–${found.total} of ${count(found.total)}`)).toBeVisible();
    await expect(rows).toHaveCount(found.total);
    await expect(rows.first()).toContainText(found.data[0].name);
    await expect(page).toHaveURL(/naciri/);
    await shot(page, 'lists-partners-search-desktop');

    // The address holds the search: a reload (or a shared link) shows the same rows.
    await page.reload();
    await expect(search).toHaveValue('naciri');
    await expect(page.getByText(`1–${found.total} of ${count(found.total)}`)).toBeVisible();
    await expect(rows).toHaveCount(found.total);

    // Verification filter: the not-verified restaurant owners only.
    await search.fill('');
    const waiting = await api('/admin/getAll/restaurant_owner?page=1&verified=false');
    await page
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: 'Verification' }) })
      .click();
    await page.locator('.ant-select-item-option', { hasText: 'Not verified only' }).click();
    await expect(page.getByText(waiting.total === 1 ? '1 partner' : `${count(waiting.total)} partners`, { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(Math.min(20, waiting.total));

    await page.setViewportSize(PHONE);
    await shot(page, 'lists-partners-phone', true);
  });

  test('the rider list pages on the server and finds a rider by number', async ({ page, request }) => {
    const api = await adminApi(request);
    const all = await api('/data/admin/rider?page=1');
    await page.setViewportSize(DESKTOP);
    await loginAdmin(page);
    await page.goto('/data/rider');
    await expect(page.getByText(`1–${Math.min(20, all.total)} of ${count(all.total)}`)).toBeVisible();
    await shot(page, 'lists-riders-desktop');
    await page.getByLabel('Rider number').fill('101');
    await expect(page.getByRole('row', { name: /Rachid Rider/ })).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await expect(page).toHaveURL(/101/);
    await page.setViewportSize(PHONE);
    await shot(page, 'lists-riders-phone', true);
  });

  test("a rider journal's export downloads every order of the dates, as many as the table says", async ({ page, request }) => {
    const api = await adminApi(request);
    const rider = (await api('/data/admin/rider?page=1&number=101')).data[0] as Json;
    const every = await api(`/data/journal/rider/${rider.riderId}?page=1`);
    // Ten a page, so the export must hold far more than the page shown.
    expect(every.total).toBeGreaterThan(10);

    await page.setViewportSize(DESKTOP);
    await loginAdmin(page);
    await page.goto(`/journal/${rider.riderId}?pageSize=10`);
    const history = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Every order carried' }) });
    await expect(history.getByText(`1–10 of ${count(every.total)}`)).toBeVisible();
    await expect(history.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10);

    // This month only.
    await history.getByPlaceholder('Start date').click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-presets li', { hasText: /^This month$/ }).click();
    const now = new Date();
    const firstDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
    const lastDay = `${now.toISOString().slice(0, 10)}T23:59:59.999Z`;
    const month = await api(`/data/journal/rider/${rider.riderId}?page=1&from=${firstDay}&to=${lastDay}`);
    expect(month.total).toBeGreaterThan(10);
    const range = history.getByText(new RegExp(`^1–10 of ${count(month.total)}$`));
    await expect(range).toBeVisible();
    const shownTotal = Number((await range.innerText()).split(' of ')[1]!.replace(/,/g, ''));
    await shot(page, 'lists-journal-history-desktop', true);

    const downloading = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^journal-rider-101-\d{4}-\d\d-\d\d\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Order,Date (UTC),Time (UTC),List,Status,Total,Delivery fee,Rider fee,Paid');
    // Every order of the dates, each once, each within them.
    expect(lines.length - 1).toBe(shownTotal);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(shownTotal);
    for (const line of lines.slice(1)) expect(line.split(',')[1]! >= firstDay.slice(0, 10)).toBe(true);
    // Money as plain numbers.
    expect(
      lines[1]!
        .split(',')
        .slice(5, 8)
        .every((cell) => /^\d+\.\d\d$/.test(cell)),
    ).toBe(true);

    await page.setViewportSize(PHONE);
    await shot(page, 'lists-journal-history-phone', true);
  });

  test('the partner list reads right to left in Arabic', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await loginAdmin(page);
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.goto('/users/restaurant?pageSize=10');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(/من/).first()).toBeVisible();
    await shot(page, 'lists-partners-ar-desktop');
  });
});
