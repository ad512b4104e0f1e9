import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, latestMailLink, login, resize, shot } from './helpers';
import { TERMS_VERSION } from '../../src/domain/terms';

/**
 * The onboarding wizard. A new partner gives their identity, registers the business (the
 * browser's position granted through Playwright, once outside Oujda, then in it), accepts the terms and
 * waits for verification; the admin then sees the identity through the API. Also a store owner and a rider.
 */

const STRONG = 'Oujda@2026';
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.ma`;
const OUJDA = { latitude: 34.6814, longitude: -1.9086 };
const CASABLANCA = { latitude: 33.5731, longitude: -7.5898 };
// A real 1×1 PNG (the image service sniffs the bytes).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Registers and confirms a partner through the API, as the e-mail link would. */
async function newPartner(request: APIRequestContext, role: 'restaurant_owner' | 'store_owner', name: string) {
  const email = unique(role === 'store_owner' ? 'store' : 'resto');
  const registered = await request.post('/api/auth/register', {
    data: { name, email, phone: '0612345678', password: STRONG, confirmPassword: STRONG, role },
  });
  expect(registered.status()).toBe(201);
  const token = new URL(await latestMailLink(email)).pathname.split('/').pop();
  expect((await request.get(`/api/auth/verify/${token}`)).status()).toBe(200);
  return email;
}

/** A screenshot at desktop width and one at phone width, both to be looked at. */
async function shotBoth(page: Page, name: string) {
  await shot(page, `onboarding-${name}-desktop`, true);
  await resize(page, 390, 844);
  await shot(page, `onboarding-${name}-phone`, true);
  await resize(page, 1280, 800);
}

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });

async function pickOption(page: Page, label: string, search: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByLabel(label, { exact: true }).fill(search);
  await page.keyboard.press('Enter');
}

async function fillIdentity(page: Page, number: string, birth: string) {
  await page.getByLabel('Identity card number (CIN)').fill(number);
  await page.getByLabel('Date of birth').click();
  await page.getByLabel('Date of birth').fill(birth);
  await page.keyboard.press('Tab');
  await page.locator('input[type=file]').setInputFiles(image('id.png'));
  await expect(page.getByRole('img', { name: 'ID card scan' })).toBeVisible();
}

async function fillBusiness(page: Page, { name, categories }: { name: string; categories: string[] }) {
  await page.getByLabel('Business name').fill(name);
  await page.getByLabel('Contact number').fill('0612345678');
  for (const category of categories) await pickOption(page, 'Categories (up to 3)', category);
  await page.keyboard.press('Escape');
  await pickOption(page, 'Opening time', '12:00');
  await pickOption(page, 'Closing time', '02:00');
  await expect(page.getByText('Open overnight: closes at 02:00 the next day.')).toBeVisible();
  const uploads = page.locator('input[type=file]');
  await uploads.nth(0).setInputFiles(image('logo.png'));
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await uploads.nth(1).setInputFiles(image('background.png'));
  await expect(page.getByRole('img', { name: 'Background image' })).toBeVisible();
  await page.getByLabel('Description').fill('Grilled meat, pizza and fresh juices in the heart of Oujda, open late every night.');
}

async function acceptTermsAndWait(page: Page, label: string) {
  await expect(page.getByRole('heading', { name: 'Terms of partnership' })).toBeVisible();
  await shotBoth(page, `${label}-terms`);
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please accept the terms to continue' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and agree to the terms of partnership' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is awaiting verification' })).toBeVisible();
  await expect(page.getByText('within 24-48 hours')).toBeVisible();
  await shotBoth(page, `${label}-awaiting`);
}

test('a new restaurant owner goes through identity, business (in and out of Oujda), terms and awaits verification', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = await newPartner(request, 'restaurant_owner', 'Nour Haddad');
  await login(page, email, STRONG);

  // Step 1: identity. No navigation or sidebar for an unverified account.
  await expect(page.getByRole('heading', { name: 'Your identity' })).toBeVisible();
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await shotBoth(page, 'identity-empty');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Identity number, date of birth and ID scan are required').first()).toBeVisible();
  await shotBoth(page, 'identity-errors');

  // Under 18 is refused by the form.
  const seventeen = new Date();
  seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
  await fillIdentity(page, 'FB998877', seventeen.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();

  await page.getByLabel('Date of birth').click();
  // Typed as on the ID card, day first.
  await page.getByLabel('Date of birth').fill('15/06/1991');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Date of birth')).toHaveValue('15/06/1991');
  await shotBoth(page, 'identity-filled');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(toast(page, 'Information submitted successfully!')).toBeVisible();

  // Step 2: business.
  await expect(page.getByRole('heading', { name: 'Your business' })).toBeVisible();
  await shotBoth(page, 'business-empty');
  await fillBusiness(page, { name: 'Grill Nour', categories: ['Grill', 'Pizza', 'Juices'] });

  // The picker stops at three: a fourth cannot be chosen, so there is no error to correct after.
  await pickOption(page, 'Categories (up to 3)', 'Desserts');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-selection-item[title="Desserts"]')).toHaveCount(0);
  await expect(page.locator('.ant-select-selection-item[title="Juices"]')).toHaveCount(1);
  await expect(page.getByText('You can only select up to 3 categories.')).toHaveCount(0);

  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation(CASABLANCA);
  await page.getByRole('button', { name: 'Use my current location' }).click();
  await expect(toast(page, "Make sure the coordinates are correct. You're not in Oujda.")).toBeVisible();
  await expect(page.getByLabel('Latitude')).toHaveValue('33.5731');
  await shotBoth(page, 'business-outside-oujda');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText("Make sure the coordinates are correct. You're not in Oujda.").first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your business' })).toBeVisible();

  // The owner corrects the point by typing the shop's coordinates. (Not a second browser fix: Chromium reuses a
  // position for maximumAge, 10 s by its own clock, which page.clock does not reach; waiting it out was 10 s.)
  await page.getByLabel('Latitude').fill(String(OUJDA.latitude));
  await page.getByLabel('Longitude').fill(String(OUJDA.longitude));
  await page.getByLabel('Longitude').blur();
  await expect(page.getByLabel('Latitude')).toHaveValue('34.6814');
  await expect(page.getByLabel('Longitude')).toHaveValue('-1.9086');
  // The warnings go once the point is in Oujda: the toast about the previous point and the refused save's message.
  await expect(toast(page, "Make sure the coordinates are correct. You're not in Oujda.")).toHaveCount(0);
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: "You're not in Oujda" })).toHaveCount(0);
  await expect(page.getByTitle('Map of the business location')).toHaveAttribute('src', /q=34\.6814,-1\.9086&z=15/);
  await shotBoth(page, 'business-filled');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Steps 3 and 4.
  await acceptTermsAndWait(page, 'restaurant');

  // Coming back later resumes at the awaiting step (the business exists).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your account is awaiting verification' })).toBeVisible();

  // The business is stored as sent, location as [longitude, latitude].
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'token')!.value;
  const me = (await (await request.get('/api/auth/data', { headers: { authorization: `Bearer ${token}` } })).json()).user;
  const business = await (
    await request.get(`/api/restaurant/getByOwner/${me._id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(business).toMatchObject({
    name: 'Grill Nour',
    contactNumber: '612345678',
    city: 'oujda',
    category: ['Grill', 'Pizza', 'Juices'],
    openingTime: '12:00',
    closingTime: '02:00',
    location: { type: 'Point', coordinates: [-1.9086, 34.6814] },
  });
  expect(business.logo).toMatch(/\/uploads\/restaurant\//);

  // The admin sees the partner's identity through the API.
  const adminLogin = await request.post('/api/auth/login', { data: { email: 'admin@demo.ma', password: DEMO_PASSWORD } });
  const adminToken = (await adminLogin.json()).token as string;
  const partners = (await (
    await request.get('/api/admin/getAll/non_verified', { headers: { authorization: `Bearer ${adminToken}` } })
  ).json()) as Record<string, unknown>[];
  const partner = partners.find((p) => p.email === email);
  expect(partner).toMatchObject({ N_identité: 'FB998877', Date_birth: '1991-06-15' });
  expect(String(partner!.scan_Id)).toMatch(/\/uploads\/card_identit/);
  expect(partner).not.toHaveProperty('passwordHash');
});

test('a store owner who gave their identity resumes at the business step with the store categories', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = await newPartner(request, 'store_owner', 'Samira Ouazzani');
  await login(page, email, STRONG);
  await fillIdentity(page, 'FC112233', '1985-01-20');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your business' })).toBeVisible();

  // A reload opens the wizard at step 2: the identity number is known.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your business' })).toBeVisible();
  await page.getByLabel('Categories (up to 3)').click();
  await expect(page.locator('.ant-select-item-option[title="Grocery"]')).toBeVisible();
  await expect(page.locator('.ant-select-item-option[title="Pizza"]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await fillBusiness(page, { name: 'Hanout Samira', categories: ['Grocery', 'Bakery'] });
  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation({ latitude: 34.69, longitude: -1.92 });
  await page.getByRole('button', { name: 'Use my current location' }).click();
  await expect(page.getByTitle('Map of the business location')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await acceptTermsAndWait(page, 'store');
});

test('a refused position says so, a failed save keeps what was typed, and the terms are asked for until accepted', async ({
  page,
  request,
  browser,
}) => {
  const email = await newPartner(request, 'restaurant_owner', 'Yassine Kabbaj');
  await login(page, email, STRONG);
  await fillIdentity(page, 'FD445566', '1990-09-09');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your business' })).toBeVisible();

  // No permission granted: the browser refuses the position.
  await page.getByRole('button', { name: 'Use my current location' }).click();
  await expect(toast(page, 'Unable to retrieve your location. Please check your permissions.')).toBeVisible({ timeout: 35_000 });

  // Typed coordinates work too; the server refuses the save (it is down for this request).
  await fillBusiness(page, { name: 'Tacos Yassine', categories: ['Tacos'] });
  await page.getByLabel('Latitude').fill('34.68');
  await page.getByLabel('Longitude').fill('-1.91');
  await page.route('**/api/restaurant/add', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message: 'Something went wrong on our side. Please try again.' } }),
  );
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error in adding your data. Please refresh.' })).toBeVisible();
  await shotBoth(page, 'business-save-failed');
  await expect(page.getByLabel('Business name')).toHaveValue('Tacos Yassine');
  await expect(page.getByLabel('Latitude')).toHaveValue('34.68');
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();

  // Once the server answers again, the same form goes through.
  await page.unroute('**/api/restaurant/add');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of partnership' })).toBeVisible();

  // Leaving before the terms and coming back asks for them again: the account has not accepted them.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Terms of partnership' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and agree to the terms of partnership' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is awaiting verification' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account is awaiting verification' })).toBeVisible();

  // The admin sees the version accepted and when, on the admin's clock (UTC by default).
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await login(admin, 'admin@demo.ma');
  await expect(admin.getByText('Amina Admin')).toBeVisible({ timeout: 30_000 });
  await admin.goto('/users/new');
  await admin.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
  const row = admin.getByRole('row', { name: /Yassine Kabbaj/ });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByRole('button', { name: 'Details of Yassine Kabbaj' }).click();
  const details = admin.getByRole('dialog', { name: 'Details of Yassine Kabbaj' });
  const accepted = details.getByText(new RegExp(`^Version ${TERMS_VERSION}, accepted on \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} \\(UTC\\)$`));
  await expect(accepted).toBeVisible();
  // The time shown is the one recorded a moment ago.
  const [, day, month, year, hour, minute] = /on (\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/.exec((await accepted.textContent()) ?? '')!;
  const shown = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  expect(Math.abs(Date.now() - shown)).toBeLessThan(10 * 60_000);
  await shot(admin, 'admin-partner-details-terms-desktop');
  await resize(admin, 390, 844);
  await shot(admin, 'admin-partner-details-terms-phone');
  await adminContext.close();
});

test('a rider with an identity goes straight to the terms, then waits', async ({ page }) => {
  await login(page, 'ilyas@demo.ma');
  await expect(
    page
      .getByText('Step 2 of 3')
      .or(page.locator('.ant-steps-item-process').filter({ hasText: 'Terms' }))
      .first(),
  ).toBeVisible();
  await expect(page.locator('.ant-steps-item')).toHaveCount(3);
  await acceptTermsAndWait(page, 'rider');
  await page.getByRole('button', { name: 'Log out' }).last().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Join us' })).toBeVisible();
});
