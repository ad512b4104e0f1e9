import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { login, shot } from './helpers';

const expect = baseExpect.configure({ timeout: 30_000 });

/** The axe rules this suite answers for: headings in order, every piece of content in a landmark. */
async function landmarkAndHeadingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order', 'region']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('keyboard and landmarks', () => {
  for (const [email, pages] of [
    ['resto@demo.ma', ['/dashboard', '/orders/now', '/orders/done']],
    ['store@demo.ma', ['/dashboard', '/orders/new']],
    ['admin@demo.ma', ['/dashboard', '/orders/grocery', '/orders/restaurant/new', '/orders/store/done']],
  ] as const) {
    test(`${email}: no heading-order or region violation on the orders pages and dashboards`, async ({ page }) => {
      await login(page, email);
      await expect(page.locator('.ant-layout-sider').first()).toBeVisible();
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('main h1, main h2, main h3').first()).toBeVisible();
        await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
        expect(await landmarkAndHeadingViolations(page), path).toEqual([]);
      }
    });
  }

  test('a skip link leads to the content; the sider button has a name', async ({ page }) => {
    await login(page, 'resto@demo.ma');
    await expect(page.getByText('Youssef Benali')).toBeVisible();
    await page.goto('/orders/now');
    await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await shot(page, 'keyboard-skip-link-desktop');
    await page.keyboard.press('Enter');
    await expect(page.locator('#content')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is inside the content, not the side navigation.
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    await expect(page.getByRole('button', { name: 'Collapse the menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Collapse the menu' }).click();
    await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand the menu' }).click();
  });

  test('the login e-mail field takes typing as soon as it is drawn', async ({ page }) => {
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.getByLabel('E-mail');
    await email.waitFor();
    await email.focus();
    await page.keyboard.type('resto@demo.ma');
    // Whatever the app does when it takes over, what was typed stays and the field keeps the focus.
    await page.waitForFunction(() => !document.getElementById('prerendered') && !!document.querySelector('#root form'));
    await expect(email).toHaveValue('resto@demo.ma');
    await expect(email).toBeFocused();
  });
});
