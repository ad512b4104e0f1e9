import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ORDER_KINDS, type OrderKind } from '../../src/domain/orders';
import { assertOwnerOrAdmin } from '../access';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { businessTypeParam, findBusiness } from './businesses';
import { changeOrderStatus, loadOrders, ordersTable as orders, splitPacks, statusesFromQuery, statusFilter } from './orderRecords';

const OWNERS = ['restaurant_owner', 'store_owner', 'services_owner'] as const;
const ADMIN = { roles: ['admin'] } as const;
const OWNER_OR_ADMIN = { roles: ['admin', ...OWNERS] } as const;

type Body = { status?: unknown; type?: unknown } | undefined;

function orderKindParam(value: string): OrderKind {
  if (!(ORDER_KINDS as readonly string[]).includes(value)) throw badRequest('Unknown order type');
  return value as OrderKind;
}

/**
 * Owner and admin order desks and status changes (SPEC §7 Orders, DESIGN §3): /orders/…,
 * /orderPack/…, and the Easy Market grocery orders /easyMarket/orders/…, /grocery/order/….
 */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext) {
  // ── Owner desk ────────────────────────────────────────────────────────────────────────────────
  /** GET /orders/{type}/{businessId}?status=new | status=confirme&status=waiting&status=comming | status=succes&status=refusée */
  app.get<{ Params: { type: string; businessId: string }; Querystring: { status?: string | string[] } }>(
    '/api/orders/:type/:businessId',
    { config: { access: OWNER_OR_ADMIN } },
    async (req) => {
      const type = businessTypeParam(req.params.type);
      const business = await findBusiness(ctx, type, req.params.businessId);
      assertOwnerOrAdmin(req.user!, business.owner);
      const statuses = statusesFromQuery(req.query.status);
      const list = await loadOrders(ctx, and(eq(orders.businessId, business._id), eq(orders.kind, type), statusFilter(statuses)));
      return splitPacks(list);
    },
  );

  /** PUT /orders/{type}/updatestatue/{id} { status, type }: the owner's (or an admin's) decision on an item order. */
  app.put<{ Params: { type: string; id: string }; Body: Body }>(
    '/api/orders/:type/updatestatue/:id',
    { config: { access: OWNER_OR_ADMIN } },
    async (req) => {
      const type = businessTypeParam(req.params.type);
      return changeOrderStatus(ctx, req.user!, req.params.id, req.body?.status, { kinds: [type], typeOrder: 'order' });
    },
  );

  /** PUT /orderPack/changeStatus/{id} { status, type }: the same for a pack order. */
  app.put<{ Params: { id: string }; Body: Body }>('/api/orderPack/changeStatus/:id', { config: { access: OWNER_OR_ADMIN } }, async (req) => {
    const type = req.body?.type === undefined ? undefined : businessTypeParam(String(req.body.type));
    return changeOrderStatus(ctx, req.user!, req.params.id, req.body?.status, { kinds: type ? [type] : undefined, typeOrder: 'pack' });
  });

  // ── Admin desk ────────────────────────────────────────────────────────────────────────────────
  /** GET /orders/admin/{status}/{type}: new, waiting, comming, confirme (SPEC), succes and refusée (done lists). */
  app.get<{ Params: { status: string; type: string } }>('/api/orders/admin/:status/:type', { config: { access: ADMIN } }, async (req) => {
    const kind = orderKindParam(req.params.type);
    const statuses = statusesFromQuery(req.params.status);
    return splitPacks(await loadOrders(ctx, and(eq(orders.kind, kind), statusFilter(statuses))));
  });

  /** PUT /orders/admin/{type}/{id}/{status} → { msg }. */
  app.put<{ Params: { type: string; id: string; status: string } }>(
    '/api/orders/admin/:type/:id/:status',
    { config: { access: ADMIN } },
    async (req) => {
      const kind = orderKindParam(req.params.type);
      return changeOrderStatus(ctx, req.user!, req.params.id, req.params.status, { kinds: [kind], typeOrder: kind === 'grocery' ? undefined : 'order' });
    },
  );

  /** PUT /orders/admin/pack/{id}/{status}. */
  app.put<{ Params: { id: string; status: string } }>('/api/orders/admin/pack/:id/:status', { config: { access: ADMIN } }, async (req) => {
    return changeOrderStatus(ctx, req.user!, req.params.id, req.params.status, { typeOrder: 'pack' });
  });

  // ── Easy Market grocery orders (admin) ───────────────────────────────────────────────────────
  /** GET /easyMarket/orders/getALL/new: the list of new grocery orders. */
  app.get('/api/easyMarket/orders/getALL/new', { config: { access: ADMIN } }, async () => {
    return loadOrders(ctx, and(eq(orders.kind, 'grocery'), eq(orders.statusOrders, 'new')));
  });

  /** PUT /easyMarket/orders/edit/{id}/{status}. */
  app.put<{ Params: { id: string; status: string } }>('/api/easyMarket/orders/edit/:id/:status', { config: { access: ADMIN } }, async (req) => {
    return changeOrderStatus(ctx, req.user!, req.params.id, req.params.status, { kinds: ['grocery'] });
  });

  /** PUT /grocery/order/{id} { status }. */
  app.put<{ Params: { id: string }; Body: Body }>('/api/grocery/order/:id', { config: { access: ADMIN } }, async (req) => {
    return changeOrderStatus(ctx, req.user!, req.params.id, req.body?.status, { kinds: ['grocery'] });
  });
}
