import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { RowStatus } from '../src/domain/catalogueFile';
import { readCsv } from '../src/domain/csvRead';
import { SERVER_MSG } from '../src/domain/serverMessages';
import { badRequest } from './errors';
import { FilePart, multipartForm } from './schemas';

/**
 * Reading an uploaded spreadsheet, for every import: the multipart body's file, then its rows as text cells,
 * whether it is CSV (comma or semicolon, with or without a BOM) or XLSX (its first sheet).
 */

/** A spreadsheet of at most 10 MB: some 80,000 rows of CSV, more than an import takes. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The multipart body's `file`, or a 400 naming what is wrong with the upload. */
export async function uploadedFile(req: FastifyRequest): Promise<Buffer> {
  let file: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } })) {
      if (part.type === 'file' && part.fieldname === 'file') file = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(SERVER_MSG.importFileTooLarge, 'importFileTooLarge');
    throw badRequest(SERVER_MSG.importFileRequired, 'importFileRequired');
  }
  if (!file || file.length === 0) throw badRequest(SERVER_MSG.importFileRequired, 'importFileRequired');
  return file;
}

/** An import's body: the spreadsheet in the multipart form's `file`. */
export const SpreadsheetUpload = multipartForm(
  Type.Object({
    file: FilePart(
      ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      `The spreadsheet: CSV (UTF-8, comma or semicolon separated) or XLSX (its first sheet), at most ${MAX_FILE_BYTES / (1024 * 1024)} MB`,
    ),
  }),
);

/** UTF-8 as spreadsheets save it today; a file that is not UTF-8 is read as Windows' Western encoding (older Excel). */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A number as a person would have typed it: 7.5 not 7.499999999999, 6111242100992 in full. */
function numberText(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
}

/** What a spreadsheet cell shows, whatever its kind (text, number, formula's result, rich text, link). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  // Counted once: exceljs counts the columns over every row each time it is asked.
  const columns = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let i = 1; i <= columns; i++) cells.push(cellText(row.getCell(i).value));
    if (cells.some((c) => c.trim() !== '')) rows.push(cells);
  });
  return rows;
}

/** An XLSX file is a ZIP archive: it starts with "PK\x03\x04". Anything else is read as CSV text. */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32BE(0) === 0x504b0304;

/** The rows of an uploaded file as text cells (XLSX or CSV, told apart by their bytes), or a 400 when it cannot be read. */
export async function spreadsheetRows(bytes: Buffer): Promise<string[][]> {
  try {
    return isZip(bytes) ? await xlsxRows(bytes) : readCsv(decodeText(bytes));
  } catch {
    throw badRequest(SERVER_MSG.importFileUnreadable, 'importFileUnreadable');
  }
}

/** A row of an import's plan, whichever import: its columns and its errors are the import's own. */
interface PlannedRow<Column, Failure> {
  line: number;
  name: string;
  category: string;
  status: RowStatus;
  productId?: string;
  changes?: Column[];
  error?: Failure;
}

/** A preview's answer: the plan's rows in the file's order, each error with its English sentence beside its code. */
export interface PreviewAnswer<Column, Failure> {
  total: number;
  counts: Record<RowStatus, number>;
  newCategories: string[];
  rows: PlannedRow<Column, WithMessage<Failure>>[];
}

/** An error as answered: its fields and its sentence, in one object. */
type WithMessage<Failure> = Flat<Failure & { message: string }>;
type Flat<T> = { [K in keyof T]: T[K] };

/** An import's plan as its preview route answers it (what the plan keeps for the import itself left out). */
export function previewAnswer<Column, Failure extends object>(
  plan: { rows: readonly PlannedRow<Column, Failure>[]; counts: Record<RowStatus, number>; newCategories: string[] },
  errorText: (error: Failure) => string,
): PreviewAnswer<Column, Failure> {
  return {
    total: plan.rows.length,
    counts: plan.counts,
    newCategories: plan.newCategories,
    rows: plan.rows.map(({ line, name, category, status, productId, changes, error }) => ({
      line,
      name,
      category,
      status,
      ...(productId && { productId }),
      ...(changes && { changes }),
      ...(error && { error: { ...error, message: errorText(error) } }),
    })),
  };
}
