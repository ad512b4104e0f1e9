import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../src/domain/listQuery';
import { CANCELLERS, DISPUTE_STATUSES, LIABLE_PARTIES, rateOf, type DisputeStatus } from '../../src/domain/orderProblems';
import { CANCELLED_STATUS, type OrderKind } from '../../src/domain/orders';
import { LATE_STATUSES } from '../../src/domain/problemsDesk';
import type { BusinessType } from '../../src/domain/roles';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { weekOf, weekStartingOn, type Week } from '../../src/domain/statements';
import type { AppContext } from '../context';
import { businesses, orderCancellations, orders, refundDisputes, refunds } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { dateRangeOf, type ListQuerystring } from '../listFilters';
import { orderListQuery } from '../orders/query';
import { customer, loadOrders } from '../orders/records';
import { BusinessTypeParam, Id, oneOf, OrderKindParam, params, typed } from '../schemas';
import { RefundPage } from './answers';
import { OrderPage, ProblemRates, ProblemRatesPage, ProblemsSummary } from './deskAnswers';
import { refundsQuery, serializeRefund } from './refundRows';

const ADMIN = { access: { roles: ['admin'] } } as const;

const paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 9_999_999, description: 'Page number from 1 (1)' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Rows a page, 1 to ${MAX_PAGE_SIZE} (${DEFAULT_PAGE_SIZE})` }),
  ),
};
const QueryDate = (description: string) =>
  Type.Union([Type.String({ format: 'date' }), Type.String({ format: 'date-time' })], { description });
const dateRange = (what: string) => ({
  from: Type.Optional(QueryDate(`ISO 8601 date or moment: ${what} from then (inclusive)`)),
  to: Type.Optional(QueryDate(`ISO 8601 date or moment: ${what} until then (inclusive)`)),
});
const Liable = oneOf(LIABLE_PARTIES, 'The party liable: business, platform or split');
const Kind = OrderKindParam;
const WeekStart = Type.String({ format: 'date', description: "A Monday (YYYY-MM-DD); this week on Morocco's clock when left out" });

const CancellationsQuery = Type.Object({
  ...paging,
  ...dateRange('cancelled'),
  by: Type.Optional(oneOf(CANCELLERS, 'Who cancelled: customer, business or admin')),
  liable: Type.Optional(Liable),
  type: Type.Optional(Kind),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Command number, phone or customer name' })),
});
const RefundsQuery = Type.Object({
  ...paging,
  ...dateRange('refunded'),
  liable: Type.Optional(Liable),
  type: Type.Optional(Kind),
  disputed: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false')], {
      description: 'true: only refunds the business disputed; false: only the others',
    }),
  ),
});
const DisputesQuery = Type.Object({
  ...paging,
  status: Type.Optional(oneOf(DISPUTE_STATUSES, 'open, upheld or reversed; every dispute (open first) when left out')),
});
const LateQuery = Type.Object({ ...paging, type: Type.Optional(Kind) });
const RatesQuery = Type.Object({ ...paging, weekStart: Type.Optional(WeekStart), type: Type.Optional(BusinessTypeParam) });
const OneRatesQuery = Type.Object({ weekStart: Type.Optional(WeekStart) });

/** A query's `weekStart` the schema let through (a date) but that is no Monday: the statements' words. */
function weekStartRefusal(query: unknown) {
  const weekStart = (query as { weekStart?: unknown } | null)?.weekStart;
  if (weekStart !== undefined && weekStartingOn(String(weekStart)) === null)
    return badRequest(SERVER_MSG.weekStartNotMonday, 'weekStartNotMonday');
  return undefined;
}
/** `?status=` of the disputes is a dispute's, not an order's: said in its own words. */
function disputeStatusRefusal(query: unknown) {
  const status = (query as { status?: unknown } | null)?.status;
  if (status !== undefined && !(DISPUTE_STATUSES as readonly unknown[]).includes(status))
    return badRequest(`'status' must be one of ${DISPUTE_STATUSES.join(', ')}`);
  return undefined;
}

/** The week asked for (a Monday), or the one running now on Morocco's clock. */
function weekAsked(ctx: AppContext, weekStart: string | undefined): Week {
  if (weekStart === undefined) return weekOf(ctx.now());
  const week = weekStartingOn(weekStart);
  if (!week) throw badRequest(SERVER_MSG.weekStartNotMonday, 'weekStartNotMonday');
  return week;
}

const pageOf = (query: { page?: number; pageSize?: number }) => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
};

/** Orders by the ids of a page, in the page's order. */
async function ordersInOrder(ctx: AppContext, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await loadOrders(ctx, inArray(orders._id, ids));
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a._id)! - at.get(b._id)!);
}

/** A page of refunds (their order, business and dispute joined) in the order asked, and how many match. */
async function refundPage(ctx: AppContext, where: SQL | undefined, orderBy: SQL[], page: ReturnType<typeof pageOf>) {
  const [rows, [total]] = await Promise.all([
    refundsQuery(ctx)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset(page.offset),
    ctx.db
      .select({ n: count() })
      .from(refunds)
      .innerJoin(orders, eq(orders._id, refunds.orderId))
      .leftJoin(refundDisputes, eq(refundDisputes.refundId, refunds._id))
      .where(where),
  ]);
  return {
    data: rows.map((row) => serializeRefund(row as Parameters<typeof serializeRefund>[0])),
    total: total!.n,
    page: page.page,
    pageSize: page.pageSize,
  };
}

// ── Rates ─────────────────────────────────────────────────────────────────────────────────────────────────

const placedIn = (week: Week) => and(gte(orders.createdAt, week.start.toISOString()), lt(orders.createdAt, week.end.toISOString()));
const cancelledCount = sql<number>`count(*) filter (where ${orders.statusOrders} = ${CANCELLED_STATUS})`.mapWith(Number);
const deliveredCount = sql<number>`count(*) filter (where ${orders.statusOrders} = 'succes')`.mapWith(Number);
const refundedCount =
  sql<number>`count(*) filter (where ${orders.statusOrders} = 'succes' and exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders._id}))`.mapWith(
    Number,
  );

interface RatesRow {
  businessId: string;
  name: string;
  type: BusinessType;
  orders: number;
  cancelled: number;
  delivered: number;
  refunds: number;
}
const ratesJson = (row: RatesRow) => ({
  ...row,
  cancellationRate: rateOf(row.cancelled, row.orders),
  refundRate: rateOf(row.refunds, row.delivered),
});

const ratesColumns = {
  businessId: businesses._id,
  name: businesses.name,
  type: businesses.type,
  orders: count(),
  cancelled: cancelledCount,
  delivered: deliveredCount,
  refunds: refundedCount,
};

/** Each business's orders of the week (placed Monday to Sunday in Morocco): cancelled of placed, refunded of delivered. */
async function ratesPage(ctx: AppContext, week: Week, type: BusinessType | undefined, page: ReturnType<typeof pageOf>) {
  const where = and(placedIn(week), type ? eq(businesses.type, type) : undefined);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(ratesColumns)
      .from(orders)
      .innerJoin(businesses, eq(businesses._id, orders.businessId))
      .where(where)
      .groupBy(businesses._id)
      .orderBy(
        // Rates compared as whole basis points, as they are shown.
        sql`(${cancelledCount} * 10000) / count(*) desc`,
        desc(cancelledCount),
        sql`(${refundedCount} * 10000) / nullif(${deliveredCount}, 0) desc nulls last`,
        asc(businesses.name),
        asc(businesses._id),
      )
      .limit(page.pageSize)
      .offset(page.offset),
    ctx.db
      .select({ n: sql<number>`count(distinct ${orders.businessId})`.mapWith(Number) })
      .from(orders)
      .innerJoin(businesses, eq(businesses._id, orders.businessId))
      .where(where),
  ]);
  return { data: rows.map(ratesJson), total: total!.n, page: page.page, pageSize: page.pageSize };
}

/**
 * The admin's order-problems desk: cancelled orders, refunds, disputes to decide, late orders, and each business's
 * cancellation and refund rates for a week (also on a partner's details). Read only; admins only.
 */
export async function problemsDeskRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);

  api.get(
    '/api/admin/problems/summary',
    {
      config: ADMIN,
      schema: {
        operationId: 'getProblemsSummary',
        summary: 'Count the open disputes, the late orders, and this week’s cancellations and refunds',
        response: { 200: ProblemsSummary },
      },
    },
    async () => {
      const now = ctx.now();
      const week = weekOf(now);
      const [[disputes], [late], [cancelled], [refunded]] = await Promise.all([
        ctx.db.select({ n: count() }).from(refundDisputes).where(eq(refundDisputes.status, 'open')),
        ctx.db
          .select({ n: count() })
          .from(orders)
          .where(and(inArray(orders.statusOrders, [...LATE_STATUSES]), lt(orders.readyAt, now.toISOString()))),
        ctx.db
          .select({ n: count() })
          .from(orderCancellations)
          .where(
            and(gte(orderCancellations.createdAt, week.start.toISOString()), lt(orderCancellations.createdAt, week.end.toISOString())),
          ),
        ctx.db
          .select({ n: count() })
          .from(refunds)
          .where(and(gte(refunds.createdAt, week.start.toISOString()), lt(refunds.createdAt, week.end.toISOString()))),
      ]);
      return {
        openDisputes: disputes!.n,
        late: late!.n,
        cancelledThisWeek: cancelled!.n,
        refundsThisWeek: refunded!.n,
        weekStart: week.weekStart,
      };
    },
  );

  api.get(
    '/api/admin/problems/cancellations',
    {
      config: ADMIN,
      schema: {
        operationId: 'listCancelledOrders',
        summary: 'List cancelled orders, newest cancellation first',
        querystring: CancellationsQuery,
        response: { 200: OrderPage },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const { from, to } = dateRangeOf(req.query as ListQuerystring);
      const search = req.query.q ? orderListQuery({ q: req.query.q }) : null;
      const where = and(
        from ? gte(orderCancellations.createdAt, from) : undefined,
        to ? lte(orderCancellations.createdAt, to) : undefined,
        req.query.by ? eq(orderCancellations.by, req.query.by) : undefined,
        req.query.liable ? eq(orderCancellations.liable, req.query.liable) : undefined,
        req.query.type ? eq(orders.kind, req.query.type as OrderKind) : undefined,
        search?.where,
      );
      const matching = () => {
        const query = ctx.db
          .select({ id: orders._id })
          .from(orderCancellations)
          .innerJoin(orders, eq(orders._id, orderCancellations.orderId))
          .$dynamic();
        return search?.needsCustomer ? query.leftJoin(customer, eq(customer._id, orders.user_id)) : query;
      };
      const [ids, total] = await Promise.all([
        matching()
          .where(where)
          .orderBy(desc(orderCancellations.createdAt), desc(orders.commandNumber))
          .limit(page.pageSize)
          .offset(page.offset),
        ctx.db.select({ n: count() }).from(matching().where(where).as('matching')),
      ]);
      const data = await ordersInOrder(
        ctx,
        ids.map((row) => row.id),
      );
      return { data, total: total[0]!.n, page: page.page, pageSize: page.pageSize };
    },
  );

  api.get(
    '/api/admin/problems/refunds',
    {
      config: ADMIN,
      schema: {
        operationId: 'listProblemRefunds',
        summary: 'List refunds, newest first, with their disputes',
        querystring: RefundsQuery,
        response: { 200: RefundPage },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const { from, to } = dateRangeOf(req.query as ListQuerystring);
      const where = and(
        from ? gte(refunds.createdAt, from) : undefined,
        to ? lte(refunds.createdAt, to) : undefined,
        req.query.liable ? eq(refunds.liable, req.query.liable) : undefined,
        req.query.type ? eq(orders.kind, req.query.type as OrderKind) : undefined,
        req.query.disputed === 'true'
          ? isNotNull(refundDisputes._id)
          : req.query.disputed === 'false'
            ? isNull(refundDisputes._id)
            : undefined,
      );
      return refundPage(ctx, where, [desc(refunds.createdAt), desc(refunds._id)], page);
    },
  );

  api.get(
    '/api/admin/problems/disputes',
    {
      config: { ...ADMIN, refusal: { querystring: disputeStatusRefusal } },
      schema: {
        operationId: 'listDisputes',
        summary: 'List disputed refunds: open ones first, the longest waiting first; decided ones, the latest decision first',
        querystring: DisputesQuery,
        response: { 200: RefundPage },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const status: DisputeStatus | undefined = req.query.status;
      const where = status ? eq(refundDisputes.status, status) : isNotNull(refundDisputes._id);
      const open = sql`${refundDisputes.status} = 'open'`;
      return refundPage(
        ctx,
        where,
        [
          sql`${open} desc`,
          sql`case when ${open} then ${refundDisputes.createdAt} end asc`,
          sql`${refundDisputes.decidedAt} desc nulls last`,
          asc(refundDisputes._id),
        ],
        page,
      );
    },
  );

  api.get(
    '/api/admin/problems/late',
    {
      config: ADMIN,
      schema: {
        operationId: 'listLateOrders',
        summary: 'List accepted orders not yet on the road whose ready time has passed, the latest first',
        querystring: LateQuery,
        response: { 200: OrderPage },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const where = and(
        inArray(orders.statusOrders, [...LATE_STATUSES]),
        lt(orders.readyAt, ctx.now().toISOString()),
        req.query.type ? eq(orders.kind, req.query.type as OrderKind) : undefined,
      );
      const [ids, [total]] = await Promise.all([
        ctx.db
          .select({ id: orders._id })
          .from(orders)
          .where(where)
          .orderBy(asc(orders.readyAt), asc(orders.commandNumber))
          .limit(page.pageSize)
          .offset(page.offset),
        ctx.db.select({ n: count() }).from(orders).where(where),
      ]);
      const data = await ordersInOrder(
        ctx,
        ids.map((row) => row.id),
      );
      return { data, total: total!.n, page: page.page, pageSize: page.pageSize };
    },
  );

  api.get(
    '/api/admin/problems/rates',
    {
      config: { ...ADMIN, refusal: { querystring: weekStartRefusal } },
      schema: {
        operationId: 'listProblemRates',
        summary: 'List each business’s cancellation and refund rates for a week, the highest cancellation rate first',
        querystring: RatesQuery,
        response: { 200: ProblemRatesPage },
      },
    },
    async (req) => {
      const week = weekAsked(ctx, req.query.weekStart);
      return { ...(await ratesPage(ctx, week, req.query.type, pageOf(req.query))), weekStart: week.weekStart };
    },
  );

  api.get(
    '/api/admin/businesses/:businessId/problem-rates',
    {
      config: { ...ADMIN, refusal: { querystring: weekStartRefusal } },
      schema: {
        operationId: 'getBusinessProblemRates',
        summary: 'Get a business’s cancellation and refund rates for a week',
        params: params({ businessId: Id }),
        querystring: OneRatesQuery,
        response: { 200: ProblemRates },
      },
    },
    async (req) => {
      const week = weekAsked(ctx, req.query.weekStart);
      const [business] = await ctx.db
        .select({ _id: businesses._id, name: businesses.name, type: businesses.type })
        .from(businesses)
        .where(eq(businesses._id, req.params.businessId));
      if (!business) throw notFound(SERVER_MSG.businessNotFound);
      const [row] = await ctx.db
        .select(ratesColumns)
        .from(orders)
        .innerJoin(businesses, eq(businesses._id, orders.businessId))
        .where(and(placedIn(week), eq(orders.businessId, business._id)))
        .groupBy(businesses._id);
      const counts = row ?? { orders: 0, cancelled: 0, delivered: 0, refunds: 0 };
      return {
        ...ratesJson({ businessId: business._id, name: business.name, type: business.type, ...counts }),
        weekStart: week.weekStart,
      };
    },
  );
}
