import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, shot } from './helpers';

// A 1×1 PNG, enough for the image service's sniffing.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
// The machine is shared by many test runs: be patient with every expectation.
const expect = baseExpect.configure({ timeout: 30_000 });
const CATEGORY = 'E2E Salads';
const PRODUCT = 'Zaalouk salad';
const PACK = 'E2E Couscous pack';

async function restaurantId(page: Page): Promise<string> {
  const login = await page.request.post('/api/auth/login', { data: { email: 'resto@demo.ma', password: DEMO_PASSWORD } });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const business = await page.request.get(`/api/restaurant/getByOwner/${user._id}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await business.json()) as { _id: string })._id;
}

async function adminToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { email: 'admin@demo.ma', password: DEMO_PASSWORD } });
  return ((await response.json()) as { token: string }).token;
}

const toast = (page: Page, text: string) =>
  expect(page.locator('.ant-notification-notice, .ant-message-notice').filter({ hasText: text }).first()).toBeVisible();

test.describe.serial('catalogue', () => {
  test('a restaurant owner builds the menu and a pack', async ({ page }) => {
    test.setTimeout(420_000); // a long journey on a shared 2-core machine
    await login(page, 'resto@demo.ma');
    await expect(page).toHaveURL(/\/(dashboard)?$/);
    await page.goto('/manage/menu');
    await expect(page.getByRole('heading', { name: 'Menu', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chicken tagine with olives' })).toBeVisible();

    // A category.
    await page.getByRole('button', { name: 'Add category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Add category' });
    await categoryDialog.getByRole('button', { name: 'Save' }).click();
    await expect(categoryDialog.getByText('Category name is required')).toBeVisible();
    // Enter in the name field saves it once (it used to send POST addCategory twice).
    const categoryPosts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/menu/addCategory') && categoryPosts.push(r.url()));
    await categoryDialog.getByLabel('Category name').fill(CATEGORY);
    await categoryDialog.getByLabel('Category name').press('Enter');
    await toast(page, 'Category added successfully!');
    await expect(page.getByRole('button', { name: new RegExp(`^${CATEGORY}`) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(categoryPosts).toHaveLength(1);
    await expect(page.getByRole('button', { name: new RegExp(`^${CATEGORY}`) })).toHaveCount(1);

    // A product with two options, its photo uploaded.
    await page.getByRole('button', { name: 'Add item' }).first().click();
    const form = page.getByRole('dialog', { name: 'New item' });
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Choose a category');
    await form.getByLabel('Name', { exact: true }).fill(PRODUCT);
    // Written as in Morocco, with a decimal comma: 22,50 is 22.50 dh, not 2250.
    await form.getByLabel('Price', { exact: true }).fill('22,50');
    await form.getByLabel('Category').click();
    await page.locator('.ant-select-item-option').filter({ hasText: CATEGORY }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Please fill all fields');
    await form.getByLabel('Description').fill('Smoky aubergine and tomato salad.');
    await form.locator('input[type=file]').setInputFiles({ name: 'salad.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: 'Photo' })).toBeVisible();

    await form.getByRole('button', { name: 'Add option' }).click();
    await form.getByLabel('Option name (Option 1)').fill('Size');
    await form.getByLabel('Choice (Size, choice 1)').fill('Small');
    await form.getByRole('button', { name: 'Add choice' }).click();
    await form.getByLabel('Choice (Size, choice 2)').fill('Large');
    await form.getByLabel('Extra price (Size, choice 2)').fill('5,5');
    await form.getByText('Required').first().click();
    await form.getByRole('button', { name: 'Add option' }).click();
    await form.getByLabel('Option name (Option 2)').fill('Bread');
    await form.getByLabel('Choice (Bread, choice 1)').fill('Khobz');
    // The last choice of an option cannot be removed: a hint says how to remove the option instead.
    await form.getByRole('button', { name: 'Remove choice Khobz of Bread' }).click();
    await expect(form.getByText('An option keeps at least one choice')).toBeVisible();
    await expect(form.getByLabel('Choice (Bread, choice 1)')).toHaveValue('Khobz');
    await shot(page, 'catalogue-product-form-desktop');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Product added successfully!');
    await expect(form).toBeHidden();

    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: PRODUCT }) });
    await expect(card).toContainText('22,50 dh');
    await expect(card).toContainText('Size: Small, Large');
    await expect(card).toContainText('Bread: Khobz');
    await expect(card).toContainText(CATEGORY);

    // Sold out (until tomorrow: back at the next opening, a date the server sets) and hidden save at once.
    await card.getByRole('switch', { name: `Mark ${PRODUCT} sold out` }).click();
    await page.getByRole('menuitem', { name: 'Until tomorrow (back at the next opening)' }).click();
    await expect(card.locator('.ant-tag').filter({ hasText: /^Sold out · back \d\d\/\d\d \d\d:\d\d UTC$/ })).toBeVisible();
    await card.getByRole('switch', { name: `Hide ${PRODUCT} from customers` }).click();
    await expect(card.locator('.ant-tag').filter({ hasText: 'Hidden' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.reload();
    const reloaded = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: PRODUCT }) });
    await expect(reloaded.getByRole('switch', { name: `Mark ${PRODUCT} sold out` })).toBeChecked();
    await expect(reloaded.locator('.ant-tag').filter({ hasText: /^Sold out · back / })).toBeVisible();
    await expect(reloaded.getByRole('switch', { name: `Hide ${PRODUCT} from customers` })).toBeChecked();

    // A category in use cannot be deleted.
    // A category in use says so before anything is confirmed: its delete button is disabled, with the reason.
    await expect(page.getByRole('button', { name: `Delete category ${CATEGORY}: not possible while it has 1 item(s)` })).toBeDisabled();
    await expect(page.getByRole('button', { name: new RegExp(`^${CATEGORY}`) })).toBeVisible();

    // Filter by the category, then look at the screen.
    await page.getByRole('button', { name: new RegExp(`^${CATEGORY}`) }).click();
    await expect(page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(1);
    await page.getByRole('button', { name: /^All items/ }).click();
    await shot(page, 'catalogue-menu-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'catalogue-menu-phone');
    await shot(page, 'catalogue-menu-phone-full', true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A pack.
    await page.goto('/manage/pack');
    await expect(page.getByRole('heading', { name: 'Packs', level: 2 })).toBeVisible();
    await expect(page.getByText('+1 more')).toBeVisible(); // the seeded family pack has 3 options
    await page.getByRole('button', { name: 'Add pack' }).first().click();
    const packForm = page.getByRole('dialog', { name: 'New pack' });
    await packForm.getByLabel('Name', { exact: true }).fill(PACK);
    await packForm.getByLabel('Price', { exact: true }).fill('120');
    await packForm.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Please fill all fields');
    await packForm.getByLabel('Description').fill('Couscous for two, salads and mint tea.');
    await packForm.getByRole('button', { name: 'Add option' }).click();
    await packForm.getByLabel('Option name (Option 1)').fill('Drink');
    await packForm.getByLabel('Choice (Drink, choice 1)').fill('Mint tea');
    await packForm.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Pack added successfully!');
    const packCard = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: PACK }) });
    await expect(packCard).toContainText('120,00 dh');
    await expect(packCard).toContainText('Drink: Mint tea');

    await packCard.getByRole('button', { name: `Edit ${PACK}` }).click();
    const editPack = page.getByRole('dialog', { name: `Edit ${PACK}` });
    await editPack.getByLabel('Price', { exact: true }).fill('110');
    await editPack.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Pack updated successfully!');
    await expect(packCard).toContainText('110,00 dh');

    await packCard.getByRole('switch', { name: `Show ${PACK} to customers` }).click();
    await expect(packCard.locator('.ant-tag').filter({ hasText: 'Hidden' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(
      page
        .locator('.ant-card')
        .filter({ has: page.getByRole('heading', { name: PACK }) })
        .getByRole('switch'),
    ).not.toBeChecked();
    await shot(page, 'packs-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'packs-phone');
  });

  test('an admin opens the same business and toggles its visibility', async ({ page }) => {
    test.setTimeout(240_000);
    const id = await restaurantId(page);
    const token = await adminToken(page);
    await login(page, 'admin@demo.ma');
    await expect(page).toHaveURL(/\/(dashboard)?$/);
    await page.goto(`/besnise/restaurant_owner/${id}`);
    await expect(page.getByRole('heading', { name: 'Menu', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: PRODUCT })).toBeVisible();
    const visible = page.getByRole('switch', { name: 'Visible to Clients' });
    await expect(visible).toBeChecked();
    await visible.click();
    await toast(page, 'Saved');
    const after = await page.request.get(`/api/admin/restaurant/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await after.json()) as { visible: boolean }).visible).toBe(false);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Visible to Clients' })).not.toBeChecked();
    await expect(page.getByRole('heading', { name: PRODUCT })).toBeVisible();
    await shot(page, 'catalogue-admin-desktop');
    await page.getByRole('switch', { name: 'Visible to Clients' }).click();
    await expect(page.getByRole('switch', { name: 'Visible to Clients' })).toBeChecked();
    await toast(page, 'Saved');

    // The admin sees the business's packs too.
    await page.getByRole('link', { name: 'Packs of this business' }).click();
    await expect(page).toHaveURL(`/packs/restaurant/${id}`);
    await expect(page.getByRole('heading', { name: PACK })).toBeVisible();
  });
  test('a store owner edits and deletes products under /manage/product', async ({ page }) => {
    test.setTimeout(240_000);
    await login(page, 'store@demo.ma');
    await expect(page).toHaveURL(/\/(dashboard)?$/);
    await page.goto('/manage/product');
    await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();
    const lben = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Lben 1 L' }) });
    await expect(lben).toContainText('8,00 dh');

    // The search box narrows the grid, accents and case aside.
    const search = page.getByRole('searchbox', { name: 'Search items' });
    await search.fill('LBEN');
    await expect(page.getByRole('heading', { name: 'Jben cheese' })).toBeHidden();
    await expect(lben).toBeVisible();
    await shot(page, 'catalogue-search-desktop');
    await search.fill('nothing like this');
    await expect(page.getByText('No item matches “nothing like this”.')).toBeVisible();
    await search.clear();
    await expect(page.getByRole('heading', { name: 'Jben cheese' })).toBeVisible();
    await lben.getByRole('button', { name: 'Edit Lben 1 L' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Lben 1 L' });
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Lben 1 L');
    await form.getByLabel('Price', { exact: true }).fill('8.5');
    await form.getByLabel('Description').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Please fill all fields');
    await form.getByLabel('Description').fill('Traditional fermented milk, cold.');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'catalogue-product-form-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Product updated successfully!');
    await expect(lben).toContainText('8,50 dh');

    const jben = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Jben cheese' }) });
    await jben.getByRole('button', { name: 'Delete Jben cheese' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete "Jben cheese"?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(jben).toBeVisible();
    await jben.getByRole('button', { name: 'Delete Jben cheese' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Product deleted');
    await expect(page.getByRole('heading', { name: 'Jben cheese' })).toBeHidden();
  });
});
