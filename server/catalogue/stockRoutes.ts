import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { and, asc, count, eq, isNotNull, lte } from 'drizzle-orm';
import type { CataloguePrefix } from '../../src/domain/catalogue';
import type { AppContext } from '../context';
import { catalogueCategories, catalogueItems } from '../db/schema';
import { Int, Nullable, Page, Str } from '../answers';
import { Id, params, typed } from '../schemas';
import { ownedBusiness } from './ownership';

const RestockItem = Type.Object({
  _id: Str(),
  name: Str(),
  stock: Int('Units left'),
  lowStock: Int('The alert threshold'),
  category: Nullable(Type.Object({ _id: Str(), name: Str() })),
});

const PagingQuery = Type.Object({
  page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,4}$', description: 'Page number from 1 (1)' })),
  pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$', description: 'Rows a page, 1 to 100 (10)' })),
});

/** GET /{products|menu}/restock/{businessId}: the products at or below their low-stock alert, fewest left first, paged. */
export async function stockRoutes(app: FastifyInstance, ctx: AppContext, prefix: CataloguePrefix) {
  typed(app).get(
    `/api/${prefix}/restock/:businessId`,
    {
      config: { access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] } },
      schema: {
        operationId: `${prefix}Restock`,
        summary: 'Products to restock (at or below their low-stock alert), paged',
        params: params({ businessId: Id }),
        querystring: PagingQuery,
        response: { 200: Page(RestockItem) },
      },
    },
    async (req) => {
      const business = await ownedBusiness(ctx, req.user!, prefix, req.params.businessId);
      const page = Number(req.query.page ?? 1);
      const pageSize = Number(req.query.pageSize ?? 10);
      const low = and(
        eq(catalogueItems.businessId, business._id),
        isNotNull(catalogueItems.stock),
        isNotNull(catalogueItems.lowStock),
        lte(catalogueItems.stock, catalogueItems.lowStock),
      );
      const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(catalogueItems).where(low);
      const rows = await ctx.db
        .select({ item: catalogueItems, category: { _id: catalogueCategories._id, name: catalogueCategories.name } })
        .from(catalogueItems)
        .leftJoin(catalogueCategories, eq(catalogueItems.categoryId, catalogueCategories._id))
        .where(low)
        .orderBy(asc(catalogueItems.stock), asc(catalogueItems.name), asc(catalogueItems._id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        data: rows.map(({ item, category }) => ({
          _id: item._id,
          name: item.name,
          stock: item.stock!,
          lowStock: item.lowStock!,
          category: category ?? null,
        })),
        total,
        page,
        pageSize,
      };
    },
  );
}
