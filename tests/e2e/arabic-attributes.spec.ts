import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/** The same in every language: brands, file types, the clock, the demo data's names, and format hints (6XX…, https://…). */
const SAME_EVERYWHERE =
  /^(Oujda Marketplace|Easy Market|Excel|CSV|UTC|Instagram|Facebook|TikTok|English|Français|Youssef Benali|Dar Zitoun|6[X ]+|https:\/\/…)$/;

/**
 * What a screen reader speaks besides the text (aria-label, title, placeholder) that holds an English
 * word and no Arabic letter: numbers, dates, phones and "#1234" pass; a title repeating its own text passes.
 */
function englishAttributes(page: Page): Promise<string[]> {
  return page.evaluate((same) => {
    const allowed = new RegExp(same);
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (!value || /[\u0600-\u06FF]/.test(value) || !/[A-Za-z]{3,}/.test(value) || allowed.test(value)) continue;
        if (name === 'title' && element.textContent?.trim() === value) continue;
        found.push(`<${element.tagName.toLowerCase()} ${name}="${value}">`);
      }
    }
    return found;
  }, SAME_EVERYWHERE.source);
}

test('an owner in Arabic hears no English word in any label, icons included', async ({ page, request, baseURL }) => {
  const login = await (await request.post('/api/auth/login', { data: { email: 'resto@demo.ma', password: DEMO_PASSWORD } })).json();
  await page.context().addCookies([{ name: 'token', value: login.token, url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
  for (const path of ['/orders/now', '/orders/done', '/manage/menu', '/manage/shedule', '/manage/restaurant', '/profile']) {
    await page.goto(path);
    await expect(page.getByTestId('app-header')).toBeVisible();
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
    expect(await englishAttributes(page), path).toEqual([]);
  }
  // The check itself: an English icon name in an Arabic page is caught.
  await page.evaluate(() => {
    const icon = document.createElement('i');
    icon.setAttribute('aria-label', 'reload');
    document.body.append(icon);
  });
  expect(await englishAttributes(page)).toEqual(['<i aria-label="reload">']);
});
