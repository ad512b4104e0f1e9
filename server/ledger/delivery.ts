import { sql } from 'drizzle-orm';
import { deliveryEntries, DELIVERY_KINDS, type CommissionTerms } from '../../src/domain/commission';
import { ZERO } from '../../src/domain/money';
import type { BusinessType } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { ledgerEntries, orders } from '../db/schema';
import { commissionTaxRate } from '../commission/settings';
import { termsReader } from '../commission/terms';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type EntryRow = typeof ledgerEntries.$inferInsert;

/**
 * A delivered order's sales, commission and TVA entries, dated `at`. Easy Market orders have no partner. An order
 * placed before commissions existed is taken under the terms in force when it was placed.
 */
export async function deliveryRows(
  tx: Pick<Db, 'select'>,
  order: OrderRow,
  at: Date,
  taxRate: number,
  termsOf = termsReader(tx),
): Promise<EntryRow[]> {
  if (!order.businessId || order.kind === 'grocery') return [];
  const amounts = deliveryEntries(order, await orderTerms(order, termsOf), taxRate);
  return DELIVERY_KINDS.map((kind) => ({
    businessId: order.businessId!,
    orderId: order._id,
    kind,
    amount: amounts[kind],
    occurredAt: at.toISOString(),
  }));
}

/** The commission terms an order is charged under: those copied on it, else those in force when it was placed. */
export async function orderTerms(order: OrderRow, termsOf: ReturnType<typeof termsReader>): Promise<CommissionTerms> {
  if (order.commissionRate !== null) return { rate: order.commissionRate, fixedFee: order.commissionFee ?? ZERO };
  return termsOf({ _id: order.businessId!, type: order.kind as BusinessType }, new Date(order.createdAt));
}

/** Writes entries, each (order, kind) once: a replayed delivery, or a backfill racing it, inserts nothing. */
export async function writeEntries(tx: Pick<Db, 'insert'>, rows: EntryRow[]): Promise<void> {
  if (!rows.length) return;
  await tx
    .insert(ledgerEntries)
    .values(rows)
    .onConflictDoNothing({ target: [ledgerEntries.orderId, ledgerEntries.kind], where: sql`${ledgerEntries.sourceId} is null` });
}

/** A delivered order's entries, written in the transaction of its status change. */
export async function recordDelivery(tx: Tx, order: OrderRow, at: Date): Promise<void> {
  await writeEntries(tx, await deliveryRows(tx, order, at, await commissionTaxRate(tx)));
}
