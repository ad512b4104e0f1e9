import { centimes, hundredthsOf, hundredthsText, isPrice, shareOf, sumMoney, toCentimes, type Centimes } from './money';
import type { BusinessType } from './roles';
import { SERVER_MSG } from './serverMessages';
import type { FieldErrors } from './validation';

/**
 * What the marketplace keeps of a delivered order: a rate of the goods' price plus an optional fixed fee per
 * order (a business's commission terms), and TVA on that commission. Rates are whole basis points (15 % is
 * 1500), so every share is a fraction of integers (`shareOf`, halves up) and every amount exact centimes.
 */

/** The whole amount in basis points: 10 000 is 100 %. */
export const BASIS_POINTS = 10_000;
/** The highest fixed fee per order, in dh: far above any real fee, far below a typo. */
export const MAX_COMMISSION_FEE_DH = 1_000;
export const MAX_COMMISSION_FEE = toCentimes(MAX_COMMISSION_FEE_DH);

/** The rate a business pays while no terms of its own were set; the server keeps them as settings. */
export const DEFAULT_COMMISSION_RATES: Record<BusinessType, number> = { restaurant: 1500, store: 1000, services: 1200 };
/** TVA on the commission (20 %), a setting too. */
export const DEFAULT_COMMISSION_TAX_RATE = 2000;

export interface CommissionTerms {
  /** Basis points of the goods' price, 0 to 10 000. */
  rate: number;
  /** Per order, in centimes. */
  fixedFee: Centimes;
}

/**
 * Of a business's terms history, those in force at a moment: the latest started by then, the later written of
 * two starting together; none before the first (the type's default applies).
 */
export function termsStartedBy<T extends { effectiveFrom: string; createdAt: string }>(history: readonly T[], at: Date): T | null {
  let found: T | null = null;
  for (const row of history) {
    if (new Date(row.effectiveFrom) > at) continue;
    const later =
      !found ||
      new Date(row.effectiveFrom) > new Date(found.effectiveFrom) ||
      (new Date(row.effectiveFrom).getTime() === new Date(found.effectiveFrom).getTime() &&
        new Date(row.createdAt) >= new Date(found.createdAt));
    if (later) found = row;
  }
  return found;
}

/** The entries a delivered order writes. */
export const DELIVERY_KINDS = ['sales', 'commission', 'commission_tax'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
/**
 * The ledger's kinds of entry: a delivery's, refunds (later: cancellation charges) and payouts. A payout settles
 * a statement, so it is in the balance but on no statement.
 */
export const LEDGER_KINDS = [...DELIVERY_KINDS, 'refund', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** An order as its money is read: what the customer paid in all and for the delivery. */
export interface DeliveredOrder {
  totalPrix: Centimes;
  deleveryFee: Centimes;
}

/**
 * A delivered order's entries, signed from the partner's side: its sales (owed to it: the goods, without the
 * delivery fee), then the commission and its TVA (owed by it). A fixed fee above the sales is still charged.
 */
export function deliveryEntries(order: DeliveredOrder, terms: CommissionTerms, taxRate: number): Record<DeliveryKind, Centimes> {
  const sales = sumMoney([order.totalPrix, centimes(-order.deleveryFee)]);
  const commission = sumMoney([shareOf(sales, terms.rate, BASIS_POINTS), terms.fixedFee]);
  const tax = shareOf(commission, taxRate, BASIS_POINTS);
  return { sales, commission: centimes(-commission), commission_tax: centimes(-tax) };
}

export const isCommissionRate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= BASIS_POINTS;

/** A fixed fee as the API sends it: dh from 0 to MAX_COMMISSION_FEE_DH, at most two decimals. */
export const isCommissionFee = (value: unknown): value is number => isPrice(value) && value <= MAX_COMMISSION_FEE_DH;

export interface CommissionTermsInput {
  rate?: unknown;
  fixedFee?: unknown;
  effectiveFrom?: unknown;
}

/** The moment new terms start: the one sent (ISO 8601), or now when none is sent; null when unreadable. */
export function effectiveMoment(value: unknown, now: Date): Date | null {
  if (value === undefined || value === null) return now;
  if (typeof value !== 'string') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * New terms' problems, field by field: a rate of 0 to 100 % in whole basis points, a fee of 0 to 1 000 dh, and a
 * start now or later (a change applies to orders placed after it, never to past ones).
 */
export function validateCommissionTerms(input: CommissionTermsInput, now: Date): FieldErrors<keyof CommissionTermsInput> {
  const errors: FieldErrors<keyof CommissionTermsInput> = {};
  if (!isCommissionRate(input.rate)) errors.rate = SERVER_MSG.commissionRateInvalid;
  if (input.fixedFee !== undefined && !isCommissionFee(input.fixedFee)) errors.fixedFee = SERVER_MSG.commissionFeeInvalid;
  const at = effectiveMoment(input.effectiveFrom, now);
  if (!at || at.getTime() < now.getTime()) errors.effectiveFrom = SERVER_MSG.commissionStartInPast;
  return errors;
}

/**
 * A rate typed as a percentage (12.5) in basis points (1250), read from the number's decimal text as money is;
 * null beyond two decimals, negative or unreadable.
 */
export function percentToRate(percent: number | null | undefined): number | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null;
  const rate = hundredthsOf(percent);
  return rate === undefined || rate < 0 ? null : rate;
}

/** Basis points as a percentage's digits, up to two decimals and no trailing zero: 1500 → "15", 1250 → "12.5". */
export function rateText(rate: number, decimalMark = '.'): string {
  return hundredthsText(rate)
    .replace(/\.?0+$/, '')
    .replace('.', decimalMark);
}

/** Basis points as the number a percentage field holds: 1250 → 12.5. */
export const rateToPercent = (rate: number): number => Number(rateText(rate));
