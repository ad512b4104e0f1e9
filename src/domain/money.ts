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

/** A price as written: digits, then a point or a comma and one or two decimals ("65", "65.5", "65,50"). */
export const PRICE_TEXT_PATTERN = '^\\d{1,6}([.,]\\d{1,2})?$';

/**
 * A price is a number from 0 to MAX_PRICE with at most two decimals, exactly: the shortest decimal form
 * of the number (what JSON carries) has no third decimal, so 12.000000001, 1e-320 and 0.1 + 0.2 are refused.
 */
export function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_PRICE && /^\d+(\.\d{1,2})?$/.test(String(value));
}

/** A price sent as a number or as text ("65.50", "65,50", surrounding spaces aside); undefined when it is neither. */
export function parsePrice(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && new RegExp(PRICE_TEXT_PATTERN).test(value.trim())) return Number(value.trim().replace(',', '.'));
  return undefined;
}
