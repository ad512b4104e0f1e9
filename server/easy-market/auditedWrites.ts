import { eq } from 'drizzle-orm';
import type { RequestUser } from '../access';
import { audit } from '../audit/record';
import type { Db } from '../db/client';
import { emCategories, emMainCategories, emProducts, emSubCategories } from '../db/schema';
import { notFound } from '../errors';

type EmTable = typeof emMainCategories | typeof emSubCategories | typeof emCategories | typeof emProducts;

/**
 * Deletes one Easy Market row and writes its audit line in the same transaction (the line keeps the row as
 * it was); a row that is not there answers 404 with `missing`.
 */
export async function deleteAudited(db: Db, actor: RequestUser, table: EmTable, id: string, targetType: string, missing: string) {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(table).where(eq(table._id, id)).returning();
    if (deleted) await audit(tx, actor, { action: 'easyMarket.delete', targetType, targetId: deleted._id, before: deleted });
    return deleted;
  });
  if (!row) throw notFound(missing);
  return row;
}
