import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_COLUMNS,
  entryCells,
  headerCells,
  importErrorText,
  optionsText,
  planImport,
  readOptions,
  readSheet,
  type CatalogueEntry,
  type ReadRow,
} from '../../src/domain/catalogueFile';
import { csvRows } from '../../src/domain/csv';
import { readCsv } from '../../src/domain/csvRead';
import { amountText, centimes, type Centimes } from '../../src/domain/money';
import type { CatalogueOption } from '../../src/domain/orderLines';

type ProductOption = CatalogueOption<Centimes>;
const SIZE: ProductOption = {
  name: 'Size',
  multiple: false,
  is_required: true,
  option: [
    { name: 'Small', price: centimes(0) },
    { name: 'Large', price: centimes(500) },
  ],
};
const EXTRAS: ProductOption = { name: 'Extras', multiple: true, is_required: false, option: [{ name: 'Cheese', price: centimes(350) }] };
/** A row as a CSV export writes it: the price (a money cell, in centimes) in dh. */
const fileRow = (cells: readonly (string | number)[]) =>
  cells.map((cell, i) => (CATALOGUE_COLUMNS[i] === 'price' ? amountText(cell as Centimes) : String(cell)));

const entry = (over: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  _id: 'p1',
  category: 'Dairy',
  name: 'Milk 1L',
  description: 'Fresh milk',
  price: centimes(750),
  options: [],
  active: false,
  soldOut: false,
  stock: null,
  barcode: null,
  image: '',
  ...over,
});

const rowsOf = (sheet: string[][]) => {
  const read = readSheet(sheet);
  if (!Array.isArray(read)) throw new Error(`file problem ${read.code}`);
  return read;
};

describe('CSV reading', () => {
  it('reads what csvRows writes, BOM, quotes, line breaks and defused formulas included', () => {
    const rows = [
      ['Name', 'Note'],
      ['=SUM(A1)', 'a, "quoted"\nline'],
      ['-3.50', '@x'],
    ];
    expect(readCsv('\uFEFF' + csvRows(rows))).toEqual(rows);
  });

  it('reads semicolon files (French Excel) and LF line ends', () => {
    expect(readCsv('Catégorie;Nom;Prix\nLait;Lait 1L;7,50\n')).toEqual([
      ['Catégorie', 'Nom', 'Prix'],
      ['Lait', 'Lait 1L', '7,50'],
    ]);
  });
});

describe('options in a cell', () => {
  it('writes the readable notation and reads it back', () => {
    const text = optionsText([SIZE, EXTRAS]);
    expect(text).toBe('Size (required): Small = 0.00, Large = 5.00 | Extras (multiple): Cheese = 3.50');
    expect(readOptions(text)).toEqual([SIZE, EXTRAS]);
  });

  it('falls back to JSON when a name holds a sign of the notation', () => {
    const odd: ProductOption = { ...SIZE, option: [{ name: 'Half, half', price: centimes(200) }] };
    expect(optionsText([odd]).startsWith('[')).toBe(true);
    expect(readOptions(optionsText([odd]))).toEqual([odd]);
  });

  it('refuses what cannot be read', () => {
    expect(readOptions('Size Small Large')).toBeUndefined();
    expect(readOptions('Size: Small = abc')).toBeUndefined();
    expect(readOptions(': Small = 1')).toBeUndefined();
    expect(readOptions('[{"name":')).toBeUndefined();
    expect(readOptions('')).toEqual([]);
  });
});

describe('reading rows', () => {
  it('reads an exported row back into the same product', () => {
    const product = entry({ options: [SIZE], stock: 12, barcode: '6111242100992', active: true, soldOut: true, image: '/uploads/a.png' });
    const [row] = rowsOf([headerCells(), fileRow(entryCells(product))]);
    expect(row!.product).toEqual({
      category: 'Dairy',
      name: 'Milk 1L',
      description: 'Fresh milk',
      price: 750,
      options: [SIZE],
      visible: false,
      soldOut: true,
      stock: 12,
      barcode: '6111242100992',
      image: '/uploads/a.png',
    });
  });

  it('reads each language’s export row back into the same product (its headers and yes/no words)', () => {
    const product = entry({ options: [SIZE], stock: 3, barcode: '0611000000428', active: true, soldOut: false });
    const english = rowsOf([headerCells(), fileRow(entryCells(product))])[0]!.product;
    expect(english).toMatchObject({ barcode: '0611000000428', stock: 3, visible: false, soldOut: false });
    for (const language of ['fr', 'ar'] as const) {
      const cells = fileRow(entryCells(product, language));
      expect(cells.slice(5, 7)).toEqual(language === 'fr' ? ['non', 'non'] : ['لا', 'لا']);
      const [row] = rowsOf([headerCells(language), cells]);
      expect(row!.product).toEqual(english);
    }
    expect(headerCells('fr')).toContain('Code-barres');
    expect(headerCells('ar')[0]).toBe('الفئة');
  });

  it('says what is wrong with a row, with the spreadsheet line number', () => {
    const rows = rowsOf([
      ['Category', 'Name', 'Price', 'Stock', 'Barcode', 'Visible'],
      ['Dairy', '', '7', '', '', ''],
      ['Dairy', 'Milk', '7,5x', '', '', ''],
      ['Dairy', 'Milk', '7', '-1', '', ''],
      ['Dairy', 'Milk', '7', '', '4006381333932', ''],
      ['Dairy', 'Milk', '7', '', '123', ''],
      ['Dairy', 'Milk', '7', '', '', 'maybe'],
      ['Dairy', 'Milk', '7.5 dh', '3', '4006381333931', 'oui'],
    ]);
    expect(rows.map((r) => [r.line, r.error?.code, r.error?.column])).toEqual([
      [2, 'missingValue', 'name'],
      [3, 'priceInvalid', 'price'],
      [4, 'stockInvalid', 'stock'],
      [5, 'barcodeCheckDigit', 'barcode'],
      [6, 'barcodeLength', 'barcode'],
      [7, 'yesNoInvalid', 'visible'],
      [8, undefined, undefined],
    ]);
    expect(rows[6]!.product).toMatchObject({ price: 750, stock: 3, barcode: '4006381333931', visible: true });
    expect(importErrorText(rows[0]!.error!)).toBe('Name is empty');
  });

  it('says which cell the API would refuse: a control character, or a name of invisible characters only', () => {
    const rows = rowsOf([
      ['Category', 'Name', 'Price', 'Description'],
      ['Dairy', 'Milk', '7', 'Fresh\u0007 milk'],
      ['Dairy', '\u200b\u200b', '7', 'Fresh milk'],
    ]);
    expect(rows.map((r) => [r.line, r.error?.code, r.error?.column])).toEqual([
      [2, 'textInvalid', 'description'],
      [3, 'missingValue', 'name'],
    ]);
  });

  it('refuses a file without a required column or without rows', () => {
    expect(
      readSheet([
        ['Category', 'Price'],
        ['a', '1'],
      ]),
    ).toEqual({ code: 'missingColumn', column: 'name' });
    expect(readSheet([['Category', 'Name', 'Price']])).toEqual({ code: 'emptyFile' });
    expect(readSheet([])).toEqual({ code: 'emptyFile' });
  });
});

describe('planning an import', () => {
  const existing = [
    entry(),
    entry({ _id: 'p2', name: 'Yogurt', barcode: '4006381333931', price: centimes(300) }),
    entry({ _id: 'p3', category: 'Bakery', name: 'Bread', description: 'Round', price: centimes(150) }),
  ];
  const categories = ['Dairy', 'Bakery'];
  const read = (...lines: string[][]): ReadRow[] => rowsOf([['Category', 'Name', 'Description', 'Price', 'Barcode'], ...lines]);

  it('matches by barcode first, then by name within the category (case and spaces aside)', () => {
    const plan = planImport(
      read(
        ['dairy', ' milk 1l ', 'Fresh milk', '7.50', ''],
        ['Dairy', 'Yogurt nature', 'Fresh milk', '3', '4006381333931'],
        ['Dairy', 'Bread', 'Round', '1.5', ''],
      ),
      existing,
      categories,
    );
    expect(plan.rows.map((r) => [r.status, r.productId, r.changes])).toEqual([
      ['changed', 'p1', ['name']],
      ['changed', 'p2', ['name']],
      ['new', undefined, undefined],
    ]);
    expect(plan.rows[2]!.next!.category).toBe('Dairy');
  });

  it('an export read back changes nothing', () => {
    const sheet = [headerCells(), ...existing.map((e) => fileRow(entryCells(e)))];
    const plan = planImport(rowsOf(readCsv(csvRows(sheet))), existing, categories);
    expect(plan.counts).toEqual({ new: 0, changed: 0, unchanged: 3, error: 0 });
  });

  it('keeps what the file leaves out, and names the new categories', () => {
    const withStock = [entry({ stock: 4, options: [SIZE] })];
    const plan = planImport(
      rowsOf([
        ['Category', 'Name', 'Price'],
        ['Dairy', 'Milk 1L', '8'],
      ]),
      withStock,
      ['Dairy'],
    );
    expect(plan.rows[0]).toMatchObject({
      status: 'changed',
      changes: ['price'],
      next: { stock: 4, options: [SIZE], description: 'Fresh milk' },
    });
    const fresh = planImport(read(['Drinks', 'Water', 'Still', '4', ''], ['drinks ', 'Soda', 'Cold', '6', '']), [], []);
    expect(fresh.newCategories).toEqual(['Drinks']);
    expect(fresh.counts.new).toBe(2);
  });

  it('flags the second row of the same product or barcode, and a new product without a description', () => {
    const plan = planImport(
      read(
        ['Dairy', 'Milk 1L', 'a', '7', ''],
        ['DAIRY', 'milk 1l', 'b', '8', ''],
        ['Dairy', 'Cream', 'c', '9', '96385074'],
        ['Bakery', 'Cake', 'd', '9', '96385074'],
        ['Bakery', 'Bun', '', '2', ''],
      ),
      existing,
      categories,
    );
    expect(plan.rows.map((r) => [r.status, r.error?.code, r.error?.line])).toEqual([
      ['changed', undefined, undefined],
      ['error', 'duplicateRow', 2],
      ['new', undefined, undefined],
      ['error', 'duplicateBarcode', 4],
      ['error', 'missingValue', undefined],
    ]);
    expect(plan.counts).toEqual({ new: 1, changed: 1, unchanged: 0, error: 3 });
  });
});
