import { and, eq } from 'drizzle-orm';
import { checkNote, disputeRefusal, type DisputeDecision } from '../../src/domain/orderProblems';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import type { RequestUser } from '../access';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import { businesses, refundDisputes, refunds } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { isUniqueViolation } from '../orders/idempotency';
import { changeLiability } from './liability';
import { loadRefund, type RefundJson } from './refundRows';

/** The party change a reversal writes when the admin gave no note. */
const REVERSED = 'Dispute reversed';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The business disputing a refund charged to it, within DISPUTE_DAYS, once: only its owner (or a manager acting
 * for it); anyone else's refund is 404.
 */
export async function disputeRefund(ctx: AppContext, user: RequestUser, refundId: string, comment: unknown): Promise<RefundJson> {
  if (!UUID.test(refundId)) throw notFound(SERVER_MSG.refundNotFound);
  const [refund] = await ctx.db
    .select({ refund: refunds, owner: businesses.owner, disputeId: refundDisputes._id })
    .from(refunds)
    .leftJoin(businesses, eq(businesses._id, refunds.businessId))
    .leftJoin(refundDisputes, eq(refundDisputes.refundId, refunds._id))
    .where(eq(refunds._id, refundId));
  if (!refund || refund.owner !== user._id) throw notFound(SERVER_MSG.refundNotFound);
  const note = checkNote(comment, true);
  if (!note.ok) throw badRequest(SERVER_MSG[note.code], note.code);
  const refusal = disputeRefusal({ ...refund.refund, disputed: refund.disputeId !== null }, ctx.now());
  if (refusal) throw new ApiError(409, SERVER_MSG[refusal], undefined, refusal);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(refundDisputes).values({
        refundId,
        businessId: refund.refund.businessId,
        comment: note.note!,
        openedBy: user.actor?._id ?? user._id,
        openedByName: user.actor?.name ?? user.name,
        createdAt: ctx.now().toISOString(),
      });
      await audit(tx, user, {
        action: 'refund.dispute',
        targetType: 'order',
        targetId: refund.refund.orderId,
        after: { refund: refundId, comment: note.note },
      });
    });
  } catch (error) {
    // Two disputes of one refund at once: the refund's unique dispute keeps the first.
    if (isUniqueViolation(error)) throw new ApiError(409, SERVER_MSG.disputeExists, undefined, 'disputeExists');
    throw error;
  }
  const json = (await loadRefund(ctx, refundId))!;
  ctx.realtime.toAdmins('disputeOpened', json);
  return json;
}

/**
 * An admin deciding an open dispute, once (a second decision finds it decided): upheld, the charge stays;
 * reversed, the refund's cost moves to the platform and the business gets its charge back in the ledger.
 */
export async function decideDispute(
  ctx: AppContext,
  admin: RequestUser,
  disputeId: string,
  decision: DisputeDecision,
  decisionNote: unknown,
): Promise<RefundJson> {
  if (!UUID.test(disputeId)) throw notFound(SERVER_MSG.disputeNotFound);
  const note = checkNote(decisionNote, false);
  if (!note.ok) throw badRequest(SERVER_MSG[note.code], note.code);
  const now = ctx.now();
  const refundId = await ctx.db.transaction(async (tx) => {
    const [dispute] = await tx
      .update(refundDisputes)
      .set({
        status: decision === 'reverse' ? 'reversed' : 'upheld',
        decidedBy: admin._id,
        decidedByName: admin.name,
        decisionNote: note.note,
        decidedAt: now.toISOString(),
      })
      .where(and(eq(refundDisputes._id, disputeId), eq(refundDisputes.status, 'open')))
      .returning({ refundId: refundDisputes.refundId });
    if (!dispute) {
      const [exists] = await tx.select({ _id: refundDisputes._id }).from(refundDisputes).where(eq(refundDisputes._id, disputeId));
      throw exists
        ? new ApiError(409, SERVER_MSG.disputeAlreadyDecided, undefined, 'disputeAlreadyDecided')
        : notFound(SERVER_MSG.disputeNotFound);
    }
    const [refund] = await tx
      .select({ orderId: refunds.orderId, liable: refunds.liable })
      .from(refunds)
      .where(eq(refunds._id, dispute.refundId));
    if (decision === 'reverse' && refund!.liable !== 'platform')
      await changeLiability(
        tx,
        admin,
        { orderId: refund!.orderId, refundId: dispute.refundId, liable: 'platform', note: note.note ?? REVERSED },
        now,
      );
    await audit(tx, admin, {
      action: 'dispute.decide',
      targetType: 'order',
      targetId: refund!.orderId,
      after: { refund: dispute.refundId, decision, note: note.note },
    });
    return dispute.refundId;
  });
  return (await loadRefund(ctx, refundId))!;
}
