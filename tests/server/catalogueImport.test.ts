import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { catalogueCategories, catalogueItems, emProducts, users } from '../../server/db/schema';
import { gs1CheckDigit } from '../../src/domain/barcode';
import { EM_HEADER } from '../../server/easy-market/export';
import { readCsv } from '../../src/domain/csvRead';
import { MSG } from '../../src/domain/messages';
import { toCentimes, toDirhams } from '../../src/domain/money';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';
import { csvText, ean13, storeCatalogueRows } from './catalogueImportFile';

type Session = Awaited<ReturnType<typeof loginAs>>;
interface Preview {
  total: number;
  counts: { new: number; changed: number; unchanged: number; error: number };
  newCategories: string[];
  rows: {
    line: number;
    name: string;
    status: string;
    changes?: string[];
    error?: { code: string; column?: string; line?: number; message: string };
  }[];
}

let built: BuiltApp;
let store: Session;
let resto: Session;
let admin: Session;
let storeId: string;
let restaurantId: string;

const call = (method: 'GET' | 'POST', url: string, session?: Session, payload?: FormData) =>
  built.app.inject({ method, url: `/api${url}`, headers: session?.headers ?? {}, ...(payload !== undefined && { payload }) });

/** A multipart body with the file in `file`, as the import dialog sends it. */
function upload(bytes: string | Buffer, filename = 'catalogue.csv') {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
  return form;
}
const csvBody = (rows: string[][]) => upload(csvText(rows));

/** Every product of a business as comparable rows (what an import may change). */
async function snapshot(businessId: string) {
  return built.ctx.db
    .select({
      _id: catalogueItems._id,
      name: catalogueItems.name,
      price: catalogueItems.price,
      description: catalogueItems.description,
      options: catalogueItems.options,
      active: catalogueItems.active,
      soldOut: catalogueItems.soldOut,
      stock: catalogueItems.stock,
      barcode: catalogueItems.barcode,
      categoryId: catalogueItems.categoryId,
    })
    .from(catalogueItems)
    .where(eq(catalogueItems.businessId, businessId))
    .orderBy(asc(catalogueItems._id));
}
const countCategories = async (businessId: string) =>
  (await built.ctx.db.select().from(catalogueCategories).where(eq(catalogueCategories.businessId, businessId))).length;

beforeAll(async () => {
  built = await createTestApp();
  [store, resto, admin] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.store),
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.admin),
  ]);
  storeId = (await call('GET', `/store/getByOwner/${store.user._id}`, store)).json()._id;
  restaurantId = (await call('GET', `/restaurant/getByOwner/${resto.user._id}`, resto)).json()._id;
}, 60_000);
afterAll(async () => built?.app.close());

describe('who may export and import a catalogue', () => {
  it('no token 401, another owner 403, the wrong prefix 404, a bad body 400; nothing written', async () => {
    const before = await snapshot(storeId);
    const body = csvBody(storeCatalogueRows(3));
    expect((await call('GET', `/products/export/${storeId}`)).statusCode).toBe(401);
    expect((await call('POST', `/products/import/${storeId}`, undefined, body)).statusCode).toBe(401);
    expect((await call('GET', `/products/export/${storeId}`, resto)).statusCode).toBe(403);
    expect((await call('POST', `/products/import/${storeId}/preview`, resto, body)).statusCode).toBe(403);
    expect((await call('POST', `/products/import/${storeId}`, resto, body)).statusCode).toBe(403);
    expect((await call('GET', `/menu/export/${storeId}`, store)).statusCode).toBe(404);
    expect((await call('GET', `/products/export/${storeId}?format=pdf`, store)).statusCode).toBe(400);
    const noFile = new FormData();
    noFile.append('note', 'no file');
    for (const bad of [noFile, upload('')]) {
      const response = await call('POST', `/products/import/${storeId}`, store, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'importFileRequired', message: SERVER_MSG.importFileRequired });
    }
    const json = await built.app.inject({
      method: 'POST',
      url: `/api/products/import/${storeId}`,
      headers: store.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await snapshot(storeId)).toEqual(before);
  });

  it('a file that cannot be read, has no rows or lacks a column is refused with its reason', async () => {
    const cases: [FormData, keyof typeof SERVER_MSG][] = [
      [upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('not a workbook')]), 'c.xlsx'), 'importFileUnreadable'],
      [csvBody([['Category', 'Name', 'Price']]), 'importFileEmpty'],
      [
        csvBody([
          ['Category', 'Title', 'Price'],
          ['a', 'b', '1'],
        ]),
        'importMissingColumns',
      ],
    ];
    for (const [body, code] of cases) {
      const response = await call('POST', `/products/import/${storeId}/preview`, store, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, message: SERVER_MSG[code] });
    }
  });
});

describe('export → import', () => {
  it('exports the whole catalogue as CSV with a BOM, and reading it back changes nothing', async () => {
    const products = (await call('GET', `/products/getByOwner/${storeId}`, store)).json() as { name: string }[];
    const response = await call('GET', `/products/export/${storeId}`, store);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="catalogue-marche-al-amal-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const sheet = readCsv(response.body);
    expect(sheet[0]).toEqual(['Category', 'Name', 'Description', 'Price', 'Options', 'Visible', 'Sold out', 'Stock', 'Barcode', 'Image']);
    expect(
      sheet
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(products.map((p) => p.name).sort());
    expect(response.headers['x-total-count']).toBe(String(products.length));

    const preview = await call('POST', `/products/import/${storeId}/preview`, store, upload(response.rawPayload));
    expect(preview.statusCode).toBe(200);
    expect((preview.json() as Preview).counts).toEqual({ new: 0, changed: 0, unchanged: products.length, error: 0 });
  });

  it('an admin exports a restaurant menu as XLSX, and importing it back changes nothing', async () => {
    const before = await snapshot(restaurantId);
    const response = await call('GET', `/menu/export/${restaurantId}?format=xlsx`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(before.length + 1);
    const body = () => upload(response.rawPayload, 'menu.xlsx');
    const preview = (await call('POST', `/menu/import/${restaurantId}/preview`, resto, body())).json() as Preview;
    expect(preview.counts).toMatchObject({ new: 0, changed: 0, error: 0 });
    const commit = await call('POST', `/menu/import/${restaurantId}`, resto, body());
    expect(commit.json()).toEqual({ created: 0, updated: 0, unchanged: before.length, categoriesCreated: 0 });
    expect(await snapshot(restaurantId)).toEqual(before);
  });
});

describe('a 5,000-row file', () => {
  const rows = storeCatalogueRows(5000);

  it('previews every row as new and writes nothing', async () => {
    const before = await snapshot(storeId);
    const categories = await countCategories(storeId);
    const response = await call('POST', `/products/import/${storeId}/preview`, store, csvBody(rows));
    expect(response.statusCode).toBe(200);
    const preview = response.json() as Preview;
    expect(preview.total).toBe(5000);
    expect(preview.counts).toEqual({ new: 5000, changed: 0, unchanged: 0, error: 0 });
    expect(preview.newCategories).toHaveLength(25);
    expect(preview.rows[0]).toMatchObject({ line: 2, name: 'Item 0', status: 'new' });
    expect(await snapshot(storeId)).toEqual(before);
    expect(await countCategories(storeId)).toBe(categories);
  });

  it('imports all 5,000 in one go with their categories, stock and barcodes', async () => {
    const before = (await snapshot(storeId)).length;
    const categories = await countCategories(storeId);
    const response = await call('POST', `/products/import/${storeId}`, store, csvBody(rows));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 5000, updated: 0, unchanged: 0, categoriesCreated: 25 });
    expect((await snapshot(storeId)).length).toBe(before + 5000);
    expect(await countCategories(storeId)).toBe(categories + 25);
    const [item10] = await built.ctx.db
      .select()
      .from(catalogueItems)
      .where(and(eq(catalogueItems.businessId, storeId), eq(catalogueItems.barcode, ean13(11))));
    expect(item10).toMatchObject({ name: 'Item 10', price: toCentimes(7.5), stock: 10, active: false, soldOut: false });
    expect(item10!.options).toEqual([
      {
        name: 'Size',
        multiple: false,
        is_required: true,
        option: [
          { name: 'Small', price: 0 },
          { name: 'Large', price: toCentimes(4.5) },
        ],
      },
    ]);
  });

  it('importing the same file again changes nothing', async () => {
    const before = await snapshot(storeId);
    const preview = (await call('POST', `/products/import/${storeId}/preview`, store, csvBody(rows))).json() as Preview;
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: 5000, error: 0 });
    const response = await call('POST', `/products/import/${storeId}`, store, csvBody(rows));
    expect(response.json()).toEqual({ created: 0, updated: 0, unchanged: 5000, categoriesCreated: 0 });
    expect(await snapshot(storeId)).toEqual(before);
  });

  it('one bad row refuses the whole file: shown with its line and reason, nothing written', async () => {
    const before = await snapshot(storeId);
    const raised = storeCatalogueRows(5000, { priceShift: 1 });
    raised[4000]![8] = '6111000000001'; // a mistyped barcode on line 4001
    const preview = (await call('POST', `/products/import/${storeId}/preview`, store, csvBody(raised))).json() as Preview;
    expect(preview.counts).toEqual({ new: 0, changed: 4999, unchanged: 0, error: 1 });
    expect(preview.rows[3999]).toMatchObject({
      line: 4001,
      status: 'error',
      error: { code: 'barcodeCheckDigit', column: 'barcode', message: expect.stringContaining('barcode') },
    });
    expect(preview.rows[0]!.changes).toEqual(['price']);
    const response = await call('POST', `/products/import/${storeId}`, store, csvBody(raised));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'importHasErrors', message: SERVER_MSG.importHasErrors });
    expect(await snapshot(storeId)).toEqual(before);

    raised[4000]![8] = ean13(4000);
    const fixed = await call('POST', `/products/import/${storeId}`, store, csvBody(raised));
    expect(fixed.json()).toEqual({ created: 0, updated: 5000, unchanged: 0, categoriesCreated: 0 });
    const after = await snapshot(storeId);
    expect(after.length).toBe(before.length);
    const [first] = await built.ctx.db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.barcode, ean13(1)));
    expect(first!.price).toBe(toCentimes(6));
  });

  it('matches by barcode first: a renamed row renames its product instead of adding one', async () => {
    const renamed = storeCatalogueRows(5000, { priceShift: 1, prefix: 'Product' });
    const before = (await snapshot(storeId)).length;
    const response = await call('POST', `/products/import/${storeId}`, store, csvBody(renamed.slice(0, 101)));
    expect(response.json()).toEqual({ created: 0, updated: 100, unchanged: 0, categoriesCreated: 0 });
    expect((await snapshot(storeId)).length).toBe(before);
    const [first] = await built.ctx.db
      .select()
      .from(catalogueItems)
      .where(eq(catalogueItems.barcode, ean13(1)));
    expect(first!.name).toBe('Product 0');
  });
});

describe('a barcode on the product form', () => {
  it('is checked, unique in the store (UPC-A and its EAN-13 twin alike), answered and removable', async () => {
    const categories = (await call('GET', `/products/getAllCategories/${storeId}`, store)).json() as { _id: string }[];
    const product = (barcode: unknown, name = 'Olive oil 1L') =>
      JSON.stringify({ name, price: 45, description: 'Extra virgin', category: categories[0]!._id, barcode });
    const send = (method: 'POST' | 'PUT', url: string, payload: string) =>
      built.app.inject({ method, url: `/api${url}`, headers: { ...store.headers, 'content-type': 'application/json' }, payload });
    const count = async () => (await snapshot(storeId)).length;
    const before = await count();

    for (const bad of ['036000291453', '12345', 'abcdefghijklm']) {
      const refused = await send('POST', `/products/addOne/${storeId}`, product(bad));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'barcodeInvalid', message: MSG.barcodeInvalid });
    }
    expect(await count()).toBe(before);

    const added = await send('POST', `/products/addOne/${storeId}`, product(' 0360-0029 1452 '));
    expect(added.statusCode).toBe(201);
    const id = added.json().product._id as string;
    expect(added.json().product.barcode).toBe('036000291452');

    const twin = await send('POST', `/products/addOne/${storeId}`, product('0036000291452', 'Another oil'));
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ code: 'barcodeTaken', message: MSG.barcodeTaken });
    expect(await count()).toBe(before + 1);

    // Saving the product with its own barcode is no conflict; "" removes it.
    expect((await send('PUT', `/products/update/${id}`, product('036000291452'))).statusCode).toBe(200);
    const cleared = await send('PUT', `/products/update/${id}`, product(''));
    expect(cleared.json().product.barcode).toBeNull();
    const listed = (await call('GET', `/products/getByOwner/${storeId}`, store)).json() as { _id: string; barcode: string | null }[];
    expect(listed.find((p) => p._id === id)).toMatchObject({ barcode: null });
  });
});

describe('Easy Market export', () => {
  it('gives an admin every product with its place in the tree, as CSV or XLSX; nobody else', async () => {
    expect((await call('GET', '/easyMarket/export')).statusCode).toBe(401);
    expect((await call('GET', '/easyMarket/export', store)).statusCode).toBe(403);
    const total = (await built.ctx.db.select({ _id: emProducts._id }).from(emProducts)).length;
    expect(total).toBeGreaterThan(0);
    const csv = await call('GET', '/easyMarket/export', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const sheet = readCsv(csv.body);
    expect(sheet[0]).toEqual([...EM_HEADER]);
    expect(sheet).toHaveLength(total + 1);
    const [first] = await built.ctx.db.select().from(emProducts).where(eq(emProducts.name, sheet[1]![3]!));
    expect(sheet[1]!.slice(4, 8)).toEqual([
      first!.marque,
      first!.description,
      toDirhams(first!.prix).toFixed(2),
      toDirhams(first!.prixActual).toFixed(2),
    ]);
    const xlsx = await call('GET', '/easyMarket/export?format=xlsx', admin);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(total + 1);
  });
});

describe('a catalogue file in the reader’s language', () => {
  const setLanguage = (session: Session, language: 'en' | 'fr' | 'ar') =>
    built.ctx.db.update(users).set({ language }).where(eq(users._id, session.user._id));
  afterAll(async () => Promise.all([setLanguage(store, 'en'), setLanguage(resto, 'en')]));

  it('a French owner’s CSV has a BOM, ";", French headers, oui/non and prices with a comma; read back, every row is unchanged', async () => {
    await setLanguage(store, 'fr');
    const before = await snapshot(storeId);
    const response = await call('GET', `/products/export/${storeId}`, store);
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith('\uFEFFCatégorie;Nom;Description;Prix;Options;Visible;Épuisé;Stock;Code-barres;Image\r\n')).toBe(true);
    const sheet = readCsv(response.body);
    expect(sheet.slice(1).every((row) => /^\d+,\d{2}$/.test(row[3]!))).toBe(true);
    expect(new Set(sheet.slice(1).flatMap((row) => [row[5], row[6]]))).toEqual(new Set(['oui', 'non']));
    const first = before.find((p) => p.name === sheet[1]![1])!;
    expect(sheet[1]![3]).toBe(toDirhams(first.price).toFixed(2).replace('.', ','));

    const preview = (await call('POST', `/products/import/${storeId}/preview`, store, upload(response.rawPayload))).json() as Preview;
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: before.length, error: 0 });
    const commit = await call('POST', `/products/import/${storeId}`, store, upload(response.rawPayload));
    expect(commit.json()).toEqual({ created: 0, updated: 0, unchanged: before.length, categoriesCreated: 0 });
    expect(await snapshot(storeId)).toEqual(before);
  });

  it('an Arabic owner’s XLSX has Arabic headers, prices and stock as numbers, a barcode with its leading zero; read back, every row is unchanged', async () => {
    await setLanguage(resto, 'ar');
    const payload = '061100000042';
    const barcode = payload + String(gs1CheckDigit(payload));
    const [item] = await built.ctx.db
      .select({ _id: catalogueItems._id, name: catalogueItems.name })
      .from(catalogueItems)
      .where(eq(catalogueItems.businessId, restaurantId))
      .orderBy(asc(catalogueItems._id))
      .limit(1);
    await built.ctx.db.update(catalogueItems).set({ barcode, stock: 7 }).where(eq(catalogueItems._id, item!._id));
    const before = await snapshot(restaurantId);

    const response = await call('GET', `/menu/export/${restaurantId}?format=xlsx`, resto);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'الفئة',
      'الاسم',
      'الوصف',
      'السعر',
      'الخيارات',
      'ظاهر',
      'نفد',
      'المخزون',
      'الباركود',
      'الصورة',
    ]);
    const rows = sheet.getRows(2, sheet.rowCount - 1)!;
    expect(rows).toHaveLength(before.length);
    expect(rows.every((row) => typeof row.getCell(4).value === 'number')).toBe(true);
    expect(rows.every((row) => ['نعم', 'لا'].includes(row.getCell(6).value as string))).toBe(true);
    const row = rows.find((r) => r.getCell(2).value === item!.name)!;
    expect(row.getCell(8).value).toBe(7);
    expect(row.getCell(9).value).toBe(barcode);
    expect(barcode.startsWith('0')).toBe(true);

    const body = () => upload(response.rawPayload, 'menu.xlsx');
    const preview = (await call('POST', `/menu/import/${restaurantId}/preview`, resto, body())).json() as Preview;
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: before.length, error: 0 });
    const commit = await call('POST', `/menu/import/${restaurantId}`, resto, body());
    expect(commit.json()).toEqual({ created: 0, updated: 0, unchanged: before.length, categoriesCreated: 0 });
    expect(await snapshot(restaurantId)).toEqual(before);
  });

  it('an Arabic owner’s CSV (";", decimal comma, نعم/لا) reads back unchanged; an English owner’s file stays as it was', async () => {
    await setLanguage(resto, 'ar');
    const before = await snapshot(restaurantId);
    const arabic = await call('GET', `/menu/export/${restaurantId}`, resto);
    expect(arabic.body.startsWith('\uFEFFالفئة;الاسم;')).toBe(true);
    const preview = (await call('POST', `/menu/import/${restaurantId}/preview`, resto, upload(arabic.rawPayload))).json() as Preview;
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: before.length, error: 0 });

    await setLanguage(resto, 'en');
    const english = readCsv((await call('GET', `/menu/export/${restaurantId}`, resto)).body);
    expect(english[0]).toEqual(['Category', 'Name', 'Description', 'Price', 'Options', 'Visible', 'Sold out', 'Stock', 'Barcode', 'Image']);
    expect(english.slice(1).every((row) => /^\d+\.\d{2}$/.test(row[3]!) && ['yes', 'no'].includes(row[5]!))).toBe(true);
  });
});
