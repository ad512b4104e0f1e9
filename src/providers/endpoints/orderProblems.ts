import { operation, param, type EndpointParams, type EndpointTable, type RequestBody } from './types';

/** The Idempotency-Key a refund is sent with (meta.idempotencyKey): a retried click counts once. */
const idempotency = (p: EndpointParams): Record<string, string> =>
  typeof p.meta?.idempotencyKey === 'string' && p.meta.idempotencyKey ? { 'Idempotency-Key': p.meta.idempotencyKey } : {};

/** An order gone wrong (issue 43): its cancellation, changes before pickup, refunds, disputes and who pays. Meta { id } is the order's. */
export const orderProblemsEndpoints: EndpointTable = {
  orderProblems: {
    /** GET /api/orders/{id}/problems: the cancellation, refunds, versions and changes of who pays. */
    get: operation('getOrderProblems', { method: 'GET', path: (p) => `/orders/${param(p, 'id')}/problems` }),
    /** The business after accepting, an admin before delivery: { reason, note?, liable? } → { msg, order }. */
    cancel: operation('cancelOrder', {
      method: 'POST',
      path: (p) => `/orders/${param(p, 'id')}/cancel`,
      body: (p) => p.variables as RequestBody<'cancelOrder'>,
    }),
    /** Lower quantities before pickup: { lines: [{ line, quantity }] } → { msg, order }. */
    edit: operation('editOrder', {
      method: 'POST',
      path: (p) => `/orders/${param(p, 'id')}/edit`,
      body: (p) => p.variables as RequestBody<'editOrder'>,
    }),
    /** An admin refunds a delivered order, whole or by lines, with meta.idempotencyKey. */
    refund: operation('refundOrder', {
      method: 'POST',
      path: (p) => `/admin/orders/${param(p, 'id')}/refunds`,
      body: (p) => p.variables as RequestBody<'refundOrder'>,
      headers: idempotency,
    }),
    /** An admin changes who bears the cancellation (no refundId) or a refund: { refundId?, liable, note }. */
    liability: operation('setLiability', {
      method: 'PUT',
      path: (p) => `/admin/orders/${param(p, 'id')}/liability`,
      body: (p) => p.variables as RequestBody<'setLiability'>,
    }),
    /** The owner or a manager disputes a refund charged to the business: meta { refundId }, { comment }. */
    dispute: operation('disputeRefund', {
      method: 'POST',
      path: (p) => `/refunds/${param(p, 'refundId')}/dispute`,
      body: (p) => p.variables as RequestBody<'disputeRefund'>,
    }),
  },
};
