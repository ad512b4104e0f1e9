import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { disputeDeadline, linesAmount } from '../../src/domain/orderProblems';
import { toDirhams } from '../../src/domain/money';
import type { AppContext } from '../context';
import { businesses, orders, refundDisputes, refunds } from '../db/schema';

const refundBusiness = alias(businesses, 'refund_business');

const iso = (moment: string | null) => (moment ? new Date(moment).toISOString() : null);

interface RefundRow {
  refund: typeof refunds.$inferSelect;
  order: { commandNumber: number; lines: (typeof orders.$inferSelect)['orders'] };
  business: { _id: string; name: string; type: string } | null;
  dispute: typeof refundDisputes.$inferSelect | null;
}

/** A refund as the API answers it (server/orderProblems/answers.ts Refund): its lines named and priced, its dispute. */
export function serializeRefund({ refund, order, business, dispute }: RefundRow) {
  const lines = refund.picks.map((p) => ({
    line: p.line,
    name: order.lines[p.line]?.name ?? '',
    quantity: p.quantity,
    reason: p.reason,
    amount: toDirhams(order.lines[p.line] ? linesAmount(order, [p]) : refund.goods),
  }));
  return {
    _id: refund._id,
    orderId: refund.orderId,
    commandNumber: order.commandNumber,
    business: business?._id ? business : null,
    whole: refund.whole,
    lines,
    amount: toDirhams(refund.amount),
    goods: toDirhams(refund.goods),
    liable: refund.liable,
    charge: toDirhams(refund.charge),
    note: refund.note,
    createdByName: refund.createdByName,
    createdAt: iso(refund.createdAt)!,
    disputeDeadline: disputeDeadline(refund.createdAt),
    dispute: dispute?._id
      ? {
          _id: dispute._id,
          comment: dispute.comment,
          status: dispute.status,
          openedByName: dispute.openedByName,
          createdAt: iso(dispute.createdAt)!,
          decidedByName: dispute.decidedByName,
          decisionNote: dispute.decisionNote,
          decidedAt: iso(dispute.decidedAt),
        }
      : null,
  };
}
export type RefundJson = ReturnType<typeof serializeRefund>;

/** The query every refund list starts from: refunds with their order's number and lines, business and dispute. */
export function refundsQuery(ctx: AppContext) {
  return ctx.db
    .select({
      refund: refunds,
      order: { commandNumber: orders.commandNumber, lines: orders.orders },
      business: { _id: refundBusiness._id, name: refundBusiness.name, type: refundBusiness.type },
      dispute: refundDisputes,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders._id, refunds.orderId))
    .leftJoin(refundBusiness, eq(refundBusiness._id, refunds.businessId))
    .leftJoin(refundDisputes, eq(refundDisputes.refundId, refunds._id))
    .$dynamic();
}

/** Refunds matching `where`, newest first (a page when `limit` is given). */
export async function loadRefunds(
  ctx: AppContext,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<RefundJson[]> {
  const query = refundsQuery(ctx).where(where).orderBy(desc(refunds.createdAt), desc(refunds._id));
  if (page) query.limit(page.limit).offset(page.offset);
  return (await query).map((row) => serializeRefund(row as RefundRow));
}

export async function loadRefund(ctx: AppContext, id: string): Promise<RefundJson | null> {
  const [refund] = await loadRefunds(ctx, eq(refunds._id, id));
  return refund ?? null;
}
