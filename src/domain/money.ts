/**
 * Money. Every amount the marketplace stores or adds is a whole number of centimes (`Centimes`): 65,50 dh is
 * 6550. Dirhams with decimals (`Dirhams`) exist only at the edges: what the API sends and receives (65.5) and
 * what a person types ("65,50"). This module is the one place that converts between the two; nowhere else
 * multiplies or divides an amount by 100 (tests/unit/moneyArithmetic.test.ts checks it).
 *
 * Both are branded numbers: a plain number (a price read off the wire) is not centimes until `toCentimes`
 * says so, and an answer's amount is not dirhams until `toDirhams` says so, so the compiler finds a
 * forgotten conversion.
 */
declare const unit: unique symbol;
export type Centimes = number & { readonly [unit]: 'centimes' };
export type Dirhams = number & { readonly [unit]: 'dirhams' };

export const CURRENCY = 'dh';
/** The dirham's sign as Arabic text writes it: "38 076,00 د.م.". */
export const CURRENCY_AR = 'د.م.';

const CENTIMES_PER_DIRHAM = 100;

/** No amount: 0 centimes. */
export const ZERO = 0 as Centimes;

/** A count of centimes (a stored amount, a literal): a whole number, exactly representable. */
export function centimes(value: number): Centimes {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of centimes: ${value}`);
  return value as Centimes;
}

/**
 * Dirhams read off the wire or a form (65.5, at most two decimals) → 6550. The decimal text of the number is
 * read, not the binary value multiplied, so 19.99 is 1999 and a third decimal is refused.
 */
export function toCentimes(dirhams: number): Centimes {
  const value = hundredthsOf(dirhams);
  if (value === undefined) throw new RangeError(`Not an amount in dh with at most two decimals: ${dirhams}`);
  return centimes(value);
}

/**
 * A number with at most two decimals in whole hundredths, read from its decimal text (65.5 → 6550, 12.35 → 1235,
 * never 1234.999…): centimes of a dirham, basis points of a percent. Undefined for a third decimal or worse.
 */
export function hundredthsOf(value: number): number | undefined {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  if (!match) return undefined;
  const [, sign, whole, decimals = ''] = match;
  const hundredths = Number(whole) * CENTIMES_PER_DIRHAM + Number(decimals.padEnd(2, '0'));
  return sign ? -hundredths : hundredths;
}

/** Whole hundredths as decimal text with two decimals and a point: 6550 → "65.50", 5 → "0.05". */
export function hundredthsText(value: number): string {
  const digits = String(Math.abs(value)).padStart(3, '0');
  return `${value < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** 6550 → 65.5, the number JSON carries (its shortest form never has a third decimal). */
export function toDirhams(amount: Centimes): Dirhams {
  return (amount / CENTIMES_PER_DIRHAM) as Dirhams;
}

/** A sum of amounts, exact: integers add without rounding. */
export function sumMoney(amounts: Iterable<Centimes>): Centimes {
  let total = 0;
  for (const amount of amounts) total += amount;
  return centimes(total);
}

/** An amount times a whole quantity. */
export function timesMoney(amount: Centimes, quantity: number): Centimes {
  if (!Number.isInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
  return centimes(amount * quantity);
}

/**
 * A rate of an amount, rounded to the centime, halves up (15 % of 65,50 dh is 9,83 dh). The rate is a
 * fraction of integers, `numerator / denominator` (15 % is 15/100), so no binary fraction is ever rounded.
 */
export function shareOf(amount: Centimes, numerator: number, denominator: number): Centimes {
  return centimes(divideRounded(amount * numerator, denominator));
}

/**
 * The nearest whole number to `dividend / divisor` (integers, divisor > 0), halves up. Exact: the quotient of
 * two safe integers is never close enough to a whole number for the division's rounding to cross it.
 */
export function divideRounded(dividend: number, divisor: number): number {
  if (!Number.isSafeInteger(dividend) || !Number.isSafeInteger(divisor) || divisor <= 0)
    throw new RangeError(`Not a division of integers: ${dividend}/${divisor}`);
  return Math.floor((2 * dividend + divisor) / (2 * divisor));
}

/** Keeps the groups of digits and the currency on one line. */
const NBSP = '\u00a0';

/**
 * An amount as written in Morocco: 3807600 → "38 076,00 dh" (groups of three digits, decimal comma,
 * non-breaking spaces), in every language; only the currency's sign changes. Written out rather than left to
 * `Intl` so that every browser and the server print the same characters.
 */
export function formatMoney(amount: Centimes, currency: string = CURRENCY): string {
  return `${formatAmount(amount)}${NBSP}${currency}`;
}

/** The number part of `formatMoney`: "38 076,00". */
export function formatAmount(amount: Centimes): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(3, '0');
  const whole = digits.slice(0, -2);
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)},${digits.slice(-2)}`;
}

/** An amount as files and the wire write it: 6550 → "65.50" (a point, no grouping). */
export function amountText(amount: Centimes): string {
  return hundredthsText(amount);
}

/** The amount of a value that may be missing or unreadable (a wire number, a numeric string): 0 then. */
export function centimesOrZero(dirhams: number | string | null | undefined): Centimes {
  const n = typeof dirhams === 'string' ? Number(dirhams) : dirhams;
  if (typeof n !== 'number' || !Number.isFinite(n)) return ZERO;
  return toCentimes(Number(n.toFixed(2)));
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

/** A price typed or sent (65.5, "65,50") in centimes; undefined unless it is a price (`isPrice`). */
export function parseMoney(value: unknown): Centimes | undefined {
  const price = parsePrice(value);
  return isPrice(price) ? toCentimes(price) : undefined;
}
