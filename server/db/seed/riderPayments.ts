import { and, eq, inArray, lt } from 'drizzle-orm';
import { buildFeeJournal, riderFeeTotal, SETTLED_STATUSES } from '../../../src/domain/riderFees';
import * as t from '../schema';
import type { Tx } from './columns';
import { ORDER_HISTORY } from './demoData';

/**
 * Each rider was last paid some days ago (at 00:00 UTC): that payment settled every finished order before
 * it, so a rider's journal shows about a week of orders, as it would in a business that pays weekly.
 */
export async function insertRiderPayments(tx: Tx, riderIds: readonly string[], now: Date) {
  const payday = new Date(now.getTime() - ORDER_HISTORY.ridersLastPaidDaysAgo * 86400_000);
  payday.setUTCHours(0, 0, 0, 0);
  for (const riderId of riderIds) {
    const settled = await tx
      .select()
      .from(t.orders)
      .where(
        and(
          eq(t.orders.rider_id, riderId),
          lt(t.orders.createdAt, payday.toISOString()),
          inArray(t.orders.statusOrders, [...SETTLED_STATUSES]),
        ),
      );
    if (settled.length === 0) continue;
    const [payment] = await tx
      .insert(t.riderPayments)
      .values({ riderId, amount: riderFeeTotal(buildFeeJournal(settled)), createdAt: payday.toISOString() })
      .returning({ _id: t.riderPayments._id });
    await tx
      .update(t.orders)
      .set({ paymentId: payment!._id })
      .where(
        inArray(
          t.orders._id,
          settled.map((o) => o._id),
        ),
      );
  }
}
