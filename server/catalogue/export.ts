import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { CATALOGUE_COLUMNS, entryCells, FILE_HEADERS, type CatalogueColumn, type CatalogueEntry } from '../../src/domain/catalogueFile';
import type { TimeZone } from '../../src/domain/clock';
import type { Locale } from '../../src/i18n/types';
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

export interface SheetColumn {
  header: string;
  /** Text unless said: a barcode keeps its leading zero. */
  kind?: 'text' | 'integer' | 'money';
  width?: number;
}

export interface Sheet {
  columns: readonly SheetColumn[];
  rows: readonly (readonly Cell[])[];
}

/** Who a file is written for: the format asked, and the reader's language and clock (`readerOf`). */
export interface FileReader {
  format: SpreadsheetFormat;
  locale: Locale;
  zone: TimeZone;
}

/**
 * Sends rows as a CSV or XLSX file named after `baseName` and the day, in the reader's language: its headers and
 * yes/no words (which the import reads back in every language), its CSV separator and decimal comma, prices as
 * numbers in XLSX; every other cell is text (a barcode keeps its leading zero).
 */
export function sendSheet(reply: FastifyReply, sheet: Sheet, reader: FileReader, baseName: string) {
  return sendSpreadsheet(reply, {
    ...reader,
    name: `${baseName}-${new Date().toISOString().slice(0, 10)}`,
    sheetName: 'Catalogue',
    columns: sheet.columns.map(({ header, kind, width }) => ({ header, kind: kind ?? 'text', width: width ?? 16 })),
    total: sheet.rows.length,
    batches: async function* () {
      yield sheet.rows.map((row) => row.map((cell, i) => (cell === '' && sheet.columns[i]!.kind ? null : cell)));
    },
  });
}

const CATALOGUE_KINDS: Partial<Record<CatalogueColumn, Omit<SheetColumn, 'header'>>> = {
  price: { kind: 'money' },
  stock: { kind: 'integer' },
  description: { width: 40 },
  options: { width: 40 },
};

/** Sends the file of a business's catalogue in the reader's language. */
export const sendCatalogue = (reply: FastifyReply, entries: readonly CatalogueEntry[], reader: FileReader, baseName: string) =>
  sendSheet(
    reply,
    {
      columns: CATALOGUE_COLUMNS.map((c) => ({ ...CATALOGUE_KINDS[c], header: FILE_HEADERS[reader.locale][c] })),
      rows: entries.map((entry) => entryCells(entry, reader.locale)),
    },
    reader,
    baseName,
  );

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
