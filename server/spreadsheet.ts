import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { csvCell, csvPhone, SPREADSHEET_FORMATS, type SpreadsheetFormat } from '../src/domain/csv';
import { internationalPhone } from '../src/domain/phone';
import { timeZoneOf, wallClockDate, type TimeZone } from '../src/domain/clock';
import { amountText, centimes, toDirhams, type Centimes } from '../src/domain/money';
import { isLocale, type Locale } from '../src/i18n/types';
import type { AppContext } from './context';
import { users } from './db/schema';

export { SPREADSHEET_FORMATS, type SpreadsheetFormat };

/**
 * How a column's cells are written. Dates and times are moments read on the reader's clock; a phone is
 * text, a Moroccan number whole with its +212 (csvPhone in a CSV); money cells hold centimes, written in
 * dh with two decimals.
 */
export type CellKind = 'text' | 'integer' | 'money' | 'date' | 'time' | 'dateTime' | 'phone';
export type CellValue = string | number | Date | null | undefined;

export interface SheetColumn {
  header: string;
  kind: CellKind;
  /** Width in characters in the XLSX file. */
  width?: number;
}

export interface Spreadsheet {
  format: SpreadsheetFormat;
  /** The reader's language (header words, CSV separator) and clock (dates and times). */
  locale: Locale;
  zone: TimeZone;
  /** The file's name without its extension. */
  name: string;
  sheetName: string;
  columns: readonly SheetColumn[];
  /** How many rows will come: sent ahead in `X-Total-Count` for the browser's progress. */
  total: number;
  /** The rows, batch by batch, so that nothing holds the whole set. */
  batches: () => AsyncIterable<CellValue[][]>;
  /** Lines after the rows and an empty line (a period, totals): a label, and an amount under the last column. */
  footer?: readonly FooterLine[];
}

export interface FooterLine {
  label: string;
  money?: Centimes;
}

/** Excel reads a CSV with the list separator of the computer's language: `;` where the decimal mark is a comma. */
export const csvSeparator = (locale: Locale): ',' | ';' => (locale === 'en' ? ',' : ';');

const MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  money: '0.00',
  date: 'dd/mm/yyyy',
  time: 'hh:mm',
  dateTime: 'dd/mm/yyyy hh:mm',
  integer: '0',
  phone: '@',
  text: '@',
};

/** A phone reads "+212 6…" in a right-to-left (Arabic) sheet too, as on the screens; its header stays in the sheet's direction. */
const LEFT_TO_RIGHT: Partial<ExcelJS.Alignment> = { readingOrder: 'ltr' };

const pad = (n: number) => String(n).padStart(2, '0');
/** The moment on the reader's clock, as a Date whose UTC fields hold the wall-clock time. */
const wallOf = (value: CellValue, zone: TimeZone) =>
  value instanceof Date || typeof value === 'string' ? wallClockDate(value, zone) : null;

/** One CSV cell of a kind, in the reader's language. */
function csvText(value: CellValue, kind: CellKind, locale: Locale, zone: TimeZone): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money': {
      const text = amountText(centimes(Number(value)));
      return locale === 'en' ? text : text.replace('.', ',');
    }
    case 'integer':
      return String(value);
    case 'phone':
      return csvPhone(String(value));
    case 'date':
    case 'time':
    case 'dateTime': {
      const w = wallOf(value, zone);
      if (!w) return '';
      const day = `${pad(w.getUTCDate())}/${pad(w.getUTCMonth() + 1)}/${w.getUTCFullYear()}`;
      const time = `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
      return kind === 'date' ? day : kind === 'time' ? time : `${day} ${time}`;
    }
    default:
      return csvCell(String(value));
  }
}

/** One XLSX cell of a kind: numbers as numbers, dates as dates, phones and words as text. */
function xlsxValue(value: CellValue, kind: CellKind, zone: TimeZone): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'money':
      return toDirhams(centimes(Number(value)));
    case 'integer':
      return Number(value);
    case 'date':
    case 'time':
    case 'dateTime':
      return wallOf(value, zone);
    case 'phone':
      return internationalPhone(String(value)) ?? String(value);
    default:
      return String(value);
  }
}

async function* csvLines(sheet: Spreadsheet): AsyncIterable<string> {
  const sep = csvSeparator(sheet.locale);
  const line = (cells: string[]) => cells.join(sep) + '\r\n';
  yield '\uFEFF' + line(sheet.columns.map((c) => csvCell(c.header)));
  for await (const rows of sheet.batches()) {
    yield rows.map((row) => line(sheet.columns.map((c, i) => csvText(row[i], c.kind, sheet.locale, sheet.zone)))).join('');
  }
  if (!sheet.footer?.length) return;
  const gap = Array<string>(Math.max(0, sheet.columns.length - 2)).fill('');
  const footerLine = ({ label, money }: FooterLine) =>
    line(money === undefined ? [csvCell(label)] : [csvCell(label), ...gap, csvText(money, 'money', sheet.locale, sheet.zone)]);
  yield line([]) + sheet.footer.map(footerLine).join('');
}

/** The XLSX file, written row by row into a stream (exceljs' streaming writer). */
function xlsxStream(sheet: Spreadsheet): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: sheet.locale === 'ar' }],
  });
  worksheet.columns = sheet.columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? Math.max(10, c.header.length + 2),
    style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  const phoneColumns = sheet.columns.flatMap((c, i) => (c.kind === 'phone' ? [i] : []));
  void (async () => {
    try {
      for await (const rows of sheet.batches()) {
        for (const row of rows) {
          const added = worksheet.addRow(sheet.columns.map((c, i) => xlsxValue(row[i], c.kind, sheet.zone)));
          for (const i of phoneColumns) added.getCell(i + 1).alignment = LEFT_TO_RIGHT;
          added.commit();
        }
      }
      if (sheet.footer?.length) {
        worksheet.addRow([]).commit();
        for (const { label, money } of sheet.footer) {
          const cells: ExcelJS.CellValue[] = Array(sheet.columns.length).fill(null);
          cells[0] = label;
          if (money !== undefined) cells[cells.length - 1] = toDirhams(money);
          worksheet.addRow(cells).commit();
        }
      }
      worksheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** Sends a spreadsheet as CSV (UTF-8 with a BOM, the language's separator) or XLSX, streamed. */
export function sendSpreadsheet(reply: FastifyReply, sheet: Spreadsheet) {
  const body = sheet.format === 'xlsx' ? xlsxStream(sheet) : Readable.from(csvLines(sheet));
  return reply
    .header('content-type', MIME[sheet.format])
    .header('content-disposition', `attachment; filename="${sheet.name}.${sheet.format}"`)
    .header('x-total-count', String(sheet.total))
    .header('cache-control', 'no-store')
    .send(body);
}

/** The language and clock of the person asking for an export (their account's). */
export async function readerOf(ctx: AppContext, userId: string): Promise<{ locale: Locale; zone: TimeZone }> {
  const [row] = await ctx.db.select({ language: users.language, timeZone: users.timeZone }).from(users).where(eq(users._id, userId));
  return { locale: isLocale(row?.language) ? row.language : 'en', zone: timeZoneOf(row?.timeZone) };
}
