import { sql } from 'drizzle-orm';
import { emPathKey, planEmImport, readEmSheet, type EmImportPlan, type EmReadRow } from '../../src/domain/easyMarketFile';
import { SERVER_MSG, type ServerMessageKey } from '../../src/domain/serverMessages';
import type { RequestUser } from '../access';
import { audit } from '../audit/record';
import type { Db } from '../db/client';
import { emCategories, emMainCategories, emProducts, emSubCategories } from '../db/schema';
import { badRequest } from '../errors';
import { spreadsheetRows } from '../spreadsheetImport';
import { emEntries } from './export';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows written per statement: well under PostgreSQL's 65,535 parameters. */
const WRITE_CHUNK = 500;

const FILE_PROBLEM_MESSAGE: Record<'emptyFile' | 'unreadableFile' | 'tooManyRows' | 'missingColumn', ServerMessageKey> = {
  emptyFile: 'importFileEmpty',
  unreadableFile: 'importFileUnreadable',
  tooManyRows: 'importTooManyRows',
  missingColumn: 'emImportMissingColumns',
};

/** The rows of an uploaded Easy Market file, or a 400 saying why it cannot be read. */
export async function readEmImportFile(bytes: Buffer): Promise<EmReadRow[]> {
  const read = readEmSheet(await spreadsheetRows(bytes));
  if (Array.isArray(read)) return read;
  const code = FILE_PROBLEM_MESSAGE[read.code];
  throw badRequest(SERVER_MSG[code], code);
}

/** Every level of the tree: the names of its path, and its id by the path's key. */
async function emTree(db: Db | Tx) {
  const [mains, subs, cats] = await Promise.all([
    db.select({ _id: emMainCategories._id, name: emMainCategories.name }).from(emMainCategories),
    db.select({ _id: emSubCategories._id, name: emSubCategories.name, parent: emSubCategories.mainCategoryId }).from(emSubCategories),
    db.select({ _id: emCategories._id, name: emCategories.name, parent: emCategories.subCategoryId }).from(emCategories),
  ]);
  const pathOf = new Map<string, string[]>();
  for (const m of mains) pathOf.set(m._id, [m.name]);
  for (const s of subs) pathOf.set(s._id, [...pathOf.get(s.parent)!, s.name]);
  for (const c of cats) pathOf.set(c._id, [...pathOf.get(c.parent)!, c.name]);
  const ids = new Map([...pathOf].map(([id, names]) => [emPathKey(...names), id]));
  return { ids, paths: [...pathOf.values()] };
}

/** What importing the file would do, without writing anything. */
export async function previewEmImport(db: Db, rows: readonly EmReadRow[]): Promise<EmImportPlan> {
  const [entries, tree] = await Promise.all([emEntries(db), emTree(db)]);
  return planEmImport(rows, entries, tree.paths);
}

export interface EmImportOutcome {
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: number;
}

/**
 * Imports the rows in one transaction, all or nothing, with one audit line: the plan is made again inside
 * it on Easy Market as it is now (its products locked against other writes, so two imports at once run one
 * after the other); a single row in error refuses the whole file. The same file again writes nothing.
 */
export async function commitEmImport(db: Db, actor: RequestUser, rows: readonly EmReadRow[]): Promise<EmImportOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${emProducts} in share row exclusive mode`);
    const [entries, tree] = await Promise.all([emEntries(tx), emTree(tx)]);
    const plan = planEmImport(rows, entries, tree.paths);
    if (plan.counts.error > 0) throw badRequest(SERVER_MSG.importHasErrors, 'importHasErrors');
    const writes = plan.rows.filter((r) => r.status === 'new' || r.status === 'changed');
    const outcome = {
      created: plan.counts.new,
      updated: plan.counts.changed,
      unchanged: plan.counts.unchanged,
      categoriesCreated: plan.newCategories.length,
    };
    if (writes.length === 0) return outcome;

    const categoryIds = await createdLevels(tx, plan, tree.ids);
    const values = (next: NonNullable<(typeof writes)[number]['next']>) => ({
      categoryId: categoryIds.get(emPathKey(next.mainCategory, next.subCategory, next.category))!,
      name: next.name,
      marque: next.brand,
      description: next.description,
      prix: next.price,
      prixActual: next.currentPrice,
      active: next.active,
      soldOut: next.soldOut,
      image: next.image,
    });
    const fresh = writes.filter((r) => r.status === 'new').map((r) => values(r.next!));
    for (let i = 0; i < fresh.length; i += WRITE_CHUNK) await tx.insert(emProducts).values(fresh.slice(i, i + WRITE_CHUNK));
    const changed = writes.filter((r) => r.status === 'changed').map((r) => ({ id: r.productId!, ...values(r.next!) }));
    for (let i = 0; i < changed.length; i += WRITE_CHUNK) {
      const chunk = changed.slice(i, i + WRITE_CHUNK).map((r) => ({
        id: r.id,
        name: r.name,
        marque: r.marque,
        description: r.description,
        prix: r.prix,
        prix_actual: r.prixActual,
        active: r.active,
        sold_out: r.soldOut,
        image: r.image,
      }));
      await tx.execute(sql`
        update em_products as p set
          name = r.name, marque = r.marque, description = r.description, prix = r.prix, prix_actual = r.prix_actual,
          active = r.active, sold_out = r.sold_out, image = r.image
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(id uuid, name text, marque text, description text,
          prix bigint, prix_actual bigint, active boolean, sold_out boolean, image text)
        where p.id = r.id`);
    }
    await audit(tx, actor, {
      action: 'easyMarket.import',
      targetType: 'easyMarket.catalogue',
      targetId: 'easyMarket',
      targetLabel: 'Easy Market',
      after: {
        ...outcome,
        newCategories: plan.newCategories,
        products: writes.map((r) => ({ status: r.status, name: r.name, category: r.category, ...(r.changes && { changes: r.changes }) })),
      },
    });
    return outcome;
  });
}

/** Creates the levels of the tree the plan names and are not there yet; every category's id by its path's key. */
async function createdLevels(tx: Tx, plan: EmImportPlan, ids: Map<string, string>): Promise<Map<string, string>> {
  const ensure = async (key: string, insert: () => Promise<{ _id: string }[]>) => {
    if (!ids.has(key)) ids.set(key, (await insert())[0]!._id);
    return ids.get(key)!;
  };
  for (const row of plan.rows) {
    if (row.status !== 'new') continue;
    const { mainCategory, subCategory, category } = row.next!;
    const mainCategoryId = await ensure(emPathKey(mainCategory), () =>
      tx.insert(emMainCategories).values({ name: mainCategory }).returning({ _id: emMainCategories._id }),
    );
    const subCategoryId = await ensure(emPathKey(mainCategory, subCategory), () =>
      tx.insert(emSubCategories).values({ name: subCategory, mainCategoryId }).returning({ _id: emSubCategories._id }),
    );
    await ensure(emPathKey(mainCategory, subCategory, category), () =>
      tx.insert(emCategories).values({ name: category, subCategoryId }).returning({ _id: emCategories._id }),
    );
  }
  return ids;
}
