import { eq } from 'drizzle-orm';
import type { RequestUser } from '../access';
import { audit } from '../audit/record';
import type { Db } from '../db/client';
import { emCategories, emMainCategories, emProducts, emSubCategories } from '../db/schema';
import { notFound } from '../errors';
import { toDirhams, type Centimes } from '../../src/domain/money';

/**
 * Every Easy Market write goes with its audit line in one transaction: created (the row), edited (the fields
 * that changed, before and after) or deleted (the row as it was). A row that is not there answers 404.
 */
type EmTable = typeof emMainCategories | typeof emSubCategories | typeof emCategories | typeof emProducts;
type RowOf<T extends EmTable> = T['$inferSelect'];

/** Products' prices as the API speaks them, in dh, as the audit lines written before centimes say them too. */
const PRICES = new Set(['prix', 'prixActual']);
const inDh = ([key, value]: [string, unknown]) => [key, PRICES.has(key) ? toDirhams(value as Centimes) : value];
const snapshot = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(inDh));
const pick = (row: Record<string, unknown>, keys: string[]) => snapshot(Object.fromEntries(keys.map((key) => [key, row[key]])));

export async function insertAudited<T extends EmTable>(
  db: Db,
  actor: RequestUser,
  table: T,
  values: T['$inferInsert'],
  targetType: string,
): Promise<RowOf<T>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(table as EmTable)
      .values(values as never)
      .returning();
    await audit(tx, actor, { action: 'easyMarket.create', targetType, targetId: row!._id, targetLabel: row!.name, after: snapshot(row!) });
    return row as RowOf<T>;
  });
}

export async function updateAudited<T extends EmTable>(
  db: Db,
  actor: RequestUser,
  table: T,
  id: string,
  changes: Partial<T['$inferInsert']>,
  targetType: string,
  missing: string,
): Promise<RowOf<T>> {
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(table as EmTable)
      .where(eq(table._id, id))
      .for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(table as EmTable)
      .set(changes as never)
      .where(eq(table._id, id))
      .returning();
    const changed = Object.keys(changes).filter((key) => JSON.stringify(before[key as never]) !== JSON.stringify(after![key as never]));
    if (changed.length)
      await audit(tx, actor, {
        action: 'easyMarket.update',
        targetType,
        targetId: id,
        targetLabel: after!.name,
        before: pick(before, changed),
        after: pick(after!, changed),
      });
    return after;
  });
  if (!updated) throw notFound(missing);
  return updated as RowOf<T>;
}

export async function deleteAudited(db: Db, actor: RequestUser, table: EmTable, id: string, targetType: string, missing: string) {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(table).where(eq(table._id, id)).returning();
    if (deleted)
      await audit(tx, actor, {
        action: 'easyMarket.delete',
        targetType,
        targetId: deleted._id,
        targetLabel: deleted.name,
        before: snapshot(deleted),
      });
    return deleted;
  });
  if (!row) throw notFound(missing);
  return row;
}
