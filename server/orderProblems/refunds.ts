import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { ZERO } from '../../src/domain/money';
import { planRefund, refundCharge, refundedSoFar, type RefundPick } from '../../src/domain/orderProblems';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import type { RequestUser } from '../access';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import { orders, refunds } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { writeSourced } from '../ledger/problems';
import { digestOf, isUniqueViolation, keyOf } from '../orders/idempotency';
import { loadRefund, type RefundJson } from './refundRows';
import { scheduleRefundNotices } from './refundNotices';

export interface RefundInput {
  whole?: boolean;
  reason?: unknown;
  lines?: { line?: unknown; quantity?: unknown; reason?: unknown }[];
  note?: string | null;
}

/** The refund an earlier request with this admin's key made, or null; 422 when that key came with another request. */
async function refundOfKey(ctx: AppContext, admin: RequestUser, key: string, digest: string): Promise<RefundJson | null> {
  const [row] = await ctx.db
    .select({ _id: refunds._id, digest: refunds.requestDigest })
    .from(refunds)
    .where(and(eq(refunds.createdBy, admin._id), eq(refunds.idempotencyKey, key)));
  if (!row) return null;
  if (row.digest !== digest) throw new ApiError(422, SERVER_MSG.idempotencyKeyOtherRefund);
  return loadRefund(ctx, row._id);
}

/**
 * An admin refunding a delivered order, whole or by lines. The order's row is locked while its earlier refunds
 * are read, so two refunds at once on any nodes are checked one after the other against what was paid. The
 * refund and what it charges the business (a `refund` ledger entry) are written together; a retried request with
 * the same Idempotency-Key answers the first refund (`created: false`) and writes nothing.
 */
export async function refundOrder(
  ctx: AppContext,
  admin: RequestUser,
  orderId: string,
  input: RefundInput,
  req: FastifyRequest,
): Promise<{ refund: RefundJson; created: boolean }> {
  const key = keyOf(req);
  const digest = digestOf({ orderId, input });
  if (key) {
    const earlier = await refundOfKey(ctx, admin, key, digest);
    if (earlier) return { refund: earlier, created: false };
  }
  const now = ctx.now();
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders._id, orderId)).for('update');
      if (!order) throw notFound(MSG.orderNotFound);
      if (order.statusOrders !== 'succes') throw new ApiError(409, SERVER_MSG.refundNeedsDelivery, undefined, 'refundNeedsDelivery');
      const earlier = await tx.select({ amount: refunds.amount, picks: refunds.picks }).from(refunds).where(eq(refunds.orderId, orderId));
      const plan = planRefund(
        { lines: order.orders, totalPrix: order.totalPrix, deleveryFee: order.deleveryFee },
        refundedSoFar(earlier),
        input.whole ? { whole: true, reason: input.reason } : { lines: input.lines ?? [] },
      );
      if (!plan.ok) {
        const conflict = plan.code === 'refundExceedsPaid' || plan.code === 'refundExceedsLine' || plan.code === 'refundNothingLeft';
        throw new ApiError(conflict ? 409 : 400, plan.message, undefined, plan.code);
      }
      // Easy Market orders have no partner to charge: the marketplace bears them.
      const liable = order.businessId ? plan.liable : 'platform';
      const charge = order.businessId ? refundCharge(plan.goods, liable) : ZERO;
      const [row] = await tx
        .insert(refunds)
        .values({
          orderId,
          businessId: order.businessId,
          whole: Boolean(input.whole),
          picks: plan.picks satisfies RefundPick[],
          amount: plan.amount,
          goods: plan.goods,
          liable,
          charge,
          note: input.note?.trim() || null,
          createdBy: admin._id,
          createdByName: admin.name,
          idempotencyKey: key ?? null,
          requestDigest: key ? digest : null,
          createdAt: now.toISOString(),
        })
        .returning({ _id: refunds._id });
      if (order.businessId) await writeSourced(tx, { id: row!._id, businessId: order.businessId, orderId, at: now }, { refund: charge });
      await tx
        .update(orders)
        .set({ updatedAt: sql`now()` })
        .where(eq(orders._id, orderId));
      await audit(tx, admin, {
        action: 'order.refund',
        targetType: 'order',
        targetId: orderId,
        after: { refund: row!._id, amount: plan.amount, goods: plan.goods, liable, charge, picks: plan.picks },
      });
      if (order.businessId && charge !== 0) await scheduleRefundNotices(tx, ctx, row!._id, order.businessId, now);
      return row!._id;
    });
  } catch (error) {
    // The same key sent twice at once: the second insert meets the first's; answer the first.
    if (key && isUniqueViolation(error)) {
      const earlier = await refundOfKey(ctx, admin, key, digest);
      if (earlier) return { refund: earlier, created: false };
    }
    throw error;
  }
  ctx.jobs.poke();
  return { refund: (await loadRefund(ctx, id))!, created: true };
}
