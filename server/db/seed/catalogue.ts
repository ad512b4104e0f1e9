import * as t from '../schema';
import type { Business } from './businesses';
import type { Tx } from './columns';
import { CATALOGUES } from './demoData';

export type CatalogueItem = typeof t.catalogueItems.$inferSelect;

/** Fills each business's menu or shelves; answers each business's items, by business name, in menu order. */
export async function insertCatalogues(tx: Tx, businesses: Map<string, Business>): Promise<Map<string, CatalogueItem[]>> {
  const { optionGroups, menus, catalogues } = CATALOGUES;
  const itemsByBusiness = new Map<string, CatalogueItem[]>();
  for (const { business, menu, categories, hidden = [], soldOut = [] } of catalogues) {
    const businessId = businesses.get(business)!._id;
    const items: CatalogueItem[] = [];
    for (const spec of menus[menu]!.filter((c) => !categories || categories.includes(c.category))) {
      const [category] = await tx.insert(t.catalogueCategories).values({ businessId, name: spec.category }).returning();
      const rows = await tx
        .insert(t.catalogueItems)
        .values(
          spec.items.map(({ options = [], ...item }) => ({
            ...item,
            businessId,
            categoryId: category!._id,
            options: options.map((name) => optionGroups[name]!),
            // `active` true hides an item from customers.
            active: hidden.includes(item.name),
            soldOut: soldOut.includes(item.name),
          })),
        )
        .returning();
      items.push(...rows);
    }
    itemsByBusiness.set(business, items);
  }
  return itemsByBusiness;
}
