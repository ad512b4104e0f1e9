import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { gs1CheckDigit } from '../../src/domain/barcode';
import { DEMO_PASSWORD, login, resize, shot } from './helpers';

// The machine is shared by many test runs: be patient with every expectation.
const expect = baseExpect.configure({ timeout: 30_000 });
const RUN = Date.now().toString(36);
const CATEGORY = `E2E Spices ${RUN}`;
const NAMES = [`Cumin 100g ${RUN}`, `Paprika 100g ${RUN}`, `Saffron 1g ${RUN}`];

function ean13(n: number) {
  const payload = `611${String(n).padStart(9, '0')}`;
  return payload + String(gs1CheckDigit(payload));
}
const seed = Number.parseInt(RUN.slice(-6), 36) % 100_000_000;

/** A store's file as a person writes it in a spreadsheet (semicolons, decimal commas), `badPrice` on its second row. */
function storeFile(badPrice?: string) {
  const rows = [
    'Category;Name;Description;Price;Stock;Barcode',
    `${CATEGORY};${NAMES[0]};Ground cumin;12,50;40;${ean13(seed)}`,
    `${CATEGORY};${NAMES[1]};Sweet paprika;${badPrice ?? '9,00'};25;${ean13(seed + 1)}`,
    `${CATEGORY};${NAMES[2]};Pure saffron threads;65;;${ean13(seed + 2)}`,
  ];
  return { name: 'spices.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\r\n') + '\r\n') };
}

async function storeProducts(page: Page): Promise<string[]> {
  const auth = await page.request.post('/api/auth/login', { data: { email: 'store@demo.ma', password: DEMO_PASSWORD } });
  const { token, user } = (await auth.json()) as { token: string; user: { _id: string } };
  const headers = { Authorization: `Bearer ${token}` };
  const store = (await (await page.request.get(`/api/store/getByOwner/${user._id}`, { headers })).json()) as { _id: string };
  const products = (await (await page.request.get(`/api/products/getByOwner/${store._id}`, { headers })).json()) as { name: string }[];
  return products.map((p) => p.name);
}

test('a store imports a file: a bad row is shown and nothing written, then the fixed file imports; export → import changes nothing', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await login(page, 'store@demo.ma');
  await expect(page).toHaveURL(/\/(dashboard)?$/);
  await page.goto('/manage/product');
  await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();

  // A file with a bad price: the row is shown with its reason, and nothing can be imported.
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import items from a file' });
  await dialog.locator('input[type=file]').setInputFiles(storeFile('nine'));
  await expect(dialog.getByText('3 rows in spices.csv')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('1 row(s) cannot be imported');
  const badRow = dialog.getByRole('row').filter({ hasText: NAMES[1]! });
  await expect(badRow).toContainText('The price must be a number from 0 with at most 2 decimals');
  await expect(badRow.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Import \d+ change/ })).toBeDisabled();
  await shot(page, 'catalogue-import-error-desktop');
  expect((await storeProducts(page)).filter((n) => NAMES.includes(n))).toEqual([]);

  // The fixed file: three new products in a new category, imported on confirmation.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog.locator('input[type=file]').setInputFiles(storeFile());
  await expect(dialog.getByText(`New categories: ${CATEGORY}`)).toBeVisible();
  await expect(dialog.getByText('New (3)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 change(s)' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Imported: 3 new, 0 changed, 0 unchanged.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: NAMES[2] })).toBeVisible();
  expect((await storeProducts(page)).filter((n) => NAMES.includes(n)).sort()).toEqual([...NAMES].sort());

  // The products search finds one by its barcode, and its form shows the code.
  await page.getByRole('searchbox', { name: 'Search items' }).fill(ean13(seed + 1));
  await expect(page.getByRole('heading', { name: NAMES[1] })).toBeVisible();
  await expect(page.getByRole('heading', { name: NAMES[0] })).toBeHidden();
  await page.getByRole('button', { name: `Edit ${NAMES[1]}` }).click();
  const form = page.getByRole('dialog', { name: `Edit ${NAMES[1]}` });
  await expect(form.getByLabel('Barcode')).toHaveValue(ean13(seed + 1));
  await shot(page, 'catalogue-product-barcode-desktop');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('searchbox', { name: 'Search items' }).fill('');

  // Export the whole catalogue and import it back: every row unchanged, nothing to import.
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (Excel, Google Sheets)' }).click();
  const download = await downloading;
  // Named after the store (another test of the run may have renamed it) and the day.
  expect(download.suggestedFilename()).toMatch(/^catalogue-marche-al-amal(-[a-z0-9]+)*-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync((await download.path())!);
  const total = (await storeProducts(page)).length;
  await page.getByRole('button', { name: 'Import' }).click();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: exported });
  await expect(dialog.getByText(`${total} rows in export.csv`)).toBeVisible();
  await expect(dialog.getByText('Every row is already in your catalogue as it is: there is nothing to import.')).toBeVisible();
  await expect(dialog.getByText(`Unchanged (${total})`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 0 change(s)' })).toBeDisabled();

  // The preview on phones and in the other languages, to be looked at.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog.locator('input[type=file]').setInputFiles(storeFile('nine'));
  await expect(dialog.getByRole('alert')).toBeVisible();
  for (const [width, height] of [
    [390, 844],
    [360, 740],
  ] as const) {
    await resize(page, width, height);
    await shot(page, `catalogue-import-error-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  for (const lang of ['fr', 'ar'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await page.getByRole('button', { name: lang === 'fr' ? 'Importer' : 'استيراد' }).click();
    const localized = page.getByRole('dialog');
    await localized.locator('input[type=file]').setInputFiles(storeFile('nine'));
    await expect(localized.getByRole('alert')).toContainText(lang === 'fr' ? 'ne peuvent pas être importées' : 'لا يمكن استيراد');
    await expect(localized.getByRole('row').filter({ hasText: NAMES[1]! })).toContainText(
      lang === 'fr' ? 'Le prix doit être un nombre' : 'يجب أن يكون السعر رقمًا',
    );
    await shot(page, `catalogue-import-error-360-${lang}`);
    await localized.getByRole('button', { name: lang === 'fr' ? 'Annuler' : 'إلغاء' }).click();
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
});

test('an admin exports the whole Easy Market catalogue as Excel', async ({ page }) => {
  await login(page, 'admin@demo.ma');
  await expect(page).toHaveURL(/\/(dashboard)?$/);
  await page.goto('/EasyMarket/manage');
  await expect(page.getByRole('heading', { name: 'Easy Market', level: 2 })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^easy-market-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Main category',
    'Sub-category',
    'Category',
    'Name',
    'Brand',
    'Description',
    'Price',
    'Current price',
    'Active',
    'Sold out',
    'Image',
  ]);
  expect(sheet.rowCount).toBeGreaterThan(1);
});
