import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, isAuditAction, isAuditTargetType } from '../../src/domain/audit';
import { Page, ref } from '../answers';
import { AuditEntry } from './answers';
import type { AppContext } from '../context';
import { auditLog } from '../db/schema';
import { ApiError, badRequest } from '../errors';
import { firstValue, pagingOf, type ListQuerystring } from '../listFilters';
import { oneOf, PagingQuery, typed, UUID_PATTERN } from '../schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const AuditQuery = Type.Object({
  ...PagingQuery.properties,
  actor: Type.Optional(Type.String({ pattern: UUID_PATTERN, description: 'The account that acted' })),
  action: Type.Optional(oneOf(AUDIT_ACTIONS, 'What was done')),
  targetType: Type.Optional(oneOf(AUDIT_TARGET_TYPES, 'The kind of object it was done to')),
  target: Type.Optional(Type.String({ pattern: UUID_PATTERN, description: 'The object it was done to' })),
});

/** The audit log's paging and filters, checked; a 400 in the log's words for anything it cannot read. */
function auditQuery(query: ListQuerystring) {
  const paging = pagingOf(query, [] as const);
  const actor = firstValue(query.actor) || undefined;
  const action = firstValue(query.action) || undefined;
  if (actor !== undefined && !UUID.test(actor)) throw badRequest("'actor' must be an account id");
  const targetType = firstValue(query.targetType) || undefined;
  const target = firstValue(query.target) || undefined;
  if (action !== undefined && !isAuditAction(action)) throw badRequest("'action' is not an audited action");
  if (targetType !== undefined && !isAuditTargetType(targetType)) throw badRequest("'targetType' is not a kind of audited target");
  if (target !== undefined && !UUID.test(target)) throw badRequest("'target' must be an id");
  return { ...(paging ?? { page: 1, pageSize: 20 }), actor, action, targetType, target };
}

/** The words of a refused audit query: the rule's own, else none (the schema's). */
function auditQueryRefusal(query: unknown): ApiError | undefined {
  try {
    auditQuery(query as ListQuerystring);
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  return undefined;
}

/**
 * The audit log, for admins: newest first, a page at a time, filtered by actor, action and target (a kind of
 * target, or one target by its id).
 */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get(
    '/api/audit',
    {
      config: { access: { roles: ['admin'] }, refusal: { querystring: auditQueryRefusal } },
      schema: {
        operationId: 'listAuditEntries',
        summary: 'List the audit log',
        querystring: AuditQuery,
        response: { 200: Page(ref(AuditEntry)) },
      },
    },
    async (req) => {
      const { page, pageSize, actor, action, targetType, target } = auditQuery(req.query);
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
