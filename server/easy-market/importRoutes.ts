import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IMPORT_ERROR_TEXT } from '../../src/domain/catalogueFile';
import { EM_COLUMNS, emImportErrorText } from '../../src/domain/easyMarketFile';
import { Int, Str } from '../answers';
import type { AppContext } from '../context';
import { typed } from '../schemas';
import { previewAnswer, SpreadsheetUpload, uploadedFile } from '../spreadsheetImport';
import { commitEmImport, previewEmImport, readEmImportFile } from './import';

const ADMIN = { roles: ['admin'] } as const;

const COLUMNS =
  'Columns as the Easy Market export writes them; Main category, Sub-category, Category, Name, Price and Current price are required ' +
  '(a level of the tree named that does not exist is created), a column left out keeps what the products have.';

const STATUSES = ['new', 'changed', 'unchanged', 'error'] as const;

const EmImportRow = Type.Object({
  line: Int('The line in the spreadsheet (the header is line 1)'),
  name: Str(),
  category: Str(),
  status: Type.Enum([...STATUSES]),
  productId: Type.Optional(Str('The product the row matched')),
  changes: Type.Optional(Type.Array(Type.Enum([...EM_COLUMNS]), { description: 'The columns whose value changes' })),
  error: Type.Optional(
    Type.Object({
      code: Type.Enum(Object.keys(IMPORT_ERROR_TEXT), { description: 'Stable code; the screens word it in the reader’s language' }),
      column: Type.Optional(Type.Enum([...EM_COLUMNS])),
      line: Type.Optional(Int('The earlier line a duplicate repeats')),
      message: Str('The reason in English'),
    }),
  ),
});

const EmImportPreview = Type.Object({
  total: Int('Rows read from the file'),
  counts: Type.Object({ new: Int(), changed: Int(), unchanged: Int(), error: Int() }),
  newCategories: Type.Array(Str(), { description: 'Levels of the tree the import creates, each as its path ("Drinks › Water")' }),
  rows: Type.Array(EmImportRow, { description: 'Every row of the file in its order' }),
});

const EmImportOutcome = Type.Object({ created: Int(), updated: Int(), unchanged: Int(), categoriesCreated: Int() });

/** An Easy Market file read back: a preview of what it would do, then the import itself (admins). */
export async function easyMarketImportRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  api.post(
    '/api/easyMarket/import/preview',
    {
      config: { access: ADMIN },
      schema: {
        operationId: 'previewGroceryImport',
        summary: 'What importing an Easy Market file would do, row by row; writes nothing',
        description: COLUMNS,
        body: SpreadsheetUpload,
        response: { 200: EmImportPreview },
      },
    },
    async (req) => previewAnswer(await previewEmImport(ctx.db, await readEmImportFile(await uploadedFile(req))), emImportErrorText),
  );
  api.post(
    '/api/easyMarket/import',
    {
      config: { access: ADMIN },
      schema: {
        operationId: 'importGroceryCatalogue',
        summary: 'Import an Easy Market file in one transaction: every row or none',
        description: COLUMNS,
        body: SpreadsheetUpload,
        response: { 200: EmImportOutcome },
      },
    },
    async (req) => commitEmImport(ctx.db, req.user!, await readEmImportFile(await uploadedFile(req))),
  );
}
