import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { dayRange, presetDays } from '../../src/domain/listQuery';
import { apiSession, DEMO_PASSWORD, login, shot } from './helpers';

type Json = Record<string, any>;
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(120_000);

const auth = (t: string) => ({ authorization: `Bearer ${t}` });
const count = (n: number) => n.toLocaleString('en-US');

async function owner(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: { email: 'resto@demo.ma', password: DEMO_PASSWORD } });
  const { token, user } = await res.json();
  const business = await (await request.get(`/api/restaurant/getByOwner/${user._id}`, { headers: auth(token) })).json();
  /** The owner's finished orders as the API pages them. */
  const history = async (query: string, page = 1) =>
    (await (
      await request.get(`/api/orders/restaurant/${business._id}?status=succes&status=refus%C3%A9e&page=${page}&pageSize=20&${query}`, {
        headers: auth(token),
      })
    ).json()) as {
      data: Json[];
      total: number;
    };
  return { history };
}

/** Last month's first and last UTC instants, from the real clock (the demo data is seeded from it too). */
function lastMonth(): [string, string] {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1);
  return [first.toISOString(), last.toISOString()];
}

test.describe('order history at scale', () => {
  test('the owner finds an order from last month by its command number; the URL keeps the search', async ({ page, request }) => {
    const { history } = await owner(request);
    const [from, to] = lastMonth();
    const older = await history(`from=${from}&to=${to}`);
    expect(older.total).toBeGreaterThan(0);
    const target = older.data[older.data.length - 1]!;

    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/orders/done');
    const table = page.getByRole('table', { name: 'Order history' });
    await expect(table.locator('tr.order-row').first()).toBeVisible();
    const all = await history('');
    await expect(page.getByText(`1–20 of ${count(all.total)}`)).toBeVisible();
    // Last month's orders are not on the first page of the newest.
    await expect(table.locator(`tr[data-order="${target.commandNumber}"]`)).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Order number, phone or customer' }).fill(String(target.commandNumber));
    await page.getByRole('searchbox', { name: 'Order number, phone or customer' }).press('Enter');
    await expect(table.locator(`tr[data-order="${target.commandNumber}"]`)).toBeVisible();
    const found = await history(`q=${target.commandNumber}`);
    await expect(table.locator('tr.order-row')).toHaveCount(found.data.length);
    await expect(page).toHaveURL(new RegExp(`value%5D=${target.commandNumber}|value\\]=${target.commandNumber}`));
    await shot(page, 'order-history-search-desktop');

    // Reloading the address shows the same search.
    await page.reload();
    await expect(table.locator(`tr[data-order="${target.commandNumber}"]`)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Order number, phone or customer' })).toHaveValue(String(target.commandNumber));
  });

  test('the next page starts after the last order shown (a cursor, not an offset) and shows what the API pages', async ({
    page,
    request,
  }) => {
    const { history } = await owner(request);
    expect((await history('')).total).toBeGreaterThan(40);
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/orders/done');
    const table = page.getByRole('table', { name: 'Order history' });
    await expect(table.locator('tr.order-row')).toHaveCount(20);
    const askedForPage2 = page.waitForRequest(
      (r) => r.url().includes('/api/orders/restaurant/') && new URL(r.url()).searchParams.get('page') === '2',
    );
    await page.getByRole('listitem', { name: 'Next Page' }).click();
    expect(new URL((await askedForPage2).url()).searchParams.get('cursor')).toBeTruthy();
    // The same page asked by its number (offset) holds the same orders, in the same order.
    const byNumber = await history('', 2);
    await expect(table.locator('tr.order-row').first()).toHaveAttribute('data-order', String(byNumber.data[0]!.commandNumber));
    const shown = await table.locator('tr.order-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order')));
    expect(shown).toEqual(byNumber.data.map((o) => String(o.commandNumber)));
  });

  test('a date range narrows the table to the orders of those days', async ({ page, request }) => {
    const { history } = await owner(request);
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/orders/done');
    const table = page.getByRole('table', { name: 'Order history' });
    await expect(table.locator('tr.order-row').first()).toBeVisible();
    const all = await history('');

    await page.getByPlaceholder('Start date').click();
    await page.locator('.ant-picker-presets li', { hasText: /^Yesterday$/ }).click();
    const now = new Date();
    const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1)).toISOString().slice(0, 10);
    const narrowed = await history(`from=${yesterday}T00:00:00.000Z&to=${yesterday}T23:59:59.999Z`);
    expect(narrowed.total).toBeLessThan(all.total);
    await expect(page.getByText(`1–${Math.min(20, narrowed.total)} of ${count(narrowed.total)}`)).toBeVisible();
    const shown = await table.locator('tr.order-row td:nth-child(3)').allInnerTexts();
    const day = `${yesterday.slice(8, 10)}/${yesterday.slice(5, 7)}/${yesterday.slice(0, 4)}`;
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text).toBe(day);
    await shot(page, 'order-history-range-desktop');

    // The export holds every order of the filter, not just the page shown.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = csv.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toMatch(/^Order,Date \(UTC\)/);
    expect(rows.length - 1).toBe(narrowed.total);
    // The file writes the reader's day as the screen does (dd/mm/yyyy).
    for (const r of rows.slice(1)) expect(r.split(',')[1]).toBe(day);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(`of ${count(narrowed.total)}`)).toBeVisible();
    await shot(page, 'order-history-range-phone', true);
  });

  test("on Morocco time the picked days are Morocco's days: 'Today' starts at Morocco's midnight", async ({ page, request }) => {
    const owner = await apiSession(request, 'resto@demo.ma');
    const setClock = (timeZone: string) => request.patch('/api/auth/data', { headers: owner.headers, data: { timeZone } });
    expect((await setClock('Africa/Casablanca')).ok()).toBe(true);
    try {
      await login(page, 'resto@demo.ma');
      await expect(page.getByText('Youssef Benali')).toBeVisible();
      await page.goto('/orders/done');
      await expect(page.getByRole('table', { name: 'Order history' }).locator('tr.order-row').first()).toBeVisible();
      const asked = page.waitForRequest((r) => r.url().includes('/api/orders/restaurant/') && new URL(r.url()).searchParams.has('from'));
      await page.getByPlaceholder('Start date').click();
      await page.locator('.ant-picker-presets li', { hasText: /^Today$/ }).click();
      const query = new URL((await asked).url()).searchParams;
      const [today] = presetDays('today', new Date(), 'Africa/Casablanca');
      const [from, to] = dayRange(today, today, 'Africa/Casablanca');
      expect([query.get('from'), query.get('to')]).toEqual([from, to]);
    } finally {
      await setClock('UTC');
    }
  });
});
