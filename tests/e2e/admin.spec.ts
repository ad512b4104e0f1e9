import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { confirmItIsYou, dataDir, DEMO_PASSWORD, latestMailLink, login, shot } from './helpers';
import { formatMoney, sumMoney, toCentimes } from '../../src/domain/money';

/**
 * The admin verifies a partner with their identity in view, changes an e-mail, finds riders
 * by number and by name, opens a journal, checks its total and pays the rider.
 */

// The journeys are long and the machine is shared: give them room.
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A partner seeded unverified, with identity data already submitted (DESIGN §4 "several partners per role"). */
const KARIM = { name: 'Karim Lahlou', email: 'karim@demo.ma', identity: 'F482932' };

async function loginAdmin(page: Page) {
  await login(page, 'admin@demo.ma');
  await expect(page.getByText('Amina Admin')).toBeVisible({ timeout: 30_000 });
}

async function apiToken(page: Page, email: string): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The subjects of the messages the outbox holds for `to`. */
function mailSubjects(to: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((f) => f.endsWith(`${to}.json`))
    .map((f) => (JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { subject: string }).subject);
}

test('the admin verifies a waiting partner with the identity in view, who then gets in', async ({ page, browser }) => {
  // Before: the partner is held in onboarding.
  const partnerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const partnerPage = await partnerContext.newPage();
  await login(partnerPage, KARIM.email);
  await expect(partnerPage.locator('.ant-layout-sider')).toHaveCount(0);

  await loginAdmin(page);
  await page.goto('/users/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Awaiting verification' })).toBeVisible({ timeout: 30_000 });
  // The search matches e-mails as well as names.
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(KARIM.email);
  const row = page.getByRole('row', { name: new RegExp(KARIM.name) });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1 partner', { exact: true })).toBeVisible();
  await shot(page, 'admin-partners-new-desktop');

  // The identity details.
  await row.getByRole('button', { name: `Details of ${KARIM.name}` }).click();
  const details = page.getByRole('dialog', { name: `Details of ${KARIM.name}` });
  await expect(details.getByText(KARIM.identity)).toBeVisible();
  await expect(details.getByText(/years old/)).toBeVisible();
  await expect(details.getByRole('img', { name: `Scan of the identity card of ${KARIM.name}` })).toBeVisible();
  await expect(details.getByText(/^\+212 6\d{2}-\d{6}$/)).toBeVisible();
  await shot(page, 'admin-partner-details-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'admin-partner-details-phone');
  await page.setViewportSize(DESKTOP);
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();

  // The reset button, once confirmed, e-mails the partner a link to choose a new password.
  await row.getByRole('button', { name: `Reset the password of ${KARIM.name}` }).click();
  const resetDialog = page.getByRole('dialog').filter({ hasText: `Send ${KARIM.name} a new password link?` });
  await expect(resetDialog).toContainText(KARIM.email);
  await shot(page, 'admin-partner-reset-confirm-desktop');
  await resetDialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('A link to choose a new password was e-mailed to the partner.')).toBeVisible();
  expect(await latestMailLink(KARIM.email)).toMatch(/\/reset-password\/[\w-]+$/);

  // Verify: asked first (cancelling changes nothing), then saved, and the partner leaves the waiting list.
  const verified = row.getByRole('checkbox', { name: `Verified: ${KARIM.name}` });
  await verified.click();
  const verifyDialog = page.getByRole('dialog').filter({ hasText: `Verify ${KARIM.name}?` });
  await expect(verifyDialog).toBeVisible();
  await verifyDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(verifyDialog).toBeHidden();
  await expect(verified).not.toBeChecked();
  await page.setViewportSize(PHONE);
  await verified.click();
  await expect(verifyDialog).toContainText(KARIM.email);
  // Once the dialog's zoom has ended.
  await expect(verifyDialog).not.toHaveClass(/ant-zoom-appear/);
  await shot(page, 'admin-partner-verify-confirm-phone');
  await verifyDialog.getByRole('button', { name: 'Verify' }).click();
  await confirmItIsYou(page);
  await page.setViewportSize(DESKTOP);
  await expect(page.getByText('Verification status updated')).toBeVisible();
  // The partner is told by e-mail.
  await expect.poll(() => mailSubjects(KARIM.email)).toContain('Your account is verified');
  await expect(page.getByRole('row', { name: new RegExp(KARIM.name) })).toHaveCount(0);

  await page.goto('/users/restaurant');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('Karim');
  await expect(page.getByRole('checkbox', { name: `Verified: ${KARIM.name}` })).toBeChecked();

  // After: at the next page load the partner is out of onboarding.
  await partnerPage.reload();
  await expect(partnerPage.locator('.ant-layout-sider')).toBeVisible();
  await partnerContext.close();
});

test('the admin changes a partner e-mail; an address in use is refused and what was typed stays', async ({ page }) => {
  await loginAdmin(page);
  await page.goto('/users/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Store owners' })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'admin-partners-store-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'admin-partners-store-phone', true);
  await page.setViewportSize(DESKTOP);

  const row = page.getByRole('row', { name: /Meryem Chraibi/ });
  await row.getByRole('button', { name: 'Edit the e-mail of Meryem Chraibi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change e-mail' });
  const input = dialog.getByLabel('New e-mail');

  await input.fill('not-an-address');
  await dialog.getByRole('button', { name: 'Save e-mail' }).click();
  await expect(dialog.getByText('Please enter a valid email')).toBeVisible();

  await input.fill('store@demo.ma');
  await dialog.getByRole('button', { name: 'Save e-mail' }).click();
  await confirmItIsYou(page);
  await expect(page.getByText('Failed to update email.').first()).toBeVisible();
  await expect(dialog.getByText('This e-mail is already registered')).toBeVisible();
  await expect(input).toHaveValue('store@demo.ma');
  await shot(page, 'admin-edit-email-error-desktop');

  await input.fill('meryem.chraibi@oujda.ma');
  await dialog.getByRole('button', { name: 'Save e-mail' }).click();
  await expect(page.getByText('Email updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Meryem Chraibi/ })).toContainText('meryem.chraibi@oujda.ma');
});

test('the admin finds riders by number and by name, checks a journal total and pays the rider once', async ({ page }) => {
  await loginAdmin(page);
  await page.goto('/data/rider');
  await expect(page.getByRole('heading', { level: 1, name: 'Riders' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /Rachid Rider/ })).toBeVisible();
  await shot(page, 'admin-riders-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'admin-riders-phone', true);
  await page.setViewportSize(DESKTOP);

  const number = page.getByLabel('Rider number');
  const name = page.getByLabel('Rider name');
  await number.fill('102');
  await expect(page.getByRole('row', { name: /Mehdi Amrani/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Rachid Rider/ })).toHaveCount(0);
  await number.fill('');
  await name.fill('imane');
  await expect(page.getByRole('row', { name: /Imane Kaddouri/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Mehdi Amrani/ })).toHaveCount(0);
  await name.fill('nobody');
  await expect(page.getByText('No riders found')).toBeVisible();
  await name.fill('');
  await number.fill('101');
  const rachid = page.getByRole('row', { name: /Rachid Rider/ });
  await expect(rachid.getByText('available', { exact: true })).toBeVisible();

  // The journal total is the delivery fees of the delivered orders since the last payment, to the centime.
  const token = await apiToken(page, 'admin@demo.ma');
  await rachid.getByRole('link', { name: 'Open the journal of Rachid Rider' }).click();
  // The journal's table writes its page and sort into the address once it has drawn.
  await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}(\?|$)/);
  const riderId = new URL(page.url()).pathname.split('/').at(-1)!;
  const journal = (await (
    await page.request.get(`/api/data/journal/rider/${riderId}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    journal: Record<string, { statusOrders: string; deleveryFee: number }[]>;
  };
  const delivered = Object.values(journal.journal)
    .flat()
    .filter((o) => o.statusOrders === 'succes');
  expect(delivered.length).toBeGreaterThan(0);
  const expected = sumMoney(delivered.map((o) => toCentimes(o.deleveryFee)));

  await expect(page.getByRole('heading', { level: 1, name: 'Journal of Rachid Rider' })).toBeVisible({ timeout: 30_000 });
  const total = page.locator('.ant-statistic').filter({ hasText: 'Total to pay' });
  await expect(total).toContainText(formatMoney(expected));
  await expect(page.getByRole('tab', { name: /Restaurants \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Easy Market \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Stores \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Packs \(\d+\)/ })).toBeVisible();
  // Dates as written here, dd/mm/yyyy, and amounts with a decimal comma.
  await expect(page.locator('.ant-tabs-tabpane-active tbody tr.ant-table-row').first()).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);
  await expect(page.locator('.ant-tabs-tabpane-active tbody tr.ant-table-row').first()).toContainText(/\d,\d\d\sdh/);
  await shot(page, 'admin-journal-desktop', true);
  await page.setViewportSize(PHONE);
  await shot(page, 'admin-journal-phone', true);
  await page.setViewportSize(DESKTOP);

  // The CSV for the accountant, written by the server.
  const downloading = page.waitForEvent('download');
  await page.locator('.ant-card').filter({ has: total }).getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^journal-rider-101-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.trimEnd().split('\r\n').at(-1)).toBe(`Total to pay,,,,,,,${(expected / 100).toFixed(2)}`);

  // Pay, after a confirmation dialog.
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Confirm the payment of ${formatMoney(expected)} to Rachid Rider?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).not.toHaveClass(/ant-zoom-appear/);
  await shot(page, 'admin-journal-confirm-desktop');
  await confirm.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(total).toContainText('0,00 dh');
  await expect(page.getByText(/^Since the payment of/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm payment' })).toBeDisabled();

  // Confirming again through the API pays nothing.
  const again = await page.request.get(`/api/data/journal/confirm/${riderId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(again.status()).toBe(409);
});
