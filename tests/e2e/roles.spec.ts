import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, shot } from './helpers';

/**
 * The foundation's role journeys: each demo account of DESIGN §4 lands where its role
 * belongs; logout; unknown paths; page views; footer links; phone layouts.
 */

const RIDER_SITE = 'https://rider.example.ma';

interface Layout {
  email: string;
  home: RegExp;
  shows: string[];
  hides: string[];
}

const LAYOUTS: Record<string, Layout> = {
  admin: {
    email: 'admin@demo.ma',
    home: /\/(dashboard)?$/,
    shows: ['Dashboard', 'Partners', 'Rider data', 'Easy Market', 'FAQs'],
    hides: ['Packs', 'Schedule', 'My restaurant', 'Products'],
  },
  resto: {
    email: 'resto@demo.ma',
    home: /\/(dashboard)?$/,
    shows: ['Dashboard', 'Menu', 'Packs', 'My restaurant', 'Schedule', 'Order history', 'FAQs'],
    hides: ['Easy Market', 'Partners', 'Products', 'My store', 'Restaurant info'],
  },
  store: {
    email: 'store@demo.ma',
    home: /\/(dashboard)?$/,
    shows: ['Dashboard', 'Products', 'Packs', 'My store', 'Schedule', 'Order history'],
    hides: ['Menu', 'My restaurant', 'Easy Market', 'Partners'],
  },
  services: {
    email: 'services@demo.ma',
    home: /\/dashboard$/,
    // Named for a services business, with the schedule (and temporary close) restaurants have.
    shows: ['My services', 'My business', 'Schedule', 'Order history', 'FAQs'],
    hides: ['Menu', 'My restaurant', 'Packs', 'Products', 'Easy Market', 'Partners'],
  },
  adminresto: {
    email: 'adminresto@demo.ma',
    home: /\/settings$/,
    shows: ['Restaurant info', 'FAQs'],
    hides: ['Dashboard', 'Menu', 'Packs', 'Easy Market', 'Partners'],
  },
};

const sider = (page: Page) => page.locator('.ant-layout-sider');
/** A navigation entry by its exact label (its accessible name also carries the icon's). */
const entry = (menu: Locator, label: string) => menu.getByRole('menuitem').filter({ hasText: new RegExp(`^${label}$`) });
const hasToken = async (page: Page) => (await page.context().cookies()).some((c) => c.name === 'token' && !!c.value);

for (const [name, layout] of Object.entries(LAYOUTS)) {
  test(`${name} logs in and sees its own side navigation`, async ({ page }) => {
    await login(page, layout.email);
    await expect(page).toHaveURL(layout.home);
    const nav = sider(page);
    await expect(nav).toBeVisible();
    for (const label of layout.shows) await expect(entry(nav, label), label).toBeVisible();
    for (const label of layout.hides) await expect(entry(nav, label), label).toHaveCount(0);
    await expect(nav.getByText('Log out', { exact: true })).toBeVisible();
    await expect(page.getByText('Unauthorized Access')).toHaveCount(0);
    await expect(page.locator('.ant-layout-content .ant-spin-spinning')).toHaveCount(0);
    await shot(page, `layout-${name}`);
  });
}

test('a services owner has the schedule and the temporary close, and a catalogue named for services', async ({ page }) => {
  await login(page, 'services@demo.ma');
  await expect(page).toHaveURL(/\/dashboard$/);
  await entry(sider(page), 'Schedule').click();
  await expect(page).toHaveURL(/\/manage\/shedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Opening schedule' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Close Now' })).toBeVisible();
  await shot(page, 'services-schedule-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'services-schedule-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await entry(sider(page), 'My services').click();
  await expect(page.getByRole('heading', { name: 'My services' })).toBeVisible({ timeout: 30_000 });
});

test('new@demo.ma (not verified) sees onboarding on every path', async ({ page }) => {
  await login(page, 'new@demo.ma');
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expect(sider(page)).toHaveCount(0);
  await page.goto('/orders/now');
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expect(sider(page)).toHaveCount(0);
  await shot(page, 'layout-new');
});

test('rider@demo.ma is sent to the rider site', async ({ page }) => {
  await page.route(`${RIDER_SITE}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Rider site</title><h1>Rider site</h1>' }),
  );
  await login(page, 'rider@demo.ma');
  await expect(page).toHaveURL(new RegExp(`^${RIDER_SITE.replace(/\./g, '\\.')}`));
  await expect(page.getByRole('heading', { name: 'Rider site' })).toBeVisible();
});

test('client@demo.ma sees Unauthorized Access and can log out', async ({ page }) => {
  await login(page, 'client@demo.ma');
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  await expect(sider(page)).toHaveCount(0);
  await shot(page, 'layout-client');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Grow your business in Oujda' })).toBeVisible();
  expect(await hasToken(page)).toBe(false);
});

test('logout removes the token cookie and reloads to the landing page', async ({ page }) => {
  await login(page, 'resto@demo.ma');
  await expect(sider(page)).toBeVisible();
  expect(await hasToken(page)).toBe(true);
  const reloaded = page.waitForEvent('load');
  await sider(page).getByText('Log out', { exact: true }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Grow your business in Oujda' })).toBeVisible();
  expect(await hasToken(page)).toBe(false);
  // Back-office paths are gone with the session.
  await page.goto('/manage/menu');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Join us' })).toBeVisible();
});

test('an unknown path leads logged-out people to the landing page and logged-in ones to their home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Grow your business in Oujda' })).toBeVisible();

  await login(page, 'resto@demo.ma');
  await expect(sider(page)).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(entry(sider(page), 'Menu')).toBeVisible();
  // Another role's page is not this role's: back home too.
  await page.goto('/EasyMarket/manage');
  await expect(page).toHaveURL(/\/$/);

  await page.context().clearCookies();
  await login(page, 'adminresto@demo.ma');
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/whatever');
  await expect(page).toHaveURL(/\/settings$/);
});

test('/test counts page views, including pages visited during the run', async ({ page, request }) => {
  // More often viewed pages than a table page holds, as after a whole run: the one looked for is further on.
  for (let i = 0; i < 21; i++)
    for (const _ of [1, 2]) expect((await request.post('/api/data/pageView', { data: { pagePath: `/often-${i}` } })).ok()).toBe(true);
  const viewsOf = async (pagePath: string) => {
    await page.goto('/test');
    await expect(page.getByRole('heading', { name: 'Page views' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Page path' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Views' })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const row = page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name: pagePath, exact: true }) });
    // Most viewed first, 20 a page, the total said: after a whole run a rarely visited page is further on.
    await expect(page.locator('.ant-pagination-total-text')).toHaveText(/^1–20 of \d+$/);
    for (let shown = 1; ; shown++) {
      if ((await row.count()) > 0) return Number(await row.locator('td').nth(1).innerText());
      const next = page.locator('.ant-pagination-next');
      if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') return 0;
      await next.click();
      await expect(page.locator('.ant-pagination-item-active')).toHaveText(String(shown + 1));
    }
  };
  const before = await viewsOf('/accessibility');
  // The prerendered page is readable before the app runs; the view is counted once the app has sent it.
  const recorded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/data/pageView'));
  await page.goto('/accessibility');
  await expect(page.getByRole('heading', { name: 'Accessibility' })).toBeVisible();
  expect((await recorded).ok()).toBe(true);
  await expect.poll(() => viewsOf('/accessibility'), { timeout: 10_000 }).toBe(before + 1);
  await shot(page, 'page-views');
});

test('the French footer links reach the legal pages', async ({ page }) => {
  const links: [label: string, path: string, title: string][] = [
    ['Politique de confidentialité', '/privacy', 'Privacy policy'],
    ["Conditions d'utilisation", '/terms', 'Terms of use'],
    ['Accessibilité', '/accessibility', 'Accessibility'],
    ['Contact', '/contact', 'Contact'],
  ];
  for (const [label, path, title] of links) {
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }
  await shot(page, 'legal-contact');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('landing, login and a logged-in layout whose menu opens from the top bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Grow your business in Oujda' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'phone-landing');
    await shot(page, 'phone-landing-full', true);

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await shot(page, 'phone-login');

    await page.goto('/register');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByText('Please select a role')).toBeVisible();
    await shot(page, 'phone-register-errors', true);

    await login(page, 'resto@demo.ma');
    const topBar = page.locator('.ant-layout-header');
    await expect(topBar).toBeVisible();
    await expect(page.locator('.ant-layout-content .ant-spin-spinning')).toHaveCount(0);
    await shot(page, 'phone-layout');
    await topBar.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.locator('.ant-drawer-content');
    await expect(entry(drawer, 'Menu')).toBeVisible();
    await expect(entry(drawer, 'Packs')).toBeVisible();
    await expect(drawer.getByText('Log out', { exact: true })).toBeVisible();
    await shot(page, 'phone-layout-menu');
    await entry(drawer, 'Packs').click();
    await expect(page).toHaveURL(/\/manage\/pack$/);
    await topBar.getByRole('button', { name: 'Open the menu' }).click();
    await page.locator('.ant-drawer-content').getByText('Log out', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Grow your business in Oujda' })).toBeVisible();
    expect(await hasToken(page)).toBe(false);
  });
});
