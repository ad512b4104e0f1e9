import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dateIn, dateTimeIn, timeIn, type TimeZone } from '../../src/domain/clock';
import { apiSession, resize, shot } from './helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(180_000);

type Session = Awaited<ReturnType<typeof apiSession>>;

const setClock = async (request: APIRequestContext, admin: Session, timeZone: TimeZone) =>
  expect((await request.patch('/api/auth/data', { headers: admin.headers, data: { timeZone, language: 'en' } })).ok()).toBe(true);

/** Downloads what a button gives and reads it as text. */
async function download(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await click();
  return readFileSync((await (await downloading).path())!, 'utf8');
}

test.describe("a rider's journal on the reader's clock", () => {
  test.afterAll(async ({ request }) => setClock(request, await apiSession(request, 'admin@demo.ma'), 'UTC'));

  test('the same admin sees another hour once on Morocco time, on screen, on a phone and in both exports', async ({ page, request }) => {
    const admin = await apiSession(request, 'admin@demo.ma');
    await setClock(request, admin, 'UTC');
    const riders = (await (await request.get('/api/data/admin/rider?q=101', { headers: admin.headers })).json()) as { riderId: string }[];
    const riderId = riders[0]!.riderId;
    const history = (await (
      await request.get(`/api/data/journal/rider/${riderId}?page=1&pageSize=10&sort=createdAt&order=desc`, { headers: admin.headers })
    ).json()) as { data: { commandNumber: number; createdAt: string }[] };
    const latest = history.data[0]!;
    const utc = dateTimeIn(latest.createdAt, 'UTC');
    const morocco = dateTimeIn(latest.createdAt, 'Africa/Casablanca');
    expect(morocco).not.toBe(utc);

    await page.context().addCookies([{ name: 'token', value: admin.token, url: test.info().project.use.baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto(`/journal/${riderId}`);
    const carried = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'Every order carried' }) });
    const row = carried.locator('tr.ant-table-row', { hasText: `#${latest.commandNumber}` });
    await expect(carried.getByRole('columnheader', { name: 'Created (UTC)' })).toBeVisible();
    await expect(row).toContainText(utc);

    await setClock(request, admin, 'Africa/Casablanca');
    await page.reload();
    await expect(carried.getByRole('columnheader', { name: 'Created (Morocco time)' })).toBeVisible();
    await expect(row).toContainText(morocco);
    await expect(row).not.toContainText(utc);
    await shot(page, 'rider-journal-morocco-desktop', true);

    // The period's export, written by the server on the reader's clock, ends with the total to pay.
    const period = page.locator('.ant-card', { hasText: 'Total to pay' });
    const periodCsv = await download(page, () => period.getByRole('button', { name: 'Export CSV' }).click());
    expect(periodCsv.charCodeAt(0)).toBe(0xfeff);
    const periodLines = periodCsv.slice(1).trimEnd().split('\r\n');
    expect(periodLines[0]).toBe('Order,Date (Morocco time),Time (Morocco time),List,Status,Total,Delivery fee,Rider fee');
    expect(periodLines.at(-1)).toMatch(/^Total to pay,,,,,,,\d+\.\d\d$/);

    // Every order carried: the latest one at its Morocco hour.
    const historyCsv = await download(page, () => carried.getByRole('button', { name: 'Export CSV' }).click());
    const line = historyCsv
      .slice(1)
      .split('\r\n')
      .find((l) => l.startsWith(`${latest.commandNumber},`));
    expect(line?.split(',').slice(1, 3)).toEqual([
      dateIn(latest.createdAt, 'Africa/Casablanca'),
      timeIn(latest.createdAt, 'Africa/Casablanca'),
    ]);

    // On a phone the time sits under the number; the column's title still names the clock.
    await resize(page, 360, 780);
    await expect(carried.getByRole('columnheader', { name: /Command\s*Created \(Morocco time\)/ })).toBeVisible();
    await expect(row).toContainText(morocco);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'rider-journal-morocco-360', true);
  });
});
