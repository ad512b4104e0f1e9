import type { Answer } from '../../api/types';

/** One closed statement on the admin's payouts list (GET /admin/payouts), amounts in dh as the API sends them. */
export type PayoutRow = Answer<'listPayouts'>['data'][number];

/** What recording payouts answered for each statement. */
export type PayoutResult = Answer<'recordPayouts'>['results'][number];
export type { PayoutOutcome } from '../../domain/payouts';

/** The two lists of the screen: statements still to settle, and settled ones. */
export { PAYOUT_STATUSES as PAYOUT_VIEWS, type PayoutStatus as PayoutView } from '../../domain/payouts';

/** What the list is narrowed by (in the address). */
export interface PayoutFilters {
  type?: string;
  search?: string;
  weekStart?: string;
}

/** One closed statement (GET /payments/{businessId}/statements/{statementId}), amounts in dh. */
export type Statement = Answer<'getStatement'>;
export type StatementSummaryDh = Statement['summary'];
