import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { login, settled, shot } from './helpers';

// A 1×1 PNG, enough for the image service's sniffing.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
// The machine is shared by many test runs: be patient with every expectation.
const expect = baseExpect.configure({ timeout: 30_000 });
// Names of this run, so that a reused server holding an earlier run's data does not confuse the test.
const RUN = Date.now().toString(36).slice(-5);
const MAIN = `E2E Épicerie ${RUN}`;
const SUB = `E2E Petit-déjeuner ${RUN}`;
const CAT = `E2E Confitures ${RUN}`;
const PRODUCT = `Confiture de fraise ${RUN}`;

const toast = (page: Page, text: string) =>
  expect(page.locator('.ant-notification-notice, .ant-message-notice').filter({ hasText: text }).first()).toBeVisible();

/** Confirms a delete (the test theme has no motion: the dialog opens where it stays). */
async function confirmDelete(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

async function fillCategory(dialog: Locator, name: string, brands: string[] = []) {
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description').fill(`${name}, livré à Oujda.`);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'category.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Image' })).toBeVisible();
  for (const brand of brands) {
    await dialog.getByLabel('Brands', { exact: true }).fill(brand);
    await dialog.getByLabel('Brands', { exact: true }).press('Enter');
  }
}

test.describe.serial('easy market', () => {
  test('an admin builds main → sub → category → product, edits a price and is refused deleting non-empty parents', async ({ page }) => {
    test.setTimeout(420_000); // a long journey on a shared 2-core machine
    await login(page, 'admin@demo.ma');
    // Signed in once the admin's name is in the top bar; only then open the editor.
    await expect(page.getByText('Amina Admin')).toBeVisible();
    await page.goto('/EasyMarket/manage');
    await expect(page.getByRole('heading', { name: 'Easy Market', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drinks', exact: true })).toBeVisible();

    // Main category: the rule first, then a real one.
    await page.getByRole('button', { name: 'Add main category' }).click();
    let dialog = page.getByRole('dialog', { name: 'New main category' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Please fill all fields.' })).toBeVisible();
    await fillCategory(dialog, MAIN);
    // A failed save says so and keeps what was typed.
    await page.route(
      '**/api/easyMarket/category/add/mainCat',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }),
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to save data' })).toBeVisible();
    await toast(page, 'Failed to save data');
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(MAIN);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: MAIN, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Sub-categories of ${MAIN}` })).toBeVisible();
    await expect(page.getByText('No sub-categories in this main category yet.')).toBeVisible();

    // Sub-category.
    await page.getByRole('button', { name: 'Add sub-category' }).click();
    dialog = page.getByRole('dialog', { name: 'New sub-category' });
    await expect(dialog.getByText(`In ${MAIN}`)).toBeVisible();
    await fillCategory(dialog, SUB);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: SUB, level: 4 })).toBeVisible();

    // Category with two brands.
    await page.getByRole('button', { name: `Add category to ${SUB}` }).click();
    dialog = page.getByRole('dialog', { name: 'New category' });
    await fillCategory(dialog, CAT, ['Aicha', 'Bonne Maman']);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const brands = page.getByRole('list', { name: `Brands of ${CAT}` });
    await expect(brands.getByText('Aicha')).toBeVisible();
    await expect(brands.getByText('Bonne Maman')).toBeVisible();

    // Product: the rule, a failed save that keeps what was typed, then the save.
    await page.getByRole('button', { name: CAT, exact: true }).click();
    await expect(page.getByText('No products in this category yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add product' }).click();
    dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name', { exact: true }).fill(PRODUCT);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'All fields are required.' })).toBeVisible();
    await dialog.getByLabel('Description').fill('Confiture extra, 370 g.');
    await dialog.getByLabel('Price', { exact: true }).fill('24.5');
    await dialog.getByLabel('Current price').fill('22');
    await dialog.getByLabel('Brand', { exact: true }).fill('Aic');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Aicha' }).click();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Image' })).toBeVisible();

    await page.route(
      '**/api/easyMarket/product/add',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }),
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'An error occurred while adding/updating the product.' })).toBeVisible();
    await toast(page, 'An error occurred while adding/updating the product.');
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(PRODUCT);
    await expect(dialog.getByLabel('Price', { exact: true })).toHaveValue('24.50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('em-product-row').filter({ hasText: PRODUCT });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('em-prix')).toHaveText('24,50 dh');
    await expect(row.getByTestId('em-prix-actual')).toHaveText('22,00 dh');
    await expect(row.getByText('Aicha')).toBeVisible();
    // The category in the tree and the products' list both say so.
    await expect(page.getByRole('list', { name: SUB }).getByText('1 product', { exact: true })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Search and order the products' }).getByText('1 product', { exact: true })).toBeVisible();

    // Edit the price and see it.
    await row.getByRole('button', { name: `Edit product ${PRODUCT}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit product' });
    await dialog.getByLabel('Price', { exact: true }).fill('19.9');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('em-prix')).toHaveText('19,90 dh');

    // Sold out saves at once and survives a reload.
    await row.getByRole('switch', { name: `${PRODUCT} is sold out` }).click();
    await expect(row.getByRole('switch', { name: `${PRODUCT} is sold out` })).toBeChecked();
    await expect(row.getByRole('switch', { name: `${PRODUCT} is sold out` })).not.toHaveClass(/ant-switch-loading/);

    // Search within the category.
    await page.getByLabel('Search products').fill('fraise');
    await expect(page).toHaveURL(/fraise/);
    await expect(page.getByRole('search', { name: 'Search and order the products' }).getByText('1 product', { exact: true })).toBeVisible();
    await expect(page.getByText('1–1 of 1')).toBeVisible();
    await page.getByLabel('Search products').fill('abricot');
    await expect(page.getByText('No product matches "abricot".')).toBeVisible();
    await page.getByLabel('Search products').fill('');
    await expect(row).toBeVisible();
    // Close every toast (some stay until closed), again if one was still opening, for a clean screenshot.
    await expect(async () => {
      for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click({ timeout: 1_000 }).catch(() => {});
      await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 1_500 });
    }).toPass({ timeout: 30_000 });
    await shot(page, 'easy-market-desktop', true);

    // What cannot be deleted says so before anyone confirms: a sub-category holding categories, a category
    // holding products, a main category with subs.
    const blocked = [
      [`Delete sub-category ${SUB}`, 'This sub-category still has categories. Delete or move them first.'],
      [`Delete category ${CAT}`, 'This category still has products. Delete or move them first.'],
      [`Delete main category ${MAIN}`, 'This main category still has sub-categories.'],
    ] as const;
    for (const [name, reason] of blocked) {
      const button = page.getByRole('button', { name: `${name}: ${reason}` });
      await expect(button).toBeDisabled();
      await button.locator('..').hover();
      await expect(page.getByRole('tooltip').filter({ hasText: reason })).toBeVisible();
    }
    await shot(page, 'easy-market-delete-blocked-desktop');
    await expect(page.getByRole('heading', { name: SUB, level: 4 })).toBeVisible();
    await expect(page.getByRole('button', { name: MAIN, exact: true })).toBeVisible();

    // After a reload everything is still there, sold out included.
    await page.reload();
    await page.getByRole('button', { name: MAIN, exact: true }).click();
    await page.getByRole('button', { name: CAT, exact: true }).click();
    await expect(page.getByRole('switch', { name: `${PRODUCT} is sold out` })).toBeChecked();
    await expect(page.getByTestId('em-product-row').filter({ hasText: PRODUCT }).getByTestId('em-prix')).toHaveText('19,90 dh');

    // Deleting from the bottom up, each after a confirmation, empties the chain.
    await page.getByRole('button', { name: `Delete product ${PRODUCT}` }).click();
    await confirmDelete(page, `Delete the product "${PRODUCT}"?`);
    await expect(page.getByText('No products in this category yet.')).toBeVisible();
    await page.getByRole('button', { name: `Delete category ${CAT}` }).click();
    await confirmDelete(page, `Delete the category "${CAT}"?`);
    await expect(page.getByRole('button', { name: CAT, exact: true })).toBeHidden();
    await expect(page.getByText('Choose a category to see its products.')).toBeVisible();
  });

  test('phone layout: the panels stack and the products come into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'admin@demo.ma');
    // Signed in once the admin's name is in the top bar; only then open the editor.
    await expect(page.getByText('Amina Admin')).toBeVisible();
    await page.goto('/EasyMarket/manage');
    await page.getByRole('button', { name: 'Drinks', exact: true }).click();
    await page.getByRole('button', { name: 'Water', exact: true }).click();
    const firstRow = page.getByTestId('em-product-row').first();
    await expect(firstRow).toBeInViewport();
    // Stacked: the products panel starts below the sub-categories panel, both full width.
    const subBox = (await page.locator('section[aria-labelledby="em-sub-title"]').boundingBox())!;
    const productsBox = (await page.locator('section[aria-labelledby="em-products-title"]').boundingBox())!;
    expect(productsBox.y).toBeGreaterThanOrEqual(subBox.y + subBox.height);
    expect(productsBox.width).toBeGreaterThan(330);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'easy-market-phone', true);
    await page
      .getByRole('button', { name: /^Edit product / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit product' }).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await settled(page.getByRole('dialog', { name: 'Edit product' }));
    await shot(page, 'easy-market-phone-product-modal');
  });
});
