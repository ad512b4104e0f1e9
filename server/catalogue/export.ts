import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { entryCells, headerCells, type CatalogueEntry } from '../../src/domain/catalogueFile';
import type { SpreadsheetFormat } from '../../src/domain/csv';
import type { AppContext } from '../context';
import { catalogueCategories, catalogueItems } from '../db/schema';
import { sendSpreadsheet } from '../spreadsheet';

type Db = AppContext['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

export interface Sheet {
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
  /** Columns of whole numbers (numbers in XLSX, an empty cell when not counted); every other column is text. */
  integerColumns?: readonly string[];
}

/**
 * Sends rows as a CSV or XLSX file named after `baseName` and the day. A catalogue file is read back by the
 * import, so it is written the same in every language: English headers, ',' and '.', text cells (a barcode
 * keeps its leading zero).
 */
export function sendSheet(reply: FastifyReply, sheet: Sheet, format: SpreadsheetFormat, baseName: string) {
  const integers = sheet.integerColumns ?? [];
  return sendSpreadsheet(reply, {
    format,
    locale: 'en',
    zone: 'UTC',
    name: `${baseName}-${new Date().toISOString().slice(0, 10)}`,
    sheetName: 'Catalogue',
    columns: sheet.header.map((header) => ({
      header,
      kind: integers.includes(header) ? 'integer' : 'text',
      width: /Description|Options/.test(header) ? 40 : 16,
    })),
    total: sheet.rows.length,
    batches: async function* () {
      yield sheet.rows.map((row) => row.map((cell, i) => (cell === '' && integers.includes(sheet.header[i]!) ? null : cell)));
    },
  });
}

/** Sends the file of a business's catalogue. */
export const sendCatalogue = (reply: FastifyReply, entries: readonly CatalogueEntry[], format: SpreadsheetFormat, baseName: string) =>
  sendSheet(reply, { header: headerCells(), rows: entries.map(entryCells), integerColumns: ['Stock'] }, format, baseName);

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
