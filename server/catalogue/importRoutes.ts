import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CATALOGUE_COLUMNS, importErrorText, IMPORT_ERROR_TEXT } from '../../src/domain/catalogueFile';
import { CATALOGUE_PREFIXES, type CataloguePrefix } from '../../src/domain/catalogue';
import type { AppContext } from '../context';
import { Int, Str } from '../answers';
import { ExportFormatParam, Id, params, typed } from '../schemas';
import { catalogueEntries, fileBaseName, sendCatalogue } from './export';
import { commitImport, previewImport, readImportFile } from './import';
import { previewAnswer, SpreadsheetUpload, uploadedFile } from '../spreadsheetImport';
import { readerOf } from '../spreadsheet';
import { ownedBusiness } from './ownership';

const OWNERS_AND_ADMIN = { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] as const };

const COLUMNS = 'Columns as an export writes them; Category, Name and Price are required, a column left out keeps what the products have.';

const STATUSES = ['new', 'changed', 'unchanged', 'error'] as const;

const RowAnswer = Type.Object({
  line: Int('The line in the spreadsheet (the header is line 1)'),
  name: Str(),
  category: Str(),
  status: Type.Enum([...STATUSES]),
  productId: Type.Optional(Str('The product the row matched')),
  changes: Type.Optional(Type.Array(Type.Enum([...CATALOGUE_COLUMNS]), { description: 'The columns whose value changes' })),
  error: Type.Optional(
    Type.Object({
      code: Type.Enum(Object.keys(IMPORT_ERROR_TEXT), { description: 'Stable code; the screens word it in the reader’s language' }),
      column: Type.Optional(Type.Enum([...CATALOGUE_COLUMNS])),
      line: Type.Optional(Int('The earlier line a duplicate repeats')),
      message: Str('The reason in English'),
    }),
  ),
});

const Counts = Type.Object({ new: Int(), changed: Int(), unchanged: Int(), error: Int() });

const PreviewAnswer = Type.Object({
  total: Int('Rows read from the file'),
  counts: Counts,
  newCategories: Type.Array(Str(), { description: 'Categories the import creates' }),
  rows: Type.Array(RowAnswer, { description: 'Every row of the file in its order' }),
});

const CommitAnswer = Type.Object({
  created: Int(),
  updated: Int(),
  unchanged: Int(),
  categoriesCreated: Int(),
});

const FileAnswer = {
  description: 'The catalogue: UTF-8 CSV with a BOM, or an XLSX workbook; X-Total-Count says how many products',
  content: {
    'text/csv': { schema: Type.String() },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: Type.String({ format: 'binary' }) },
  },
};

/** A catalogue as a file and back: export, import preview, import (SPEC §7's catalogue, by file). */
export async function catalogueFileRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const prefix of CATALOGUE_PREFIXES) prefixFileRoutes(app, ctx, prefix);
}

function prefixFileRoutes(app: FastifyInstance, ctx: AppContext, prefix: CataloguePrefix) {
  const api = typed(app);
  const config = { access: OWNERS_AND_ADMIN };
  const byBusiness = params({ businessId: Id });
  const doc = (name: string, summary: string) => ({ operationId: `${prefix}${name}`, summary: `${summary} (${prefix})` });

  api.get(
    `/api/${prefix}/export/:businessId`,
    {
      config,
      schema: {
        ...doc('ExportCatalogue', "Export a business's whole catalogue as CSV or XLSX"),
        params: byBusiness,
        querystring: Type.Object({ format: Type.Optional(ExportFormatParam) }),
        response: { 200: FileAnswer },
      },
    },
    async (req, reply) => {
      const business = await ownedBusiness(ctx, req.user!, prefix, req.params.businessId);
      const reader = { format: req.query.format ?? 'csv', ...(await readerOf(ctx, req.user!._id)) };
      return sendCatalogue(reply, await catalogueEntries(ctx.db, business._id), reader, fileBaseName(business.name));
    },
  );

  api.post(
    `/api/${prefix}/import/:businessId/preview`,
    {
      config,
      schema: {
        ...doc('PreviewImport', 'What importing a catalogue file would do, row by row; writes nothing'),
        description: COLUMNS,
        params: byBusiness,
        body: SpreadsheetUpload,
        response: { 200: PreviewAnswer },
      },
    },
    async (req) => {
      const business = await ownedBusiness(ctx, req.user!, prefix, req.params.businessId);
      const plan = await previewImport(ctx, business._id, await readImportFile(await uploadedFile(req)));
      return previewAnswer(plan, importErrorText);
    },
  );

  api.post(
    `/api/${prefix}/import/:businessId`,
    {
      config,
      schema: {
        ...doc('ImportCatalogue', 'Import a catalogue file in one transaction: every row or none'),
        description: COLUMNS,
        params: byBusiness,
        body: SpreadsheetUpload,
        response: { 200: CommitAnswer },
      },
    },
    async (req) => {
      const business = await ownedBusiness(ctx, req.user!, prefix, req.params.businessId);
      return commitImport(ctx, business._id, await readImportFile(await uploadedFile(req)));
    },
  );
}
