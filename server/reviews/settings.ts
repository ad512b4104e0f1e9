import { eq } from 'drizzle-orm';
import { DEFAULT_ALERT_THRESHOLD, isAlertThreshold } from '../../src/domain/reviews';
import type { Db } from '../db/client';
import { serverSettings } from '../db/schema';

const THRESHOLD_KEY = 'reviews.alertThreshold';

/** The 7-day average under which the admin overview flags a partner; the domain's default when unset or unreadable. */
export async function alertThreshold(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, THRESHOLD_KEY));
  const value = row ? Number(row.value) : NaN;
  return isAlertThreshold(value) ? value : DEFAULT_ALERT_THRESHOLD;
}

export async function setAlertThreshold(db: Pick<Db, 'insert'>, value: number): Promise<void> {
  await db
    .insert(serverSettings)
    .values({ key: THRESHOLD_KEY, value: String(value) })
    .onConflictDoUpdate({ target: serverSettings.key, set: { value: String(value) } });
}
