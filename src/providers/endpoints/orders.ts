import { operation, param, type EndpointParams, type EndpointTable, type RequestBody } from './types';

/**
 * Which list `orders.getList` reads (meta.source):
 *  - owner:      GET /orders/{type}/{businessId}?status=…  (meta { type, businessId, statuses })
 *  - admin:      GET /orders/admin/{status}/{type}          (meta { type, status }; status may be 'succes,refusée')
 * A server-mode table adds its page and filters; a status filter narrows the list's statuses.
 *  - groceryNew: GET /easyMarket/orders/getALL/new
 */
export type OrderListSource =
  | { source: 'owner'; type: string; businessId: string; statuses: readonly string[] }
  | { source: 'admin'; type: string; status: string }
  | { source: 'groceryNew' };

function listPath(p: EndpointParams): string {
  const meta = (p.meta ?? {}) as Partial<OrderListSource> & Record<string, unknown>;
  switch (meta.source) {
    case 'admin':
      return `/orders/admin/${param(p, 'status')}/${param(p, 'type')}`;
    case 'groceryNew':
      return '/easyMarket/orders/getALL/new';
    default: {
      // The table's status filter (sent in the query) narrows the list's own statuses.
      const statuses = p.query?.status ? [] : ((meta.statuses as readonly string[] | undefined) ?? []);
      const query = statuses.map((s) => `status=${encodeURIComponent(s)}`).join('&');
      return `/orders/${param(p, 'type')}/${param(p, 'businessId')}${query ? `?${query}` : ''}`;
    }
  }
}

/** `{orders, ordersPack}` (or a bare list) → one list; pack orders keep type_order 'pack'. A page stays a page. */
function mergeLists(response: unknown): unknown {
  if (Array.isArray(response)) return response;
  if (response && typeof response === 'object' && 'total' in response) return response;
  const body = (response ?? {}) as { orders?: unknown[]; ordersPack?: unknown[] };
  return [...(body.orders ?? []), ...(body.ordersPack ?? []).map((o) => ({ type_order: 'pack', ...(o as object) }))];
}

const status = (p: EndpointParams) => param(p, 'status');

/**
 * What changed in a list's scope after a moment (any status), a page at a time: meta as getList plus
 * `since` and, from the second page, `after` → `{ data, more }`. The new grocery list is the admin's.
 */
function changesPath(p: EndpointParams): string {
  const meta = (p.meta ?? {}) as Partial<OrderListSource> & { since?: string; after?: string };
  const base =
    meta.source === 'admin'
      ? `/orders/admin/${status(p)}/${param(p, 'type')}`
      : meta.source === 'groceryNew'
        ? '/orders/admin/new/grocery'
        : `/orders/${param(p, 'type')}/${param(p, 'businessId')}`;
  const after = meta.after ? `&after=${encodeURIComponent(meta.after)}` : '';
  return `${base}?since=${param(p, 'since')}${after}`;
}

/** The CSV export of a list: the same list's path with /export, the same filters, every row. */
function exportPath(p: EndpointParams): string {
  const [path, query] = listPath(p).split('?');
  return `${path}/export${query ? `?${query}` : ''}`;
}

/** A decision's body as the contract declares it: the status and type from meta, the details from the values. */
type DecisionBody = RequestBody<'decideBusinessOrder'>;
const decision = (p: EndpointParams): DecisionBody => ({
  ...(p.variables as DecisionBody),
  status: p.meta?.status as DecisionBody['status'],
  type: p.meta?.type as DecisionBody['type'],
});
const statusOnly = (p: EndpointParams): DecisionBody => ({ status: p.meta?.status as DecisionBody['status'] });
/** A pack decision's body always names its status. */
const packDecision = (p: EndpointParams): RequestBody<'decidePackOrder'> => ({
  ...decision(p),
  status: p.meta?.status as NonNullable<DecisionBody['status']>,
});

/** Orders (SPEC §7 Orders): lists for owners and admins, and every status change. */
export const ordersEndpoints: EndpointTable = {
  orders: {
    getList: operation(['listBusinessOrders', 'listOrdersForAdmin', 'listNewGroceryOrders'], {
      method: 'GET',
      path: listPath,
      select: mergeLists,
    }),
    /** The changes since a moment in a list's scope (meta as getList, plus since and after). */
    changes: operation(['listBusinessOrders', 'listOrdersForAdmin'], { method: 'GET', path: changesPath }),
    /** CSV of a whole filtered owner or admin list (meta as getList), streamed. */
    export: operation(['exportBusinessOrders', 'exportOrdersForAdmin'], { method: 'GET', path: exportPath }),
    /** Owner's decision on an item order: PUT /orders/{type}/updatestatue/{id} { status, type }. */
    ownerUpdate: operation('decideBusinessOrder', {
      method: 'PUT',
      path: (p) => `/orders/${param(p, 'type')}/updatestatue/${param(p, 'id')}`,
      body: decision,
    }),
    /** …and on a pack order: PUT /orderPack/changeStatus/{id} { status, type }. */
    ownerPackUpdate: operation('decidePackOrder', {
      method: 'PUT',
      path: (p) => `/orderPack/changeStatus/${param(p, 'id')}`,
      body: packDecision,
    }),
    /** Admin: PUT /orders/admin/{type}/{id}/{status} → { msg }. */
    adminUpdate: operation('setOrderStatusAsAdmin', {
      method: 'PUT',
      path: (p) => `/orders/admin/${param(p, 'type')}/${param(p, 'id')}/${status(p)}`,
      body: statusOnly,
    }),
    /** Admin, pack orders: PUT /orders/admin/pack/{id}/{status}. */
    adminPackUpdate: operation('setPackOrderStatusAsAdmin', {
      method: 'PUT',
      path: (p) => `/orders/admin/pack/${param(p, 'id')}/${status(p)}`,
      body: statusOnly,
    }),
    /**
     * Easy Market grocery orders: PUT /easyMarket/orders/edit/{id}/{status}. The spec's body repeats the
     * status, which the contract does not declare (the path carries it): the entry is checked by path only.
     */
    groceryUpdate: {
      method: 'PUT',
      path: (p) => `/easyMarket/orders/edit/${param(p, 'id')}/${status(p)}`,
      body: (p) => ({ status: p.meta?.status }),
    },
    /** The other grocery path: PUT /grocery/order/{id} { status }. */
    groceryOrderUpdate: operation('assignGroceryOrderRider', {
      method: 'PUT',
      path: (p) => `/grocery/order/${param(p, 'id')}`,
      body: statusOnly,
    }),
  },
};
