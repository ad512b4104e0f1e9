import type { Answer } from '../../api/types';
import type { BusinessType } from '../../domain/roles';

/** One closed statement on the admin's payouts list (GET /admin/payouts), amounts in dh as the API sends them. */
export interface PayoutRow {
  statementId: string;
  businessId: string;
  businessName: string;
  businessType: BusinessType;
  legalName: string | null;
  weekStart: string;
  weekEnd: string;
  net: number;
  rib: { masked: string; verified: boolean } | null;
  payout: {
    _id: string;
    amount: number;
    bankReference: string;
    recordedAt: string;
    recordedBy: { _id: string; name: string } | null;
  } | null;
}

export const PAYOUT_OUTCOMES = ['paid', 'collected', 'alreadyPaid', 'ribMissing', 'ribUnverified'] as const;
export type PayoutOutcome = (typeof PAYOUT_OUTCOMES)[number];

/** What recording payouts answered for each statement. */
export interface PayoutResult {
  statementId: string;
  outcome: PayoutOutcome;
}

/** The two lists of the screen: statements still to settle, and settled ones. */
export const PAYOUT_VIEWS = ['unpaid', 'paid'] as const;
export type PayoutView = (typeof PAYOUT_VIEWS)[number];

/** What the list is narrowed by (in the address). */
export interface PayoutFilters {
  type?: string;
  search?: string;
  weekStart?: string;
}

/** One closed statement (GET /payments/{businessId}/statements/{statementId}), amounts in dh. */
export type Statement = Answer<'getStatement'>;
export type StatementSummaryDh = Statement['summary'];
