import { asc, eq } from 'drizzle-orm';
import { termsStartedBy, type CommissionTerms } from '../../src/domain/commission';
import type { BusinessType } from '../../src/domain/roles';
import { ZERO } from '../../src/domain/money';
import type { Db } from '../db/client';
import { commissionTerms } from '../db/schema';
import { defaultCommissionRate } from './settings';

/** Terms in force for a business: its own row (`termsId`), or its type's default (`termsId` null). */
export interface TermsInForce extends CommissionTerms {
  termsId: string | null;
}

type Business = { _id: string; type: BusinessType };

/**
 * Reads terms in force, keeping each business's history and each type's default once read: one reader answers
 * the many orders of a backfill with a query per business, not per order.
 */
export function termsReader(db: Pick<Db, 'select'>): (business: Business, at: Date) => Promise<TermsInForce> {
  const histories = new Map<string, Promise<(typeof commissionTerms.$inferSelect)[]>>();
  const defaults = new Map<BusinessType, Promise<number>>();
  return async (business, at) => {
    if (!histories.has(business._id))
      histories.set(
        business._id,
        db.select().from(commissionTerms).where(eq(commissionTerms.businessId, business._id)).orderBy(asc(commissionTerms.effectiveFrom)),
      );
    const row = termsStartedBy(await histories.get(business._id)!, at);
    if (row) return { termsId: row._id, rate: row.rate, fixedFee: row.fixedFee };
    if (!defaults.has(business.type)) defaults.set(business.type, defaultCommissionRate(db, business.type));
    return { termsId: null, rate: await defaults.get(business.type)!, fixedFee: ZERO };
  };
}

/** The terms an order of this business placed at `at` is under: the latest that started by then, else the default. */
export const termsAt = (db: Pick<Db, 'select'>, business: Business, at: Date): Promise<TermsInForce> => termsReader(db)(business, at);
