import type { AuditAction } from '../../src/domain/audit';
import type { RequestUser } from '../access';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  action: AuditAction;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Appends one line to the audit log; pass the transaction when the change is made inside one. */
/** Who acted: a person's account, or the marketplace itself (no account: auto-accept, auto-refuse). */
export type AuditActor = Pick<RequestUser, 'name' | 'role'> & { _id: string | null };

export async function audit(db: Pick<Db, 'insert'>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor._id,
    actorName: actor.name,
    actorRole: actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
