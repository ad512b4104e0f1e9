import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ADMIN_CANCEL_REASONS,
  BUSINESS_CANCEL_REASONS,
  CANCEL_REASONS,
  CUSTOMER_CANCEL_REASONS,
  DISPUTE_DECISIONS,
  isLiableParty,
  isRefundReason,
  LIABLE_PARTIES,
  MAX_PROBLEM_NOTE,
  REFUND_REASONS,
} from '../../src/domain/orderProblems';
import { MAX_LINES, MAX_QUANTITY } from '../../src/domain/orderLines';
import { SERVER_MSG, type ServerMessageKey } from '../../src/domain/serverMessages';
import { ref } from '../answers';
import type { AppContext } from '../context';
import { ApiError, badRequest } from '../errors';
import { IdempotencyHeaders } from '../orders/idempotency';
import { OrderChange } from '../orders/answers';
import { announceChange, decidableOrder, loadOrder } from '../orders/records';
import { bodyOf, Id, oneOf, params, Text, typed } from '../schemas';
import { OrderProblems, Refund } from './answers';
import { cancelOrder } from './cancel';
import { decideDispute, disputeRefund } from './disputes';
import { editOrder } from './edits';
import { changeLiability } from './liability';
import { loadOrderProblems } from './problems';
import { refundOrder } from './refunds';
import { handleRefundNotices } from './refundNotices';

const OWNERS = ['restaurant_owner', 'store_owner', 'services_owner'] as const;
const ADMIN = { roles: ['admin'] } as const;
const BUSINESS_OR_ADMIN = { roles: ['admin', ...OWNERS] } as const;
const ofOrder = params({ id: Id });

const Note = (description: string) =>
  Type.Optional(
    Type.Union([Text({ maxLength: MAX_PROBLEM_NOTE }), Type.Null()], {
      description: `${description}; at most ${MAX_PROBLEM_NOTE} characters`,
    }),
  );
const Liable = oneOf(LIABLE_PARTIES, 'business, platform or split (50/50)');

/** A refused problem body in the rules' words: the first field the schema would refuse, by its rule's code. */
function problemRefusal(rules: Record<string, (value: unknown) => ServerMessageKey | null>) {
  return (body: unknown): ApiError | undefined => {
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    for (const [field, rule] of Object.entries(rules)) {
      const code = rule(b[field]);
      if (code) return badRequest(SERVER_MSG[code], code);
    }
    return undefined;
  };
}
const noteRule = (value: unknown) =>
  value === undefined || value === null
    ? null
    : typeof value !== 'string' || value.trim().length > MAX_PROBLEM_NOTE
      ? 'problemNoteTooLong'
      : null;
const requiredNoteRule = (value: unknown) => (typeof value !== 'string' || !value.trim() ? 'problemNoteRequired' : noteRule(value));
const reasonRule = (reasons: readonly string[]) => (value: unknown) =>
  typeof value === 'string' && reasons.includes(value) ? null : 'cancelReasonInvalid';
const liableRule = (value: unknown) => (value === undefined || isLiableParty(value) ? null : 'liableInvalid');
const refundLinesRule = (value: unknown) => {
  if (value === undefined) return null;
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_LINES) return 'refundLinesInvalid';
  for (const l of value as Record<string, unknown>[]) {
    if (!l || typeof l !== 'object' || !Number.isInteger(l.line) || !Number.isInteger(l.quantity) || (l.quantity as number) < 1)
      return 'refundLinesInvalid';
    if (!isRefundReason(l.reason)) return 'refundReasonInvalid';
  }
  return null;
};

const CancelBody = bodyOf({
  reason: oneOf(CANCEL_REASONS, `The business: ${BUSINESS_CANCEL_REASONS.join(', ')}; an admin: ${ADMIN_CANCEL_REASONS.join(', ')}`),
  note: Note('Required for the reason "other"'),
  liable: Type.Optional(Liable),
});
const CustomerCancelBody = bodyOf({
  reason: oneOf(CUSTOMER_CANCEL_REASONS, 'Why the customer cancels'),
  note: Note('Required for "other"'),
});
const LinePick = bodyOf({
  line: Type.Integer({ minimum: 0, maximum: MAX_LINES - 1, description: 'The line’s index in the order’s `orders`' }),
  quantity: Type.Integer({
    minimum: 1,
    maximum: MAX_QUANTITY,
    description: 'Units refunded, at most the line’s quantity less earlier refunds',
  }),
  reason: oneOf(REFUND_REASONS),
});
const RefundBody = bodyOf({
  whole: Type.Optional(
    Type.Boolean({ description: 'Refund what is left of the whole order (delivery fee included); then `reason` is required' }),
  ),
  reason: Type.Optional(oneOf(REFUND_REASONS, 'The whole order’s reason')),
  lines: Type.Optional(Type.Array(LinePick, { minItems: 1, maxItems: MAX_LINES, description: 'The lines refunded (when not whole)' })),
  note: Note('What the admin wants to keep'),
});
const LiabilityBody = bodyOf({
  refundId: Type.Optional(Id),
  liable: Liable,
  note: Text({ minLength: 1, maxLength: MAX_PROBLEM_NOTE, description: `Why, 1 to ${MAX_PROBLEM_NOTE} characters` }),
});
const DisputeBody = bodyOf({
  comment: Text({ minLength: 1, maxLength: MAX_PROBLEM_NOTE, description: `1 to ${MAX_PROBLEM_NOTE} characters` }),
});
const DecisionBody = bodyOf({
  decision: oneOf(DISPUTE_DECISIONS, 'uphold: the charge stays; reverse: it goes to the platform'),
  note: Note('The admin’s reasons'),
});
const EditBody = bodyOf({
  lines: Type.Array(
    bodyOf({
      line: Type.Integer({ minimum: 0, maximum: MAX_LINES - 1, description: 'The line’s index in the order’s `orders`' }),
      quantity: Type.Integer({ minimum: 0, maximum: MAX_QUANTITY, description: 'Lower than now; 0 when the line is unavailable' }),
    }),
    { minItems: 1, maxItems: MAX_LINES },
  ),
});

/** When an order goes wrong (src/domain/orderProblems.ts): cancellations, edits before pickup, refunds, disputes, who pays. */
export async function orderProblemRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  handleRefundNotices(ctx);
  /** A refund or a decision changes what the order's detail shows: its business's desks and the admins refresh it. */
  const tellOrderChanged = async (orderId: string) => {
    const order = await loadOrder(ctx, orderId);
    announceChange(ctx, order, order.business?._id ?? null);
  };
  const orderOfBusiness = (req: { user?: unknown; params: unknown }) =>
    decidableOrder(ctx, req.user as never, (req.params as { id: string }).id);

  api.post(
    '/api/client/orders/:id/cancel',
    {
      config: {
        access: { roles: ['client'] },
        refusal: { body: problemRefusal({ reason: reasonRule(CUSTOMER_CANCEL_REASONS), note: noteRule }) },
      },
      schema: {
        operationId: 'cancelMyOrder',
        summary: 'Cancel my order before the business answers (customer)',
        params: ofOrder,
        body: CustomerCancelBody,
        response: { 200: OrderChange },
      },
    },
    async (req) => cancelOrder(ctx, req.user!, req.params.id, req.body),
  );

  api.post(
    '/api/orders/:id/cancel',
    {
      config: {
        access: BUSINESS_OR_ADMIN,
        ownerFirst: orderOfBusiness,
        refusal: { body: problemRefusal({ reason: reasonRule(CANCEL_REASONS), note: noteRule, liable: liableRule }) },
      },
      schema: {
        operationId: 'cancelOrder',
        summary: 'Cancel an order (the business after accepting, an admin before delivery)',
        params: ofOrder,
        body: CancelBody,
        response: { 200: OrderChange },
      },
    },
    async (req) => cancelOrder(ctx, req.user!, req.params.id, req.body),
  );

  api.post(
    '/api/orders/:id/edit',
    {
      config: {
        access: BUSINESS_OR_ADMIN,
        ownerFirst: orderOfBusiness,
        refusal: { body: () => badRequest(SERVER_MSG.editLinesInvalid, 'editLinesInvalid') },
      },
      schema: {
        operationId: 'editOrder',
        summary: 'Lower quantities of an accepted order before pickup',
        params: ofOrder,
        body: EditBody,
        response: { 200: OrderChange },
      },
    },
    async (req) => editOrder(ctx, req.user!, req.params.id, req.body.lines),
  );

  api.get(
    '/api/orders/:id/problems',
    {
      config: { access: BUSINESS_OR_ADMIN },
      schema: {
        operationId: 'getOrderProblems',
        summary: "An order's cancellation, refunds, disputes and versions",
        params: ofOrder,
        response: { 200: OrderProblems },
      },
    },
    async (req) => loadOrderProblems(ctx, (await decidableOrder(ctx, req.user!, req.params.id)).order),
  );

  api.post(
    '/api/admin/orders/:id/refunds',
    {
      config: {
        access: ADMIN,
        refusal: {
          body: problemRefusal({
            reason: (v) => (v === undefined || isRefundReason(v) ? null : 'refundReasonInvalid'),
            lines: refundLinesRule,
            note: noteRule,
          }),
        },
      },
      schema: {
        operationId: 'refundOrder',
        summary: 'Refund a delivered order, whole or by lines (admin)',
        params: ofOrder,
        headers: IdempotencyHeaders,
        body: RefundBody,
        response: { 200: ref(Refund), 201: ref(Refund) },
      },
    },
    async (req, reply) => {
      const body = req.body;
      if (!body.whole && !body.lines) throw badRequest(SERVER_MSG.refundLinesInvalid, 'refundLinesInvalid');
      if (body.whole && body.reason === undefined) throw badRequest(SERVER_MSG.refundReasonInvalid, 'refundReasonInvalid');
      const { refund, created } = await refundOrder(ctx, req.user!, req.params.id, body, req);
      if (created) await tellOrderChanged(refund.orderId);
      return reply.code(created ? 201 : 200).send(refund);
    },
  );

  api.put(
    '/api/admin/orders/:id/liability',
    {
      config: {
        access: ADMIN,
        refusal: { body: problemRefusal({ liable: (v) => (isLiableParty(v) ? null : 'liableInvalid'), note: requiredNoteRule }) },
      },
      schema: {
        operationId: 'setLiability',
        summary: 'Change who bears a cancellation or a refund (admin)',
        params: ofOrder,
        body: LiabilityBody,
        response: { 200: OrderProblems },
      },
    },
    async (req) => {
      const { order } = await decidableOrder(ctx, req.user!, req.params.id);
      await ctx.db.transaction((tx) =>
        changeLiability(
          tx,
          req.user!,
          { orderId: order._id, refundId: req.body.refundId, liable: req.body.liable, note: req.body.note.trim() },
          ctx.now(),
        ),
      );
      return loadOrderProblems(ctx, order);
    },
  );

  api.post(
    '/api/refunds/:refundId/dispute',
    {
      config: { access: { roles: OWNERS }, refusal: { body: problemRefusal({ comment: requiredNoteRule }) } },
      schema: {
        operationId: 'disputeRefund',
        summary: 'Dispute a refund charged to my business (within 7 days)',
        params: params({ refundId: Id }),
        body: DisputeBody,
        response: { 200: ref(Refund) },
      },
    },
    async (req) => disputeRefund(ctx, req.user!, req.params.refundId, req.body.comment),
  );

  api.post(
    '/api/admin/disputes/:disputeId/decision',
    {
      config: {
        access: ADMIN,
        refusal: {
          body: problemRefusal({
            decision: (v) => ((DISPUTE_DECISIONS as readonly unknown[]).includes(v) ? null : 'disputeDecisionInvalid'),
            note: noteRule,
          }),
        },
      },
      schema: {
        operationId: 'decideDispute',
        summary: 'Uphold or reverse a dispute (admin)',
        params: params({ disputeId: Id }),
        body: DecisionBody,
        response: { 200: ref(Refund) },
      },
    },
    async (req) => {
      const refund = await decideDispute(ctx, req.user!, req.params.disputeId, req.body.decision, req.body.note);
      await tellOrderChanged(refund.orderId);
      return refund;
    },
  );
}
