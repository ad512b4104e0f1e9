import { barcodeProblem, barcodeVariants, normalizeBarcode } from './barcode';
import { answeredOptions, categoryNameKey, normalizeOptions, optionsError, storedOptions } from './catalogue';
import { inputProblem, type InputProblem } from './input';
import { amountText, isPrice, parseMoney, toDirhams, type Centimes } from './money';
import type { CatalogueOption } from './orderLines';
import {
  headerLookup,
  readSheetRows,
  readYesNoColumns,
  rowCells,
  yesNoText,
  type ColumnIndex,
  type FileLanguage,
  type SheetProblem,
} from './sheetColumns';

/**
 * A catalogue as a spreadsheet (CSV or XLSX): the columns an export writes and an import reads back, how
 * each cell is written and read, and how imported rows are matched with the products already there.
 * Shared by the server (which reads, plans and writes) and the screens (which show the plan).
 */

export const CATALOGUE_COLUMNS = [
  'category',
  'name',
  'description',
  'price',
  'options',
  'visible',
  'soldOut',
  'stock',
  'barcode',
  'image',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** The header an export writes for each column in English. */
export const COLUMN_HEADERS: Record<CatalogueColumn, string> = {
  category: 'Category',
  name: 'Name',
  description: 'Description',
  price: 'Price',
  options: 'Options',
  visible: 'Visible',
  soldOut: 'Sold out',
  stock: 'Stock',
  barcode: 'Barcode',
  image: 'Image',
};

/** The headers of each language's file (the import reads all three back; the screens name the columns with them). */
export const FILE_HEADERS: Record<FileLanguage, Record<CatalogueColumn, string>> = {
  en: COLUMN_HEADERS,
  fr: {
    category: 'Catégorie',
    name: 'Nom',
    description: 'Description',
    price: 'Prix',
    options: 'Options',
    visible: 'Visible',
    soldOut: 'Épuisé',
    stock: 'Stock',
    barcode: 'Code-barres',
    image: 'Image',
  },
  ar: {
    category: 'الفئة',
    name: 'الاسم',
    description: 'الوصف',
    price: 'السعر',
    options: 'الخيارات',
    visible: 'ظاهر',
    soldOut: 'نفد',
    stock: 'المخزون',
    barcode: 'الباركود',
    image: 'الصورة',
  },
};

/** Other headers an import understands, from files made by hand. */
const HEADER_ALIASES: Record<string, CatalogueColumn> = {
  categorie: 'category',
  epuise: 'soldOut',
  'code barre': 'barcode',
  'code-barre': 'barcode',
  ean: 'barcode',
};

const REQUIRED_COLUMNS: readonly CatalogueColumn[] = ['category', 'name', 'price'];

export type ImportErrorCode =
  | 'missingValue'
  | 'priceInvalid'
  | 'optionsInvalid'
  | 'yesNoInvalid'
  | 'stockInvalid'
  | 'barcodeLength'
  | 'barcodeCheckDigit'
  | 'duplicateRow'
  | 'duplicateBarcode'
  | 'textInvalid'
  | 'textTooLong'
  | 'imageInvalid';

/** Why a row cannot be imported: a stable code, the column, and the values its sentence names. */
export interface ImportError {
  code: ImportErrorCode;
  column?: CatalogueColumn;
  /** The other line of the file a duplicate repeats. */
  line?: number;
}

/** Each error's sentence in English ({{column}} and {{line}} filled in); the screens translate it by code. */
export const IMPORT_ERROR_TEXT: Record<ImportErrorCode, string> = {
  missingValue: '{{column}} is empty',
  priceInvalid: 'The price must be a number from 0 with at most 2 decimals',
  optionsInvalid: 'The options cannot be read: write them as "Size (required): Small = 0, Large = 5 | Extras: Cheese = 3"',
  yesNoInvalid: '{{column}} must be yes or no',
  stockInvalid: 'The stock must be empty (not counted) or a whole number from 0',
  barcodeLength: 'The barcode must have 8, 12 or 13 digits (EAN-8, UPC-A, EAN-13)',
  barcodeCheckDigit: 'The barcode’s last digit does not match: check it for a typing mistake',
  duplicateRow: 'The same product is already on line {{line}}',
  duplicateBarcode: 'The same barcode is already on line {{line}}',
  textInvalid: '{{column}} holds a character that cannot be saved',
  textTooLong: '{{column}} is too long (5000 characters at most)',
  imageInvalid: 'The image must be an http(s) address or a path on this site',
};

/** A cell the API's input rules refuse, said as the import's error (invisible characters only read as empty). */
export const INPUT_PROBLEM_ERROR: Record<InputProblem['problem'], ImportErrorCode> = {
  nul: 'textInvalid',
  control: 'textInvalid',
  invisible: 'missingValue',
  tooLong: 'textTooLong',
  imageUrl: 'imageInvalid',
};

/** An error's English sentence with the column's header (of whichever file) and the line filled in. */
export const errorSentence = (code: ImportErrorCode, header: string, line?: number) =>
  IMPORT_ERROR_TEXT[code].replace('{{column}}', header).replace('{{line}}', String(line ?? ''));

/** An error's English sentence, as the API answers it beside its code. */
export function importErrorText(error: ImportError): string {
  return errorSentence(error.code, error.column ? COLUMN_HEADERS[error.column] : '', error.line);
}

/** What is wrong with a whole file: no rows, too many, or a required column missing. */
export type FileProblem = SheetProblem<CatalogueColumn>;

/** One product as a file row. A column the file leaves out stays undefined: the product keeps its value. */
export interface FileProduct {
  category: string;
  name: string;
  description?: string;
  price: Centimes;
  options?: CatalogueOption<Centimes>[];
  visible?: boolean;
  soldOut?: boolean;
  stock?: number | null;
  barcode?: string | null;
  image?: string;
}

export type ReadRow = { line: number; name: string; category: string } & (
  { product: FileProduct; error?: undefined } | { product?: undefined; error: ImportError }
);

/** A product as the catalogue holds it, for writing a file and matching rows. */
export interface CatalogueEntry {
  _id: string;
  category: string;
  name: string;
  description: string;
  price: Centimes;
  options: CatalogueOption<Centimes>[];
  /** true: hidden from customers (the catalogue's `active`). */
  active: boolean;
  soldOut: boolean;
  stock: number | null;
  barcode: string | null;
  image: string;
}

// ---------- Writing ----------

/** Names that the readable options notation cannot hold; such options are written as JSON. */
const RESERVED = /[|:=,()[\]\r\n]/;

/**
 * Options in a cell: `Size (required): Small = 0.00, Large = 5.00 | Extras (multiple): Cheese = 3.00`;
 * as JSON when a name holds one of the notation's signs.
 */
export function optionsText(options: readonly CatalogueOption<Centimes>[]): string {
  if (options.length === 0) return '';
  const names = options.flatMap((o) => [o.name, ...o.option.map((c) => c.name)]);
  if (names.some((n) => RESERVED.test(n) || n.trim() !== n)) return JSON.stringify(answeredOptions(options));
  return options
    .map((o) => {
      const flags = [o.is_required && 'required', o.multiple && 'multiple'].filter(Boolean);
      const head = flags.length ? `${o.name} (${flags.join(', ')})` : o.name;
      return `${head}: ${o.option.map((c) => `${c.name} = ${amountText(c.price)}`).join(', ')}`;
    })
    .join(' | ');
}

/** A product as the cells of its row, in CATALOGUE_COLUMNS order; yes/no in the file's language, the price in centimes (a money cell). */
export function entryCells(entry: CatalogueEntry, language: FileLanguage = 'en'): (string | number)[] {
  const cells: Record<CatalogueColumn, string | number> = {
    category: entry.category,
    name: entry.name,
    description: entry.description,
    price: entry.price,
    options: optionsText(entry.options),
    visible: yesNoText(!entry.active, language),
    soldOut: yesNoText(entry.soldOut, language),
    stock: entry.stock ?? '',
    barcode: entry.barcode ?? '',
    image: entry.image,
  };
  return CATALOGUE_COLUMNS.map((c) => cells[c]);
}

export const headerCells = (language: FileLanguage = 'en') => CATALOGUE_COLUMNS.map((c) => FILE_HEADERS[language][c]);

// ---------- Reading ----------

const COLUMNS = { lookup: headerLookup(CATALOGUE_COLUMNS, FILE_HEADERS, HEADER_ALIASES), required: REQUIRED_COLUMNS };

/** A price as people write it: "12.5", "12,50", "12.50 dh". */
export function readPrice(cell: string): Centimes | undefined {
  return parseMoney(cell.trim().replace(/\s*(dh|mad|د\.م\.)$/i, ''));
}

/** The readable notation back into options; undefined when it cannot be read. */
export function readOptions(cell: string): CatalogueOption<Centimes>[] | undefined {
  const text = cell.trim();
  if (text === '') return [];
  let raw: unknown;
  if (text.startsWith('[')) {
    try {
      raw = JSON.parse(text);
    } catch {
      return undefined;
    }
  } else {
    const options: unknown[] = [];
    for (const part of text.split('|')) {
      const colon = part.indexOf(':');
      if (colon < 0) return undefined;
      const head = /^(.*?)\s*(?:\(([^)]*)\))?\s*$/.exec(part.slice(0, colon))!;
      const flags = (head[2] ?? '').split(',').map((f) => f.trim().toLowerCase());
      const choices = part
        .slice(colon + 1)
        .split(',')
        .map((choice) => {
          const eq = choice.lastIndexOf('=');
          if (eq < 0) return { name: choice.trim(), price: 0 };
          const price = readPrice(choice.slice(eq + 1));
          return { name: choice.slice(0, eq).trim(), price: price === undefined ? Number.NaN : toDirhams(price) };
        });
      options.push({
        name: head[1]!.trim(),
        is_required: flags.includes('required'),
        multiple: flags.includes('multiple'),
        option: choices,
      });
    }
    raw = options;
  }
  if (optionsError(raw)) return undefined;
  const options = normalizeOptions(raw);
  return options.every((o) => o.option.every((c) => isPrice(c.price))) ? storedOptions(options) : undefined;
}

/** The stock cell: empty is "not counted", else a whole number of units from 0. */
function readStock(cell: string): number | null | undefined {
  const text = cell.trim();
  if (text === '') return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** One data row: its product, or the first thing wrong with it. */
export function readRow(line: number, cells: readonly string[], at: ColumnIndex<CatalogueColumn>): ReadRow {
  const cell = rowCells(cells, at);
  const category = cell('category') ?? '';
  const name = cell('name') ?? '';
  const fail = (code: ImportErrorCode, column?: CatalogueColumn): ReadRow => ({ line, name, category, error: { code, column } });
  if (category === '') return fail('missingValue', 'category');
  if (name === '') return fail('missingValue', 'name');
  const description = cell('description');
  const priceCell = cell('price') ?? '';
  if (priceCell === '') return fail('missingValue', 'price');
  const price = readPrice(priceCell);
  if (price === undefined) return fail('priceInvalid', 'price');
  const product: FileProduct = { category, name, price };
  if (description !== undefined) product.description = description;
  const optionsCell = cell('options');
  if (optionsCell !== undefined) {
    const options = readOptions(optionsCell);
    if (!options) return fail('optionsInvalid', 'options');
    product.options = options;
  }
  const notYesNo = readYesNoColumns(cell, ['visible', 'soldOut'], product);
  if (notYesNo) return fail('yesNoInvalid', notYesNo);
  const stockCell = cell('stock');
  if (stockCell !== undefined) {
    const stock = readStock(stockCell);
    if (stock === undefined) return fail('stockInvalid', 'stock');
    product.stock = stock;
  }
  const barcodeCell = cell('barcode');
  if (barcodeCell !== undefined) {
    if (barcodeCell === '') product.barcode = null;
    else {
      const problem = barcodeProblem(barcodeCell);
      if (problem) return fail(problem, 'barcode');
      product.barcode = normalizeBarcode(barcodeCell);
    }
  }
  const image = cell('image');
  if (image !== undefined) product.image = image;
  // What no field of the API may hold (NUL, over-long text, a script for an image address), said per column.
  const problem = inputProblem(product);
  if (problem) {
    const column = (CATALOGUE_COLUMNS as readonly string[]).find((c) => problem.field.startsWith(c)) as CatalogueColumn | undefined;
    return fail(INPUT_PROBLEM_ERROR[problem.problem], column ?? 'options');
  }
  return { line, name, category, product };
}

/**
 * A whole sheet (header row first) into rows; line numbers are the spreadsheet's (the header is line 1).
 * A file-wide problem when there is nothing to read, too much, or a required column is missing.
 */
export function readSheet(rows: readonly (readonly string[])[]): ReadRow[] | FileProblem {
  return readSheetRows(rows, COLUMNS, readRow);
}

// ---------- Matching ----------

export type RowStatus = 'new' | 'changed' | 'unchanged' | 'error';

/** The fields an import can change: its columns. */
export type ChangedField = CatalogueColumn;

export interface PlannedRow {
  line: number;
  name: string;
  category: string;
  status: RowStatus;
  /** The product the row matched (changed, unchanged). */
  productId?: string;
  changes?: ChangedField[];
  error?: ImportError;
  /** The product as it will be (new, changed). */
  next?: Omit<CatalogueEntry, '_id'>;
}

export interface ImportPlan {
  rows: PlannedRow[];
  /** Categories the file names that do not exist yet (created on import), as first written. */
  newCategories: string[];
  counts: Record<RowStatus, number>;
}

const productKey = (category: string, name: string) => `${categoryNameKey(category)}\u0000${categoryNameKey(name)}`;
/** Options compared in one key order: the database gives its JSON keys back in an order of its own. */
const sameOptions = (a: readonly CatalogueOption<Centimes>[], b: readonly CatalogueOption<Centimes>[]) =>
  JSON.stringify(normalizeOptions(a)) === JSON.stringify(normalizeOptions(b));

/** The product a row makes of an existing one (or of nothing): the file's columns over what was there. */
function merged(row: FileProduct, existing: CatalogueEntry | undefined, categoryName: string): Omit<CatalogueEntry, '_id'> {
  return {
    category: categoryName,
    name: row.name,
    description: row.description ?? existing?.description ?? '',
    price: row.price,
    options: row.options ?? existing?.options ?? [],
    active: row.visible === undefined ? (existing?.active ?? false) : !row.visible,
    soldOut: row.soldOut ?? existing?.soldOut ?? false,
    stock: row.stock === undefined ? (existing?.stock ?? null) : row.stock,
    barcode: row.barcode === undefined ? (existing?.barcode ?? null) : row.barcode,
    image: row.image ?? existing?.image ?? '',
  };
}

function changesOf(before: CatalogueEntry, after: Omit<CatalogueEntry, '_id'>): ChangedField[] {
  const changes: ChangedField[] = [];
  if (categoryNameKey(before.category) !== categoryNameKey(after.category)) changes.push('category');
  if (before.name !== after.name) changes.push('name');
  if (before.description !== after.description) changes.push('description');
  if (before.price !== after.price) changes.push('price');
  if (!sameOptions(before.options, after.options)) changes.push('options');
  if (before.active !== after.active) changes.push('visible');
  if (before.soldOut !== after.soldOut) changes.push('soldOut');
  if (before.stock !== after.stock) changes.push('stock');
  if (before.barcode !== after.barcode) changes.push('barcode');
  if (before.image !== after.image) changes.push('image');
  return changes;
}

/**
 * What importing these rows would do to a catalogue: each row matches an existing product by barcode,
 * else by name within its category (case and spaces aside), and is new, changed, unchanged or an error.
 * Two rows for the same product (or the same barcode) are an error on the second. Products the file
 * does not name are left as they are. `categories` are the business's category names.
 */
export function planImport(rows: readonly ReadRow[], existing: readonly CatalogueEntry[], categories: readonly string[]): ImportPlan {
  const byBarcode = new Map<string, CatalogueEntry>();
  const byName = new Map<string, CatalogueEntry>();
  for (const entry of existing) {
    if (entry.barcode) for (const code of barcodeVariants(entry.barcode)) byBarcode.set(code, entry);
    const key = productKey(entry.category, entry.name);
    if (!byName.has(key)) byName.set(key, entry);
  }
  const categoryByKey = new Map(categories.map((c) => [categoryNameKey(c), c]));
  const newCategories = new Map<string, string>();
  const lineOfProduct = new Map<string, number>();
  const lineOfBarcode = new Map<string, number>();
  const counts: Record<RowStatus, number> = { new: 0, changed: 0, unchanged: 0, error: 0 };

  const planned = rows.map((row): PlannedRow => {
    const base = { line: row.line, name: row.name, category: row.category };
    const fail = (error: ImportError): PlannedRow => {
      counts.error++;
      return { ...base, status: 'error', error };
    };
    if (!row.product) return fail(row.error);
    const product = row.product;
    const match =
      (product.barcode
        ? barcodeVariants(product.barcode)
            .map((c) => byBarcode.get(c))
            .find(Boolean)
        : undefined) ?? byName.get(productKey(product.category, product.name));
    const identity = match ? match._id : productKey(product.category, product.name);
    const sameProductLine = lineOfProduct.get(identity);
    if (sameProductLine !== undefined) return fail({ code: 'duplicateRow', line: sameProductLine });
    if (product.barcode) {
      const sameBarcodeLine = barcodeVariants(product.barcode)
        .map((c) => lineOfBarcode.get(c))
        .find((l) => l !== undefined);
      if (sameBarcodeLine !== undefined) return fail({ code: 'duplicateBarcode', column: 'barcode', line: sameBarcodeLine });
      for (const code of barcodeVariants(product.barcode)) lineOfBarcode.set(code, row.line);
    }
    lineOfProduct.set(identity, row.line);
    const categoryKey = categoryNameKey(product.category);
    let categoryName = categoryByKey.get(categoryKey) ?? newCategories.get(categoryKey);
    if (!categoryName) {
      categoryName = product.category.trim().replace(/\s+/g, ' ');
      newCategories.set(categoryKey, categoryName);
    }
    const next = merged(product, match, categoryName);
    if (!match) {
      if (next.description.trim() === '') return fail({ code: 'missingValue', column: 'description' });
      counts.new++;
      return { ...base, status: 'new', next };
    }
    if (next.description.trim() === '') return fail({ code: 'missingValue', column: 'description' });
    const changes = changesOf(match, next);
    if (changes.length === 0) {
      counts.unchanged++;
      return { ...base, status: 'unchanged', productId: match._id };
    }
    counts.changed++;
    return { ...base, status: 'changed', productId: match._id, changes, next };
  });
  // A category only rows in error would create is not created.
  const used = new Set(planned.filter((r) => r.next).map((r) => categoryNameKey(r.next!.category)));
  return { rows: planned, newCategories: [...newCategories].filter(([k]) => used.has(k)).map(([, name]) => name), counts };
}
