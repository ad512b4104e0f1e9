import type { OrderStatus } from './orders';

/**
 * The admin's order-problems desk: which orders are late, and how a week's rates are read. Cancellations,
 * refunds and disputes themselves follow src/domain/orderProblems.ts.
 */

/** Accepted and not yet on the road: an order in one of these is late once its ready time has passed. */
export const LATE_STATUSES: readonly OrderStatus[] = ['waiting', 'confirmé', 'confirme'];

/** Whether an order is late at `now`: accepted, not on the road, its ready time passed. */
export function isLate(order: { statusOrders: string; readyAt: string | null }, now: Date): boolean {
  return (LATE_STATUSES as readonly string[]).includes(order.statusOrders) && !!order.readyAt && Date.parse(order.readyAt) < now.getTime();
}

/** Whole minutes an order is past its ready time (0 when it is not). */
export function minutesLate(readyAt: string | null, now: Date): number {
  if (!readyAt) return 0;
  return Math.max(0, Math.floor((now.getTime() - Date.parse(readyAt)) / 60_000));
}

/** The desk's tabs, in the order they are shown. */
export const PROBLEM_VIEWS = ['cancelled', 'refunds', 'disputes', 'late', 'rates'] as const;
export type ProblemView = (typeof PROBLEM_VIEWS)[number];
