import { toCentimes } from '../../domain/money';
import { refundedSoFar, type RefundableOrder, type RefundedSoFar } from '../../domain/orderProblems';
import { readLine, type LineView } from '../../domain/orderLines';
import type { Refund } from './problemTypes';
import type { Order } from './types';

/** An order's lines as a screen reads them (null: the product is gone), in the order's own order. */
export const lineViews = (order: Order): (LineView | null)[] => (order.orders ?? []).map((line, i) => readLine(line, i));

/** An order in centimes as the domain's refund and edit rules read it (the API sends dh). */
export function refundableOrder(order: Order): RefundableOrder {
  return {
    lines: lineViews(order).map((view) => ({ quantity: view?.quantity ?? 0, prixTotal: toCentimes(view?.total ?? 0) })),
    totalPrix: toCentimes(order.totalPrix ?? 0),
    deleveryFee: toCentimes(order.deleveryFee ?? 0),
  };
}

/** What the order's refunds already took: units per line and the amount, for the next refund's caps. */
export const alreadyRefunded = (refunds: readonly Refund[]): RefundedSoFar =>
  refundedSoFar(
    refunds.map((r) => ({
      amount: toCentimes(r.amount),
      picks: r.lines.map((l) => ({ line: l.line, quantity: l.quantity, reason: l.reason })),
    })),
  );
