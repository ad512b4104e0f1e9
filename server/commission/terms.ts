import { and, desc, eq, lte } from 'drizzle-orm';
import type { CommissionTerms } from '../../src/domain/commission';
import type { BusinessType } from '../../src/domain/roles';
import { ZERO } from '../../src/domain/money';
import type { Db } from '../db/client';
import { commissionTerms } from '../db/schema';
import { defaultCommissionRate } from './settings';

/** Terms in force for a business: its own row (`termsId`), or its type's default (`termsId` null). */
export interface TermsInForce extends CommissionTerms {
  termsId: string | null;
}

/** The terms an order of this business placed at `at` is under: the latest that started by then, else the default. */
export async function termsAt(db: Pick<Db, 'select'>, business: { _id: string; type: BusinessType }, at: Date): Promise<TermsInForce> {
  const [row] = await db
    .select()
    .from(commissionTerms)
    .where(and(eq(commissionTerms.businessId, business._id), lte(commissionTerms.effectiveFrom, at.toISOString())))
    .orderBy(desc(commissionTerms.effectiveFrom), desc(commissionTerms.createdAt))
    .limit(1);
  if (row) return { termsId: row._id, rate: row.rate, fixedFee: row.fixedFee };
  return { termsId: null, rate: await defaultCommissionRate(db, business.type), fixedFee: ZERO };
}
