import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', { config: { access: 'public' } }, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok', database: ctx.options.databaseUrl ? 'postgres' : 'pglite' };
  });
}
