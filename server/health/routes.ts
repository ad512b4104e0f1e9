import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/client';
import type { AppContext } from '../context';
import { Type } from 'typebox';
import { Str } from '../answers';
import { typed } from '../schemas';

const Health = Type.Object({ status: Str('ok or unavailable'), database: Str('pglite or postgres'), reason: Type.Optional(Str()) });

/** Green only when the database answers within a second; a load balancer takes a red node out of its pool. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { operationId: 'getHealth', summary: 'Check that the node and its database answer', response: { 200: Health, 503: Health } },
    },
    async (_req, reply) => {
      const ping = await pingDatabase(ctx.db, 1_000);
      if (!ping.ok) return reply.code(503).send({ status: 'unavailable', database: ctx.database.kind, reason: `database: ${ping.reason}` });
      return { status: 'ok', database: ctx.database.kind };
    },
  );
}
