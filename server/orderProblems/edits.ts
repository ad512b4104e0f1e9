import { and, eq, max } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import { sumMoney } from '../../src/domain/money';
import type { OrderStatus } from '../../src/domain/orders';
import { planEdit } from '../../src/domain/orderProblems';
import type { RequestUser } from '../access';
import { audit } from '../audit/record';
import { putBackStock } from '../catalogue/stock';
import type { AppContext } from '../context';
import { orders, orderVersions } from '../db/schema';
import { ApiError } from '../errors';
import { announceChange, decidableOrder, loadOrder } from '../orders/records';

/**
 * The business (or an admin) lowering quantities of an accepted order before pickup, a line at 0 when it is
 * unavailable: the order's row is locked, its lines and total rewritten, the units taken back into stock, and the
 * change kept as the next version of the order (who, when, before → after). The customer hears of it live.
 */
export async function editOrder(ctx: AppContext, user: RequestUser, id: string, changes: { line?: unknown; quantity?: unknown }[]) {
  const { order: seen } = await decidableOrder(ctx, user, id, { typeOrder: 'order' });
  const now = ctx.now();
  const changedByName = user.actor?.name ?? user.name;
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders._id, id)).for('update');
    const plan = planEdit(order!.statusOrders as OrderStatus, order!.orders, changes);
    if (!plan.ok) throw new ApiError(plan.code === 'orderNotEditable' ? 409 : 400, plan.message, undefined, plan.code);
    const totalPrix = sumMoney([plan.goods, order!.deleveryFee]);
    const [{ last } = { last: null }] = await tx
      .select({ last: max(orderVersions.version) })
      .from(orderVersions)
      .where(eq(orderVersions.orderId, id));
    await tx.insert(orderVersions).values({
      orderId: id,
      version: (last ?? 1) + 1,
      before: { lines: order!.orders, totalPrix: order!.totalPrix },
      after: { lines: plan.lines, totalPrix },
      changedBy: user.actor?._id ?? user._id,
      changedByName,
      createdAt: now.toISOString(),
    });
    await tx
      .update(orders)
      .set({ orders: plan.lines, totalPrix, updatedAt: now.toISOString() })
      .where(and(eq(orders._id, id), eq(orders.statusOrders, order!.statusOrders)));
    await putBackStock(
      tx,
      plan.removed.map((r) => ({ ...order!.orders[r.line]!, quantity: r.quantity })),
    );
    await audit(tx, user, {
      action: 'order.edit',
      targetType: 'order',
      targetId: id,
      before: { lines: order!.orders.map((l) => ({ name: l.name, quantity: l.quantity })), totalPrix: order!.totalPrix },
      after: { lines: plan.lines.map((l) => ({ name: l.name, quantity: l.quantity })), totalPrix },
    });
  });
  const json = await loadOrder(ctx, id);
  announceChange(ctx, json, seen.businessId);
  if (seen.user_id) ctx.realtime.toUser(seen.user_id, 'orderEdited', json);
  return { msg: MSG.orderUpdated, order: json };
}
