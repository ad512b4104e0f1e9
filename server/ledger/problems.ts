import { cancellationEntries, type LiableParty } from '../../src/domain/orderProblems';
import type { LedgerKind } from '../../src/domain/commission';
import type { Centimes } from '../../src/domain/money';
import type { Db } from '../db/client';
import { ledgerEntries, orders } from '../db/schema';
import { commissionTaxRate } from '../commission/settings';
import { termsReader } from '../commission/terms';
import { orderTerms, writeEntries } from './delivery';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

/** What a cancellation of `order` writes for its business with this party liable (none for Easy Market). */
export async function cancellationAmounts(tx: Pick<Db, 'select'>, order: OrderRow, liable: LiableParty, accepted: boolean) {
  if (!order.businessId || order.kind === 'grocery') return null;
  return cancellationEntries(order, await orderTerms(order, termsReader(tx)), await commissionTaxRate(tx), liable, accepted);
}

/** A cancellation's entries, written once per order and kind in the transaction that cancels it. */
export async function recordCancellation(tx: Tx, order: OrderRow, liable: LiableParty, accepted: boolean, at: Date): Promise<void> {
  const amounts = await cancellationAmounts(tx, order, liable, accepted);
  if (!amounts) return;
  await writeEntries(
    tx,
    Object.entries(amounts)
      .filter(([, amount]) => amount !== 0)
      .map(([kind, amount]) => ({
        businessId: order.businessId!,
        orderId: order._id,
        kind: kind as LedgerKind,
        amount,
        occurredAt: at.toISOString(),
      })),
  );
}

/**
 * Entries written by something else than the order's delivery or cancellation (a refund, a reversed dispute, a
 * change of the party liable): each carries its source's id, so a source writes each kind once.
 */
export async function writeSourced(
  tx: Pick<Db, 'insert'>,
  source: { id: string; businessId: string; orderId: string; at: Date },
  amounts: Partial<Record<LedgerKind, Centimes>>,
): Promise<void> {
  const rows = Object.entries(amounts)
    .filter(([, amount]) => amount !== undefined && amount !== 0)
    .map(([kind, amount]) => ({
      businessId: source.businessId,
      orderId: source.orderId,
      sourceId: source.id,
      kind: kind as LedgerKind,
      amount: amount!,
      occurredAt: source.at.toISOString(),
    }));
  if (!rows.length) return;
  await tx
    .insert(ledgerEntries)
    .values(rows)
    .onConflictDoNothing({ target: [ledgerEntries.sourceId, ledgerEntries.kind] });
}
