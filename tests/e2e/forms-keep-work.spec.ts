import { expect, test } from '@playwright/test';
import { login, shot } from './helpers';

/** Forms keep what was typed. */
test.describe.configure({ timeout: 180_000 });

test('leaving the schedule with unsaved changes asks first; staying keeps them', async ({ page }) => {
  await login(page, 'resto@demo.ma');
  await expect(page).toHaveURL(/\/$|\/dashboard$/, { timeout: 30_000 });
  await page.goto('/manage/shedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Opening schedule' })).toBeVisible({ timeout: 30_000 });

  // Nothing changed yet: the menu leaves without a question.
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void (questions.length === 1 ? dialog.dismiss() : dialog.accept());
  });
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders\/now$/);
  expect(questions).toEqual([]);

  await page.goBack();
  const tuesday = page.getByRole('region', { name: 'Tuesday' });
  const slots = tuesday.getByRole('button', { name: /^Remove Tuesday slot/ });
  const before = await slots.count();
  await tuesday.getByRole('button', { name: 'Add a time slot: Tuesday' }).click();
  await expect(slots).toHaveCount(before + 1);

  // First time: the question is dismissed, the page and the new slot stay.
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toBe('You have unsaved changes. Leave this page and lose them?');
  await expect(page).toHaveURL(/\/manage\/shedule$/);
  await expect(slots).toHaveCount(before + 1);

  // Second time: accepted, the app goes on.
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders\/now$/);
  expect(questions).toHaveLength(2);
});

test('the onboarding business step keeps what was typed across a reload', async ({ page }) => {
  // A store owner whose identity is in, with no business yet: the wizard is at the business step.
  await login(page, 'zakaria@demo.ma');
  await expect(page.getByRole('heading', { name: 'Your business' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Business name').fill('Épicerie Zakaria');
  await page.getByLabel('Description').fill('Fruits, légumes et produits du terroir.');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your business' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Business name')).toHaveValue('Épicerie Zakaria');
  await expect(page.getByLabel('Description')).toHaveValue('Fruits, légumes et produits du terroir.');
  await shot(page, 'onboarding-business-draft-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'onboarding-business-draft-phone');
});

test('leaving changed settings, or closing a changed dialog, asks first; staying keeps what was typed', async ({ page }) => {
  await login(page, 'store@demo.ma');
  await expect(page).toHaveURL(/\/$|\/dashboard$/, { timeout: 30_000 });
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    // Each question is first dismissed (stay), then accepted (leave).
    void (questions.length % 2 === 1 ? dialog.dismiss() : dialog.accept());
  });

  // The settings form (Refine's useForm): the menu asks before leaving it.
  await page.getByRole('menuitem', { name: 'My store' }).click();
  const description = page.getByLabel('Description');
  await expect(description).toHaveValue(/./, { timeout: 30_000 });
  await description.fill('Open late on Fridays.');
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect.poll(() => questions.length).toBe(1);
  await expect(page).toHaveURL(/\/manage\/store$/);
  await expect(description).toHaveValue('Open late on Fridays.');
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/manage\/product$/);
  expect(questions).toHaveLength(2);

  // A dialog (Refine's useModalForm): Cancel asks before dropping what was typed.
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByLabel('Category name').fill('Spices');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => questions.length).toBe(3);
  await expect(dialog.getByLabel('Category name')).toHaveValue('Spices');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(questions).toHaveLength(4);
  expect(questions[0]).toBe('You have unsaved changes. Leave this page and lose them?');
});
