import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { login, resize, shot } from './helpers';

/**
 * An owner turns two-factor sign-in on from the account screen, signs in on another browser with a code from
 * the app, ends the first browser's session there (whose desk goes to the login screen at once), and turns it
 * off again. The authenticator app is played from the key the screen shows.
 */
const EMAIL = 'services@demo.ma';

const appOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
/** The app's code once it differs from the last one used (each code is accepted once): at most one 30-second step. */
async function freshCode(secret: string, used: string): Promise<string> {
  let code = used;
  await expect.poll(() => (code = appOf(secret).generate()), { timeout: 40_000, intervals: [500] }).not.toBe(used);
  return code;
}

async function openAccount(page: Page) {
  await page.goto('/profile');
  await expect(page.getByTestId('two-factor-card')).toBeVisible({ timeout: 30_000 });
}

test('two-factor sign-in: turned on with a QR code and a first code, asked at the next sign-in; ending a session sends its desk to the login screen', async ({
  page,
  browser,
}) => {
  await login(page, EMAIL);
  await expect(page.locator('.ant-layout-sider')).toBeVisible({ timeout: 30_000 });
  await openAccount(page);
  const card = page.getByTestId('two-factor-card');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, 'two-factor-enrol-en-desktop');
  // A wrong code first: refused, and what was typed stays.
  await card.getByLabel('Code from the app').fill('000000');
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('This code is not valid. Enter the current code from your app.')).toBeVisible();
  const first = appOf(secret).generate();
  await card.getByLabel('Code from the app').fill(first);
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await resize(page, 390, 844);
  await shot(page, 'two-factor-recovery-codes-en-390', true);
  await resize(page, 1280, 800);
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText(/^On since \d\d\/\d\d\/\d{4}$/)).toBeVisible();

  // Another browser: the password, then a code from the app.
  const other = await browser.newContext({ reducedMotion: 'reduce', serviceWorkers: 'block' });
  const second = await other.newPage();
  await login(second, EMAIL);
  await expect(second.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await shot(second, 'two-factor-sign-in-code-en-desktop');
  await second.getByLabel('Code', { exact: true }).fill(await freshCode(secret, first));
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.locator('.ant-layout-sider')).toBeVisible({ timeout: 30_000 });

  // Its account screen lists both browsers and ends the other one: the first desk goes to the login screen.
  await openAccount(second);
  const sessions = second.getByTestId('sessions-card');
  await expect(sessions.getByTestId('session-row')).not.toHaveCount(0);
  await expect(sessions.getByText('This browser')).toHaveCount(1);
  await shot(second, 'two-factor-sessions-en-desktop');
  await sessions.getByRole('button', { name: 'End all other sessions' }).click();
  await second.locator('.ant-popconfirm').getByRole('button', { name: 'End all other sessions' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);

  // Turned off again (just signed in with a code: no second question).
  await second.getByTestId('two-factor-card').getByRole('button', { name: 'Turn off' }).click();
  await second.locator('.ant-popconfirm').getByRole('button', { name: 'Turn off' }).click();
  await expect(second.getByText('Two-factor sign-in is off.')).toBeVisible();
  await expect(second.getByTestId('two-factor-card').getByRole('button', { name: 'Turn on' })).toBeVisible();
  await other.close();
});
