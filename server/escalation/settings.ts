import { eq } from 'drizzle-orm';
import { DEFAULT_ESCALATION, type EscalationSettings } from '../../src/domain/escalation';
import type { Db } from '../db/client';
import { escalationSettings } from '../db/schema';

/** A business's escalation settings; the defaults while it never saved any. */
export async function readEscalation(db: Pick<Db, 'select'>, businessId: string): Promise<EscalationSettings> {
  const [row] = await db.select().from(escalationSettings).where(eq(escalationSettings.businessId, businessId));
  if (!row) return { ...DEFAULT_ESCALATION };
  return {
    reminderMinutes: row.reminderMinutes,
    adminAlertMinutes: row.adminAlertMinutes,
    autoRefuseMinutes: row.autoRefuseMinutes,
    autoAccept: row.autoAccept,
  };
}

export async function writeEscalation(db: Pick<Db, 'insert'>, businessId: string, settings: EscalationSettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date().toISOString() };
  await db
    .insert(escalationSettings)
    .values({ businessId, ...values })
    .onConflictDoUpdate({ target: escalationSettings.businessId, set: values });
}
