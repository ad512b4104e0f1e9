import type { FastifyInstance } from 'fastify';
import { and, eq, gte } from 'drizzle-orm';
import { buildSalesReport, rankTopProducts, reportWindowStart, SUCCESS_STATUS, type LineFact } from '../../src/domain/stats';
import { assertOwnerOrAdmin } from '../access';
import type { AppContext } from '../context';
import { catalogueItems, orders } from '../db/schema';
import { businessTypeParam, findBusiness } from './businesses';

const OWNERS_AND_ADMIN = { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] } as const;

/** Sales dashboard figures, computed from the orders in the database (UTC buckets). */
export async function statsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { type: string; businessId: string } }>(
    '/api/data/revenue/:type/:businessId',
    { config: { access: OWNERS_AND_ADMIN } },
    async (req) => {
      const business = await findBusiness(ctx, businessTypeParam(req.params.type), req.params.businessId);
      assertOwnerOrAdmin(req.user!, business.owner);
      const now = new Date();
      const rows = await ctx.db
        .select({ createdAt: orders.createdAt, statusOrders: orders.statusOrders, totalPrix: orders.totalPrix })
        .from(orders)
        .where(and(eq(orders.businessId, business._id), gte(orders.createdAt, reportWindowStart(now).toISOString())));
      return buildSalesReport(rows, now);
    },
  );

  app.get<{ Params: { type: string; businessId: string } }>(
    '/api/data/product/:businessId/:type',
    { config: { access: OWNERS_AND_ADMIN } },
    async (req) => {
      const business = await findBusiness(ctx, businessTypeParam(req.params.type), req.params.businessId);
      assertOwnerOrAdmin(req.user!, business.owner);
      const delivered = await ctx.db
        .select({ lines: orders.orders })
        .from(orders)
        .where(and(eq(orders.businessId, business._id), eq(orders.statusOrders, SUCCESS_STATUS), eq(orders.type_order, 'order')));
      const items = await ctx.db
        .select({ _id: catalogueItems._id, name: catalogueItems.name, image: catalogueItems.image, price: catalogueItems.price })
        .from(catalogueItems)
        .where(eq(catalogueItems.businessId, business._id));
      const lines: LineFact[] = delivered.flatMap((o) => o.lines);
      return rankTopProducts(lines, new Map(items.map((i) => [i._id, i])));
    },
  );
}
