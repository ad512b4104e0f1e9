import { asc, eq } from 'drizzle-orm';
import { centimes, sumMoney, toCentimes, toDirhams, type Centimes } from '../../src/domain/money';
import type { AppContext } from '../context';
import { liabilityChanges, orderCancellations, orders, orderVersions, refunds, type OrderLine } from '../db/schema';
import { cancellationJson } from '../orders/records';
import { loadRefunds } from './refundRows';

const iso = (moment: string) => new Date(moment).toISOString();
const versionSide = (side: { lines: OrderLine[]; totalPrix: Centimes }) => ({
  lines: side.lines.map((l) => ({ name: l.name, quantity: l.quantity, prixTotal: toDirhams(l.prixTotal) })),
  totalPrix: toDirhams(side.totalPrix),
});

/** Everything that went wrong with an order: its cancellation, refunds (with disputes), versions and changes of party. */
export async function loadOrderProblems(ctx: AppContext, order: typeof orders.$inferSelect) {
  const [cancellation, refundList, versions, changes] = await Promise.all([
    ctx.db.select().from(orderCancellations).where(eq(orderCancellations.orderId, order._id)),
    loadRefunds(ctx, eq(refunds.orderId, order._id)),
    ctx.db.select().from(orderVersions).where(eq(orderVersions.orderId, order._id)).orderBy(asc(orderVersions.version)),
    ctx.db.select().from(liabilityChanges).where(eq(liabilityChanges.orderId, order._id)).orderBy(asc(liabilityChanges.createdAt)),
  ]);
  const refunded = sumMoney(refundList.map((r) => toCentimes(r.amount)));
  return {
    orderId: order._id,
    cancellation: cancellation[0] ? cancellationJson(cancellation[0]) : null,
    refunds: refundList,
    refunded: toDirhams(refunded),
    refundable: toDirhams(order.statusOrders === 'succes' ? centimes(Math.max(0, order.totalPrix - refunded)) : centimes(0)),
    versions: versions.map((v) => ({
      version: v.version,
      changedByName: v.changedByName,
      createdAt: iso(v.createdAt),
      before: versionSide(v.before),
      after: versionSide(v.after),
    })),
    liabilityChanges: changes.map((c) => ({
      refundId: c.refundId,
      from: c.from,
      to: c.to,
      note: c.note,
      changedByName: c.changedByName,
      createdAt: iso(c.createdAt),
    })),
  };
}
