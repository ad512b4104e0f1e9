import type { FastifyInstance } from 'fastify';
import { desc, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { pageViews } from '../db/schema';
import { badRequest } from '../errors';
import { Type } from 'typebox';
import { Int, NoContent, Str } from '../answers';
import { bodyOf, typed } from '../schemas';
import { limitRequests } from '../limits';
import { SERVER_MSG } from '../../src/domain/serverMessages';

const PATH_PATTERN = /^\/[\w\-/.%]{0,200}$/;
const PAGE_PATH_REQUIRED = 'A page path starting with / is required';

const PageViews = Type.Array(Type.Object({ pagePath: Str(), views: Int() }));

/** The SPA records each page it shows; /test lists the counts (SPEC /data/googleAN4). */
export async function pageViewRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get(
    '/api/data/googleAN4',
    {
      config: { access: 'public' },
      schema: { operationId: 'getPageViewStats', summary: 'Read page view statistics', response: { 200: PageViews } },
    },
    async () => {
      return ctx.db.select().from(pageViews).orderBy(desc(pageViews.views), pageViews.pagePath);
    },
  );

  typed(app).post(
    '/api/data/pageView',
    {
      config: { access: 'public', refusal: { body: () => PAGE_PATH_REQUIRED } },
      schema: {
        operationId: 'recordPageView',
        summary: 'Record a page view',
        body: bodyOf({ pagePath: Type.String({ pattern: PATH_PATTERN.source, description: 'The page shown, starting with /' }) }),
        response: { 204: NoContent },
      },
      // Counted in the database, so an address gets the same allowance however many nodes it reaches.
      preHandler: limitRequests(ctx.db, {
        name: 'pageView',
        max: ctx.options.pageViewRateLimit,
        windowMs: 60_000,
        key: (req) => req.ip,
        message: SERVER_MSG.tooManyRequests,
      }),
    },
    async (req, reply) => {
      const pagePath = req.body?.pagePath;
      if (typeof pagePath !== 'string' || !PATH_PATTERN.test(pagePath)) throw badRequest(PAGE_PATH_REQUIRED);
      await ctx.db
        .insert(pageViews)
        .values({ pagePath, views: 1 })
        .onConflictDoUpdate({ target: pageViews.pagePath, set: { views: sql`${pageViews.views} + 1` } });
      return reply.code(204).send();
    },
  );
}
