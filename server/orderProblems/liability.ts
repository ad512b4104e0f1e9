import { and, eq } from 'drizzle-orm';
import { entriesDifference, refundCharge, type LiableParty } from '../../src/domain/orderProblems';
import { centimes } from '../../src/domain/money';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import type { RequestUser } from '../access';
import { audit } from '../audit/record';
import type { Db } from '../db/client';
import { liabilityChanges, orderCancellations, orders, refunds } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { cancellationAmounts, writeSourced } from '../ledger/problems';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LiabilityChangeInput {
  orderId: string;
  /** The refund whose party changes; none: the order's cancellation. */
  refundId?: string;
  liable: LiableParty;
  note: string;
}

/**
 * Changes who bears a cancellation or a refund, inside `tx`: the row is locked, the party changed, the change
 * kept with its note, and the ledger moved by the difference between what the old and the new party write (entries
 * carrying the change's id). Also how a reversed dispute gives a refund's charge back (to the platform).
 */
export async function changeLiability(tx: Tx, user: RequestUser, input: LiabilityChangeInput, at: Date): Promise<void> {
  const changedByName = user.actor?.name ?? user.name;
  if (input.refundId) {
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds._id, input.refundId), eq(refunds.orderId, input.orderId)))
      .for('update');
    if (!refund) throw notFound(SERVER_MSG.refundNotFound);
    if (refund.liable === input.liable) throw new ApiError(409, SERVER_MSG.liableUnchanged, undefined, 'liableUnchanged');
    const charge = refund.businessId ? refundCharge(refund.goods, input.liable) : refund.charge;
    const [change] = await tx
      .insert(liabilityChanges)
      .values({
        orderId: input.orderId,
        refundId: refund._id,
        from: refund.liable,
        to: input.liable,
        note: input.note,
        changedBy: user._id,
        changedByName,
        createdAt: at.toISOString(),
      })
      .returning({ _id: liabilityChanges._id });
    await tx.update(refunds).set({ liable: input.liable, charge }).where(eq(refunds._id, refund._id));
    if (refund.businessId)
      await writeSourced(
        tx,
        { id: change!._id, businessId: refund.businessId, orderId: input.orderId, at },
        { refund: centimes(charge - refund.charge) },
      );
    await audit(tx, user, {
      action: 'order.liability',
      targetType: 'order',
      targetId: input.orderId,
      before: { refund: refund._id, liable: refund.liable, charge: refund.charge },
      after: { refund: refund._id, liable: input.liable, charge, note: input.note },
    });
    return;
  }
  const [cancellation] = await tx.select().from(orderCancellations).where(eq(orderCancellations.orderId, input.orderId)).for('update');
  if (!cancellation) throw new ApiError(409, SERVER_MSG.orderNotCancelled, undefined, 'orderNotCancelled');
  if (cancellation.liable === input.liable) throw new ApiError(409, SERVER_MSG.liableUnchanged, undefined, 'liableUnchanged');
  const [order] = await tx.select().from(orders).where(eq(orders._id, input.orderId));
  const before = await cancellationAmounts(tx, order!, cancellation.liable, cancellation.accepted);
  const after = await cancellationAmounts(tx, order!, input.liable, cancellation.accepted);
  const [change] = await tx
    .insert(liabilityChanges)
    .values({
      orderId: input.orderId,
      from: cancellation.liable,
      to: input.liable,
      note: input.note,
      changedBy: user._id,
      changedByName,
      createdAt: at.toISOString(),
    })
    .returning({ _id: liabilityChanges._id });
  await tx.update(orderCancellations).set({ liable: input.liable }).where(eq(orderCancellations.orderId, input.orderId));
  if (before && after && order!.businessId)
    await writeSourced(
      tx,
      { id: change!._id, businessId: order!.businessId, orderId: input.orderId, at },
      entriesDifference(before, after),
    );
  await audit(tx, user, {
    action: 'order.liability',
    targetType: 'order',
    targetId: input.orderId,
    before: { liable: cancellation.liable },
    after: { liable: input.liable, note: input.note },
  });
}
