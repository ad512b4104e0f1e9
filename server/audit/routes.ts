import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { isAuditAction, isAuditTargetType } from '../../src/domain/audit';
import { parseListPaging } from '../../src/domain/listQuery';
import { Page, ref } from '../answers';
import { AuditEntry } from './answers';
import type { AppContext } from '../context';
import { auditLog } from '../db/schema';
import { badRequest } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The audit log, for admins: newest first, a page at a time, filtered by actor, action and target (a kind of
 * target, or one target by its id).
 */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    '/api/audit',
    {
      config: { access: { roles: ['admin'] } },
      schema: { operationId: 'listAuditEntries', summary: 'List the audit log', response: { 200: Page(ref(AuditEntry)) } },
    },
    async (req) => {
      const paging = parseListPaging(req.query, [] as const);
      if (typeof paging === 'string') throw badRequest(paging);
      const { page, pageSize } = paging ?? { page: 1, pageSize: 20 };
      const actor = one(req.query.actor) || undefined;
      const action = one(req.query.action) || undefined;
      if (actor !== undefined && !UUID.test(actor)) throw badRequest("'actor' must be an account id");
      const targetType = one(req.query.targetType) || undefined;
      const target = one(req.query.target) || undefined;
      if (action !== undefined && !isAuditAction(action)) throw badRequest("'action' is not an audited action");
      if (targetType !== undefined && !isAuditTargetType(targetType)) throw badRequest("'targetType' is not a kind of audited target");
      if (target !== undefined && !UUID.test(target)) throw badRequest("'target' must be an id");
      const where = and(
        actor ? eq(auditLog.actorId, actor) : undefined,
        action ? eq(auditLog.action, action) : undefined,
        targetType ? eq(auditLog.targetType, targetType) : undefined,
        target ? eq(auditLog.targetId, target) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog._id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ctx.db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { data: rows, total: total?.n ?? 0, page, pageSize };
    },
  );
}
