import type { Answer } from '../../api/types';

/** A cancelled or late order as the desk lists it (the contract's Order), amounts in dh. */
export type ProblemOrder = Answer<'listCancelledOrders'>['data'][number];
/** A refund with its lines, its charge and its dispute (the contract's Refund). */
export type ProblemRefund = Answer<'listProblemRefunds'>['data'][number];
/** A business's week: orders, cancellations, deliveries, refunds, and the rates in basis points. */
export type RatesRow = Answer<'listProblemRates'>['data'][number];
/** What the desk counts (the tabs' badges, the admin overview). */
export type ProblemsSummary = Answer<'getProblemsSummary'>;

export type { ProblemView } from '../../domain/problemsDesk';
export { PROBLEM_VIEWS } from '../../domain/problemsDesk';

/** What each list is narrowed by (in the address). */
export interface CancelledFilters {
  from?: string;
  to?: string;
  by?: string;
  liable?: string;
  type?: string;
  q?: string;
}
export interface RefundFilters {
  from?: string;
  to?: string;
  liable?: string;
  type?: string;
  disputed?: string;
}
export interface DisputeFilters {
  status?: string;
}
export interface LateFilters {
  type?: string;
}
export interface RatesFilters {
  weekStart?: string;
  type?: string;
}
