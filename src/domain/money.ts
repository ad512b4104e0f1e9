export const CURRENCY = 'dh';

/** 123.5 → "123.50 dh" */
export function formatMoney(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return `${(Number.isFinite(n) ? n : 0).toFixed(2)} ${CURRENCY}`;
}

/** Sums amounts in centimes so that 0.1 + 0.2 is 0.30, not 0.30000000000000004. */
export function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce((cents, a) => cents + Math.round(a * 100), 0) / 100;
}

/** The highest price anything can have: far above any meal or grocery, far below a typo's 6550000. */
export const MAX_PRICE = 100_000;

/** A price is a number from 0 to MAX_PRICE with at most two decimals. */
export function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_PRICE && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
