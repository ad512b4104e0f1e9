import { eq } from 'drizzle-orm';
import { prefixFitsType, type CataloguePrefix } from '../../src/domain/catalogue';
import type { RequestUser } from '../access';
import { assertOwnerOrAdmin } from '../access';
import type { AppContext } from '../context';
import { businesses, catalogueCategories, catalogueItems } from '../db/schema';
import { notFound } from '../errors';

type Business = typeof businesses.$inferSelect;

/** The business behind a catalogue call, checked against the prefix and the caller (owner or admin). */
export async function ownedBusiness(ctx: AppContext, user: RequestUser, prefix: CataloguePrefix, businessId: string): Promise<Business> {
  const [business] = await ctx.db.select().from(businesses).where(eq(businesses._id, businessId));
  if (!business || !prefixFitsType(prefix, business.type)) throw notFound('Business not found');
  assertOwnerOrAdmin(user, business.owner);
  return business;
}

export async function ownedCategory(ctx: AppContext, user: RequestUser, prefix: CataloguePrefix, id: string) {
  const [category] = await ctx.db.select().from(catalogueCategories).where(eq(catalogueCategories._id, id));
  if (!category) throw notFound('Category not found');
  const business = await ownedBusiness(ctx, user, prefix, category.businessId);
  return { category, business };
}

export async function ownedItem(ctx: AppContext, user: RequestUser, prefix: CataloguePrefix, id: string) {
  const [item] = await ctx.db.select().from(catalogueItems).where(eq(catalogueItems._id, id));
  if (!item) throw notFound('Product not found');
  const business = await ownedBusiness(ctx, user, prefix, item.businessId);
  return { item, business };
}
