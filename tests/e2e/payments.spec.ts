import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sumMoney, toCentimes, type Centimes } from '../../src/domain/money';
import { apiSession, latestMailLink, login, resize, setAccountLanguage, shot } from './helpers';

/** Issue 42 part 4: an owner's Payments screen, a statement, its CSV and its invoice; a desk account never reaches it. */

const sider = (page: Page) => page.locator('.ant-layout-sider');
const content = (page: Page) => page.locator('#content');

/** "6 799,44 dh", "-1 243,80 dh", "6 799,44 د.م." → centimes. */
function centimesOf(text: string): Centimes {
  const figures = text.replace(/[^\d,.-]/g, '').replace(',', '.');
  return toCentimes(Number(figures.replace(/\.$/, '')));
}

/** The net the summary shows, signed the partner's way (owed by the partner: negative). */
async function netOf(summary: Locator): Promise<Centimes> {
  const net = summary.locator('[data-figure="net"] dd');
  const text = (await net.textContent()) ?? '';
  const amount = centimesOf(text.replace(/due to you|owed by you/, ''));
  return (/owed by you/.test(text) ? -amount : amount) as Centimes;
}

test.afterEach(async ({ request }) => setAccountLanguage(request, 'resto@demo.ma', 'en'));

test('an owner sees the balance and the closed weeks, opens one whose lines add up to its net, downloads its CSV and opens its invoice', async ({
  page,
  request,
}) => {
  const owner = await apiSession(request, 'resto@demo.ma');
  const business = (await (await request.get(`/api/restaurant/getByOwner/${owner.user._id}`, { headers: owner.headers })).json()) as {
    _id: string;
  };

  await login(page, 'resto@demo.ma');
  await sider(page).getByRole('menuitem', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/payments/);
  await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();

  // The balance in words, the week running, and the demo's closed weeks (the backfill closed them).
  const balance = page.getByTestId('payments-balance');
  await expect(balance.getByText(/^(The platform owes you|You owe the platform|Nothing is owed either way)$/)).toBeVisible();
  await expect(page.getByTestId('payments-open-week').getByText(/^Monday \d\d\/\d\d\/\d{4} to Sunday \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  const statements = page.getByTestId('payments-statements');
  await expect(statements.getByText(/^\d+ statements$/)).toBeVisible();
  const rows = statements.locator('tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByText('Awaiting payment')).toBeVisible();
  await shot(page, 'payments-en-1280');

  // The week's orders on demand.
  await page.getByRole('button', { name: 'Show this week’s orders' }).click();
  await expect(page.locator('#open-week-lines').getByText(/^(\d+ orders|1 order)$/)).toBeVisible();

  // The newest statement opens to its summary and lines.
  const weekLink = rows.first().getByRole('link', { name: /^Open the statement of / });
  const week = (await weekLink.textContent())!.trim();
  await weekLink.click();
  await expect(page).toHaveURL(/\/payments\/statements\//);
  await expect(page.getByRole('heading', { level: 2, name: `Statement of the week ${week}` })).toBeVisible();
  await expect(content(page).getByText(/Times in (UTC|Morocco time)/)).toBeVisible();
  const summary = page.getByTestId('statement-summary');
  const net = await netOf(summary);
  await expect(page.getByRole('columnheader', { name: /^Delivered at \((UTC|Morocco time)\)$/ })).toBeVisible();
  await shot(page, 'payments-statement-en-1280');

  // Every line (the printed sheet holds them all) adds up to the net, and the API's lines say the same.
  const printed = page.getByTestId('statement-print');
  const printedTotal = printed.locator('tfoot td').last();
  await expect(printedTotal).toHaveText(/\d/);
  expect(centimesOf((await printedTotal.textContent())!)).toBe(net);
  const statementId = new URL(page.url()).pathname.split('/').pop()!;
  const lines: { net: number }[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const res = await request.get(`/api/payments/${business._id}/statements/${statementId}/lines?page=${pageNo}&pageSize=100`, {
      headers: owner.headers,
    });
    expect(res.ok()).toBeTruthy();
    const answer = (await res.json()) as { data: { net: number }[]; total: number };
    lines.push(...answer.data);
    if (lines.length >= answer.total) break;
  }
  expect(sumMoney(lines.map((line) => toCentimes(line.net)))).toBe(net);

  // On A4 paper: the statement alone, without the side menu, the header or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(printed).toBeVisible();
  await expect(sider(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await shot(page, 'payments-statement-print');
  await page.emulateMedia({ media: 'screen' });

  // The CSV: its lines' net and its footer's net are the screen's.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const csvRows = csv.split(/\r?\n/).map((line) => line.split(','));
  const header = csvRows[0]!;
  const netColumn = header.indexOf('Net');
  expect(netColumn).toBeGreaterThan(0);
  const lineRows = csvRows.slice(1).filter((cells) => /^\d+$/.test(cells[0] ?? ''));
  expect(lineRows.length).toBe(lines.length);
  expect(sumMoney(lineRows.map((cells) => toCentimes(Number(cells[netColumn]))))).toBe(net);
  const footerNet = csvRows.find((cells) => /^Net (due to|owed by) you$/.test(cells[0] ?? ''));
  expect(toCentimes(Number(footerNet!.at(-1)))).toBe(net);

  // Its invoice: number, the platform and the partner, the TVA rate and the total.
  const invoiceLink = content(page)
    .getByRole('link', { name: /^\d{4}-\d{6}$/ })
    .first();
  const number = (await invoiceLink.textContent())!.trim();
  await invoiceLink.click();
  await expect(page).toHaveURL(/\/payments\/invoices\//);
  const invoice = content(page).getByTestId('invoice-document');
  await expect(invoice.getByRole('heading', { level: 1, name: /^(Invoice|Credit note)$/ })).toBeVisible();
  await expect(invoice.getByTestId('invoice-number')).toHaveText(number);
  await expect(invoice.getByTestId('invoice-issuer')).toContainText('ICE');
  await expect(invoice.getByText(/^TVA \d+(\.\d+)? %$/)).toBeVisible();
  await expect(invoice.getByTestId('invoice-total')).toHaveText(/\d/);
  await shot(page, 'payments-invoice-en-1280');

  // French at 390 px and Arabic at 360 px, right to left; nothing sticks out sideways.
  for (const [language, width, title] of [
    ['Français', 390, 'Paiements'],
    ['العربية', 360, 'المدفوعات'],
  ] as const) {
    await resize(page, width, 800);
    await page.getByTestId('language-switcher').first().selectOption({ label: language });
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByTestId('payments-statements').locator('tr[data-row-key]').first()).toBeVisible();
    await shot(page, `payments-${language === 'Français' ? 'fr' : 'ar'}-${width}`, true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a desk account has no Payments entry, is sent back from its address, and the API refuses it', async ({ page, request }) => {
  const owner = await apiSession(request, 'resto@demo.ma');
  const business = (await (await request.get(`/api/restaurant/getByOwner/${owner.user._id}`, { headers: owner.headers })).json()) as {
    _id: string;
  };
  const email = `desk-pay-${Date.now()}@example.ma`;
  const password = 'Desk@2026';
  const invited = await request.post('/api/team/invitations', { headers: owner.headers, data: { email, role: 'desk' } });
  expect(invited.ok()).toBeTruthy();
  const token = new URL(await latestMailLink(email)).pathname.split('/').pop()!;
  const joined = await request.post(`/api/team/join/${token}`, { data: { name: 'Karim Desk', password, confirmPassword: password } });
  expect(joined.ok()).toBeTruthy();

  await login(page, email, password);
  await expect(page).toHaveURL(/\/orders\/now$/);
  await expect(sider(page).getByRole('menuitem', { name: 'Order history' })).toBeVisible();
  await expect(sider(page).getByRole('menuitem', { name: 'Payments' })).toHaveCount(0);
  await page.goto('/payments');
  await expect(page).toHaveURL(/\/orders\/now$/);
  await page.goto('/payments/statements/any');
  await expect(page).toHaveURL(/\/orders\/now$/);

  const desk = await request.post('/api/auth/login', { data: { email, password } });
  const deskHeaders = { authorization: `Bearer ${((await desk.json()) as { token: string }).token}` };
  expect((await request.get(`/api/payments/${business._id}`, { headers: deskHeaders })).status()).toBe(403);
  expect((await request.get(`/api/payments/${business._id}/statements?page=1`, { headers: deskHeaders })).status()).toBe(403);
  expect((await request.get(`/api/businesses/${business._id}/bank-details`, { headers: deskHeaders })).status()).toBe(403);
});
