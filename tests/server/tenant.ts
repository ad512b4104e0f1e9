import { and, eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import {
  businesses,
  catalogueCategories,
  catalogueItems,
  emCategories,
  emMainCategories,
  emProducts,
  emSubCategories,
  orders,
  packs,
  users,
} from '../../server/db/schema';
import { DEMO_ACCOUNTS } from './helpers';

/**
 * The ids of the demo data's two tenants (Dar Zitoun the restaurant, Marché Al Amal the store) and of the
 * objects tests call routes on: each deletable object twice (`restoItem`, `restoItem2`) so that two callers
 * may each delete one of their own.
 */
export async function demoTenant(built: BuiltApp): Promise<Record<string, string>> {
  const db = built.ctx.db;
  const ids: Record<string, string> = {};
  const userId = async (email: string) => (await db.select({ id: users._id }).from(users).where(eq(users.email, email)))[0]!.id;
  const businessOf = async (owner: string) => (await db.select().from(businesses).where(eq(businesses.owner, owner)))[0]!._id;
  const firstTwo = (rows: { _id: string }[], name: string) => {
    if (rows.length < 2) throw new Error(`the demo data has fewer than two ${name}`);
    ids[name] = rows[0]!._id;
    ids[`${name}2`] = rows[1]!._id;
  };
  ids.restoOwner = await userId(DEMO_ACCOUNTS.restaurant);
  ids.storeOwner = await userId(DEMO_ACCOUNTS.store);
  ids.unverified = await userId(DEMO_ACCOUNTS.unverified);
  ids.rider = await userId(DEMO_ACCOUNTS.rider);
  ids.resto = await businessOf(ids.restoOwner);
  ids.store = await businessOf(ids.storeOwner);
  ids.restoCategory = (await db.select().from(catalogueCategories).where(eq(catalogueCategories.businessId, ids.resto)))[0]!._id;
  ids.storeCategory = (await db.select().from(catalogueCategories).where(eq(catalogueCategories.businessId, ids.store)))[0]!._id;
  firstTwo(await db.select().from(catalogueItems).where(eq(catalogueItems.businessId, ids.resto)), 'restoItem');
  firstTwo(await db.select().from(catalogueItems).where(eq(catalogueItems.businessId, ids.store)), 'storeItem');
  firstTwo(await db.select().from(packs).where(eq(packs.business_id, ids.resto)), 'pack');
  const resto = ids.resto;
  const restoOrder = (type: 'order' | 'pack') =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.businessId, resto), eq(orders.type_order, type)));
  ids.restoOrder = (await restoOrder('order'))[0]!._id;
  ids.packOrder = (await restoOrder('pack'))[0]?._id ?? ids.restoOrder;
  ids.groceryOrder = (await db.select().from(orders).where(eq(orders.kind, 'grocery')))[0]!._id;
  ids.mainCat = (await db.select().from(emMainCategories))[0]!._id;
  ids.subCat = (await db.select().from(emSubCategories))[0]!._id;
  ids.emCat = (await db.select().from(emCategories))[0]!._id;
  ids.emProduct = (await db.select().from(emProducts))[0]!._id;
  return ids;
}
