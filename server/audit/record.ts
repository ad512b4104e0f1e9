import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../src/domain/audit';
import { BUSINESS_TYPES } from '../../src/domain/roles';
import type { RequestUser } from '../access';
import type { Db } from '../db/client';
import { auditLog, businesses, orders, users } from '../db/schema';

export interface AuditEntry {
  action: AuditAction;
  targetType: string;
  targetId: string;
  /** How a person knows the target; by default read from the database in the same statement (labelOf). */
  targetLabel?: string;
  before?: unknown;
  after?: unknown;
}

/** Who acted: a person's account, or the marketplace itself (no account: auto-accept, auto-refuse). */
export type AuditActor = Pick<RequestUser, 'name' | 'role' | 'actor'> & { _id: string | null };

const json = (value: unknown) => sql`${JSON.stringify(value ?? null)}::jsonb`;

/**
 * The target's name as it is at the time of the action: a person's name and e-mail, a business's name, an
 * order's number; anything else by the `name` of its values after (or before, for a deletion). Stored with
 * the line, so a later rename does not rewrite history.
 */
function labelOf(entry: AuditEntry): SQL {
  const id = entry.targetId;
  const type = entry.targetType;
  const named = sql`coalesce(${json(entry.after)} ->> 'name', ${json(entry.before)} ->> 'name')`;
  if (type === 'user' || type === 'rider')
    return sql`(select ${users.name} || ' <' || ${users.email} || '>' from ${users} where ${users._id}::text = ${id})`;
  if (type === 'order') return sql`(select '#' || ${orders.commandNumber} from ${orders} where ${orders._id}::text = ${id})`;
  if ((BUSINESS_TYPES as readonly string[]).includes(type))
    return sql`(select ${businesses.name} from ${businesses} where ${businesses._id}::text = ${id})`;
  return named;
}

/** Appends one line to the audit log; pass the transaction when the change is made inside one. */
export async function audit(db: Pick<Db, 'insert'>, account: AuditActor, entry: AuditEntry): Promise<void> {
  // A staff member's request runs as the business's owner; the line names the member who acted.
  const actor = account.actor ?? account;
  await db.insert(auditLog).values({
    actorId: actor._id,
    actorName: actor.name,
    actorRole: actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel ?? sql`coalesce(${labelOf(entry)}, '')`,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
