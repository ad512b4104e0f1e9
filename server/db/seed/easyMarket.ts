import * as t from '../schema';
import type { Tx } from './columns';
import { EASY_MARKET } from './demoData';

export type GroceryProduct = typeof t.emProducts.$inferSelect;

/** Inserts Easy Market's category tree and products (each sold under its category's first brand); answers products by name. */
export async function insertEasyMarket(tx: Tx): Promise<Map<string, GroceryProduct>> {
  const { image, mainCategories } = EASY_MARKET;
  const products = new Map<string, GroceryProduct>();
  for (const main of mainCategories) {
    const [m] = await tx.insert(t.emMainCategories).values({ name: main.name, description: main.description, image }).returning();
    for (const sub of main.subs) {
      const [s] = await tx
        .insert(t.emSubCategories)
        .values({ mainCategoryId: m!._id, name: sub.name, description: sub.name, image })
        .returning();
      for (const cat of sub.categories) {
        const [c] = await tx
          .insert(t.emCategories)
          .values({ subCategoryId: s!._id, name: cat.name, description: cat.name, image, marque: cat.marque })
          .returning();
        const rows = await tx
          .insert(t.emProducts)
          .values(cat.products.map((p) => ({ ...p, categoryId: c!._id, description: p.name, image, marque: cat.marque[0] })))
          .returning();
        for (const row of rows) products.set(row.name, row);
      }
    }
  }
  return products;
}
