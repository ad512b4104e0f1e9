import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { entryCells, headerCells, type CatalogueEntry } from '../../src/domain/catalogueFile';
import { csvRows } from '../../src/domain/csv';
import type { AppContext } from '../context';
import { catalogueCategories, catalogueItems } from '../db/schema';

type Db = AppContext['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A business's whole catalogue as file rows: categories in their order, then each one's products. */
export async function catalogueEntries(db: Db | Tx, businessId: string): Promise<CatalogueEntry[]> {
  const rows = await db
    .select({ item: catalogueItems, category: catalogueCategories.name })
    .from(catalogueItems)
    .innerJoin(catalogueCategories, eq(catalogueItems.categoryId, catalogueCategories._id))
    .where(eq(catalogueItems.businessId, businessId))
    .orderBy(asc(catalogueCategories.createdAt), asc(catalogueCategories._id), asc(catalogueItems.createdAt), asc(catalogueItems._id));
  return rows.map(({ item, category }) => ({
    _id: item._id,
    category,
    name: item.name,
    description: item.description,
    price: item.price,
    options: item.options,
    active: item.active,
    soldOut: item.soldOut,
    stock: item.stock,
    barcode: item.barcode,
    image: item.image,
  }));
}

type Cell = string | number;

/** Rows as an XLSX workbook: one sheet, the header in bold and frozen; `textColumns` stay text (barcodes). */
export async function sheetXlsx(header: readonly string[], rows: readonly (readonly Cell[])[], textColumns: readonly string[] = []) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Catalogue', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  // As numbers a spreadsheet drops a UPC's leading zero and rounds 13 digits.
  for (const name of textColumns) sheet.getColumn(header.indexOf(name) + 1).numFmt = '@';
  sheet.columns.forEach((column, index) => {
    column.width = /Description|Options/.test(header[index] ?? '') ? 40 : 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Rows as CSV: UTF-8 with a BOM so Excel reads accents and Arabic, formulas defused. */
export const sheetCsv = (header: readonly string[], rows: readonly (readonly Cell[])[]) => '\uFEFF' + csvRows([header, ...rows]);

export interface Sheet {
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
  textColumns?: readonly string[];
}

/** Sends rows as a CSV or XLSX file named after `baseName` and the day; X-Total-Count says how many rows. */
export async function sendSheet(reply: FastifyReply, sheet: Sheet, format: ExportFormat, baseName: string) {
  const filename = `${baseName}-${new Date().toISOString().slice(0, 10)}.${format}`;
  reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('x-total-count', String(sheet.rows.length))
    .header('cache-control', 'no-store');
  if (format === 'xlsx') return reply.header('content-type', XLSX_TYPE).send(await sheetXlsx(sheet.header, sheet.rows, sheet.textColumns));
  return reply.header('content-type', 'text/csv; charset=utf-8').send(sheetCsv(sheet.header, sheet.rows));
}

/** Sends the file of a business's catalogue. */
export const sendCatalogue = (reply: FastifyReply, entries: readonly CatalogueEntry[], format: ExportFormat, baseName: string) =>
  sendSheet(reply, { header: headerCells(), rows: entries.map(entryCells), textColumns: ['Barcode'] }, format, baseName);

/** A file name of plain letters and digits made from a business's name ("Marché Al Amal" → "marche-al-amal"). */
export function fileBaseName(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return plain ? `catalogue-${plain}` : 'catalogue';
}
