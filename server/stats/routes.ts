import type { FastifyInstance } from 'fastify';
import { centimes } from '../../src/domain/money';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  PERIODS,
  periodWindowStart,
  salesReportFromBuckets,
  topProductsFromFacts,
  type BucketFact,
  type Period,
} from '../../src/domain/stats';
import { assertOwnerOrAdmin } from '../access';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { catalogueItems, orderSalesDaily, productSalesDaily } from '../db/schema';
import { BusinessTypeParam, Id, params, typed } from '../schemas';
import { Type } from 'typebox';
import { ref } from '../answers';
import { SalesReport, TopProducts } from './answers';
import { findBusiness } from '../businesses/routes';

const OWNERS_AND_ADMIN = { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] } as const;
const ofBusiness = params({ type: BusinessTypeParam, businessId: Id });
const TRUNC_UNIT: Record<Period, string> = { daily: 'day', weekly: 'week', monthly: 'month' };
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A business's delivered product figures over the UTC days from `window.from` to `window.to` (all days
 * without it): the summary's days added up; name, image and price from the latest line.
 */
export function productFacts(db: Db, businessId: string, window?: { from: Date; to: Date }) {
  const s = productSalesDaily;
  const latest = (column: typeof s.name | typeof s.image | typeof s.prix) =>
    sql<string>`(array_agg(${column} order by ${s.lastAt} desc))[1]`;
  return db
    .select({
      productId: s.productId,
      name: latest(s.name),
      image: latest(s.image),
      prix: sql<string>`${latest(s.prix)}::text`,
      units: sql<number>`sum(${s.units})::int`,
      revenue: sql<string>`sum(${s.revenue})::text`,
    })
    .from(s)
    .where(and(eq(s.businessId, businessId), window && and(gte(s.day, utcDay(window.from)), lte(s.day, utcDay(window.to)))))
    .groupBy(s.productId)
    .orderBy(s.productId);
}

/**
 * Sales dashboard figures, grouped by the database in UTC buckets (PostgreSQL's weeks start on Monday,
 * as the domain's do) from the per-day order summary: one small query per period, never the orders themselves.
 */
export async function statsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  async function bucketsOf(businessId: string, period: Period, now: Date): Promise<BucketFact[]> {
    const d = orderSalesDaily;
    const bucket = sql`to_char(date_trunc(${sql.raw(`'${TRUNC_UNIT[period]}'`)}, ${d.day}::timestamp), 'YYYY-MM-DD')`;
    const rows = await ctx.db
      .select({
        date: sql<string>`${bucket}`,
        totalOrder: sql<number>`sum(${d.orders})::int`,
        success: sql<number>`sum(${d.delivered})::int`,
        refused: sql<number>`sum(${d.refused})::int`,
        sales: sql<string>`sum(${d.sales})::text`,
      })
      .from(d)
      .where(and(eq(d.businessId, businessId), gte(d.day, utcDay(periodWindowStart(now, period))), lte(d.day, utcDay(now))))
      .groupBy(sql`1`);
    return rows.map((r) => ({ ...r, sales: centimes(Number(r.sales)) }));
  }

  api.get(
    '/api/data/revenue/:type/:businessId',
    {
      config: { access: OWNERS_AND_ADMIN },
      schema: {
        operationId: 'getBusinessRevenue',
        summary: "Read a business's revenue",
        params: ofBusiness,
        response: { 200: ref(SalesReport) },
      },
    },
    async (req) => {
      const business = await findBusiness(ctx, req.params.type, req.params.businessId);
      assertOwnerOrAdmin(req.user!, business.owner);
      const now = new Date();
      const [daily, weekly, monthly] = await Promise.all(PERIODS.map((p) => bucketsOf(business._id, p, now)));
      return salesReportFromBuckets({ daily: daily!, weekly: weekly!, monthly: monthly! }, now);
    },
  );

  /**
   * Top products of delivered item orders, summed from the per-day product summary the database keeps
   * (product_sales_daily). `?period=daily|weekly|monthly` limits them to that period's window (the one its
   * sales total covers: whole UTC days, up to today); without it, all time (SPEC).
   */
  api.get(
    '/api/data/product/:businessId/:type',
    {
      config: { access: OWNERS_AND_ADMIN },
      schema: {
        operationId: 'getBusinessProductStats',
        summary: "Read a business's best sellers",
        params: ofBusiness,
        querystring: Type.Object({
          period: Type.Optional(Type.Enum([...PERIODS, ''], { description: 'daily, weekly or monthly; none for all time' })),
        }),
        response: { 200: TopProducts },
      },
    },
    async (req) => {
      const period = req.query.period || undefined;
      const business = await findBusiness(ctx, req.params.type, req.params.businessId);
      assertOwnerOrAdmin(req.user!, business.owner);
      const now = new Date();
      const facts = await productFacts(ctx.db, business._id, period ? { from: periodWindowStart(now, period), to: now } : undefined);
      const items = await ctx.db
        .select({ _id: catalogueItems._id, name: catalogueItems.name, image: catalogueItems.image, price: catalogueItems.price })
        .from(catalogueItems)
        .where(eq(catalogueItems.businessId, business._id));
      return topProductsFromFacts(
        facts.map((f) => ({ ...f, prix: centimes(Number(f.prix)), revenue: centimes(Number(f.revenue)) })),
        new Map(items.map((i) => [i._id, i])),
      );
    },
  );
}
