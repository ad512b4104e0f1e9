import { eq } from 'drizzle-orm';
import { staffMayUse } from '../../src/domain/staff';
import type { Db } from '../db/client';
import { staffMembers } from '../db/schema';

/** The accounts of a business's staff who see its orders desk: new orders reach their devices too. */
export async function deskMembersOf(db: Pick<Db, 'select'>, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: staffMembers.userId, role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.ownerId, ownerId));
  return rows.filter((row) => staffMayUse(row.role, 'desk')).map((row) => row.userId);
}
