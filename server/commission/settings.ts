import { eq } from 'drizzle-orm';
import { DEFAULT_COMMISSION_RATES, DEFAULT_COMMISSION_TAX_RATE, isCommissionRate } from '../../src/domain/commission';
import type { BusinessType } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { serverSettings } from '../db/schema';

const defaultRateKey = (type: BusinessType) => `commission.defaultRate.${type}`;
const TAX_RATE_KEY = 'commission.taxRate';

/** A rate kept in `server_settings` (basis points, as text); the domain's default when missing or unreadable. */
async function rateSetting(db: Pick<Db, 'select'>, key: string, fallback: number): Promise<number> {
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, key));
  const rate = row && /^\d+$/.test(row.value) ? Number(row.value) : NaN;
  return isCommissionRate(rate) ? rate : fallback;
}

/** The commission rate of a business type without terms of its own (migration 0022 writes the defaults). */
export const defaultCommissionRate = (db: Pick<Db, 'select'>, type: BusinessType) =>
  rateSetting(db, defaultRateKey(type), DEFAULT_COMMISSION_RATES[type]);

/** TVA on the commission, in basis points. */
export const commissionTaxRate = (db: Pick<Db, 'select'>) => rateSetting(db, TAX_RATE_KEY, DEFAULT_COMMISSION_TAX_RATE);
