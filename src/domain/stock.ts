import { MSG } from './messages';

/**
 * Stock of a catalogue product: an optional count of units left (null: not counted, always on sale),
 * and an optional low-stock threshold that lists the product to restock on the owner's dashboard.
 */
export const STOCK_MAX = 100_000;

/** A count read from a form or a body: '' / null / undefined mean "not counted" (null); else the number as given. */
export function toStock(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return typeof value === 'number' ? value : Number.NaN;
}

const isCount = (n: number | null | undefined) => n === null || n === undefined || (Number.isInteger(n) && n >= 0 && n <= STOCK_MAX);

/** The problems of a product's stock fields, by field; empty when both are fine. */
export function stockErrors(input: { stock?: unknown; lowStock?: unknown }): { stock?: string; lowStock?: string } {
  const errors: { stock?: string; lowStock?: string } = {};
  if (!isCount(toStock(input.stock))) errors.stock = MSG.stockInvalid;
  if (!isCount(toStock(input.lowStock))) errors.lowStock = MSG.lowStockInvalid;
  return errors;
}

/** Counted and none left: the product shows as sold out everywhere until restocked. */
export const isOutOfStock = (stock: number | null | undefined): boolean => stock !== null && stock !== undefined && stock <= 0;

/** Counted, with a threshold, and at or below it: to restock. */
export function isLowStock(item: { stock: number | null; lowStock: number | null }): boolean {
  return item.stock !== null && item.lowStock !== null && item.stock <= item.lowStock;
}

/** How many units of each product an order's lines ask for (one product may be on several lines, with other options). */
export function quantitiesByProduct(lines: readonly { productId: string; quantity: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of lines) out.set(l.productId, (out.get(l.productId) ?? 0) + l.quantity);
  // A fixed order (by id): two orders taking the same products lock their rows in the same order, never in a cycle.
  return new Map([...out.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
