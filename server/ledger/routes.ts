import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { centimes, toDirhams } from '../../src/domain/money';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { assertOwnerOrAdmin } from '../access';
import type { AppContext } from '../context';
import { businesses, ledgerEntries } from '../db/schema';
import { notFound } from '../errors';
import { Id, params, typed } from '../schemas';
import { LedgerBalance } from './answers';

const OWNERS_AND_ADMINS = { access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] } } as const;

/** GET /ledger/{businessId}/balance: the sum of a business's ledger entries; its owner's (and manager's) or any for an admin. */
export async function ledgerRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get(
    '/api/ledger/:businessId/balance',
    {
      config: OWNERS_AND_ADMINS,
      schema: {
        operationId: 'getLedgerBalance',
        summary: "Read a business's balance (the sum of its ledger entries)",
        params: params({ businessId: Id }),
        response: { 200: LedgerBalance },
      },
    },
    async (req) => {
      const [business] = await ctx.db
        .select({ _id: businesses._id, owner: businesses.owner })
        .from(businesses)
        .where(eq(businesses._id, req.params.businessId));
      if (!business) throw notFound(SERVER_MSG.businessNotFound);
      assertOwnerOrAdmin(req.user!, business.owner);
      const [row] = await ctx.db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.businessId, business._id));
      return { businessId: business._id, balance: toDirhams(centimes(Number(row!.sum))) };
    },
  );
}
