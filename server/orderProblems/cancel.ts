import { and, eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import { CANCELLED_STATUS, type OrderStatus } from '../../src/domain/orders';
import { planCancellation, type Canceller } from '../../src/domain/orderProblems';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import type { RequestUser } from '../access';
import { audit } from '../audit/record';
import { putBackStock } from '../catalogue/stock';
import type { AppContext } from '../context';
import { orderCancellations, orders } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { recordCancellation } from '../ledger/problems';
import { announceChange, decidableOrder, loadOrder } from '../orders/records';

type OrderRow = typeof orders.$inferSelect;

/** The order a customer may cancel: their own (404 for anyone else's, as if it did not exist). */
async function customersOrder(ctx: AppContext, user: RequestUser, id: string): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders._id, id), eq(orders.user_id, user._id)));
  if (!order) throw notFound(MSG.orderNotFound);
  return order;
}

/** Who cancels, and the order: the customer their own, the business its own (403 otherwise), an admin any. */
export async function cancellableOrder(ctx: AppContext, user: RequestUser, id: string): Promise<{ order: OrderRow; by: Canceller }> {
  if (user.role === 'client') return { order: await customersOrder(ctx, user, id), by: 'customer' };
  const { order, actor } = await decidableOrder(ctx, user, id);
  return { order, by: actor === 'admin' ? 'admin' : 'business' };
}

/**
 * Cancels an order: checks who may cancel it from its status and why, then moves it to 'annulée' only if its
 * status is still the one read (a cancel and an accept at the same moment: one of them wins, the other gets 409),
 * and, in that same transaction, records the cancellation, puts the stock back and writes what it costs whom.
 */
export async function cancelOrder(
  ctx: AppContext,
  user: RequestUser,
  id: string,
  input: { reason?: unknown; note?: unknown; liable?: unknown },
) {
  const { order, by } = await cancellableOrder(ctx, user, id);
  const from = order.statusOrders as OrderStatus;
  const plan = planCancellation(from, by, input);
  if (!plan.ok) throw new ApiError(plan.statusCode, plan.message, undefined, plan.code);
  const now = ctx.now();
  const actorName = user.actor?.name ?? user.name;
  const won = await ctx.db.transaction(async (tx) => {
    // The row as it is now (an edit may have changed its lines since it was read): what goes back and what is owed.
    const [row] = await tx
      .update(orders)
      .set({ statusOrders: CANCELLED_STATUS, updatedAt: now.toISOString() })
      .where(and(eq(orders._id, id), eq(orders.statusOrders, from)))
      .returning();
    if (!row) return false;
    await tx.insert(orderCancellations).values({
      orderId: id,
      businessId: order.businessId,
      by,
      reason: plan.reason,
      note: plan.note,
      accepted: plan.accepted,
      liable: plan.liable,
      actorId: user.actor?._id ?? user._id,
      actorName,
      createdAt: now.toISOString(),
    });
    await putBackStock(tx, row.orders);
    await recordCancellation(tx, row, plan.liable, plan.accepted, now);
    await audit(tx, user, {
      action: 'order.cancel',
      targetType: 'order',
      targetId: id,
      before: { status: from },
      after: { status: CANCELLED_STATUS, by, reason: plan.reason, note: plan.note, liable: plan.liable },
    });
    return true;
  });
  if (!won) throw new ApiError(409, SERVER_MSG.orderChangedMeanwhile);
  const json = await loadOrder(ctx, id);
  announceChange(ctx, json, order.businessId);
  if (order.user_id) ctx.realtime.toUser(order.user_id, 'orderUpdated', json);
  return { msg: MSG.orderUpdated, order: json };
}
