import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dataDir, latestMailLink, login, shot } from './helpers';

/**
 * The foundation's account journeys: register → confirm from the outbox → log in →
 * onboarding; bad registration input; wrong password; forgot and reset password.
 */

const STRONG = 'Oujda@2026';
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.ma`;
const mailsTo = (email: string) => {
  const outbox = path.join(dataDir, 'outbox');
  return existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(`${email}.json`)).length : 0;
};

/** The form's own message (a toast may say the same): antd's Alert, or the login form's lighter one. */
const inlineAlert = (page: Page) => page.locator('form .ant-alert, main .ant-alert, form [role="alert"]');

/** Toasts on screen now (the screens say their errors in the form instead). */
const toastCount = (page: Page) => page.locator('.ant-notification-notice').count();

/**
 * A field's inline error: under the field, in antd's Form or a plain form (usePlainForm). antd may briefly keep a
 * leaving copy of the same text while it animates.
 */
const fieldError = (page: Page, text: string) =>
  page
    .locator('[id$="_help"]')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first();

/** Unverified accounts see onboarding whatever the path, and no back-office navigation. */
async function expectOnboarding(page: Page) {
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
}

async function fillRegistration(
  page: Page,
  values: { role?: 'Restaurant' | 'Store'; name?: string; email?: string; phone?: string; password?: string; confirm?: string },
) {
  // The radio itself is hidden in its button: people click the button.
  if (values.role) await page.getByRole('radiogroup', { name: 'I run a' }).getByText(values.role, { exact: true }).click();
  if (values.name !== undefined) await page.getByLabel('Full name').fill(values.name);
  if (values.email !== undefined) await page.getByLabel('E-mail').fill(values.email);
  if (values.phone !== undefined) await page.getByLabel('Phone').fill(values.phone);
  if (values.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(values.password);
  if (values.confirm !== undefined) await page.getByLabel('Confirm password').fill(values.confirm);
}

test('a new restaurant owner registers, confirms the e-mail from the outbox, logs in and is onboarded', async ({ page }) => {
  const email = unique('owner');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Grow your business in Oujda' })).toBeVisible();
  await shot(page, 'landing');
  await shot(page, 'landing-full', true);
  await page.getByRole('link', { name: 'Join us' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Become a partner' })).toBeVisible();
  await shot(page, 'register');

  await fillRegistration(page, { role: 'Restaurant', name: 'Karim Benali', email, phone: '0612345678', password: STRONG, confirm: STRONG });
  // The message shows for 1.5 s only: wait for it in the page from before the click, so a slow poll cannot miss it.
  const registered = page.getByRole('status').filter({ hasText: 'Registration successful! Please login.' }).waitFor();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await registered;
  await shot(page, 'register-success');
  // SPEC §9: the register screen moves on to /login after 1.5 s.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // Logging in before confirming the e-mail is refused with a clear message, said once (no toast besides),
  // with a way to get a new link.
  await login(page, email, STRONG);
  await expect(inlineAlert(page).filter({ hasText: /confirm your e-mail/i })).toBeVisible();
  expect(await toastCount(page)).toBe(0);
  const firstLink = await latestMailLink(email);
  await page.getByRole('button', { name: 'Resend the confirmation e-mail' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If this e-mail waits for confirmation, a new link is on its way.' }),
  ).toBeVisible();
  await shot(page, 'login-confirmation-resent');
  await expect.poll(() => mailsTo(email)).toBe(2);

  const link = await latestMailLink(email);
  expect(link).not.toBe(firstLink);
  expect(link).toMatch(/\/confirme\/[^/]+$/);
  const opened = Date.now();
  const confirmed = page.getByText('Email confirmed successfully!').waitFor();
  await page.goto(new URL(link).pathname);
  await confirmed;
  await shot(page, 'confirm');
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  const waited = Date.now() - opened;
  expect(waited).toBeGreaterThanOrEqual(1_400);

  // The link works once.
  await page.goto(new URL(link).pathname);
  await expect(page.getByText("Email may already be confirmed or you're not registered")).toBeVisible();
  // The confirmation screen offers its Login and Register buttons (SPEC §2).
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, email, STRONG);
  await expectOnboarding(page);
  expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(true);
  await shot(page, 'onboarding');
  for (const somewhere of ['/dashboard', '/manage/menu', '/users/restaurant']) {
    await page.goto(somewhere);
    await expectOnboarding(page);
  }
});

test('registration refuses bad input inline with the spec messages and creates nothing', async ({ page }) => {
  const registerCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/register')) registerCalls.push(r.method());
  });
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Create my account' });
  await submit.click();
  for (const message of ['Please select a role', 'Name is required', 'Email is required', 'Phone is required', 'Password is required']) {
    await expect(fieldError(page, message)).toBeVisible();
  }

  const email = unique('bad');
  await fillRegistration(page, {
    role: 'Store',
    name: 'Salma',
    email: 'not-an-email',
    phone: '12',
    password: 'weakpass',
    confirm: 'different',
  });
  await submit.click();
  await expect(fieldError(page, 'Please enter a valid email')).toBeVisible();
  await expect(fieldError(page, 'Please enter a valid Moroccan phone number')).toBeVisible();
  await expect(
    fieldError(page, 'Password must be at least 8 characters with uppercase, lowercase, number, and special character.'),
  ).toBeVisible();
  await expect(fieldError(page, 'Passwords do not match')).toBeVisible();
  await shot(page, 'register-errors', true);

  // Fixing everything but the confirmation still refuses, and keeps what was typed.
  await fillRegistration(page, { email, phone: '0661234567', password: STRONG, confirm: `${STRONG}x` });
  await submit.click();
  await expect(fieldError(page, 'Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('Full name')).toHaveValue('Salma');

  expect(registerCalls).toEqual([]);
  expect(mailsTo(email)).toBe(0);
  // Nothing was created: the address is unknown to the server.
  const res = await page.request.post('/api/auth/login', { data: { email, password: STRONG } });
  expect(res.status()).toBe(401);
});

test('registering an e-mail already used shows the server message and keeps the form', async ({ page }) => {
  await page.goto('/register');
  await fillRegistration(page, {
    role: 'Restaurant',
    name: 'Someone Else',
    email: 'resto@demo.ma',
    phone: '0612345678',
    password: STRONG,
    confirm: STRONG,
  });
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(inlineAlert(page).filter({ hasText: 'This e-mail is already registered' })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Someone Else');
  await shot(page, 'register-duplicate');
  // The demo account still logs in with its own password.
  const res = await page.request.post('/api/auth/login', { data: { email: 'resto@demo.ma', password: 'Demo@1234' } });
  expect(res.ok()).toBe(true);
});

test('a wrong password is refused inline', async ({ page }) => {
  await login(page, 'resto@demo.ma', 'Wrong@1234');
  await expect(inlineAlert(page).filter({ hasText: 'Invalid email or password' })).toBeVisible();
  // Said once, in the form: no toast repeats it (counted now: a toast leaves by itself after a few seconds).
  expect(await toastCount(page)).toBe(0);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('E-mail')).toHaveValue('resto@demo.ma');
  expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
  await shot(page, 'login-wrong-password');
  // No resend offer for a confirmed account.
  await expect(page.getByRole('button', { name: 'Resend the confirmation e-mail' })).toHaveCount(0);
});

test('forgot password: link from the outbox, weak then strong password, log in with the new one', async ({ page }) => {
  const email = unique('reset');
  const created = await page.request.post('/api/auth/register', {
    data: { name: 'Yassine', email, phone: '0677889900', password: STRONG, confirmPassword: STRONG, role: 'store_owner' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await shot(page, 'forgot-sent');

  const link = await latestMailLink(email);
  expect(link).toMatch(/\/reset-password\/[^/]+$/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('weak');
  await page.getByLabel('Confirm password').fill('weak');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(
    fieldError(page, 'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.'),
  ).toBeVisible();
  await shot(page, 'reset-weak');

  await page.getByLabel('New password').fill('Nouveau@2027');
  await page.getByLabel('Confirm password').fill('Nouveau@2027');
  const reset = page.getByRole('status').filter({ hasText: 'Your password has been reset' }).waitFor();
  const saved = Date.now();
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await reset;
  await shot(page, 'reset-done');
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  expect(Date.now() - saved).toBeGreaterThanOrEqual(1_900);

  // The old password no longer works; the new one does (and the link proved the address).
  await login(page, email, STRONG);
  await expect(inlineAlert(page).filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await login(page, email, 'Nouveau@2027');
  await expectOnboarding(page);
});
