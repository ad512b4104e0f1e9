import type { components } from '../../api/openapi';
import type { Answer } from '../../api/types';

// An order gone wrong as the contract declares it (amounts in dh, times ISO 8601): a server change to these
// answers fails the type check in the screens that read them.
type Schemas = components['schemas'];

/** An order's cancellation: by whom, why, whether the business had accepted, who bears it. */
export type Cancellation = Schemas['Cancellation'];
export type Dispute = Schemas['Dispute'];
export type Refund = Schemas['Refund'];
export type RefundLine = Refund['lines'][number];
/** GET /api/orders/{id}/problems: everything that went wrong with one order. */
export type OrderProblems = Answer<'getOrderProblems'>;
export type OrderVersion = OrderProblems['versions'][number];
export type LiabilityChange = OrderProblems['liabilityChanges'][number];

/** What a desk or an admin may do to an order gone wrong, from the reader's role. */
export interface ProblemRights {
  /** An admin: cancel any order before delivery, refund delivered ones, change who pays. */
  admin: boolean;
  /** The owner or a manager (not desk staff): dispute a refund charged to the business. */
  mayDispute: boolean;
}
