import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, pickTime, shot } from './helpers';

/**
 * An owner keeps the opening schedule right (split shift, overlaps refused, 24/7 on and off,
 * closed and reopened) and an admin edits a store's settings; the restaurant admin keeps its
 * restaurant's info.
 */

test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function apiLogin(page: Page, email: string): Promise<{ token: string; user: { _id: string } }> {
  const response = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; user: { _id: string } };
}

async function businessOf(page: Page, email: string, type: string) {
  const { token, user } = await apiLogin(page, email);
  const response = await page.request.get(`/api/${type}/getByOwner/${user._id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    _id: string;
    name: string;
    schedule: Record<string, { opening: string; closing: string }[]>;
    isTemporarilyClosed: boolean;
    openingAllTimes: boolean;
  };
}

const saved = (page: Page) => expect(page.getByText('Saved', { exact: true }).last()).toBeVisible();

test('a restaurant owner keeps the opening schedule', async ({ page }) => {
  await login(page, 'resto@demo.ma');
  await expect(page).toHaveURL(/\/$|\/dashboard$/, { timeout: 30_000 });
  await page.goto('/manage/shedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Opening schedule' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Dar Zitoun')).toBeVisible();
  await expect(page.getByTestId('open-status')).toBeVisible();

  // Start Monday from scratch, then build the split shift slot by slot.
  const monday = page.getByRole('region', { name: 'Monday' });
  while ((await monday.getByRole('button', { name: /^Remove Monday slot/ }).count()) > 0) {
    await monday
      .getByRole('button', { name: /^Remove Monday slot/ })
      .last()
      .click();
  }
  await expect(monday.getByText('Closed all day')).toBeVisible();
  await monday.getByRole('button', { name: 'Add a time slot: Monday' }).click();
  await expect(monday.getByRole('combobox', { name: 'Monday, slot 1: Closing' })).toBeDisabled();
  await pickTime(monday.getByRole('combobox', { name: 'Monday, slot 1: Opening' }), '12:00');
  await pickTime(monday.getByRole('combobox', { name: 'Monday, slot 1: Closing' }), '15:00');
  await monday.getByRole('button', { name: 'Add a time slot: Monday' }).click();
  await pickTime(monday.getByRole('combobox', { name: 'Monday, slot 2: Opening' }), '19:00');
  await pickTime(monday.getByRole('combobox', { name: 'Monday, slot 2: Closing' }), '23:30');

  // An overlapping slot is refused with the spec's message and changes nothing.
  await monday.getByRole('button', { name: 'Add a time slot: Monday' }).click();
  await pickTime(monday.getByRole('combobox', { name: 'Monday, slot 3: Opening' }), '22:00');
  await expect(monday.getByRole('alert')).toHaveText('Opening time must be after the previous closing time.');
  await expect(monday.getByRole('combobox', { name: 'Monday, slot 3: Closing' })).toBeDisabled();
  await pickTime(monday.getByRole('combobox', { name: 'Monday, slot 1: Closing' }), '19:30');
  await expect(monday.getByRole('alert')).toHaveText('Closing time must be before the next opening time.');
  await expect(monday.locator('[data-slot="0"]')).toContainText('15:00');
  await shot(page, 'business-schedule-overlap-desktop');
  await monday.getByRole('button', { name: 'Remove Monday slot 3' }).click();

  await page.getByRole('button', { name: 'Save schedule' }).click();
  await saved(page);
  expect((await businessOf(page, 'resto@demo.ma', 'restaurant')).schedule.Monday).toEqual([
    { opening: '12:00', closing: '15:00' },
    { opening: '19:00', closing: '23:30' },
  ]);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Monday' }).locator('[data-slot="1"]')).toContainText('23:30', { timeout: 30_000 });
  await shot(page, 'business-schedule-desktop', true);
  await page.setViewportSize(PHONE);
  await shot(page, 'business-schedule-phone');
  await page.setViewportSize(DESKTOP);

  // 24/7 on: the days disappear, every day is 00:00-23:59.
  await page.getByRole('switch').click();
  await expect(page.getByRole('region', { name: 'Monday' })).toHaveCount(0);
  await expect(page.getByText(/Open 24\/7: every day from 00:00 to 23:59/)).toBeVisible();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await saved(page);
  await expect(page.getByTestId('open-status')).toHaveText('Open 24/7');
  const split = [
    { opening: '12:00', closing: '15:00' },
    { opening: '19:00', closing: '23:30' },
  ];
  let stored = await businessOf(page, 'resto@demo.ma', 'restaurant');
  expect(stored.openingAllTimes).toBe(true);
  // The weekly schedule stays as it was, kept for when 24/7 is turned off.
  expect(stored.schedule.Monday).toEqual(split);
  await shot(page, 'business-schedule-247-desktop');

  // 24/7 off, after a reload: the split week that was there comes back.
  await page.reload();
  await page.getByRole('switch').click();
  await expect(page.getByRole('region')).toHaveCount(7);
  await expect(page.getByRole('region', { name: 'Monday' }).locator('[data-slot="1"]')).toContainText('23:30');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await saved(page);
  stored = await businessOf(page, 'resto@demo.ma', 'restaurant');
  expect(stored.openingAllTimes).toBe(false);
  expect(stored.schedule.Monday).toEqual(split);

  // Close now (after a confirmation), then reopen.
  await page.getByRole('button', { name: 'Close Now' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Close now' }).click();
  await expect(page.getByRole('button', { name: 'Reopen Restaurant' })).toBeVisible();
  await expect(page.getByTestId('open-status')).toHaveText('Temporarily closed');
  await expect(page.getByRole('region', { name: 'Monday' })).toHaveCount(0);
  expect((await businessOf(page, 'resto@demo.ma', 'restaurant')).isTemporarilyClosed).toBe(true);
  await shot(page, 'business-schedule-closed-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'business-schedule-closed-phone');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Reopen Restaurant' }).click();
  await expect(page.getByRole('button', { name: 'Close Now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Monday' })).toBeVisible();
  stored = await businessOf(page, 'resto@demo.ma', 'restaurant');
  expect(stored.isTemporarilyClosed).toBe(false);
  expect(stored.schedule.Monday).toEqual(split);
});

test("an admin edits a store's settings", async ({ page }) => {
  const store = await businessOf(page, 'store@demo.ma', 'store');
  await login(page, 'admin@demo.ma');
  await expect(page.getByText('Amina Admin')).toBeVisible({ timeout: 30_000 });

  await page.goto('/settings/store/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Something went wrong on the server. Please try again.').first()).toBeVisible({ timeout: 30_000 });

  await page.goto(`/settings/store/${store._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Store info' })).toBeVisible({ timeout: 30_000 });
  const name = page.getByLabel('Business name');
  await expect(name).toHaveValue('Marché Al Amal');
  await expect(page.getByTitle('Map of Marché Al Amal')).toHaveAttribute('src', /z=15/);
  await shot(page, 'business-settings-desktop', true);
  await page.setViewportSize(PHONE);
  await shot(page, 'business-settings-phone');
  await page.setViewportSize(DESKTOP);

  // Refused: nothing sent, what was typed stays.
  await name.fill('');
  await page.getByLabel('Description').fill('x'.repeat(121));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('Please fill all the required fields');
  await expect(page.getByText('121 / 120')).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('x'.repeat(121));
  await shot(page, 'business-settings-refused-desktop');

  // Accepted.
  await name.fill('Marché Al Amal Centre');
  await page.getByLabel('Description').fill('Fresh bread every morning, dairy and pantry staples.');
  await page.getByLabel('Website').fill('https://marche-alamal.ma');
  await page.getByLabel('Contact number').fill('0662000111');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await saved(page);
  await page.reload();
  await expect(page.getByLabel('Business name')).toHaveValue('Marché Al Amal Centre', { timeout: 30_000 });
  await expect(page.getByLabel('Website')).toHaveValue('https://marche-alamal.ma');
  await expect(page.getByLabel('Contact number')).toHaveValue('662000111');
  await expect(page.getByLabel('Description')).toHaveValue('Fresh bread every morning, dairy and pantry staples.');

  // The same admin opens the store's schedule.
  await page.goto(`/shedual/store/${store._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Opening schedule' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Close Now' })).toBeVisible();
});

test("the restaurant admin keeps its restaurant's info", async ({ page }) => {
  await login(page, 'adminresto@demo.ma');
  await expect(page).toHaveURL(/\/settings$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant info' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Business name')).toHaveValue('Riad Al Andalous');
  await page.getByLabel('Description').fill('Andalusian dishes and mint tea, now with a terrace.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await saved(page);
  await page.setViewportSize(PHONE);
  await shot(page, 'business-settings-admin-restaurant-phone');
});
