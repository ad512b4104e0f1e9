import { eq, sql } from 'drizzle-orm';
import { categoryNameKey } from '../../src/domain/catalogue';
import { planImport, readSheet, type FileProblem, type ImportPlan, type ReadRow } from '../../src/domain/catalogueFile';
import { SERVER_MSG, type ServerMessageKey } from '../../src/domain/serverMessages';
import type { AppContext } from '../context';
import { businesses, catalogueCategories, catalogueItems } from '../db/schema';
import { badRequest } from '../errors';
import { spreadsheetRows } from '../spreadsheetImport';
import { catalogueEntries } from './export';

type Db = AppContext['db'];

/** Rows written per statement: well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

const FILE_PROBLEM_MESSAGE: Record<FileProblem['code'], ServerMessageKey> = {
  emptyFile: 'importFileEmpty',
  unreadableFile: 'importFileUnreadable',
  tooManyRows: 'importTooManyRows',
  missingColumn: 'importMissingColumns',
};

const fileProblem = (problem: FileProblem['code']) => {
  const code = FILE_PROBLEM_MESSAGE[problem];
  return badRequest(SERVER_MSG[code], code);
};

/** The rows of an uploaded file (XLSX or CSV, told apart by their bytes), or a 400 saying why it cannot be read. */
export async function readImportFile(bytes: Buffer): Promise<ReadRow[]> {
  const read = readSheet(await spreadsheetRows(bytes));
  if (!Array.isArray(read)) throw fileProblem(read.code);
  return read;
}

async function categoryNames(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], businessId: string) {
  return db
    .select({ _id: catalogueCategories._id, name: catalogueCategories.name })
    .from(catalogueCategories)
    .where(eq(catalogueCategories.businessId, businessId));
}

/** What importing the file would do, without writing anything. */
export async function previewImport(ctx: AppContext, businessId: string, rows: readonly ReadRow[]): Promise<ImportPlan> {
  const [entries, categories] = await Promise.all([catalogueEntries(ctx.db, businessId), categoryNames(ctx.db, businessId)]);
  return planImport(
    rows,
    entries,
    categories.map((c) => c.name),
  );
}

export interface ImportOutcome {
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: number;
}

/**
 * Imports the rows in one transaction, all or nothing: the plan is made again inside it, on the catalogue as
 * it is now (the business row locked, so two imports at once run one after the other); a single row in error
 * refuses the whole file. Importing the same file again finds every row unchanged and writes nothing.
 */
export async function commitImport(ctx: AppContext, businessId: string, rows: readonly ReadRow[]): Promise<ImportOutcome> {
  return ctx.db.transaction(async (tx) => {
    await tx.select({ _id: businesses._id }).from(businesses).where(eq(businesses._id, businessId)).for('update');
    const [entries, categories] = await Promise.all([catalogueEntries(tx, businessId), categoryNames(tx, businessId)]);
    const plan = planImport(
      rows,
      entries,
      categories.map((c) => c.name),
    );
    if (plan.counts.error > 0) throw badRequest(SERVER_MSG.importHasErrors, 'importHasErrors');

    const categoryId = new Map(categories.map((c) => [categoryNameKey(c.name), c._id]));
    if (plan.newCategories.length > 0) {
      const created = await tx
        .insert(catalogueCategories)
        .values(plan.newCategories.map((name) => ({ businessId, name })))
        .returning({ _id: catalogueCategories._id, name: catalogueCategories.name });
      for (const c of created) categoryId.set(categoryNameKey(c.name), c._id);
    }
    const values = (next: NonNullable<ImportPlan['rows'][number]['next']>) => ({
      categoryId: categoryId.get(categoryNameKey(next.category))!,
      name: next.name,
      description: next.description,
      price: next.price,
      options: next.options,
      active: next.active,
      soldOut: next.soldOut,
      // A product marked on sale again is on sale now, not at a "back tomorrow" moment left from before.
      soldOutUntil: null,
      stock: next.stock,
      barcode: next.barcode,
      image: next.image,
    });

    const fresh = plan.rows.filter((r) => r.status === 'new').map((r) => ({ businessId, ...values(r.next!) }));
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) await tx.insert(catalogueItems).values(fresh.slice(i, i + INSERT_CHUNK));

    const changed = plan.rows.filter((r) => r.status === 'changed').map((r) => ({ id: r.productId!, ...values(r.next!) }));
    for (let i = 0; i < changed.length; i += INSERT_CHUNK) {
      const chunk = changed.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, options: JSON.stringify(r.options) }));
      await tx.execute(sql`
        update catalogue_items as c set
          category_id = r.category_id, name = r.name, description = r.description, price = r.price,
          options = r.options::jsonb, active = r.active, sold_out = r.sold_out,
          sold_out_until = case when c.sold_out = r.sold_out then c.sold_out_until end,
          stock = r.stock, barcode = r.barcode, image = r.image
        from jsonb_to_recordset(${JSON.stringify(
          chunk.map((r) => ({
            id: r.id,
            category_id: r.categoryId,
            name: r.name,
            description: r.description,
            price: r.price,
            options: r.options,
            active: r.active,
            sold_out: r.soldOut,
            stock: r.stock,
            barcode: r.barcode,
            image: r.image,
          })),
        )}::jsonb) as r(id uuid, category_id uuid, name text, description text, price bigint, options text,
          active boolean, sold_out boolean, stock integer, barcode text, image text)
        where c.id = r.id and c.business_id = ${businessId}`);
    }
    return {
      created: plan.counts.new,
      updated: plan.counts.changed,
      unchanged: plan.counts.unchanged,
      categoriesCreated: plan.newCategories.length,
    };
  });
}
