import { MSG } from './messages';
import { centimes, divideRounded, toCentimes, type Centimes } from './money';

/**
 * Bulk changes of a catalogue: one action on many products at once. Prices change by a percentage or an
 * amount (dh), each new price rounded to the nearest 0.50 dh or 0.01 dh (halves up), never below 0.
 */
export const BULK_ACTIONS = ['hide', 'show', 'soldOut', 'move', 'price'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX_PRODUCTS = 2000;

export const PRICE_CHANGE_KINDS = ['percent', 'amount'] as const;
export const PRICE_ROUNDINGS = ['0.50', '0.01'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

export const PERCENT_RANGE = [-90, 500] as const;
export const AMOUNT_RANGE = [-10_000, 10_000] as const;

export interface PriceChange {
  by: (typeof PRICE_CHANGE_KINDS)[number];
  value: number;
  rounding: PriceRounding;
}

/** The change's problem in the rules' words, or null. */
export function priceChangeError(change: Partial<PriceChange> | null | undefined): string | null {
  if (!change || !(PRICE_ROUNDINGS as readonly unknown[]).includes(change.rounding)) return MSG.bulkPriceInvalid;
  const { by, value } = change;
  if (typeof value !== 'number' || !/^-?\d+(\.\d{1,2})?$/.test(String(value))) return MSG.bulkPriceInvalid;
  const [min, max] = by === 'percent' ? PERCENT_RANGE : by === 'amount' ? AMOUNT_RANGE : [1, 0];
  return value >= min && value <= max ? null : MSG.bulkPriceInvalid;
}

/** The new price of one product, rounded as chosen (halves up); negative when the change would take it below 0. */
export function newPrice(price: Centimes, change: PriceChange): Centimes {
  const step = change.rounding === '0.50' ? 50 : 1;
  // A percentage has at most two decimals: in hundredths of a percent, the new price is an integer fraction.
  if (change.by === 'percent') return centimes(divideRounded(price * (10_000 + toCentimes(change.value)), 10_000 * step) * step);
  return centimes(divideRounded(price + toCentimes(change.value), step) * step);
}
