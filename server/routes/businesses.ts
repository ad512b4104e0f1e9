import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { BUSINESS_TYPES, type BusinessType } from '../../src/domain/roles';
import { assertOwnerOrAdmin } from '../access';
import type { AppContext } from '../context';
import { businesses } from '../db/schema';
import { badRequest, notFound } from '../errors';

/** 'restaurant' | 'store' | 'services' from a path segment, or a 400. */
export function businessTypeParam(value: string): BusinessType {
  if (!(BUSINESS_TYPES as readonly string[]).includes(value)) throw badRequest('Unknown business type');
  return value as BusinessType;
}

/** A business by id and type, or 404. */
export async function findBusiness(ctx: AppContext, type: BusinessType, id: string) {
  const [business] = await ctx.db.select().from(businesses).where(and(eq(businesses._id, id), eq(businesses.type, type)));
  if (!business) throw notFound('Business not found');
  return business;
}

/** Business profiles: read by owner or by admin (updates: issue settings and schedule). */
export async function businessesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { type: string; ownerId: string } }>(
    '/api/:type/getByOwner/:ownerId',
    { config: { access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner', 'admin_restaurant'], allowUnverified: true } } },
    async (req) => {
      const type = businessTypeParam(req.params.type);
      assertOwnerOrAdmin(req.user!, req.params.ownerId);
      const [business] = await ctx.db.select().from(businesses).where(and(eq(businesses.owner, req.params.ownerId), eq(businesses.type, type)));
      if (!business) throw notFound('server eroorr');
      return business;
    },
  );

  app.get<{ Params: { type: string; id: string } }>('/api/admin/:type/:id', { config: { access: { roles: ['admin'] } } }, async (req) => {
    return findBusiness(ctx, businessTypeParam(req.params.type), req.params.id);
  });
}
