import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ar } from '../../src/i18n/ar';
import { apiSession, latestMailLink, shot } from './helpers';

/**
 * Issue 46: in Arabic on a 360 px phone, what is written in Latin characters (coordinates, links, e-mails, phone
 * numbers, barcodes, identity numbers) reads left to right on every owner and admin screen, typed or shown: the
 * longitude "-1.9086" keeps its minus sign on the left of its digits, a link starts with "https://" on the left.
 * Each check measures where the browser drew each character, not a class or an attribute.
 */

test.use({ viewport: { width: 360, height: 780 } });
test.setTimeout(180_000);

const STRONG = 'Oujda@2026';
const withValues = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Signs a demo account in through its token and shows the app in Arabic. */
async function inArabic(page: Page, request: APIRequestContext, email: string) {
  const { token } = await apiSession(request, email);
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
}

async function open(page: Page, path: string, ready: Locator) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(ready).toBeVisible({ timeout: 30_000 });
}

/**
 * The caret positions of an input's text as the pointer crosses it from left to right at mid-height, each once:
 * a text drawn left to right gives 0, 1, 2 … its length; "-1.9086" drawn as "1.9086-" gives 7, 2, 3 … 6, 1, 0.
 */
function caretOffsetsLeftToRight(input: Locator): Promise<number[]> {
  return input.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const offsets: number[] = [];
    for (let x = Math.ceil(box.left) + 1; x < box.right - 1; x++) {
      const caret = document.caretPositionFromPoint(x, y);
      if (caret?.offsetNode === element && offsets.at(-1) !== caret.offset) offsets.push(caret.offset);
    }
    return offsets;
  });
}

const inReadingOrder = (length: number) => Array.from({ length: length + 1 }, (_, i) => i);

/** The text in the field is drawn from its first character to its last, left to right. */
async function expectDrawnLeftToRight(input: Locator) {
  const value = await input.inputValue();
  expect(value.length, 'a text to measure').toBeGreaterThan(0);
  expect(await caretOffsetsLeftToRight(input), `"${value}" drawn left to right`).toEqual(inReadingOrder(value.length));
}

/** Types into a field, once the page holds what was typed (a search may draw it a moment later). */
async function typeInto(input: Locator, text: string) {
  await input.fill(text);
  await expect(input).toHaveValue(text);
}

/** A field for Latin text only: its value and its hint are laid out left to right, and the value is drawn so. */
async function expectLatinField(input: Locator, typed?: string) {
  if (typed !== undefined) await typeInto(input, typed);
  await expect(input).toHaveCSS('direction', 'ltr');
  if (await input.getAttribute('placeholder'))
    expect(await input.evaluate((element) => getComputedStyle(element, '::placeholder').direction), 'the hint’s direction').toBe('ltr');
  await expectDrawnLeftToRight(input);
}

/**
 * A hint in Latin characters ("https://…", "-1.9086", "6XXXXXXXX") is drawn exactly as the same text typed into the
 * field, and that text is drawn left to right. The colours are made the same for the comparison, and whatever the
 * field held is put back (the page's own state is never told).
 */
async function expectLatinHint(input: Locator) {
  await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const restore = await input.evaluate((element: HTMLInputElement) => {
    const held = element.value;
    element.value = '';
    element.dataset.measured = '';
    if (!document.getElementById('measuring-style')) {
      const style = document.createElement('style');
      style.id = 'measuring-style';
      // Only the text is compared: its colour made one, and the border (whose colour eases on hover) left out.
      style.textContent =
        '[data-measured], [data-measured]::placeholder { color: #000 !important; caret-color: transparent !important; border-color: transparent !important; transition: none !important }';
      document.head.append(style);
    }
    return held;
  });
  const hint = await input.getAttribute('placeholder');
  expect(hint, 'a hint').toBeTruthy();
  const hintDrawn = await input.screenshot();
  await input.evaluate((element: HTMLInputElement) => (element.value = element.placeholder));
  await expectDrawnLeftToRight(input);
  const typedDrawn = await input.screenshot();
  await input.evaluate((element: HTMLInputElement, held) => {
    element.value = held;
    delete element.dataset.measured;
  }, restore);
  if (!hintDrawn.equals(typedDrawn)) {
    await test.info().attach('hint drawn', { body: hintDrawn, contentType: 'image/png' });
    await test.info().attach('same text typed in', { body: typedDrawn, contentType: 'image/png' });
  }
  expect(hintDrawn.equals(typedDrawn), `the hint "${hint}" is drawn as the same text typed in`).toBe(true);
}

/**
 * Every e-mail, +212 phone number and link written in the page, each with whether its characters are drawn left
 * to right (on each line it takes).
 */
function latinTextShown(page: Page): Promise<{ text: string; leftToRight: boolean }[]> {
  return page.evaluate(() => {
    const pattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+212 [\d-]+|https?:\/\/\S+/g;
    const found: { text: string; leftToRight: boolean }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(pattern)) {
        const boxes: DOMRect[] = [];
        for (let i = 0; i < match[0].length; i++) {
          const range = document.createRange();
          range.setStart(node, match.index + i);
          range.setEnd(node, match.index + i + 1);
          const box = range.getBoundingClientRect();
          if (box.width > 0) boxes.push(box);
        }
        if (boxes.length === 0) continue; // not on screen (a closed menu, a printed ticket)
        const leftToRight = boxes.every((box, i) => i === 0 || Math.abs(box.top - boxes[i - 1]!.top) > 2 || box.left >= boxes[i - 1]!.left);
        found.push({ text: match[0], leftToRight });
      }
    }
    return found;
  });
}

/** Every Latin value shown reads left to right, and those named (a text, or a pattern such as a phone's) are among them. */
async function expectLatinTextShown(page: Page, ...expected: (string | RegExp)[]) {
  const shown = await latinTextShown(page);
  expect(
    shown.filter((value) => !value.leftToRight).map((value) => value.text),
    'values drawn out of order',
  ).toEqual([]);
  const texts = shown.map((value) => value.text);
  for (const value of expected)
    expect(
      texts.some((text) => (typeof value === 'string' ? text === value : value.test(text))),
      `${value} shown`,
    ).toBe(true);
}

const PHONE = /^\+212 /;

test('an owner’s settings, account and order history read coordinates, links, phones and e-mails left to right', async ({
  page,
  request,
}) => {
  await inArabic(page, request, 'resto@demo.ma');

  // Settings: the place, the contact number and the links (typed, and their "https://…" hints).
  await open(page, '/manage/restaurant', page.locator('#longitude'));
  await expectLatinField(page.locator('#longitude'));
  await expect(page.locator('#longitude')).toHaveValue('-1.9086');
  await expectLatinField(page.locator('#latitude'));
  await expectLatinField(page.locator('#contactNumber'));
  await expectLatinHint(page.locator('#contactNumber'));
  await expectLatinField(page.locator('#socialMedia_ig'));
  await expectLatinField(page.locator('#socialMedia_web'), 'https://darzitoun.ma/menu/');
  for (const network of ['ig', 'fb', 'web', 'tiktok']) await expectLatinHint(page.locator(`#socialMedia_${network}`));
  await page.locator('#longitude').scrollIntoViewIfNeeded();
  await shot(page, 'latin-text-settings-ar-360');

  // The account's e-mail.
  await open(page, '/profile', page.getByText('resto@demo.ma').first());
  await expectLatinTextShown(page, 'resto@demo.ma');

  // The order history: a search by phone number, and an order's phone.
  await open(page, '/orders/done', page.getByRole('searchbox', { name: ar.orders.history.search }));
  const search = page.getByRole('searchbox', { name: ar.orders.history.search });
  await typeInto(search, '+212 6');
  await expectDrawnLeftToRight(search);
  await search.fill('');
  await page
    .getByRole('button', { name: withValues(ar.orders.open, { number: '' }) })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectLatinTextShown(page, PHONE);
});

test('a store owner’s barcodes, products search and team e-mails read left to right', async ({ page, request }) => {
  const owner = await apiSession(request, 'store@demo.ma');
  const invited = `desk.${Date.now()}@demo.ma`;
  const invitation = await request.post('/api/team/invitations', { headers: owner.headers, data: { email: invited, role: 'desk' } });
  expect(invitation.ok()).toBe(true);
  try {
    await inArabic(page, request, 'store@demo.ma');
    await open(page, '/manage/product', page.getByRole('button', { name: ar.catalogue.products.add }));
    const search = page.getByRole('searchbox', { name: ar.catalogue.products.search });
    await typeInto(search, '6111245591095');
    await expectDrawnLeftToRight(search);
    await search.fill('');
    await page.getByRole('button', { name: ar.catalogue.products.add }).first().click();
    await expectLatinField(page.getByRole('dialog').getByLabel(ar.catalogue.products.barcode), '6111245591095');

    await open(page, '/team', page.getByText(invited).first());
    await expectLatinTextShown(page, invited);
    await expectLatinField(page.getByLabel(ar.team.email, { exact: true }), 'manager.2@demo.ma');
  } finally {
    const team = await (await request.get('/api/team', { headers: owner.headers })).json();
    for (const pending of team.invitations.filter((i: { email: string }) => i.email === invited))
      await request.delete(`/api/team/invitations/${pending._id}`, { headers: owner.headers });
  }
});

test('an admin reads partners’ e-mails and phones, riders’ phones and a business’s place left to right', async ({ page, request }) => {
  await inArabic(page, request, 'admin@demo.ma');

  // Partners: the search by e-mail, the list, a partner's details and the new e-mail field.
  const search = page.getByRole('searchbox', { name: ar.partners.searchLabel });
  await open(page, '/users/restaurant', search);
  await typeInto(search, 'resto@');
  await expectDrawnLeftToRight(search);
  await search.press('Enter');
  await expect(page.getByText('resto@demo.ma')).toBeVisible();
  await expectLatinTextShown(page, 'resto@demo.ma');
  await page.getByRole('button', { name: withValues(ar.partners.detailsOf, { name: 'Youssef Benali' }) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectLatinTextShown(page, 'resto@demo.ma', '+212 661-234567');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: withValues(ar.partners.editEmailOf, { name: 'Youssef Benali' }) }).click();
  await expectLatinField(page.getByRole('dialog').getByLabel(ar.partners.emailDialog.newEmail), 'youssef.benali@demo.ma');
  await page.keyboard.press('Escape');

  // Riders: the search by number, their phones in the list and on a journal.
  const riderNumber = page.locator('#rider-search-number');
  await open(page, '/data/rider', riderNumber);
  await expectLatinField(riderNumber, '101');
  await expect(page.getByText('Rachid Rider').first()).toBeVisible();
  await expectLatinTextShown(page, PHONE);
  await page.getByRole('link', { name: withValues(ar.riders.openJournalOf, { name: 'Rachid Rider' }) }).click();
  await expect(page.getByRole('link', { name: PHONE })).toBeVisible();
  await expectLatinTextShown(page, PHONE);

  // Orders: a customer's phone.
  await open(page, '/orders/restaurant', page.getByRole('button', { name: withValues(ar.orders.open, { number: '' }) }).first());
  await page
    .getByRole('button', { name: withValues(ar.orders.open, { number: '' }) })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectLatinTextShown(page, PHONE);

  // A business's settings.
  const owner = await apiSession(request, 'resto@demo.ma');
  const business = await (await request.get(`/api/restaurant/getByOwner/${owner.user._id}`, { headers: owner.headers })).json();
  await open(page, `/settings/restaurant/${business._id}`, page.locator('#longitude'));
  await expectLatinField(page.locator('#longitude'));
  await expectLatinHint(page.locator('#socialMedia_tiktok'));
});

test('a new partner’s identity number, phone and coordinates read left to right in the onboarding', async ({ page, request }) => {
  const email = `latin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.ma`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Nour Haddad', email, phone: '0612345678', password: STRONG, confirmPassword: STRONG, role: 'restaurant_owner' },
  });
  expect(registered.status()).toBe(201);
  const link = new URL(await latestMailLink(email)).pathname.split('/').pop();
  expect((await request.get(`/api/auth/verify/${link}`)).status()).toBe(200);
  const { token, user } = await (await request.post('/api/auth/login', { data: { email, password: STRONG } })).json();
  await page.context().addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('lang', 'ar'));

  await open(page, '/', page.getByLabel(ar.onboarding.identity.number));
  await expectLatinField(page.getByLabel(ar.onboarding.identity.number), 'FA123456');

  const identity = await request.put(`/api/auth/confirme/${user._id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { N_identité: 'FA123456', Date_birth: '1990-03-02', scan_Id: 'http://localhost/uploads/card_identite/x.png' },
  });
  expect(identity.ok()).toBe(true);
  await open(page, '/', page.getByLabel(ar.onboarding.business.longitude));
  const phone = page.getByLabel(ar.onboarding.business.contactNumber);
  await expectLatinHint(phone);
  await expectLatinField(phone, '612345678');
  const latitude = page.getByLabel(ar.onboarding.business.latitude);
  const longitude = page.getByLabel(ar.onboarding.business.longitude);
  await expectLatinHint(latitude);
  await expectLatinHint(longitude);
  await expectLatinField(longitude, '-1.9086');
  await expectLatinField(latitude, '34.6814');
  await shot(page, 'latin-text-onboarding-ar-360');
});

test('the sign-in, registration and forgotten-password e-mails read left to right', async ({ page }) => {
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: test.info().project.use.baseURL! }]);
  // Measured once the app has taken over from the prerendered copy of the page (which would go from under the pointer).
  const prerendered = page.locator('#prerendered');
  await open(page, '/login', page.locator('#email'));
  await expect(prerendered).toHaveCount(0);
  await expectLatinField(page.locator('#email'), 'resto@demo.ma');
  await open(page, '/register', page.locator('#email'));
  await expect(prerendered).toHaveCount(0);
  await expectLatinField(page.locator('#email'), 'nour.haddad@demo.ma');
  await expectLatinHint(page.locator('#phone'));
  await expectLatinField(page.locator('#phone'), '612345678');
  await open(page, '/forgot-password', page.locator('#email'));
  await expect(prerendered).toHaveCount(0);
  await expectLatinField(page.locator('#email'), 'resto@demo.ma');
});
