import { expect, test, type Page } from '@playwright/test';
import { apiSession, confirmItIsYou, login, resize, setAccountLanguage, settled, shot } from './helpers';

/** Issue 42 part 1: an admin sets a partner's commission terms from the partner's details. */

async function termsOf(request: Parameters<typeof apiSession>[0], businessId: string) {
  const admin = await apiSession(request, 'admin@demo.ma');
  const res = await request.get(`/api/admin/commission/${businessId}`, { headers: admin.headers });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { current: { rate: number; fixedFee: number }; history: { total: number } };
}

async function openDetails(page: Page, email: string, name: string) {
  await page.goto('/users/store');
  await page.getByRole('searchbox').first().fill(email);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: new RegExp(`^(Details of|Détails de|تفاصيل) ${name}$`) }).click();
  const details = page.getByRole('dialog').filter({ has: page.getByTestId('commission-current') });
  await expect(details).toBeVisible();
  await settled(details);
  return details;
}

// Switching the language in the app gives it to the account: the admin goes back to English.
test.afterEach(async ({ request }) => setAccountLanguage(request, 'admin@demo.ma', 'en'));

test('an admin sets 12.5 % + 1,50 dh on a store, sees it in force and in the history; a wrong rate saves nothing', async ({
  page,
  request,
}) => {
  const owner = await apiSession(request, 'store@demo.ma');
  const business = (await (await request.get(`/api/store/getByOwner/${owner.user._id}`, { headers: owner.headers })).json()) as {
    _id: string;
  };
  const before = await termsOf(request, business._id);

  await login(page, 'admin@demo.ma');
  await expect(page.locator('.ant-layout-sider').first()).toBeVisible();
  const details = await openDetails(page, 'store@demo.ma', owner.user.name as string);
  const current = details.getByTestId('commission-current');
  await expect(details.getByText(`${before.history.total} changes`).or(details.getByText('1 change'))).toBeVisible();

  // A rate with three decimals is refused on its field; nothing is asked nor sent.
  await details.getByLabel('Rate (%)').fill('12,345');
  await details.getByRole('button', { name: 'Save terms' }).click();
  await expect(details.getByText('The commission rate must be from 0 to 100 % with at most 2 decimals')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Apply new commission terms/ })).toHaveCount(0);
  expect((await termsOf(request, business._id)).history.total).toBe(before.history.total);

  // 12,5 % and 1,50 dh from now, after the confirmation.
  await details.getByLabel('Rate (%)').fill('12,5');
  await details.getByLabel('Fixed fee per order').fill('1,50');
  await expect(details.getByText('The commission rate must be from 0 to 100 % with at most 2 decimals')).toHaveCount(0);
  await details.getByLabel('Fixed fee per order').press('Enter');
  const confirm = page.getByRole('dialog', { name: /Apply new commission terms/ });
  await expect(
    confirm.getByText(/^New terms apply to orders placed from \d\d\/\d\d\/\d{4} \d\d:\d\d \(.+\); orders already placed keep theirs\.$/),
  ).toBeVisible();
  await shot(page, 'commission-confirm-en-desktop');
  await confirm.getByRole('button', { name: 'Apply the terms' }).click();
  await confirmItIsYou(page);
  await expect(page.getByText('Commission terms saved')).toBeVisible();

  await expect(current.getByText('12.5 %')).toBeVisible();
  await expect(current.getByText('1,50 dh')).toBeVisible();
  await expect(details.getByText(`${before.history.total + 1} changes`).or(details.getByText('1 change'))).toBeVisible();
  const newest = details.locator('tr[data-row-key]').filter({ hasText: '12.5 %' }).first();
  await expect(newest).toContainText('1,50 dh');
  const after = await termsOf(request, business._id);
  expect(after.current).toMatchObject({ rate: 1250, fixedFee: 1.5 });
  expect(after.history.total).toBe(before.history.total + 1);
  await shot(page, 'commission-en-1280', true);

  // French at 390 px and Arabic at 360 px, right to left.
  await page.keyboard.press('Escape');
  for (const [language, width] of [
    ['Français', 390],
    ['العربية', 360],
  ] as const) {
    await resize(page, width, 800);
    await page.getByTestId('language-switcher').first().selectOption({ label: language });
    const dialog = await openDetails(page, 'store@demo.ma', owner.user.name as string);
    await expect(dialog.getByTestId('commission-current').getByText(language === 'Français' ? '12,5 %' : '12,5 ٪')).toBeVisible();
    await dialog.getByTestId('commission-current').scrollIntoViewIfNeeded();
    await shot(page, `commission-${language === 'Français' ? 'fr' : 'ar'}-${width}`);
    await dialog
      .getByRole('button', { name: language === 'Français' ? 'Enregistrer les conditions' : 'حفظ الشروط' })
      .scrollIntoViewIfNeeded();
    await shot(page, `commission-${language === 'Français' ? 'fr' : 'ar'}-${width}-form`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
