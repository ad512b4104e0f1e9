import { dayIn, momentOfWallClock, offsetMinutes, type TimeZone } from './clock';
import type { LedgerKind } from './commission';
import { sumMoney, ZERO, type Centimes } from './money';

/**
 * A partner's weekly statement: the ledger entries of a week, Monday 00:00 to Sunday 24:00 on Morocco's clock,
 * summed. Once closed it never changes; an entry dated in a closed week is written into the next statement
 * closed, as a late adjustment.
 */
export const STATEMENT_CLOCK: TimeZone = 'Africa/Casablanca';

export const STATEMENT_STATUSES = ['open', 'closed', 'paid'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

const DAY_MS = 86_400_000;

export interface Week {
  /** The Monday it starts on, "YYYY-MM-DD" on Morocco's calendar: a statement's key. */
  weekStart: string;
  /** Monday 00:00 in Morocco. */
  start: Date;
  /** The next Monday 00:00 in Morocco: the week holds the moments before it. */
  end: Date;
}

/** The week starting on a Monday ("YYYY-MM-DD"); null for any other day or text. */
export function weekStartingOn(day: string): Week | null {
  if (!/^\d{4}-\d\d-\d\d$/.test(day)) return null;
  const wallMs = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(wallMs) || new Date(wallMs).toISOString().slice(0, 10) !== day) return null;
  if (new Date(wallMs).getUTCDay() !== 1) return null;
  return {
    weekStart: day,
    start: momentOfWallClock(wallMs, STATEMENT_CLOCK),
    end: momentOfWallClock(wallMs + 7 * DAY_MS, STATEMENT_CLOCK),
  };
}

/** The week a moment falls in. */
export function weekOf(at: Date): Week {
  const wall = new Date(at.getTime() + offsetMinutes(at, STATEMENT_CLOCK) * 60_000);
  const sinceMonday = (wall.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) - sinceMonday * DAY_MS);
  return weekStartingOn(monday.toISOString().slice(0, 10))!;
}

/** The week after. */
export const nextWeek = (week: Week): Week => weekOf(week.end);

/** The last week that has ended at a moment (the one before the moment's own week). */
export const lastEndedWeek = (at: Date): Week => weekOf(new Date(weekOf(at).start.getTime() - 1));

/** The Sunday a week ends on ("YYYY-MM-DD"), as printed: Monday 17 to Sunday 23. */
export const weekEndDay = (week: Pick<Week, 'weekStart'>): string =>
  new Date(Date.parse(`${week.weekStart}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10);

/** An entry as a statement reads it: late when it happened before the statement's week. */
export interface StatementEntry {
  kind: LedgerKind;
  amount: Centimes;
  orderId: string | null;
  late: boolean;
}

/**
 * A statement's summary. Sales, commission, TVA and refunds are the week's own; adjustments are the late
 * entries of earlier weeks, whatever their kind; net is everything, due to the partner when positive and owed
 * by it when negative.
 */
export interface StatementSummary {
  orders: number;
  sales: Centimes;
  commission: Centimes;
  commissionTax: Centimes;
  refunds: Centimes;
  adjustments: Centimes;
  net: Centimes;
}

export const EMPTY_SUMMARY: StatementSummary = {
  orders: 0,
  sales: ZERO,
  commission: ZERO,
  commissionTax: ZERO,
  refunds: ZERO,
  adjustments: ZERO,
  net: ZERO,
};

const SUMMARY_COLUMN: Partial<Record<LedgerKind, 'sales' | 'commission' | 'commissionTax' | 'refunds'>> = {
  sales: 'sales',
  commission: 'commission',
  commission_tax: 'commissionTax',
  refund: 'refunds',
};

/** Sums a statement's entries (payouts are never on a statement: they settle one). */
export function summarize(entries: readonly StatementEntry[]): StatementSummary {
  const onTime = (kind: LedgerKind) => entries.filter((e) => !e.late && e.kind === kind).map((e) => e.amount);
  const counted = entries.filter((e) => e.kind !== 'payout');
  const summary = { ...EMPTY_SUMMARY };
  for (const [kind, column] of Object.entries(SUMMARY_COLUMN) as [LedgerKind, keyof StatementSummary][])
    (summary[column] as Centimes) = sumMoney(onTime(kind));
  summary.adjustments = sumMoney(counted.filter((e) => e.late).map((e) => e.amount));
  summary.net = sumMoney(counted.map((e) => e.amount));
  summary.orders = new Set(counted.filter((e) => !e.late && e.kind === 'sales').map((e) => e.orderId)).size;
  return summary;
}

/** The year an invoice issued at this moment is numbered in: Morocco's calendar year. */
export const invoiceYear = (issuedAt: Date): number => Number(dayIn(issuedAt, STATEMENT_CLOCK).slice(0, 4));

/** An invoice's or credit note's number: its year and its place in that year's sequence, `2026-000123`. */
export const invoiceNumber = (year: number, sequence: number): string => `${year}-${String(sequence).padStart(6, '0')}`;

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * The reconciliation's pairs, each agreeing to the centime: delivered orders' goods and the ledger's sales;
 * statements as closed and the entries on them; statements paid and the payouts written.
 */
export const RECONCILIATION_CHECKS = ['ordersToLedger', 'statementsToEntries', 'statementsToPayouts'] as const;
export type ReconciliationCheck = (typeof RECONCILIATION_CHECKS)[number];
