import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, resize, shot } from './helpers';

// The machine is shared by many test runs: be patient with every expectation.
const expect = baseExpect.configure({ timeout: 30_000 });
const RUN = Date.now().toString(36);
const MAIN = `E2E Frozen ${RUN}`;
const NAMES = [`Vanilla cone ${RUN}`, `Chocolate cone ${RUN}`, `Mango cone ${RUN}`];

/** An Easy Market file as a person writes it (semicolons, decimal commas); `badPrice` on its second row. */
function groceryFile(badPrice?: string) {
  const rows = [
    'Main category;Sub-category;Category;Name;Brand;Description;Price;Current price;Active;Sold out;Image',
    `${MAIN};Ice cream;Cones;${NAMES[0]};Glacier;4 vanilla cones;32,00;25;yes;no;`,
    `${MAIN};Ice cream;Cones;${NAMES[1]};Glacier;4 chocolate cones;${badPrice ?? '34,50'};26;yes;no;`,
    `${MAIN};Ice cream;Cones;${NAMES[2]};;4 mango cones;36;28;no;no;`,
  ];
  return { name: 'frozen.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\r\n') + '\r\n') };
}

/** Every Easy Market product's name, as the API lists them (through the export). */
async function groceryNames(page: Page): Promise<string[]> {
  const auth = await page.request.post('/api/auth/login', { data: { email: 'admin@demo.ma', password: DEMO_PASSWORD } });
  const { token } = (await auth.json()) as { token: string };
  const csv = await (await page.request.get('/api/easyMarket/export', { headers: { Authorization: `Bearer ${token}` } })).text();
  return csv
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.split(',')[3] ?? '');
}

test('an admin re-imports the Easy Market export unchanged; a file with a bad row shows it and writes nothing; fixed, it imports', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await login(page, 'admin@demo.ma');
  await expect(page).toHaveURL(/\/(dashboard)?$/);
  await page.goto('/EasyMarket/manage');
  await expect(page.getByRole('heading', { name: 'Easy Market', level: 2 })).toBeVisible();

  // Export → import: every row unchanged, nothing to import.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const exported = readFileSync((await (await downloading).path())!);
  const total = (await groceryNames(page)).length;
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Easy Market products from a file' });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'easy-market.csv', mimeType: 'text/csv', buffer: exported });
  await expect(dialog.getByText(`${total} rows in easy-market.csv`)).toBeVisible();
  await expect(dialog.getByText('Every row is already in your catalogue as it is: there is nothing to import.')).toBeVisible();
  await expect(dialog.getByText(`Unchanged (${total})`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 0 change(s)' })).toBeDisabled();

  // A file with a bad price: its line and reason are shown, it cannot be imported, nothing is written.
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  await dialog.locator('input[type=file]').setInputFiles(groceryFile('free'));
  await expect(dialog.getByText('3 rows in frozen.csv')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('1 row(s) cannot be imported');
  const badRow = dialog.getByRole('row').filter({ hasText: NAMES[1]! });
  await expect(badRow).toContainText('The price must be a number from 0 with at most 2 decimals');
  await expect(badRow.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Import \d+ change/ })).toBeDisabled();
  await shot(page, 'easy-market-import-error-desktop');
  expect((await groceryNames(page)).filter((n) => NAMES.includes(n))).toEqual([]);

  // The preview on phones and in the other languages, to be looked at.
  for (const [width, height] of [
    [390, 844],
    [360, 740],
  ] as const) {
    await resize(page, width, height);
    await shot(page, `easy-market-import-error-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  for (const lang of ['fr', 'ar'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await page.getByRole('button', { name: lang === 'fr' ? 'Importer' : 'استيراد', exact: true }).click();
    const localized = page.getByRole('dialog');
    await localized.locator('input[type=file]').setInputFiles(groceryFile('free'));
    await expect(localized.getByRole('alert')).toContainText(lang === 'fr' ? 'ne peuvent pas être importées' : 'لا يمكن استيراد');
    await expect(localized.getByRole('row').filter({ hasText: NAMES[1]! })).toContainText(
      lang === 'fr' ? 'Le prix doit être un nombre' : 'يجب أن يكون السعر رقمًا',
    );
    await shot(page, `easy-market-import-error-360-${lang}`);
    await localized.getByRole('button', { name: lang === 'fr' ? 'Annuler' : 'إلغاء' }).click();
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await resize(page, 1280, 800);

  // The fixed file: three new products in a new tree, imported on confirmation, shown in the editor.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog.locator('input[type=file]').setInputFiles(groceryFile());
  await expect(dialog.getByText(`New categories: ${MAIN}, ${MAIN} › Ice cream, ${MAIN} › Ice cream › Cones`)).toBeVisible();
  await expect(dialog.getByText('New (3)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 change(s)' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Imported: 3 new, 0 changed, 0 unchanged.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await groceryNames(page)).filter((n) => NAMES.includes(n)).sort()).toEqual([...NAMES].sort());
  await expect(page.getByText(MAIN).first()).toBeVisible();
});
