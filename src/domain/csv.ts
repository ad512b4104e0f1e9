import { DIALLED_PREFIX, internationalPhone, PHONE_PREFIX } from './phone';

/** Characters that make a spreadsheet read a cell as a formula (CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell, safe to open in a spreadsheet: text that would start a formula (`=`, `+`, `-`, `@`,
 * tab, carriage return) gets a leading apostrophe (plain numbers such as "-3.50" stay numbers), and
 * a cell holding a separator, a quote or a line break is quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A phone as one CSV cell. The screens' "+212 612-345678" cannot start a CSV cell: a spreadsheet takes
 * a leading "+" for a formula (or, without spaces, for a number that loses it), csvCell's apostrophe
 * would show in the cell, and an invisible mark travels into whatever the cell is pasted to. So a
 * Moroccan number is written "00212 612-345678": the same digits with 00, the "+" as dialled from
 * Morocco and most countries; it starts with a digit and holds a space, so it is text, never a formula
 * nor a number, and normalizePhone reads it back. Anything else is written as typed, defused as any text.
 */
export function csvPhone(value: string): string {
  const phone = internationalPhone(value);
  return csvCell(phone === null ? value : phone.replace(PHONE_PREFIX, DIALLED_PREFIX));
}

/** Rows of cells → CSV text with CRLF line ends. */
export function csvRows(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The files an export can be downloaded as: CSV (the default) or an Excel workbook. */
export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];
