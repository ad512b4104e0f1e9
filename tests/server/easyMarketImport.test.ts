import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { auditLog, emCategories, emMainCategories, emProducts, emSubCategories, users } from '../../server/db/schema';
import { readCsv } from '../../src/domain/csvRead';
import { toCentimes } from '../../src/domain/money';
import { EM_COLUMNS, EM_FILE_HEADERS, EM_HEADER } from '../../src/domain/easyMarketFile';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { groceryCsv, groceryRows } from './easyMarketImportFile';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
interface Preview {
  total: number;
  counts: { new: number; changed: number; unchanged: number; error: number };
  newCategories: string[];
  rows: {
    line: number;
    name: string;
    status: string;
    productId?: string;
    changes?: string[];
    error?: { code: string; column?: string; line?: number; message: string };
  }[];
}

let built: BuiltApp;
let admin: Session;
let store: Session;

const call = (url: string, session?: Session, payload?: FormData, method: 'GET' | 'POST' = 'POST') =>
  built.app.inject({ method, url: `/api${url}`, headers: session?.headers ?? {}, ...(payload !== undefined && { payload }) });

/** A multipart body with the file in `file`, as the import dialog sends it. */
function upload(bytes: string | Buffer, filename = 'easy-market.csv') {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
  return form;
}
const csvBody = (rows: string[][], separator = ',') => upload(groceryCsv(rows, separator));
const preview = async (rows: string[][]) => {
  const response = await call('/easyMarket/import/preview', admin, csvBody(rows));
  expect(response.statusCode).toBe(200);
  return response.json() as Preview;
};

/** Every Easy Market product and level of the tree, comparable before and after. */
async function snapshot() {
  const db = built.ctx.db;
  const [products, mains, subs, cats] = await Promise.all([
    db.select().from(emProducts).orderBy(asc(emProducts._id)),
    db.select().from(emMainCategories).orderBy(asc(emMainCategories._id)),
    db.select().from(emSubCategories).orderBy(asc(emSubCategories._id)),
    db.select().from(emCategories).orderBy(asc(emCategories._id)),
  ]);
  return { products, mains, subs, cats };
}
const importLines = () => built.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'easyMarket.import'));

/** The Easy Market export as rows (header first). */
async function exported(): Promise<string[][]> {
  const response = await call('/easyMarket/export', admin, undefined, 'GET');
  expect(response.statusCode).toBe(200);
  return readCsv(response.body);
}

beforeAll(async () => {
  built = await createTestApp();
  [admin, store] = await Promise.all([loginAs(built, DEMO_ACCOUNTS.admin), loginAs(built, DEMO_ACCOUNTS.store)]);
}, 60_000);
afterAll(async () => built?.app.close());

describe('who may import into Easy Market', () => {
  it('no token 401, an owner 403, no file or not a multipart body 400; nothing written', async () => {
    const before = await snapshot();
    const body = () => csvBody(groceryRows(3));
    for (const url of ['/easyMarket/import/preview', '/easyMarket/import']) {
      expect((await call(url, undefined, body())).statusCode).toBe(401);
      expect((await call(url, store, body())).statusCode).toBe(403);
      const noFile = new FormData();
      noFile.append('note', 'no file');
      for (const bad of [noFile, upload('')]) {
        const response = await call(url, admin, bad);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'importFileRequired', message: SERVER_MSG.importFileRequired });
      }
      const json = await built.app.inject({ method: 'POST', url: `/api${url}`, headers: admin.headers, payload: { file: 'x' } });
      expect(json.statusCode).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a file that cannot be read, has no rows or lacks a column is refused with its reason', async () => {
    const cases: [FormData, keyof typeof SERVER_MSG][] = [
      [upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('not a workbook')]), 'em.xlsx'), 'importFileUnreadable'],
      [csvBody([[...EM_HEADER]]), 'importFileEmpty'],
      [
        csvBody([EM_HEADER.filter((h) => h !== 'Current price'), ['a', 'b', 'c', 'd', 'e', 'f', '1', 'yes', 'no', '']]),
        'emImportMissingColumns',
      ],
    ];
    for (const [body, code] of cases) {
      const response = await call('/easyMarket/import/preview', admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, message: SERVER_MSG[code] });
    }
  });
});

describe('export → import', () => {
  it('the export read back (CSV, or XLSX) finds every product unchanged and writes nothing', async () => {
    const before = await snapshot();
    const sheet = await exported();
    expect(sheet[0]).toEqual([...EM_HEADER]);
    const plan = await preview(sheet);
    expect(plan.counts).toEqual({ new: 0, changed: 0, unchanged: before.products.length, error: 0 });
    const commit = await call('/easyMarket/import', admin, csvBody(sheet));
    expect(commit.json()).toEqual({ created: 0, updated: 0, unchanged: before.products.length, categoriesCreated: 0 });

    const xlsx = await call('/easyMarket/export?format=xlsx', admin, undefined, 'GET');
    const fromXlsx = await call('/easyMarket/import/preview', admin, upload(xlsx.rawPayload, 'em.xlsx'));
    expect((fromXlsx.json() as Preview).counts).toMatchObject({ new: 0, changed: 0, error: 0 });
    expect(await snapshot()).toEqual(before);
    expect(await importLines()).toHaveLength(0);
  });
});

describe('a file with changes', () => {
  let sheet: string[][];
  let edited: string[][];

  beforeAll(async () => {
    sheet = await exported();
    const [, first, second] = sheet as [string[], string[], string[]];
    edited = [
      sheet[0]!,
      [...first.slice(0, 6), (Number(first[6]) + 1).toFixed(2), ...first.slice(7, 9), first[9] === 'yes' ? 'no' : 'yes', first[10]!],
      second, // as it is
      // A product in an existing category, and one in a tree that does not exist yet (spelled loosely).
      [first[0]!, first[1]!, first[2]!, 'Pois chiches 1kg', 'Al Baraka', 'Dried chickpeas', '18,50', '15.00', 'yes', 'no', ''],
      ['Frozen', 'Ice cream', 'Cones', 'Vanilla cone', '', 'Vanilla, 4 cones', '32', '25', '', '', ''],
      ['  frozen ', 'ICE   CREAM', 'Cones', 'Chocolate cone', '', 'Chocolate, 4 cones', '34', '26', 'no', '', ''],
    ];
  });

  it('previews each row as new, changed (with its columns), unchanged or error with its line and reason; writes nothing', async () => {
    const before = await snapshot();
    const bad = [
      ...edited,
      ['Frozen', 'Ice cream', 'Cones', 'Strawberry cone', '', 'Strawberry', '12.345', '10', '', '', ''], // line 7
      ['Frozen', 'Ice cream', 'Cones', 'Mango cone', '', '', '12', '10', '', '', ''], // line 8: a new product needs a description
      ['Frozen', 'Ice cream', 'Cones', 'Lemon cone', '', 'Lemon', '12', '10', 'maybe', '', ''], // line 9
      ['Frozen', 'Ice cream', 'Cones', 'vanilla CONE', '', 'Again', '12', '10', '', '', ''], // line 10: line 5 again
      ['Frozen', 'Ice cream', '', 'Pistachio cone', '', 'Pistachio', '12', '10', '', '', ''], // line 11
      ['Frozen', 'Ice cream', 'Cones', 'Pear cone', '', 'Pear', '12', '10', '', '', 'javascript:alert(1)'], // line 12
    ];
    const plan = await preview(bad);
    expect(plan.total).toBe(11);
    expect(plan.counts).toEqual({ new: 3, changed: 1, unchanged: 1, error: 6 });
    expect(plan.rows.map((r) => r.status)).toEqual([
      'changed',
      'unchanged',
      'new',
      'new',
      'new',
      'error',
      'error',
      'error',
      'error',
      'error',
      'error',
    ]);
    expect(plan.rows[0]).toMatchObject({ line: 2, changes: ['price', 'soldOut'], productId: expect.any(String) });
    expect(plan.newCategories).toEqual(['Frozen', 'Frozen › Ice cream', 'Frozen › Ice cream › Cones']);
    expect(plan.rows.slice(5).map((r) => ({ row: r.line, ...r.error }))).toEqual([
      { row: 7, code: 'priceInvalid', column: 'price', message: 'The price must be a number from 0 with at most 2 decimals' },
      { row: 8, code: 'missingValue', column: 'description', message: 'Description is empty' },
      { row: 9, code: 'yesNoInvalid', column: 'active', message: 'Active must be yes or no' },
      { row: 10, code: 'duplicateRow', line: 5, message: 'The same product is already on line 5' },
      { row: 11, code: 'missingValue', column: 'category', message: 'Category is empty' },
      { row: 12, code: 'imageInvalid', column: 'image', message: 'The image must be an http(s) address or a path on this site' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('one bad row refuses the whole file: 400, nothing written', async () => {
    const before = await snapshot();
    const bad = [...edited, ['Frozen', 'Ice cream', 'Cones', 'Strawberry cone', '', 'Strawberry', 'free', '10', '', '', '']];
    const response = await call('/easyMarket/import', admin, csvBody(bad));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'importHasErrors', message: SERVER_MSG.importHasErrors });
    expect(await snapshot()).toEqual(before);
    expect(await importLines()).toHaveLength(0);
  });

  it('imports every row in one go (semicolons read too), creates the tree it names, writes one audit line', async () => {
    const before = await snapshot();
    const changedId = (await preview(edited)).rows[0]!.productId;
    const response = await call('/easyMarket/import', admin, csvBody(edited, ';'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 3, updated: 1, unchanged: 1, categoriesCreated: 3 });
    const after = await snapshot();
    expect(after.products).toHaveLength(before.products.length + 3);
    expect(after.mains).toHaveLength(before.mains.length + 1);
    expect(after.products.find((p) => p._id === changedId)).toMatchObject({
      name: edited[1]![3],
      prix: toCentimes(Number(edited[1]![6])),
      soldOut: edited[1]![9] === 'yes',
    });
    const [cones] = await built.ctx.db.select().from(emCategories).where(eq(emCategories.name, 'Cones'));
    const inCones = after.products
      .filter((p) => p.categoryId === cones!._id)
      .map((p) => ({ name: p.name, prix: p.prix, active: p.active }));
    expect(inCones.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Chocolate cone', prix: toCentimes(34), active: false },
      { name: 'Vanilla cone', prix: toCentimes(32), active: true },
    ]);
    const [chickpeas] = await built.ctx.db.select().from(emProducts).where(eq(emProducts.name, 'Pois chiches 1kg'));
    expect(chickpeas).toMatchObject({ prix: toCentimes(18.5), prixActual: toCentimes(15), marque: 'Al Baraka' });
    const lines = await importLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorRole: 'admin', targetType: 'easyMarket.catalogue' });
    expect(lines[0]!.after).toMatchObject({
      created: 3,
      updated: 1,
      newCategories: ['Frozen', 'Frozen › Ice cream', 'Frozen › Ice cream › Cones'],
    });
  });

  it('importing the same file again changes nothing and writes no audit line', async () => {
    const before = await snapshot();
    const plan = await preview(edited);
    expect(plan.counts).toEqual({ new: 0, changed: 0, unchanged: 5, error: 0 });
    expect(plan.newCategories).toEqual([]);
    const response = await call('/easyMarket/import', admin, csvBody(edited));
    expect(response.json()).toEqual({ created: 0, updated: 0, unchanged: 5, categoriesCreated: 0 });
    expect(await snapshot()).toEqual(before);
    expect(await importLines()).toHaveLength(1);
  });
});

describe('a 5,000-row file', () => {
  const rows = groceryRows(5000);

  it('previews every row as new and writes nothing', async () => {
    const before = await snapshot();
    const plan = await preview(rows);
    expect(plan.total).toBe(5000);
    expect(plan.counts).toEqual({ new: 5000, changed: 0, unchanged: 0, error: 0 });
    expect(plan.newCategories).toHaveLength(1 + 2 + 10);
    expect(await snapshot()).toEqual(before);
  });

  it('imports all 5,000 with their tree, then the same file changes nothing', async () => {
    const before = await snapshot();
    const response = await call('/easyMarket/import', admin, csvBody(rows));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 5000, updated: 0, unchanged: 0, categoriesCreated: 13 });
    const after = await snapshot();
    expect(after.products).toHaveLength(before.products.length + 5000);
    const [article9] = await built.ctx.db.select().from(emProducts).where(eq(emProducts.name, 'Article 9'));
    expect(article9).toMatchObject({
      prix: toCentimes(6.25),
      prixActual: toCentimes(5.25),
      active: false,
      soldOut: false,
      marque: 'Brand 9',
    });

    const again = await call('/easyMarket/import', admin, csvBody(rows));
    expect(again.json()).toEqual({ created: 0, updated: 0, unchanged: 5000, categoriesCreated: 0 });
    expect(await snapshot()).toEqual(after);
  });

  it('one bad row on line 4001 refuses the whole file; fixed, all 5,000 change', async () => {
    const before = await snapshot();
    const raised = groceryRows(5000, { priceShift: 1 });
    const currentPrice = raised[4000]![7]!;
    raised[4000]![7] = '-3';
    const plan = await preview(raised);
    expect(plan.counts).toEqual({ new: 0, changed: 4999, unchanged: 0, error: 1 });
    expect(plan.rows[3999]).toMatchObject({ line: 4001, status: 'error', error: { code: 'priceInvalid', column: 'currentPrice' } });
    expect(plan.rows[0]!.changes).toEqual(['price']);
    expect((await call('/easyMarket/import', admin, csvBody(raised))).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);

    raised[4000]![7] = currentPrice;
    const fixed = await call('/easyMarket/import', admin, csvBody(raised));
    expect(fixed.json()).toEqual({ created: 0, updated: 5000, unchanged: 0, categoriesCreated: 0 });
    const [article0] = await built.ctx.db
      .select({ prix: emProducts.prix })
      .from(emProducts)
      .innerJoin(emCategories, eq(emProducts.categoryId, emCategories._id))
      .where(and(eq(emProducts.name, 'Article 0'), eq(emCategories.name, 'Aisle 00')));
    expect(article0!.prix).toBe(toCentimes(5));
  });

  it('an XLSX file of the same rows is read as the CSV is', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Easy Market');
    for (const row of groceryRows(5000, { priceShift: 1 })) sheet.addRow(row);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await call('/easyMarket/import/preview', admin, upload(bytes, 'em.xlsx'));
    expect((response.json() as Preview).counts).toEqual({ new: 0, changed: 0, unchanged: 5000, error: 0 });
  });
});

describe('the Easy Market file in the reader’s language', () => {
  const setLanguage = (language: 'en' | 'fr' | 'ar') => built.ctx.db.update(users).set({ language }).where(eq(users._id, admin.user._id));
  afterAll(async () => setLanguage('en'));

  it('a French admin’s CSV has a BOM, ";", French headers, oui/non and prices with a comma; read back, every row is unchanged', async () => {
    await setLanguage('fr');
    const before = await snapshot();
    const response = await call('/easyMarket/export', admin, undefined, 'GET');
    expect(
      response.body.startsWith(`\uFEFF${EM_FILE_HEADERS.fr.mainCategory};${EM_FILE_HEADERS.fr.subCategory};Catégorie;Nom;Marque;`),
    ).toBe(true);
    const sheet = readCsv(response.body);
    expect(sheet[0]).toEqual(EM_COLUMNS.map((c) => EM_FILE_HEADERS.fr[c]));
    expect(sheet.slice(1).every((row) => /^\d+,\d{2}$/.test(row[6]!) && /^\d+,\d{2}$/.test(row[7]!))).toBe(true);
    expect(new Set(sheet.slice(1).flatMap((row) => [row[8], row[9]]))).toEqual(new Set(['oui', 'non']));

    const plan = (await call('/easyMarket/import/preview', admin, upload(response.rawPayload))).json() as Preview;
    expect(plan.counts).toEqual({ new: 0, changed: 0, unchanged: before.products.length, error: 0 });
    const commit = await call('/easyMarket/import', admin, upload(response.rawPayload));
    expect(commit.json()).toEqual({ created: 0, updated: 0, unchanged: before.products.length, categoriesCreated: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('an Arabic admin’s XLSX has Arabic headers and prices as numbers; read back, every row is unchanged', async () => {
    await setLanguage('ar');
    const before = await snapshot();
    const response = await call('/easyMarket/export?format=xlsx', admin, undefined, 'GET');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(EM_COLUMNS.map((c) => EM_FILE_HEADERS.ar[c]));
    expect(sheet.getRow(1).getCell(1).value).toBe('الفئة الرئيسية');
    const rows = sheet.getRows(2, sheet.rowCount - 1)!;
    expect(rows).toHaveLength(before.products.length);
    expect(rows.every((row) => typeof row.getCell(7).value === 'number' && typeof row.getCell(8).value === 'number')).toBe(true);
    expect(rows.every((row) => ['نعم', 'لا'].includes(row.getCell(9).value as string))).toBe(true);

    const body = () => upload(response.rawPayload, 'em.xlsx');
    const plan = (await call('/easyMarket/import/preview', admin, body())).json() as Preview;
    expect(plan.counts).toEqual({ new: 0, changed: 0, unchanged: before.products.length, error: 0 });
    const commit = await call('/easyMarket/import', admin, body());
    expect(commit.json()).toEqual({ created: 0, updated: 0, unchanged: before.products.length, categoriesCreated: 0 });
    expect(await snapshot()).toEqual(before);
  });
});
