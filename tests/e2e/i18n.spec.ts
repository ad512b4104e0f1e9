import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, setAccountLanguage, shot } from './helpers';

/** French and Arabic (right-to-left) beside English. */

async function chooseLanguage(page: Page, name: string) {
  // The prerendered page's switcher only works once the app has taken over.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await page.getByTestId('language-switcher').first().selectOption({ label: name });
}

test('Arabic from the login page: right-to-left menu, Arabic validation, prices and phones read correctly; French is kept over a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to your back-office' })).toBeVisible();
  // Typed before the switch, still there after it: the page is not reloaded.
  await page.getByLabel('E-mail').fill('resto@demo.ma');
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'سجّل الدخول إلى فضائك' })).toBeVisible();
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue('resto@demo.ma');
  await shot(page, 'i18n-login-ar-desktop');

  await page.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();

  // The side menu is in Arabic, on the right.
  const sider = page.locator('.ant-layout-sider').first();
  await expect(sider.getByText('لوحة القيادة')).toBeVisible();
  await expect(sider.getByText('سجل الطلبات')).toBeVisible();
  // Measured once the layout has settled (the sider takes its breakpoint's width after its first frame).
  await expect(async () => expect((await sider.boundingBox())?.x).toBeGreaterThan(1366 / 2)).toPass();
  await expect(page.getByText('مجموع المبيعات')).toBeVisible();
  await shot(page, 'i18n-dashboard-ar-desktop');

  // A product form refused in Arabic.
  await page.goto('/manage/menu');
  await page.getByRole('button', { name: 'إضافة منتج' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form.getByText('الاسم مطلوب').or(form.getByText('المرجو ملء جميع الحقول')).first()).toBeVisible();
  await shot(page, 'i18n-product-form-ar-desktop');
  await form.getByRole('button', { name: 'إلغاء' }).click();

  // A price: Latin digits, decimal comma, the dirham as Arabic writes it, kept apart from the words.
  const price = page.getByText(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0د\.م\.$/).first();
  await expect(price).toBeVisible();

  // A phone: +212 and its digits left to right inside the Arabic table.
  await page.goto('/orders/done');
  const phone = page
    .locator('td [dir="ltr"]')
    .filter({ hasText: /^\+212 / })
    .first();
  await expect(phone).toBeVisible();
  expect(await phone.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await expect(page.getByRole('columnheader', { name: 'هاتف الزبون' })).toBeVisible();
  await shot(page, 'i18n-orders-ar-desktop');

  // French, and still French after a reload.
  await chooseLanguage(page, 'Français');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('.ant-layout-sider').first().getByText('Historique', { exact: true })).toBeVisible();
  // The tab's title follows the language in the app too, not only on the prerendered pages.
  await expect(page).toHaveTitle(/Espace partenaire/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.ant-layout-sider').first().getByText('Tableau de bord')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Téléphone du client' })).toBeVisible();
});

// Signing in after choosing a language gives it to the account: the demo account goes back to English.
test.afterEach(async ({ request }) => setAccountLanguage(request, 'resto@demo.ma', 'en'));

test("an account's language, chosen on another device, is taken at sign-in where none was chosen", async ({ page, request }) => {
  await setAccountLanguage(request, 'resto@demo.ma', 'fr');
  await login(page, 'resto@demo.ma');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.ant-layout-sider').first().getByText('Tableau de bord')).toBeVisible();
  // Kept in this browser from now on: the next visit starts in French before anyone signs in.
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
});

test('a first visit follows the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Développez votre commerce à Oujda' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await context.close();
});

test.describe('public pages before the app takes over (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('the language cookie picks the prerendered copy: French /login, Arabic right-to-left, English without it', async ({
    browser,
    baseURL,
  }) => {
    const host = new URL(baseURL!).hostname;
    for (const [lang, dir, heading, forgot] of [
      ['fr', 'ltr', 'Connectez-vous à votre espace', 'Réinitialiser votre mot de passe'],
      ['ar', 'rtl', 'سجّل الدخول إلى فضائك', null],
    ] as const) {
      // A browser that prefers English: the cookie (the choice made in the app) wins over it.
      const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US', viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'lang', value: lang, domain: host, path: '/' }]);
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('#prerendered').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Log in to your back-office')).toHaveCount(0);
      await expect(page).not.toHaveTitle(/Partner back-office/);
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /delivery marketplace/);
      if (dir === 'rtl') {
        // The form reads from the right: its labels' text starts at the right edge.
        const label = page.locator('#prerendered label').first();
        expect(await label.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      }
      await shot(page, `i18n-prerendered-login-${lang}-phone`);
      if (forgot) {
        await page.goto('/forgot-password');
        await expect(page.locator('#prerendered').getByRole('heading', { name: forgot })).toBeVisible();
      }
      await context.close();
    }
    const english = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await english.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Oujda Marketplace — Partner back-office');
    await expect(page.locator('#prerendered').getByRole('heading', { level: 1, name: 'Log in to your back-office' })).toBeVisible();
    await english.close();
  });

  test('without a cookie, the browser languages pick the copy', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ar-MA' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await shot(page, 'i18n-prerendered-landing-ar-desktop');
    await context.close();
  });
});

/** The screens to look at, in French and Arabic, on a laptop and a phone. */
for (const [lang, name] of [
  ['fr', 'Français'],
  ['ar', 'العربية'],
] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`screens in ${lang} on ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await chooseLanguage(page, name);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `i18n-landing-${lang}-${device}`);
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The English prerendered page gives way to the app in the chosen language.
      await expect(page.locator('#prerendered')).toHaveCount(0);
      await expect(page.locator('h1')).not.toHaveText('Log in to your back-office');
      await shot(page, `i18n-login-${lang}-${device}`);
      await page.locator('#email').fill('resto@demo.ma');
      await page.locator('#password').fill(DEMO_PASSWORD);
      await page.locator('button[type="submit"]').click();
      await expect(page.locator('canvas, .ant-empty').first()).toBeVisible();
      await shot(page, `i18n-dashboard-${lang}-${device}`);
      await page.goto('/orders/now');
      await expect(page.locator('.ant-table, .ant-empty, .ant-card').first()).toBeVisible();
      await shot(page, `i18n-orders-${lang}-${device}`);
      await page.goto('/manage/shedule');
      await expect(page.locator('.ant-select, .ant-switch').first()).toBeVisible();
      await shot(page, `i18n-schedule-${lang}-${device}`);
      await page.goto('/manage/menu');
      await page
        .locator('button')
        .filter({ hasText: lang === 'fr' ? 'Ajouter un article' : 'إضافة منتج' })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, `i18n-product-form-${lang}-${device}`);
    });
  }
}
