export const CURRENCY = 'dh';

/** Keeps the groups of digits and the currency on one line. */
const NBSP = '\u00a0';

/**
 * An amount as written in Morocco: 38076 → "38 076,00 dh" (groups of three digits, decimal comma,
 * non-breaking spaces). The one formatter every screen uses; written out rather than left to
 * `Intl` so that every browser and the server print the same characters.
 */
export function formatMoney(amount: number | string | null | undefined, currency: string = CURRENCY): string {
  return `${formatAmount(amount)}${NBSP}${currency}`;
}

/** The dirham's sign as Arabic text writes it: "38 076,00 د.م.". */
export const CURRENCY_AR = 'د.م.';

/** The number part of `formatMoney`: "38 076,00". */
export function formatAmount(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const cents = Math.round((Number.isFinite(n) ? n : 0) * 100);
  const sign = cents < 0 ? '-' : '';
  const [whole, decimals] = (Math.abs(cents) / 100).toFixed(2).split('.') as [string, string];
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)},${decimals}`;
}

/** Sums amounts in centimes so that 0.1 + 0.2 is 0.30, not 0.30000000000000004. */
export function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce((cents, a) => cents + Math.round(a * 100), 0) / 100;
}

/** The highest price anything can have: far above any meal or grocery, far below a typo's 6550000. */
export const MAX_PRICE = 100_000;

/** A price is a number from 0 to MAX_PRICE with at most two decimals. */
export function isPrice(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= MAX_PRICE &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}
