import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { and, eq, type SQL } from 'drizzle-orm';
import { assertOwnerOrAdmin } from '../access';
import { CsvAnswer, ref } from '../answers';
import { Order, OrderChange, OrderList } from './answers';
import type { AppContext } from '../context';
import { findBusiness } from '../businesses/routes';
import {
  bodyOf,
  BusinessTypeParam,
  Id,
  oneOf,
  OrderKindParam,
  OrderListQuery,
  optionalBody,
  params,
  StatusParam,
  Text,
  typed,
} from '../schemas';
import {
  changeOrderStatus,
  decidableOrder,
  countOrders,
  loadOrderPage,
  loadOrders,
  ordersTable as orders,
  splitPacks,
  statusesFromQuery,
  statusFilter,
} from './records';
import { sendOrdersCsv } from './export';
import { readerOf } from '../spreadsheet';
import { orderListQuery, type ListQuerystring } from './query';
import { changesCursor, loadChanges } from './changes';
import { ApiError } from '../errors';
import { COUNT_CAP } from '../../src/domain/listQuery';
import { MSG } from '../../src/domain/messages';
import { isOrderStatus, ORDER_STATUSES, planTransition, type OrderKind } from '../../src/domain/orders';
import {
  checkRefusal,
  isPreparationMinutes,
  MAX_PREPARATION_MINUTES,
  MAX_REFUSAL_NOTE,
  MIN_PREPARATION_MINUTES,
  REFUSAL_REASONS,
} from '../../src/domain/service';

const OWNERS = ['restaurant_owner', 'store_owner', 'services_owner'] as const;
const ADMIN = { roles: ['admin'] } as const;
const OWNER_OR_ADMIN = { roles: ['admin', ...OWNERS] } as const;

/** A decision on an order: the status (when not in the path), and the details accepting or refusing takes. */
const DECISION_FIELDS = {
  // An unknown status is refused in the order rules' words (decisionRefusal), after whose order it is (ownerFirst: 403/404 first).
  status: Type.Optional(oneOf(ORDER_STATUSES, 'The new status')),
  preparationMinutes: Type.Optional(
    Type.Union([Type.Integer({ minimum: MIN_PREPARATION_MINUTES, maximum: MAX_PREPARATION_MINUTES }), Type.Null()], {
      description: `Minutes from ${MIN_PREPARATION_MINUTES} to ${MAX_PREPARATION_MINUTES} (accepting); null for the business's usual time`,
    }),
  ),
  refusalReason: Type.Optional(Type.Union([oneOf(REFUSAL_REASONS), Type.Null()], { description: 'Why the order is refused (refusing)' })),
  refusalNote: Type.Optional(
    Type.Union([Text(), Type.Null()], {
      description: `At most ${MAX_REFUSAL_NOTE} characters once trimmed; required for the reason "other"`,
    }),
  ),
};
const DecisionBody = optionalBody({ ...DECISION_FIELDS, type: Type.Optional(BusinessTypeParam) });
/** A decision whose path does not name the status: its body always does. */
const StatusBody = bodyOf({ ...DECISION_FIELDS, status: oneOf(ORDER_STATUSES, 'The new status'), type: Type.Optional(BusinessTypeParam) });

/** A refused decision body in the order rules' words: the unknown status, the preparation time, the refusal. */
function decisionRefusal(body: unknown): ApiError | string | undefined {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (b.status !== undefined && !isOrderStatus(b.status)) {
    const plan = planTransition('new', b.status, 'admin');
    if (!plan.ok) return new ApiError(plan.statusCode, plan.message, undefined, plan.code);
  }
  if (b.preparationMinutes !== undefined && b.preparationMinutes !== null && !isPreparationMinutes(b.preparationMinutes))
    return MSG.preparationInvalid;
  if (b.refusalReason !== undefined && b.refusalReason !== null) {
    const checked = checkRefusal(b.refusalReason, b.refusalNote);
    if (!checked.ok) return checked.message;
  } else if (b.refusalNote !== undefined && b.refusalNote !== null && typeof b.refusalNote !== 'string') return MSG.refusalNoteRequired;
  return undefined;
}
const decisionRefusals = { body: decisionRefusal };
const ofBusiness = params({ type: BusinessTypeParam, businessId: Id });
const adminList = params({ status: StatusParam, type: OrderKindParam });
const change = { 200: OrderChange };

/** The admin list's statuses (`{status}` in the path, may list several), narrowed by `?status=`. */
function adminStatuses(path: string, query: unknown) {
  const statuses = statusesFromQuery(path);
  const narrowed = statusesFromQuery(query);
  return narrowed && statuses ? narrowed.filter((s) => statuses.includes(s)) : (narrowed ?? statuses);
}

/**
 * One order list: with `page`, that page with the total (`{ data, total, page, pageSize }`, item and pack
 * orders together); with `since`, what changed in the list's scope (`within`, any status) after that moment;
 * without either, every matching order as the spec answers (`{ orders, ordersPack }`), never cut.
 */
async function answerList(ctx: AppContext, within: SQL | undefined, statuses: SQL | undefined, querystring: ListQuerystring) {
  const cursor = changesCursor(querystring);
  if (cursor) return loadChanges(ctx, within, cursor);
  const query = orderListQuery(querystring);
  const where = and(within, statuses, query.where);
  if (!query.paging) return splitPacks(await loadOrders(ctx, where, { orderBy: query.orderBy }));
  const { page, pageSize } = query.paging;
  const [{ rows, next }, { total, capped }] = await Promise.all([
    loadOrderPage(ctx, where, {
      orderBy: query.orderBy,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      withCustomer: query.needsCustomer,
      sort: query.sort,
      order: query.order,
      after: query.after,
    }),
    countOrders(ctx, where, query.needsCustomer, query.exactTotal ? undefined : COUNT_CAP),
  ]);
  return { data: rows, total, totalCapped: capped, page, pageSize, next };
}

/**
 * Owner and admin order desks and status changes (SPEC §7 Orders, DESIGN §3): /orders/…,
 * /orderPack/…, and the Easy Market grocery orders /easyMarket/orders/…, /grocery/order/….
 */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  // ── Owner desk ────────────────────────────────────────────────────────────────────────────────
  /**
   * GET /orders/{type}/{businessId}?status=new | status=confirme&status=waiting&status=comming | status=succes&status=refusée,
   * and for a page: &page&pageSize&sort&order&from&to&q (see orderListQuery); &since&after: the changes since (loadChanges).
   */
  api.get(
    '/api/orders/:type/:businessId',
    {
      config: { access: OWNER_OR_ADMIN },
      schema: {
        operationId: 'listBusinessOrders',
        summary: "List a business's orders",
        params: ofBusiness,
        querystring: OrderListQuery,
        response: { 200: OrderList },
      },
    },
    async (req) => {
      const type = req.params.type;
      const business = await findBusiness(ctx, type, req.params.businessId);
      assertOwnerOrAdmin(req.user!, business.owner);
      const statuses = statusesFromQuery(req.query.status);
      return answerList(ctx, and(eq(orders.businessId, business._id), eq(orders.kind, type)), statusFilter(statuses), req.query);
    },
  );

  /** GET /orders/{type}/{businessId}/export?status…&from&to&q: the whole filtered list as CSV, streamed. */
  api.get(
    '/api/orders/:type/:businessId/export',
    {
      config: { access: OWNER_OR_ADMIN },
      schema: {
        operationId: 'exportBusinessOrders',
        summary: "Export a business's orders",
        params: ofBusiness,
        querystring: OrderListQuery,
        response: { 200: CsvAnswer },
      },
    },
    async (req, reply) => {
      const type = req.params.type;
      const business = await findBusiness(ctx, type, req.params.businessId);
      assertOwnerOrAdmin(req.user!, business.owner);
      const statuses = statusesFromQuery(req.query.status);
      const scope = and(eq(orders.businessId, business._id), eq(orders.kind, type), statusFilter(statuses));
      const reader = { format: req.query.format ?? 'csv', ...(await readerOf(ctx, req.user!._id)) };
      return sendOrdersCsv(ctx, reply, scope, req.query, `orders-${type}-${new Date().toISOString().slice(0, 10)}`, reader);
    },
  );

  /** PUT /orders/{type}/updatestatue/{id} { status, type }: the owner's (or an admin's) decision on an item order. */
  api.put(
    '/api/orders/:type/updatestatue/:id',
    {
      config: {
        access: OWNER_OR_ADMIN,
        refusal: decisionRefusals,
        ownerFirst: (req) =>
          decidableOrder(ctx, req.user!, (req.params as { id: string }).id, {
            kinds: [(req.params as { type: OrderKind }).type],
            typeOrder: 'order',
          }),
      },
      schema: {
        operationId: 'decideBusinessOrder',
        summary: "Change an order's status (owner)",
        params: params({ type: BusinessTypeParam, id: Id }),
        body: StatusBody,
        response: change,
      },
    },
    async (req) => {
      const type = req.params.type;
      return changeOrderStatus(ctx, req.user!, req.params.id, req.body?.status, { kinds: [type], typeOrder: 'order' }, req.body ?? {});
    },
  );

  /** PUT /orderPack/changeStatus/{id} { status, type }: the same for a pack order. */
  api.put(
    '/api/orderPack/changeStatus/:id',
    {
      config: {
        access: OWNER_OR_ADMIN,
        refusal: decisionRefusals,
        ownerFirst: (req) => decidableOrder(ctx, req.user!, (req.params as { id: string }).id, { typeOrder: 'pack' }),
      },
      schema: {
        operationId: 'decidePackOrder',
        summary: "Change a pack order's status (owner)",
        params: params({ id: Id }),
        body: StatusBody,
        response: change,
      },
    },
    async (req) => {
      const type = req.body?.type;
      return changeOrderStatus(
        ctx,
        req.user!,
        req.params.id,
        req.body?.status,
        { kinds: type ? [type] : undefined, typeOrder: 'pack' },
        req.body ?? {},
      );
    },
  );

  // ── Admin desk ────────────────────────────────────────────────────────────────────────────────
  /**
   * GET /orders/admin/{status}/{type}: new, waiting, comming, confirme (SPEC), succes and refusée (done lists);
   * `{status}` may list several (succes,refusée); `?status=` narrows them; paging as the owner's list.
   */
  api.get(
    '/api/orders/admin/:status/:type',
    {
      config: { access: ADMIN },
      schema: {
        operationId: 'listOrdersForAdmin',
        summary: 'List orders by status and kind (admin)',
        params: adminList,
        querystring: OrderListQuery,
        response: { 200: OrderList },
      },
    },
    async (req) => {
      const kind = req.params.type;
      const within = adminStatuses(req.params.status, req.query.status);
      return answerList(ctx, eq(orders.kind, kind), statusFilter(within), req.query);
    },
  );

  /** GET /orders/admin/{status}/{type}/export: the admin's filtered list as CSV, streamed. */
  api.get(
    '/api/orders/admin/:status/:type/export',
    {
      config: { access: ADMIN },
      schema: {
        operationId: 'exportOrdersForAdmin',
        summary: 'Export orders by status and kind (admin)',
        params: adminList,
        querystring: OrderListQuery,
        response: { 200: CsvAnswer },
      },
    },
    async (req, reply) => {
      const kind = req.params.type;
      const within = adminStatuses(req.params.status, req.query.status);
      const reader = { format: req.query.format ?? 'csv', ...(await readerOf(ctx, req.user!._id)) };
      return sendOrdersCsv(
        ctx,
        reply,
        and(eq(orders.kind, kind), statusFilter(within)),
        req.query,
        `orders-${kind}-${new Date().toISOString().slice(0, 10)}`,
        reader,
      );
    },
  );

  /** PUT /orders/admin/{type}/{id}/{status} → { msg }. */
  api.put(
    '/api/orders/admin/:type/:id/:status',
    {
      config: { access: ADMIN, refusal: decisionRefusals },
      schema: {
        operationId: 'setOrderStatusAsAdmin',
        summary: "Change an order's status (admin)",
        params: params({ type: OrderKindParam, id: Id, status: StatusParam }),
        body: DecisionBody,
        response: change,
      },
    },
    async (req) => {
      const kind = req.params.type;
      return changeOrderStatus(
        ctx,
        req.user!,
        req.params.id,
        req.params.status,
        { kinds: [kind], typeOrder: kind === 'grocery' ? undefined : 'order' },
        req.body ?? {},
      );
    },
  );

  /** PUT /orders/admin/pack/{id}/{status}. */
  api.put(
    '/api/orders/admin/pack/:id/:status',
    {
      config: { access: ADMIN, refusal: decisionRefusals },
      schema: {
        operationId: 'setPackOrderStatusAsAdmin',
        summary: "Change a pack order's status (admin)",
        params: params({ id: Id, status: StatusParam }),
        body: DecisionBody,
        response: change,
      },
    },
    async (req) => {
      return changeOrderStatus(ctx, req.user!, req.params.id, req.params.status, { typeOrder: 'pack' }, req.body ?? {});
    },
  );

  // ── Easy Market grocery orders (admin) ───────────────────────────────────────────────────────
  /** GET /easyMarket/orders/getALL/new: the list of new grocery orders. */
  api.get(
    '/api/easyMarket/orders/getALL/new',
    {
      config: { access: ADMIN },
      schema: { operationId: 'listNewGroceryOrders', summary: 'List new Easy Market orders', response: { 200: Type.Array(ref(Order)) } },
    },
    async () => {
      return loadOrders(ctx, and(eq(orders.kind, 'grocery'), eq(orders.statusOrders, 'new')));
    },
  );

  /** PUT /easyMarket/orders/edit/{id}/{status}. */
  api.put(
    '/api/easyMarket/orders/edit/:id/:status',
    {
      config: { access: ADMIN },
      schema: {
        operationId: 'setGroceryOrderStatus',
        summary: "Change an Easy Market order's status",
        params: params({ id: Id, status: StatusParam }),
        response: change,
      },
    },
    async (req) => {
      return changeOrderStatus(ctx, req.user!, req.params.id, req.params.status, { kinds: ['grocery'] });
    },
  );

  /** PUT /grocery/order/{id} { status }. */
  api.put(
    '/api/grocery/order/:id',
    {
      config: { access: ADMIN, refusal: decisionRefusals },
      schema: {
        operationId: 'assignGroceryOrderRider',
        summary: 'Assign a rider to an Easy Market order',
        params: params({ id: Id }),
        body: StatusBody,
        response: change,
      },
    },
    async (req) => {
      return changeOrderStatus(ctx, req.user!, req.params.id, req.body?.status, { kinds: ['grocery'] });
    },
  );
}
