import type { FastifyInstance } from 'fastify';
import { centimes, toDirhams } from '../../src/domain/money';
import { and, asc, count, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { ORDER_KINDS } from '../../src/domain/orders';
import type { Static } from 'typebox';
import { STALE_NEW_LIST, STALE_NEW_MINUTES, utcDayStart } from '../../src/domain/overview';
import { SUCCESS_STATUS } from '../../src/domain/stats';
import { ref } from '../answers';
import { AdminOverview } from './answers';
import type { AppContext } from '../context';
import { typed } from '../schemas';
import { businesses, orders, riders, users } from '../db/schema';

const ADMIN_ONLY = { access: { roles: ['admin'] } } as const;
const PARTNER_ROLES = ['restaurant_owner', 'services_owner', 'store_owner', 'rider'];

/** GET /data/admin/overview: today's orders per type and status, revenue, stale new orders, partners and riders waiting. */
export async function overviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  typed(app).get(
    '/api/data/admin/overview',
    {
      config: ADMIN_ONLY,
      schema: { operationId: 'getAdminOverview', summary: 'Read the admin overview', response: { 200: ref(AdminOverview) } },
    },
    async (): Promise<Static<typeof AdminOverview>> => {
      const now = new Date();
      const since = utcDayStart(now).toISOString();
      const staleBefore = new Date(now.getTime() - STALE_NEW_MINUTES * 60_000).toISOString();
      // Every kind named, so the (kind, status, created) index serves the stale-order lookups. Escalated orders
      // (their business's admin alert fell due, maybe before STALE_NEW_MINUTES) are flagged whatever their age.
      const staleWhere = and(
        inArray(orders.kind, [...ORDER_KINDS]),
        eq(orders.statusOrders, 'new'),
        or(lt(orders.createdAt, staleBefore), isNotNull(orders.escalatedAt)),
      );
      const [today, revenue, staleCount, stale, partners, available] = await Promise.all([
        db
          .select({ kind: orders.kind, status: orders.statusOrders, count: sql<number>`count(*)::int` })
          .from(orders)
          .where(gte(orders.createdAt, since))
          .groupBy(orders.kind, orders.statusOrders),
        db
          .select({ total: sql<string>`coalesce(sum(${orders.totalPrix}), 0)::text` })
          .from(orders)
          .where(and(gte(orders.createdAt, since), eq(orders.statusOrders, SUCCESS_STATUS))),
        db.select({ n: count() }).from(orders).where(staleWhere),
        db
          .select({
            _id: orders._id,
            commandNumber: orders.commandNumber,
            kind: orders.kind,
            businessName: businesses.name,
            createdAt: orders.createdAt,
            escalatedAt: orders.escalatedAt,
          })
          .from(orders)
          .leftJoin(businesses, eq(businesses._id, orders.businessId))
          .where(staleWhere)
          .orderBy(asc(orders.createdAt))
          .limit(STALE_NEW_LIST),
        db
          .select({ n: count() })
          .from(users)
          .where(and(inArray(users.role, PARTNER_ROLES), eq(users.verified, false))),
        db.select({ n: count() }).from(riders).where(eq(riders.avability, 'available')),
      ]);
      return {
        since,
        today,
        revenueToday: toDirhams(centimes(Number(revenue[0]!.total))),
        staleNew: {
          count: staleCount[0]!.n,
          orders: stale.map((o) => ({
            ...o,
            createdAt: new Date(o.createdAt).toISOString(),
            escalatedAt: o.escalatedAt ? new Date(o.escalatedAt).toISOString() : null,
          })),
        },
        partnersAwaiting: partners[0]!.n,
        ridersAvailable: available[0]!.n,
      };
    },
  );
}
