import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, shot } from './helpers';

/**
 * The public pages arrive prerendered, so a phone on a slow network paints them and can type before the
 * app's script is there; the app then takes over without a flash and without losing what was typed.
 */

test('the landing page links to login and registration with real anchors, before and after the app runs', async ({ page }) => {
  await page.goto('/');
  for (const [name, href] of [
    ['Log in', '/login'],
    ['Join us', '/register'],
    ['Become a partner', '/register'],
    ['I already have an account', '/login'],
  ]) {
    await expect(page.getByRole('link', { name }).first()).toHaveAttribute('href', href!);
  }
  // The app has taken over: a plain click stays in the page, without a reload.
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('link', { name: 'Join us' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Become a partner' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('a prerendered page is painted from its HTML alone; the app is fetched only once it is on screen', async ({ page }) => {
  const requested: { url: string; type: string }[] = [];
  page.on('request', (request) => requested.push({ url: request.url(), type: request.resourceType() }));
  await page.goto('/login');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  // Its styles are inline: no stylesheet to wait for before the first paint.
  expect(requested.filter((r) => r.type === 'stylesheet')).toEqual([]);
  const timing = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    entry: performance.getEntriesByType('resource').find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))?.startTime,
  }));
  expect(timing.painted).toBeDefined();
  expect(timing.entry).toBeDefined();
  expect(timing.entry!).toBeGreaterThanOrEqual(timing.painted!);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login shows its form, and / its content and links', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to your back-office' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeEditable();
    await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.getByLabel('E-mail').fill('resto@demo.ma');
    await expect(page.getByLabel('E-mail')).toHaveValue('resto@demo.ma');
    await shot(page, 'login-without-js');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Grow your business in Oujda' })).toBeVisible();
    await page.getByRole('link', { name: 'Join us' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Become a partner' })).toBeVisible();
  });
});

test('the app hydrates the prerendered form, keeping what was typed before it arrived', async ({ page }) => {
  // Hold the app's entry script until the e-mail is typed, as a slow network would.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // React reports a page it could not hydrate (and drew anew) as an uncaught error.
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  // A held module script holds DOMContentLoaded back too: wait for the page itself.
  await page.goto('/login', { waitUntil: 'commit' });
  const prerenderedEmail = page.locator('#prerendered #email');
  await prerenderedEmail.fill('resto@demo.ma');
  await page.locator('#prerendered h1').evaluate((heading) => (heading.dataset.paintedFirst = 'yes'));
  await page.locator('#prerendered #password').fill(DEMO_PASSWORD);
  // "Log in" pressed too early does nothing yet: no native post that would reload the page and lose the input.
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.isNavigationRequest() && posts.push(request.url()));
  await page.locator('#prerendered button[type="submit"]').click({ force: true });
  await prerenderedEmail.focus();
  release();

  await expect(page.locator('#prerendered')).toHaveCount(0);
  // Hydrated: the app took over the very elements painted first, not a copy drawn beside them.
  await expect(page.locator('#root h1[data-painted-first="yes"]')).toHaveCount(1);
  await expect(page.locator('#root')).toHaveCount(1);
  await expect(page.getByLabel('E-mail')).toHaveValue('resto@demo.ma');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);
  expect(posts).toEqual([]);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Menu' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a role chosen on the prerendered registration form stays chosen when the app takes over', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/register', { waitUntil: 'commit' });
  await page.locator('#prerendered').getByText('Store', { exact: true }).click();
  await page.locator('#prerendered #name').fill('Fatima Zahra');
  release();

  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Store' })).toBeChecked();
  await expect(page.getByLabel('Full name')).toHaveValue('Fatima Zahra');
});

test('the signed-out entry carries neither Refine nor socket.io; they arrive on the way in', async ({ page }) => {
  // Markers that survive minification: Refine's warnings link to refine.dev, socket.io's client names its path.
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  const carries = (marker: string) => scripts.some((text) => text.includes(marker));
  await page.goto('/login');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toBeEditable();
  expect(scripts.length).toBeGreaterThan(0);
  expect(carries('refine.dev')).toBe(false);
  expect(carries('/socket.io')).toBe(false);

  await page.getByLabel('E-mail').fill('resto@demo.ma');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Youssef Benali')).toBeVisible();
  expect(carries('refine.dev')).toBe(true);
  expect(carries('/socket.io')).toBe(true);
});
