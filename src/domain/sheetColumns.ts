/**
 * Reading a spreadsheet's columns back, for every file an import takes (the owners' catalogue, Easy Market):
 * headers in any of the three languages, each row's cells by column, yes/no in the file's words, and the whole
 * sheet into rows or a file-wide problem.
 */

/** The languages a file is written in: the reader's. */
export type FileLanguage = 'en' | 'fr' | 'ar';

/** At most this many rows in one file: a store's catalogue, with room. */
export const MAX_IMPORT_ROWS = 20_000;

/** What is wrong with a whole file: no rows, too many, or a required column missing. */
export type SheetProblem<Column extends string> =
  { code: 'emptyFile' } | { code: 'unreadableFile' } | { code: 'tooManyRows'; max: number } | { code: 'missingColumn'; column: Column };

/** Where each column is: its index in the header row; a column the file leaves out has none. */
export type ColumnIndex<Column extends string> = Partial<Record<Column, number>>;

/** yes and no in each language's file. */
export const YES_NO: Record<FileLanguage, { yes: string; no: string }> = {
  en: { yes: 'yes', no: 'no' },
  fr: { yes: 'oui', no: 'non' },
  ar: { yes: 'نعم', no: 'لا' },
};

export const yesNoText = (value: boolean, language: FileLanguage = 'en') => YES_NO[language][value ? 'yes' : 'no'];

const YES = new Set([...Object.values(YES_NO).map((w) => w.yes), 'y', 'true', '1', 'o', 'vrai']);
const NO = new Set([...Object.values(YES_NO).map((w) => w.no), 'n', 'false', '0', 'faux']);

/** yes/no in the file's words (English, French, Arabic, 1/0, true/false); undefined when it is neither. */
export function readYesNo(cell: string): boolean | undefined {
  const key = cell.trim().toLocaleLowerCase('fr');
  return YES.has(key) ? true : NO.has(key) ? false : undefined;
}

/** A header as compared: case, accents' composition and spaces aside. */
export const headerKey = (text: string) => text.normalize('NFC').trim().toLocaleLowerCase('fr').replace(/\s+/g, ' ');

/** Each header a column is known by: its header in each language's file, its own name, and the aliases of files made by hand. */
export function headerLookup<Column extends string>(
  columns: readonly Column[],
  headers: Record<FileLanguage, Record<Column, string>>,
  aliases: Record<string, Column>,
): ReadonlyMap<string, Column> {
  return new Map<string, Column>([
    ...Object.values(headers).flatMap((byColumn) => columns.map((c) => [headerKey(byColumn[c]), c] as const)),
    ...columns.map((c) => [headerKey(c), c] as const),
    ...Object.entries(aliases).map(([alias, c]) => [headerKey(alias), c] as const),
  ]);
}

/** Where each known column is in the header row; a problem when a required one is missing. */
function readHeader<Column extends string>(
  cells: readonly string[],
  lookup: ReadonlyMap<string, Column>,
  required: readonly Column[],
): ColumnIndex<Column> | SheetProblem<Column> {
  const at: ColumnIndex<Column> = {};
  cells.forEach((cell, index) => {
    const column = lookup.get(headerKey(cell));
    if (column && at[column] === undefined) at[column] = index;
  });
  const missing = required.find((c) => at[c] === undefined);
  return missing ? { code: 'missingColumn', column: missing } : at;
}

const isProblem = <Column extends string>(value: ColumnIndex<Column> | SheetProblem<Column>): value is SheetProblem<Column> =>
  'code' in value;

/**
 * A whole sheet (header row first) into rows, each read by `readRow`; line numbers are the spreadsheet's (the
 * header is line 1). A file-wide problem when there is nothing to read, too much, or a required column is missing.
 */
export function readSheetRows<Column extends string, Row>(
  rows: readonly (readonly string[])[],
  columns: { lookup: ReadonlyMap<string, Column>; required: readonly Column[] },
  readRow: (line: number, cells: readonly string[], at: ColumnIndex<Column>) => Row,
): Row[] | SheetProblem<Column> {
  const [header, ...data] = rows;
  if (!header || data.length === 0) return { code: 'emptyFile' };
  if (data.length > MAX_IMPORT_ROWS) return { code: 'tooManyRows', max: MAX_IMPORT_ROWS };
  const at = readHeader(header, columns.lookup, columns.required);
  if (isProblem(at)) return at;
  return data.map((cells, i) => readRow(i + 2, cells, at));
}

/**
 * A data row's cell by column, trimmed (and its accents composed, with `compose`); undefined when the file has
 * no such column.
 */
export const rowCells =
  <Column extends string>(cells: readonly string[], at: ColumnIndex<Column>, { compose = false } = {}) =>
  (column: Column): string | undefined => {
    const index = at[column];
    if (index === undefined) return undefined;
    const text = cells[index] ?? '';
    return (compose ? text.normalize('NFC') : text).trim();
  };

/**
 * A row's yes/no columns into its product (an empty cell keeps what the product has); the first column that
 * holds neither yes nor no, if any.
 */
export function readYesNoColumns<Column extends string>(
  cell: (column: Column) => string | undefined,
  columns: readonly Column[],
  product: Partial<Record<Column, boolean>>,
): Column | undefined {
  for (const column of columns) {
    const text = cell(column);
    if (text === undefined || text === '') continue;
    const value = readYesNo(text);
    if (value === undefined) return column;
    product[column] = value;
  }
  return undefined;
}
