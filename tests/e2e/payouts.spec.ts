import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ribKey } from '../../src/domain/legalIdentity';
import { apiSession, confirmItIsYou, login, resize, setAccountLanguage, settled, shot } from './helpers';

/** Issue 42 parts 5–7: an admin verifies a partner's RIB, then pays its closed statements from the Payouts screen. */

const FIRST_22 = '0117800000012345678901';
const RIB = `${FIRST_22}${ribKey(FIRST_22)}`;
const OTHER_22 = '0117800000098765432109';
const LEGAL_NAME = 'Dar Zitoun SARL';

interface PayoutRow {
  statementId: string;
  businessName: string;
  weekStart: string;
  net: number;
  rib: { verified: boolean } | null;
  payout: { bankReference: string } | null;
}

async function unpaidOf(request: APIRequestContext, businessId: string): Promise<PayoutRow[]> {
  const admin = await apiSession(request, 'admin@demo.ma');
  const res = await request.get('/api/admin/payouts?status=unpaid&type=restaurant&pageSize=100', { headers: admin.headers });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: (PayoutRow & { businessId: string })[] }).data.filter((row) => row.businessId === businessId);
}

/** "2026-11-16" → "16/11 – 22/11/2026", as the screen names a week. */
function weekText(weekStart: string) {
  const start = new Date(`${weekStart}T00:00:00Z`);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  const dm = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  const y = (d: Date) => String(d.getUTCFullYear());
  return y(start) === y(end) ? `${dm(start)} – ${dm(end)}/${y(end)}` : `${dm(start)}/${y(start)} – ${dm(end)}/${y(end)}`;
}

async function verifyRibInPartnerDetails(page: Page, ownerName: string) {
  await page.goto('/users/restaurant');
  await page.getByRole('searchbox').first().fill('resto@demo.ma');
  const row = page.getByRole('row', { name: new RegExp(ownerName) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Details of ${ownerName}` }).click();
  const details = page.getByRole('dialog').filter({ has: page.getByTestId('bank-details') });
  await expect(details).toBeVisible();
  await settled(details);
  const bank = details.getByTestId('bank-details');
  await expect(bank.getByText(LEGAL_NAME)).toBeVisible();
  await expect(bank.getByText(/•••• \d{4}$|••\d\d \d{4}$/)).toBeVisible();
  await expect(bank.getByText('Waiting for verification')).toBeVisible();
  await shot(page, 'payouts-bank-details-waiting-en-1280');
  await bank.getByRole('button', { name: 'Verify RIB' }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: `Verify the RIB of ` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(bank.getByText('Verified', { exact: true })).toBeVisible();
  await expect(bank.getByRole('button', { name: 'Verify RIB' })).toHaveCount(0);
  await details.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
}

test.afterEach(async ({ request }) => setAccountLanguage(request, 'admin@demo.ma', 'en'));

test('an admin verifies a RIB, pays two statements with a reference, sees them paid, and the transfer file holds them', async ({
  page,
  request,
}) => {
  // The owner gives its legal name and RIB (a new RIB waits for an admin).
  const owner = await apiSession(request, 'resto@demo.ma');
  const business = (await (await request.get(`/api/restaurant/getByOwner/${owner.user._id}`, { headers: owner.headers })).json()) as {
    _id: string;
    name: string;
  };
  // Another RIB first, so that this one is new (unverified) even on a server a previous run left verified.
  for (const rib of [`${OTHER_22}${ribKey(OTHER_22)}`, RIB]) {
    const put = await request.put(`/api/businesses/${business._id}/bank-details`, {
      headers: owner.headers,
      data: { legalName: LEGAL_NAME, legalAddress: '12 boulevard Mohammed V, Oujda', rib },
    });
    expect(put.ok()).toBeTruthy();
  }

  await login(page, 'admin@demo.ma');
  await expect(page.locator('.ant-layout-sider').first()).toBeVisible();
  await verifyRibInPartnerDetails(page, owner.user.name as string);

  // The demo's closed weeks wait to be paid; two of Dar Zitoun's owed to it are picked.
  const unpaid = (await unpaidOf(request, business._id)).filter((row) => row.net > 0);
  expect(unpaid.length).toBeGreaterThanOrEqual(2);
  const [first, second] = unpaid;
  await page.getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/\/payouts/);
  await expect(page.getByRole('heading', { name: 'Payouts', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'To pay', selected: true })).toBeVisible();
  await expect(page.getByText(/^\d+ statements$/)).toBeVisible();
  await expect(page.getByText('No statements to pay found')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search by partner or legal name' }).fill('Dar Zitoun');
  await expect(page).toHaveURL(/Dar(\+|%20)Zitoun/);
  for (const row of [first!, second!]) {
    const line = page
      .getByRole('row')
      .filter({ hasText: weekText(row.weekStart) })
      .filter({ hasText: business.name });
    await expect(line.getByText('Verified')).toBeVisible();
    await line.getByRole('checkbox').check();
  }
  await expect(page.getByText('2 selected')).toBeVisible();
  await shot(page, 'payouts-selected-en-1280');

  // The transfer file holds the two selected, with the legal name and the RIB.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download transfer file' }).click();
  const file = readFileSync((await (await downloading).path())!, 'utf8');
  const lines = file
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(3);
  for (const line of lines.slice(1)) {
    expect(line).toContain(LEGAL_NAME);
    expect(line.replace(/\D/g, '')).toContain(RIB);
  }

  // Recorded under one reference, after the confirmation that says what it pays.
  await page.getByRole('button', { name: 'Record payouts' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('record-count') });
  await expect(dialog.getByTestId('record-count')).toHaveText('2');
  await dialog.getByRole('button', { name: 'Record the payouts' }).click();
  await expect(dialog.getByText('Enter the bank reference')).toBeVisible();
  const reference = `VIR-E2E-${Date.now()}`;
  await dialog.getByLabel('Bank reference').fill(reference);
  await shot(page, 'payouts-record-en-1280');
  await dialog.getByRole('button', { name: 'Record the payouts' }).click();
  // Money leaves: the admin confirms it is them first.
  await confirmItIsYou(page);
  const results = page.getByRole('dialog').filter({ hasText: 'Payouts recorded' });
  await expect(results.getByText('2 of 2 recorded')).toBeVisible();
  await expect(results.getByTestId('payout-result').filter({ hasText: 'Paid' })).toHaveCount(2);
  await shot(page, 'payouts-results-en-1280');
  await results.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  // They left the list to pay and show in Paid with their reference.
  for (const row of [first!, second!])
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: weekText(row.weekStart) })
        .filter({ hasText: business.name }),
    ).toHaveCount(0);
  await page.getByRole('tab', { name: 'Paid' }).click();
  const paid = page.getByRole('row').filter({ hasText: reference });
  await expect(paid).toHaveCount(2);
  const left = await unpaidOf(request, business._id);
  expect(left.map((row) => row.statementId)).not.toContain(first!.statementId);
  expect(left.map((row) => row.statementId)).not.toContain(second!.statementId);
  await shot(page, 'payouts-paid-en-1280');

  // Recording the same statements again says they are already paid: nothing is paid twice.
  const admin = await apiSession(request, 'admin@demo.ma');
  const again = await request.post('/api/admin/payouts', {
    headers: admin.headers,
    data: { statementIds: [first!.statementId], bankReference: 'VIR-AGAIN' },
  });
  expect((await again.json()).results).toEqual([{ statementId: first!.statementId, outcome: 'alreadyPaid' }]);

  // French at 390 px and Arabic at 360 px, right to left: the rows read as cards, nothing sticks out.
  for (const [language, width] of [
    ['Français', 390],
    ['العربية', 360],
  ] as const) {
    await resize(page, width, 800);
    await page.getByTestId('language-switcher').first().selectOption({ label: language });
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'Français' ? 'fr' : 'ar');
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, `payouts-${language === 'Français' ? 'fr' : 'ar'}-${width}`);
  }
});

test("an admin opens a partner's invoice from Payouts and comes back", async ({ page, request }) => {
  const admin = await apiSession(request, 'admin@demo.ma');
  const rows = await request.get('/api/admin/payouts?status=unpaid&type=restaurant&pageSize=1', { headers: admin.headers });
  const [row] = ((await rows.json()) as { data: (PayoutRow & { businessId: string })[] }).data;
  const statement = await request.get(`/api/payments/${row!.businessId}/statements/${row!.statementId}`, { headers: admin.headers });
  const { invoice } = (await statement.json()) as { invoice: { _id: string; number: string } };
  await login(page, 'admin@demo.ma');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/payments/invoices/${invoice._id}?business=${row!.businessId}`);
  await expect(page.getByText(invoice.number).first()).toBeVisible();
  await expect(page.getByText(row!.businessName).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to payouts' }).click();
  await expect(page).toHaveURL(/\/payouts(\?|$)/);
});
