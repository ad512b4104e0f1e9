import { expect, test, type Page } from '@playwright/test';
import { latestMailLink, login, shot } from './helpers';

/**
 * The built SPA runs under its Content-Security-Policy (no inline scripts, no framing) with
 * nothing refused by the browser, on the public pages and the signed-in screens (charts, the map).
 */

test.describe.configure({ timeout: 240_000 });

/** Every CSP violation the page reports, as "directive blocked-uri". */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.effectiveDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('the SPA runs under its CSP on public pages and signed-in screens', async ({ page }) => {
  const violations = await watchViolations(page);
  const home = await page.goto('/');
  const headers = home!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await login(page, 'resto@demo.ma');
  await expect(page.getByRole('menuitem', { name: /Dashboard/ })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.goto('/manage/restaurant');
  await expect(page.locator('iframe[src*="maps.google.com"]')).toBeAttached();
  await page.goto('/orders/now');
  await expect(page.getByRole('main')).toBeVisible();
  expect(violations).toEqual([]);
});

test('another site cannot frame the back-office', async ({ page, baseURL }) => {
  await page.goto('about:blank');
  // A page of another origin (about:blank's opaque one) frames the login page and waits for it to load.
  await page.setContent(`<iframe id="f" onload="document.body.dataset.loaded='1'" src="${baseURL}/login"></iframe>`);
  await expect(page.locator('body[data-loaded="1"]')).toBeAttached();
  const framed = page.frames().find((f) => f !== page.mainFrame());
  expect(framed).toBeDefined();
  // Chromium replaces a refused frame with its error page: no login form inside.
  expect(framed!.url()).not.toMatch(/\/login$/);
  await expect(page.frameLocator('#f').locator('input')).toHaveCount(0);
});

/** Whether an <img> finished loading real pixels (a refused fetch leaves it empty). */
const loaded = (img: import('@playwright/test').Locator) =>
  expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

test('an ID scan is private: its owner sees it in onboarding, the admin in the partner details, nobody at its bare URL', async ({
  page,
  browser,
  request,
}) => {
  const STRONG = 'Oujda@2026';
  const name = `Scan Owner ${Date.now()}`;
  const email = `scan-${Date.now()}@e2e.ma`;
  const registered = await request.post('/api/auth/register', {
    data: { name, email, phone: '0612345678', password: STRONG, confirmPassword: STRONG, role: 'restaurant_owner' },
  });
  expect(registered.status()).toBe(201);
  const confirm = new URL(await latestMailLink(email)).pathname.split('/').pop();
  expect((await request.get(`/api/auth/verify/${confirm}`)).status()).toBe(200);

  await login(page, email, STRONG);
  await expect(page.getByRole('heading', { name: 'Your identity' })).toBeVisible();
  await page.getByLabel('Identity card number (CIN)').fill('FS112233');
  await page.getByLabel('Date of birth').click();
  await page.getByLabel('Date of birth').fill('1990-02-03');
  await page.keyboard.press('Tab');
  // A card-sized PNG drawn by the browser, so the screenshots show the scan itself.
  const dataUrl = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 480, height: 300 });
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#e6f4ff';
    g.fillRect(0, 0, 480, 300);
    g.fillStyle = '#1677ff';
    g.font = 'bold 36px sans-serif';
    g.fillText('CIN FS112233', 40, 160);
    return canvas.toDataURL('image/png');
  });
  const png = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/images/upload'));
  await page.locator('input[type=file]').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: png });
  const scanUrl = ((await (await uploaded).json()) as { secure_url: string }).secure_url;
  const preview = page.getByRole('img', { name: 'ID card scan' });
  await loaded(preview);
  expect(await preview.getAttribute('src')).toMatch(/^blob:/);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Information submitted successfully!' })).toBeVisible();

  // At its bare URL, without the token (a shared link, a browser cache, another site): refused, never cached.
  const bare = await request.get(scanUrl);
  expect(bare.status()).toBe(401);
  expect(bare.headers()['cache-control']).toBe('private, no-store');

  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await login(admin, 'admin@demo.ma');
  await expect(admin.getByText('Amina Admin')).toBeVisible({ timeout: 30_000 });
  await admin.goto('/users/new');
  await admin.getByRole('searchbox', { name: 'Search by name' }).fill(name);
  await admin.getByRole('button', { name: `Details of ${name}` }).click();
  const details = admin.getByRole('dialog', { name: `Details of ${name}` });
  const scan = details.getByRole('img', { name: `Scan of the identity card of ${name}` });
  await loaded(scan);
  expect(await scan.getAttribute('src')).toMatch(/^blob:/);
  await admin.setViewportSize({ width: 1366, height: 768 });
  await shot(admin, 'security-private-scan-admin-desktop');
  await admin.setViewportSize({ width: 390, height: 844 });
  await loaded(scan);
  await shot(admin, 'security-private-scan-admin-phone');
  await adminContext.close();
});
