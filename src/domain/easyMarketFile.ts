import { categoryNameKey } from './catalogue';
import { toDirhams, type Centimes } from './money';
import { errorSentence, INPUT_PROBLEM_ERROR, readPrice, type ImportErrorCode, type RowStatus } from './catalogueFile';
import { validateEmProduct } from './easyMarket';
import { inputProblem } from './input';
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
 * The Easy Market catalogue as a spreadsheet: where each product sits in the tree (main category,
 * sub-category, category, by name), then the product. The columns an export writes and an import reads
 * back, one rule per column, and how rows are matched with the products already there (by name within
 * their category). Shared by the server (which reads, plans and writes) and the screens (which show the plan).
 */

export const EM_COLUMNS = [
  'mainCategory',
  'subCategory',
  'category',
  'name',
  'brand',
  'description',
  'price',
  'currentPrice',
  'active',
  'soldOut',
  'image',
] as const;
export type EmColumn = (typeof EM_COLUMNS)[number];

/** The header an export writes for each column in English. */
export const EM_COLUMN_HEADERS: Record<EmColumn, string> = {
  mainCategory: 'Main category',
  subCategory: 'Sub-category',
  category: 'Category',
  name: 'Name',
  brand: 'Brand',
  description: 'Description',
  price: 'Price',
  currentPrice: 'Current price',
  active: 'Active',
  soldOut: 'Sold out',
  image: 'Image',
};

/** The headers of each language's file (the import reads all three back; the screens name the columns with them). */
export const EM_FILE_HEADERS: Record<FileLanguage, Record<EmColumn, string>> = {
  en: EM_COLUMN_HEADERS,
  fr: {
    mainCategory: 'Catégorie principale',
    subCategory: 'Sous-catégorie',
    category: 'Catégorie',
    name: 'Nom',
    brand: 'Marque',
    description: 'Description',
    price: 'Prix',
    currentPrice: 'Prix actuel',
    active: 'Actif',
    soldOut: 'Épuisé',
    image: 'Image',
  },
  ar: {
    mainCategory: 'الفئة الرئيسية',
    subCategory: 'الفئة الفرعية',
    category: 'الفئة',
    name: 'الاسم',
    brand: 'العلامة التجارية',
    description: 'الوصف',
    price: 'السعر',
    currentPrice: 'السعر الحالي',
    active: 'مفعّل',
    soldOut: 'نفد',
    image: 'الصورة',
  },
};

/** The header row of a language's file. */
export const emHeaderCells = (language: FileLanguage = 'en') => EM_COLUMNS.map((c) => EM_FILE_HEADERS[language][c]);
export const EM_HEADER = emHeaderCells();

/** Other headers an import understands, from files made by hand. */
const HEADER_ALIASES: Record<string, EmColumn> = {
  العلامة: 'brand',
  نشط: 'active',
};

const REQUIRED_COLUMNS: readonly EmColumn[] = ['mainCategory', 'subCategory', 'category', 'name', 'price', 'currentPrice'];

const COLUMNS = { lookup: headerLookup(EM_COLUMNS, EM_FILE_HEADERS, HEADER_ALIASES), required: REQUIRED_COLUMNS };

/** The errors an Easy Market row can have: the owners' codes that apply to its columns. */
export type EmImportErrorCode = Extract<
  ImportErrorCode,
  'missingValue' | 'priceInvalid' | 'yesNoInvalid' | 'duplicateRow' | 'textInvalid' | 'textTooLong' | 'imageInvalid'
>;

export interface EmImportError {
  code: EmImportErrorCode;
  column?: EmColumn;
  /** The other line of the file a duplicate repeats. */
  line?: number;
}

/** An error's English sentence, as the API answers it beside its code. */
export const emImportErrorText = (error: EmImportError) =>
  errorSentence(error.code, error.column ? EM_COLUMN_HEADERS[error.column] : '', error.line);

export type EmFileProblem = SheetProblem<EmColumn>;

/** Where a product sits: its main category, sub-category and category, by name. */
export interface EmPath {
  mainCategory: string;
  subCategory: string;
  category: string;
}

/** One product as a file row. A column the file leaves out stays undefined: the product keeps its value. */
export interface EmFileProduct extends EmPath {
  name: string;
  brand?: string;
  description?: string;
  price: Centimes;
  currentPrice: Centimes;
  active?: boolean;
  soldOut?: boolean;
  image?: string;
}

export type EmReadRow = { line: number; name: string; category: string } & (
  { product: EmFileProduct; error?: undefined } | { product?: undefined; error: EmImportError }
);

/** An Easy Market product as the catalogue holds it, for writing a file and matching rows. */
export interface EmEntry extends EmPath {
  _id: string;
  name: string;
  brand: string;
  description: string;
  price: Centimes;
  currentPrice: Centimes;
  /** true: shown to customers (Easy Market's `active`). */
  active: boolean;
  soldOut: boolean;
  image: string;
}

// ---------- Writing ----------

/** A product as the cells of its row, in EM_COLUMNS order; yes/no in the file's language, prices in centimes (money cells). */
export function emEntryCells(entry: Omit<EmEntry, '_id'>, language: FileLanguage = 'en'): (string | Centimes)[] {
  const cells: Record<EmColumn, string | Centimes> = {
    mainCategory: entry.mainCategory,
    subCategory: entry.subCategory,
    category: entry.category,
    name: entry.name,
    brand: entry.brand,
    description: entry.description,
    price: entry.price,
    currentPrice: entry.currentPrice,
    active: yesNoText(entry.active, language),
    soldOut: yesNoText(entry.soldOut, language),
    image: entry.image,
  };
  return EM_COLUMNS.map((c) => cells[c]);
}

// ---------- Reading ----------

/** A tree's name as stored: composed accents, spaces trimmed and collapsed. */
const treeName = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');

/** One data row: its product, or the first thing wrong with it. */
export function readEmRow(line: number, cells: readonly string[], at: ColumnIndex<EmColumn>): EmReadRow {
  const cell = rowCells(cells, at, { compose: true });
  const name = cell('name') ?? '';
  const category = treeName(cell('category') ?? '');
  const fail = (code: EmImportErrorCode, column?: EmColumn): EmReadRow => ({ line, name, category, error: { code, column } });
  const path = {} as EmPath;
  for (const column of ['mainCategory', 'subCategory', 'category'] as const) {
    const value = treeName(cell(column) ?? '');
    if (value === '') return fail('missingValue', column);
    path[column] = value;
  }
  if (name === '') return fail('missingValue', 'name');
  const prices = {} as { price: Centimes; currentPrice: Centimes };
  for (const column of ['price', 'currentPrice'] as const) {
    const text = cell(column) ?? '';
    if (text === '') return fail('missingValue', column);
    const price = readPrice(text);
    if (price === undefined) return fail('priceInvalid', column);
    prices[column] = price;
  }
  const product: EmFileProduct = { ...path, name, ...prices };
  for (const column of ['brand', 'description', 'image'] as const) {
    const text = cell(column);
    if (text !== undefined) product[column] = text;
  }
  const notYesNo = readYesNoColumns(cell, ['active', 'soldOut'], product);
  if (notYesNo) return fail('yesNoInvalid', notYesNo);
  // What no field of the API may hold (NUL, over-long text, a script for an image address), said per column.
  const problem = inputProblem(product);
  if (problem) {
    const column = EM_COLUMNS.find((c) => c === problem.field);
    return fail(INPUT_PROBLEM_ERROR[problem.problem] as EmImportErrorCode, column);
  }
  return { line, name, category, product };
}

/**
 * A whole sheet (header row first) into rows; line numbers are the spreadsheet's (the header is line 1).
 * A file-wide problem when there is nothing to read, too much, or a required column is missing.
 */
export function readEmSheet(rows: readonly (readonly string[])[]): EmReadRow[] | EmFileProblem {
  return readSheetRows(rows, COLUMNS, readEmRow);
}

// ---------- Matching ----------

export interface EmPlannedRow {
  line: number;
  name: string;
  category: string;
  status: RowStatus;
  /** The product the row matched (changed, unchanged). */
  productId?: string;
  changes?: EmColumn[];
  error?: EmImportError;
  /** The product as it will be (new, changed), its path in the tree's names as they are or will be. */
  next?: Omit<EmEntry, '_id'>;
}

export interface EmImportPlan {
  rows: EmPlannedRow[];
  /** The levels of the tree the import creates, each as its path ("Drinks › Water › Still"). */
  newCategories: string[];
  counts: Record<RowStatus, number>;
}

/** The key of a level of the tree: its parents' names and its own, case, spaces and lookalikes aside. */
export const emPathKey = (...names: string[]) => names.map(categoryNameKey).join('\u0000');

/** emPathKey remembering each name's key: a file repeats the same few category names on thousands of rows. */
function pathKeys() {
  const keys = new Map<string, string>();
  const keyOf = (name: string) => {
    let key = keys.get(name);
    if (key === undefined) keys.set(name, (key = categoryNameKey(name)));
    return key;
  };
  return (...names: string[]) => names.map(keyOf).join('\u0000');
}
const PATH_SEPARATOR = ' › ';

/** The product a row makes of an existing one (or of nothing): the file's columns over what was there. */
function merged(row: EmFileProduct, existing: EmEntry | undefined, path: EmPath): Omit<EmEntry, '_id'> {
  return {
    ...path,
    name: row.name,
    brand: row.brand ?? existing?.brand ?? '',
    description: row.description ?? existing?.description ?? '',
    price: row.price,
    currentPrice: row.currentPrice,
    active: row.active ?? existing?.active ?? true,
    soldOut: row.soldOut ?? existing?.soldOut ?? false,
    image: row.image ?? existing?.image ?? '',
  };
}

function changesOf(before: EmEntry, after: Omit<EmEntry, '_id'>): EmColumn[] {
  return EM_COLUMNS.filter((column) => {
    if (column === 'mainCategory' || column === 'subCategory' || column === 'category') return false;
    return before[column] !== after[column];
  });
}

/**
 * What importing these rows would do to Easy Market: each row matches an existing product by name within
 * its category (main, sub-category and category by name; case and spaces aside) and is new, changed,
 * unchanged or an error; a level of the tree the file names that does not exist is created. Two rows for
 * the same product are an error on the second. Products the file does not name are left as they are.
 * `tree` is every level of the tree as it is, each as the names of its path (["Drinks"], ["Drinks", "Water"], …).
 */
export function planEmImport(rows: readonly EmReadRow[], existing: readonly EmEntry[], tree: readonly (readonly string[])[]): EmImportPlan {
  const emPathKey = pathKeys();
  const productKey = (path: EmPath, name: string) => emPathKey(path.mainCategory, path.subCategory, path.category, name);
  const byName = new Map<string, EmEntry>();
  for (const entry of existing) {
    const key = productKey(entry, entry.name);
    if (!byName.has(key)) byName.set(key, entry);
  }
  /** The name each level has (or will have), by its key. */
  const known = new Map<string, string>();
  for (const names of tree) known.set(emPathKey(...names), names[names.length - 1]!);
  const created = new Map<string, string>();
  const lineOfProduct = new Map<string, number>();
  const counts: Record<RowStatus, number> = { new: 0, changed: 0, unchanged: 0, error: 0 };

  /** The row's path in the tree's own spelling; the levels not there yet noted as created. */
  const resolve = (product: EmPath): EmPath => {
    const names = [product.mainCategory, product.subCategory, product.category];
    const resolved = names.map((_, depth) => {
      const key = emPathKey(...names.slice(0, depth + 1));
      let name = known.get(key);
      if (name === undefined) {
        name = names[depth]!;
        known.set(key, name);
        created.set(key, '');
      }
      return name;
    });
    names.forEach((_, depth) => {
      const key = emPathKey(...names.slice(0, depth + 1));
      if (created.get(key) === '') created.set(key, resolved.slice(0, depth + 1).join(PATH_SEPARATOR));
    });
    return { mainCategory: resolved[0]!, subCategory: resolved[1]!, category: resolved[2]! };
  };

  const planned = rows.map((row): EmPlannedRow => {
    const base = { line: row.line, name: row.name, category: row.category };
    const fail = (error: EmImportError): EmPlannedRow => {
      counts.error++;
      return { ...base, status: 'error', error };
    };
    if (!row.product) return fail(row.error);
    const product = row.product;
    const key = productKey(product, product.name);
    const sameProductLine = lineOfProduct.get(key);
    if (sameProductLine !== undefined) return fail({ code: 'duplicateRow', line: sameProductLine });
    lineOfProduct.set(key, row.line);
    const match = byName.get(key);
    const next = merged(product, match, match ?? resolve(product));
    // The product form's rule: a description is required (as are the name and both prices, checked above).
    const refused = validateEmProduct({
      ...next,
      prix: toDirhams(next.price),
      prixActual: toDirhams(next.currentPrice),
      marque: next.brand,
    });
    if (refused.description) return fail({ code: 'missingValue', column: 'description' });
    if (!match) {
      counts.new++;
      return { ...base, status: 'new', next };
    }
    const changes = changesOf(match, next);
    if (changes.length === 0) {
      counts.unchanged++;
      return { ...base, status: 'unchanged', productId: match._id };
    }
    counts.changed++;
    return { ...base, status: 'changed', productId: match._id, changes, next };
  });
  // A level only rows in error would create is not created.
  const used = new Set(
    planned
      .filter((r) => r.status === 'new')
      .flatMap(({ next: n }) => [
        emPathKey(n!.mainCategory),
        emPathKey(n!.mainCategory, n!.subCategory),
        emPathKey(n!.mainCategory, n!.subCategory, n!.category),
      ]),
  );
  return { rows: planned, newCategories: [...created].filter(([k]) => used.has(k)).map(([, path]) => path), counts };
}
