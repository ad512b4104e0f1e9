import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import { quantitiesByProduct } from '../../src/domain/stock';
import type { AppContext } from '../context';
import { catalogueItems, type OrderLine } from '../db/schema';
import { ApiError } from '../errors';

type Db = AppContext['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes an order's quantities from the products that count their stock, inside the order's transaction: one
 * conditional UPDATE per product (stock >= quantity), so two customers cannot both buy the last unit: the
 * second waits for the first's row lock, then finds too little and gets 409 naming the product. Returns the
 * lines marked with what was taken, for a refusal to put it back.
 */
export async function takeStock(tx: Tx, businessId: string, lines: OrderLine[]): Promise<OrderLine[]> {
  const taken = new Set<string>();
  for (const [productId, quantity] of quantitiesByProduct(lines)) {
    const [row] = await tx
      .update(catalogueItems)
      .set({ stock: sql`${catalogueItems.stock} - ${quantity}` })
      .where(and(eq(catalogueItems._id, productId), eq(catalogueItems.businessId, businessId), gte(catalogueItems.stock, quantity)))
      .returning({ _id: catalogueItems._id });
    if (row) {
      taken.add(productId);
      continue;
    }
    const [item] = await tx
      .select({ name: catalogueItems.name, stock: catalogueItems.stock })
      .from(catalogueItems)
      .where(eq(catalogueItems._id, productId));
    // Not counted: nothing to take.
    if (item && item.stock !== null) throw new ApiError(409, `${MSG.outOfStock}: ${item.name}`);
  }
  return lines.map((l) => (taken.has(l.productId) ? { ...l, stockTaken: true } : l));
}

/** Puts back what an order took (a refusal), on the products that still count their stock. */
export async function putBackStock(tx: Tx, lines: readonly OrderLine[]): Promise<void> {
  const back = quantitiesByProduct(lines.filter((l) => l.stockTaken));
  for (const [productId, quantity] of back) {
    await tx
      .update(catalogueItems)
      .set({ stock: sql`${catalogueItems.stock} + ${quantity}` })
      .where(and(eq(catalogueItems._id, productId), isNotNull(catalogueItems.stock)));
  }
}
