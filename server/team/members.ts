import { eq, sql } from 'drizzle-orm';
import { staffMayUse } from '../../src/domain/staff';
import type { Db } from '../db/client';
import { staffMembers } from '../db/schema';

/** A staff member signed in: the owner and the admin see when they last did. */
export async function recordStaffSignIn(db: Pick<Db, 'update'>, userId: string): Promise<void> {
  await db
    .update(staffMembers)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(staffMembers.userId, userId));
}

/** The accounts of a business's staff who see its orders desk: new orders reach their devices too. */
export async function deskMembersOf(db: Pick<Db, 'select'>, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: staffMembers.userId, role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.ownerId, ownerId));
  return rows.filter((row) => staffMayUse(row.role, 'desk')).map((row) => row.userId);
}
