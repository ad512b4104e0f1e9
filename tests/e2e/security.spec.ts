import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

/**
 * Issue 15: the built SPA runs under its Content-Security-Policy (no inline scripts, no framing) with
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
