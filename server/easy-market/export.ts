import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { asc, eq } from 'drizzle-orm';
import { EM_COLUMNS, EM_FILE_HEADERS, EM_HEADER, emEntryCells, type EmColumn, type EmEntry } from '../../src/domain/easyMarketFile';
import type { Locale } from '../../src/i18n/types';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { emCategories, emMainCategories, emProducts, emSubCategories } from '../db/schema';
import { ExportFormatParam, typed } from '../schemas';
import { sendSheet, type SheetColumn } from '../catalogue/export';
import { readerOf } from '../spreadsheet';

export { EM_HEADER };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every Easy Market product with its place in the tree, in the tree's order (main, sub-category, category, then product). */
export async function emEntries(db: Db | Tx): Promise<EmEntry[]> {
  const rows = await db
    .select({ main: emMainCategories.name, sub: emSubCategories.name, category: emCategories.name, product: emProducts })
    .from(emProducts)
    .innerJoin(emCategories, eq(emProducts.categoryId, emCategories._id))
    .innerJoin(emSubCategories, eq(emCategories.subCategoryId, emSubCategories._id))
    .innerJoin(emMainCategories, eq(emSubCategories.mainCategoryId, emMainCategories._id))
    .orderBy(
      asc(emMainCategories.createdAt),
      asc(emMainCategories._id),
      asc(emSubCategories.createdAt),
      asc(emSubCategories._id),
      asc(emCategories.createdAt),
      asc(emCategories._id),
      asc(emProducts.createdAt),
      asc(emProducts._id),
    );
  return rows.map(({ main, sub, category, product: p }) => ({
    _id: p._id,
    mainCategory: main,
    subCategory: sub,
    category,
    name: p.name,
    brand: p.marque,
    description: p.description,
    price: p.prix,
    currentPrice: p.prixActual,
    active: p.active,
    soldOut: p.soldOut,
    image: p.image,
  }));
}

/** Every Easy Market product as file rows, yes/no in the reader's language. */
export const emRows = async (ctx: AppContext, locale: Locale = 'en') => (await emEntries(ctx.db)).map((e) => emEntryCells(e, locale));

const EM_KINDS: Partial<Record<EmColumn, Omit<SheetColumn, 'header'>>> = {
  price: { kind: 'money' },
  currentPrice: { kind: 'money' },
  description: { width: 40 },
};

/** The columns of a language's file. */
export const emColumns = (locale: Locale): SheetColumn[] => EM_COLUMNS.map((c) => ({ ...EM_KINDS[c], header: EM_FILE_HEADERS[locale][c] }));

const FileAnswer = {
  description: 'Every Easy Market product: UTF-8 CSV with a BOM, or an XLSX workbook; X-Total-Count says how many',
  content: {
    'text/csv': { schema: Type.String() },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: Type.String({ format: 'binary' }) },
  },
};

/** GET /easyMarket/export?format=csv|xlsx: the whole grocery catalogue as a spreadsheet (admins). */
export async function easyMarketExportRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get(
    '/api/easyMarket/export',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        operationId: 'exportGroceryCatalogue',
        summary: 'Export every Easy Market product as CSV or XLSX',
        querystring: Type.Object({ format: Type.Optional(ExportFormatParam) }),
        response: { 200: FileAnswer },
      },
    },
    async (req, reply) => {
      const reader = { format: req.query.format ?? 'csv', ...(await readerOf(ctx, req.user!._id)) };
      return sendSheet(reply, { columns: emColumns(reader.locale), rows: await emRows(ctx, reader.locale) }, reader, 'easy-market');
    },
  );
}
