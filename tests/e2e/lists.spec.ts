import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, shot } from './helpers';

type Json = Record<string, any>;
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(120_000);

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2a3b1ee0000000049454e44ae426082',
  'hex',
);
const count = (n: number) => n.toLocaleString('en-US');

/** The admin's view of the API, to compare what the screens show with what the server holds. */
async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { email: 'admin@demo.ma', password: DEMO_PASSWORD } });
  const { token } = (await res.json()) as { token: string };
  return async (path: string) =>
    (await (await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Json;
}

/** A main → sub → category of the Easy Market holding `names`, made through the API as the admin. */
async function seedCategory(request: APIRequestContext, run: string, names: string[]) {
  const res = await request.post('/api/auth/login', { data: { email: 'admin@demo.ma', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  const add = async (path: string, data: Json) => {
    const answer = await request.post(`/api/easyMarket${path}`, { headers, data });
    expect(answer.status(), path).toBe(201);
    return (await answer.json()) as Json;
  };
  const category = (name: string) => ({ name, description: name, image: '/demo/grocery.svg', active: true });
  const main = await add('/category/add/mainCat', category(`E2E Paged ${run}`));
  const sub = await add(`/category/add/subCat/${main._id}`, category(`E2E Paged sub ${run}`));
  const cat = await add(`/category/add/cat/${sub._id}`, { ...category(`E2E Paged cat ${run}`), marque: ['Aicha', 'Jaouda'] });
  for (const [i, name] of names.entries())
    await add('/product/add', {
      categoryId: cat._id,
      name,
      description: name,
      image: '/demo/grocery.svg',
      prix: 10 + i,
      prixActual: 10 + i,
      marque: i % 2 ? 'Jaouda' : 'Aicha',
    });
  return { main: main.name as string, category: cat.name as string };
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
    // Ten partners a page, as the specification says.
    await expect(page.getByText(`1–${Math.min(10, all.total)} of ${count(all.total)}`)).toBeVisible();
    await expect(rows).toHaveCount(Math.min(10, all.total));

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
    await expect(rows).toHaveCount(Math.min(10, waiting.total));

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

  test('a list whose answer is slow says it is loading, never that it is empty, until its rows come', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await loginAdmin(page);
    // The rider list's answers are held until the screen has been read while waiting for them.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/data/admin/rider?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/data/rider');
    const table = page.locator('.ant-table');
    await expect(table.getByText('Loading…')).toBeVisible();
    await expect(page.getByText('No riders found')).toHaveCount(0);
    release();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByText('No riders found')).toHaveCount(0);
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
    // The date column is the reader's day (dd/mm/yyyy in the file), compared as an ISO day.
    const isoDay = (day: string) => day.split('/').reverse().join('-');
    for (const line of lines.slice(1)) expect(isoDay(line.split(',')[1]!) >= firstDay.slice(0, 10), line).toBe(true);
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

  test('an Easy Market category of more products than a page says its total, pages to the last one and finds one by name', async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36).slice(-5);
    // 41 products, 20 a page: the last page holds one. Named so that the order by name is their number.
    const names = Array.from({ length: 41 }, (_, i) => `Produit ${run} ${String(i + 1).padStart(2, '0')}`);
    names[6] = `Harissa du Cap Bon ${run}`;
    const seeded = await seedCategory(request, run, names);
    const byName = [...names].sort((a, b) => a.localeCompare(b, 'en'));

    await page.setViewportSize(DESKTOP);
    await loginAdmin(page);
    await page.goto('/EasyMarket/manage');
    await page.getByRole('button', { name: seeded.main, exact: true }).click();
    await page.getByRole('button', { name: seeded.category, exact: true }).click();
    const rows = page.getByTestId('em-product-row');
    const panel = page.locator('section[aria-labelledby="em-products-title"]');
    await expect(panel.getByText('1–20 of 41')).toBeVisible();
    await expect(panel.getByText('41 products', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(byName[0]!);
    await expect(page).toHaveURL(/category=/);

    // The last page holds the last product by name, and a reload (or a shared link) shows it again.
    await panel.getByRole('navigation', { name: 'Pages of products' }).getByTitle('3', { exact: true }).click();
    await expect(panel.getByText('41–41 of 41')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(byName[40]!);
    await page.reload();
    await expect(panel.getByText('41–41 of 41')).toBeVisible();
    await expect(rows.first()).toContainText(byName[40]!);
    await shot(page, 'easy-market-paged-last-desktop');

    // Deleting the only product of the last page goes back to the page before, which is now the last.
    await page.getByRole('button', { name: `Delete product ${byName[40]}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete the product "${byName[40]}"?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByText('21–40 of 40')).toBeVisible();
    await expect(rows).toHaveCount(20);
    await expect(rows.last()).toContainText(byName[39]!);
    // A switch saves at once and the page stays where it is.
    const soldOut = rows.last().getByRole('switch', { name: `${byName[39]} is sold out` });
    await soldOut.click();
    await expect(soldOut).toBeChecked();
    await expect(soldOut).not.toHaveClass(/ant-switch-loading/);
    await expect(panel.getByText('21–40 of 40')).toBeVisible();
    await expect(page).toHaveURL(/currentPage=2/);

    // The search asks the server: one product by (part of) its name, whatever page it is on.
    const search = panel.getByRole('searchbox', { name: 'Search products' });
    await search.fill('cap bon');
    await expect(panel.getByText('1 product', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Harissa du Cap Bon ${run}`);
    await expect(panel.getByText('1–1 of 1')).toBeVisible();
    await expect(page).toHaveURL(/cap(\+|%20)bon/);
    await search.fill(`zzz${run}`);
    await expect(panel.getByText(`No product matches "zzz${run}".`)).toBeVisible();

    // In Arabic, right to left, on a desktop and a phone: the searched product and its total.
    await search.fill('cap bon');
    await expect(rows).toHaveCount(1);
    await page.evaluate(() => localStorage.setItem('lang', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rows).toHaveCount(1);
    await expect(panel.getByText('منتج واحد', { exact: true })).toBeVisible();
    await shot(page, 'easy-market-paged-search-ar-desktop');
    await page.setViewportSize(PHONE);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'easy-market-paged-search-ar-phone');
    // And in English on the phone, the whole category again.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await search.fill('');
    await expect(rows).toHaveCount(20);
    await expect(panel.getByText('40 products', { exact: true })).toBeVisible();
    await shot(page, 'easy-market-paged-phone', true);

    // A product added on the first page, whose name puts it on the last, is shown where it was added, marked.
    await page.setViewportSize(DESKTOP);
    const added = `Zaatar ${run}`;
    await panel.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name', { exact: true }).fill(added);
    await dialog.getByLabel('Description').fill('Thym sauvage, 100 g.');
    await dialog.getByLabel('Price', { exact: true }).fill('18');
    await dialog.getByLabel('Current price').fill('15');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'zaatar.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText('41 products', { exact: true })).toBeVisible();
    await expect(rows.first()).toContainText(added);
    await expect(rows.first()).toContainText('Just added');
    await expect(rows.filter({ hasText: byName[0]! })).toBeVisible();
    await shot(page, 'easy-market-just-added-desktop');
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
