import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GeoPoint } from '../../src/domain/geo';
import { MSG } from '../../src/domain/messages';
import { centimes, toDirhams, ZERO, type Centimes } from '../../src/domain/money';
import type { SortOrder } from '../../src/domain/listQuery';
import { isOrderStatus, planTransition, type OrderActor, type OrderStatus } from '../../src/domain/orders';
import { checkRefusal, DEFAULT_PREPARATION_MINUTES, isPreparationMinutes, NO_ANSWER_REASON, readyAtFor } from '../../src/domain/service';
import type { RequestUser } from '../access';
import { audit } from '../audit/record';
import { putBackStock } from '../catalogue/stock';
import { recordDelivery } from '../ledger/delivery';
import type { AppContext } from '../context';
import { businesses, orderCancellations, orders, orderVersions, packs, refunds, riders, users } from '../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import { countOrderDecision } from '../metrics';
import { encodePageCursor, sortKeyOf, type CursorSort } from './pageCursor';

const riderUser = alias(users, 'rider_user');
const orderBusiness = alias(businesses, 'order_business');
export const customer = alias(users, 'customer');

type OrderRow = typeof orders.$inferSelect;
interface Joined {
  order: OrderRow;
  pack: { _id: string; name: string; image: string; price: Centimes } | null;
  rider: { _id: string; name: string; phone: string } | null;
  riderInfo: { Number_Rider: number; currentLocation: GeoPoint | null } | null;
  customer: { _id: string; name: string } | null;
  business?: { _id: string; name: string; type: string } | null;
  cancellation?: typeof orderCancellations.$inferSelect | null;
  refunded?: Centimes;
  version?: number;
}

/** An order as the provider API sends it (SPEC §3): populated lines, business id field by kind, rider with user and location. */
export function serializeOrder({ order, pack, rider, riderInfo, customer: client, business, cancellation, refunded, version }: Joined) {
  const grocery = order.kind === 'grocery';
  const lines = order.orders.map((l) => {
    const options = l.options.map((o) => ({ ...o, choices: o.choices.map((c) => ({ ...c, price: toDirhams(c.price) })) }));
    return grocery
      ? {
          product: { _id: l.productId, name: l.name, image: l.image, price: toDirhams(l.prix) },
          qty: l.quantity,
          prixTotal: toDirhams(l.prixTotal),
          options,
        }
      : {
          product: { _id: { _id: l.productId, name: l.name, image: l.image, prix: toDirhams(l.prix) } },
          quantity: l.quantity,
          prixTotal: toDirhams(l.prixTotal),
          options,
        };
  });
  const businessField = order.kind === 'restaurant' ? 'restaurant_id' : order.kind === 'store' ? 'store_id' : 'business_id';
  return {
    _id: order._id,
    commandNumber: order.commandNumber,
    createdAt: new Date(order.createdAt).toISOString(),
    updatedAt: new Date(order.updatedAt).toISOString(),
    kind: order.kind,
    type_order: order.type_order,
    user_id: client ? { _id: client._id, name: client.name } : null,
    numberPhone: order.numberPhone,
    orders: lines,
    deleveryFee: toDirhams(order.deleveryFee),
    totalPrix: toDirhams(order.totalPrix),
    statusOrders: order.statusOrders,
    statusPreparing: order.statusPreparing,
    statusSending: order.statusSending,
    message: order.message,
    preparationMinutes: order.preparationMinutes ?? null,
    readyAt: order.readyAt ? new Date(order.readyAt).toISOString() : null,
    refusalReason: order.refusalReason ?? null,
    refusalNote: order.refusalNote ?? null,
    autoAccepted: order.autoAccepted ?? false,
    decidedBy: order.decidedBy ?? null,
    escalatedAt: order.escalatedAt ? new Date(order.escalatedAt).toISOString() : null,
    cancellation: cancellation?.orderId ? cancellationJson(cancellation) : null,
    refunded: toDirhams(refunded ?? ZERO),
    version: version ?? 1,
    ...(grocery ? {} : { [businessField]: order.businessId }),
    // Which business the order is for, by name, so that an admin list can say it (grocery: Easy Market, none).
    business: business?._id ? { _id: business._id, name: business.name, type: business.type } : null,
    ...(order.type_order === 'pack'
      ? { pack: pack ? { ...pack, price: toDirhams(pack.price) } : null, price: pack ? toDirhams(pack.price) : null }
      : {}),
    rider_id: rider
      ? {
          _id: rider._id,
          Number_Rider: riderInfo?.Number_Rider ?? null,
          user_id: { _id: rider._id, name: rider.name, phone: rider.phone },
          currentLocation: riderInfo?.currentLocation ?? null,
        }
      : null,
  };
}
export type OrderJson = ReturnType<typeof serializeOrder>;

export function cancellationJson(c: typeof orderCancellations.$inferSelect) {
  return {
    by: c.by,
    reason: c.reason,
    note: c.note,
    accepted: c.accepted,
    liable: c.liable,
    actorName: c.actorName,
    at: new Date(c.createdAt).toISOString(),
  };
}

// What was refunded and how many times the business changed it, read per order from their indexes.
const refundedOf =
  sql<string>`(select coalesce(sum(${refunds.amount}), 0) from ${refunds} where ${refunds.orderId} = ${orders._id})`.mapWith((v) =>
    centimes(Number(v)),
  );
const versionOf =
  sql<number>`(select coalesce(max(${orderVersions.version}), 1) from ${orderVersions} where ${orderVersions.orderId} = ${orders._id})`.mapWith(
    Number,
  );

export interface LoadOptions {
  limit?: number;
  offset?: number;
  /** Newest first unless told otherwise. */
  orderBy?: SQL[];
}

/** Orders matching `where`, serialised; every one of them unless a page (limit, offset) is asked for. */
export async function loadOrders(ctx: AppContext, where: SQL | undefined, options: LoadOptions = {}): Promise<OrderJson[]> {
  const query = ctx.db
    .select({
      order: orders,
      pack: { _id: packs._id, name: packs.name, image: packs.image, price: packs.price },
      rider: { _id: riderUser._id, name: riderUser.name, phone: riderUser.phone },
      riderInfo: { Number_Rider: riders.Number_Rider, currentLocation: riders.currentLocation },
      customer: { _id: customer._id, name: customer.name },
      business: { _id: orderBusiness._id, name: orderBusiness.name, type: orderBusiness.type },
      cancellation: orderCancellations,
      refunded: refundedOf,
      version: versionOf,
    })
    .from(orders)
    .leftJoin(packs, eq(packs._id, orders.packId))
    .leftJoin(riderUser, eq(riderUser._id, orders.rider_id))
    .leftJoin(riders, eq(riders.userId, orders.rider_id))
    .leftJoin(customer, eq(customer._id, orders.user_id))
    .leftJoin(orderBusiness, eq(orderBusiness._id, orders.businessId))
    .leftJoin(orderCancellations, eq(orderCancellations.orderId, orders._id))
    .where(where)
    .orderBy(...(options.orderBy ?? [desc(orders.createdAt)]))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset) query.offset(options.offset);
  const rows = await query;
  return rows.map((r) => serializeOrder(r as Joined));
}

/**
 * One page of a list, and the cursor after its last row (null on a short page: nothing follows). The page's
 * ids come first, from an index alone however deep the page is; only those rows are then read with their
 * joins (joined before the OFFSET, every skipped order would be read too). With `after` the page starts
 * after a cursor and skips nothing.
 */
export async function loadOrderPage(
  ctx: AppContext,
  where: SQL | undefined,
  page: { orderBy: SQL[]; limit: number; offset: number; withCustomer: boolean; sort: CursorSort; order: SortOrder; after?: SQL },
): Promise<{ rows: OrderJson[]; next: string | null }> {
  const query = ctx.db
    .select({ id: orders._id, key: sortKeyOf(page.sort), number: orders.commandNumber })
    .from(orders)
    .$dynamic();
  if (page.withCustomer) query.leftJoin(customer, eq(customer._id, orders.user_id));
  const ids = await query
    .where(page.after ? and(where, page.after) : where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset);
  if (ids.length === 0) return { rows: [], next: null };
  const last = ids.at(-1)!;
  const rows = await loadOrders(
    ctx,
    inArray(
      orders._id,
      ids.map((row) => row.id),
    ),
    { orderBy: page.orderBy },
  );
  return { rows, next: ids.length === page.limit ? encodePageCursor(page.sort, page.order, last.key, last.number) : null };
}

/**
 * How many orders match `where` (joining the customer only when the filter reads their name). With `upTo`,
 * counting stops past that many (`capped`): a count reads every matching row, the page only twenty.
 */
export async function countOrders(
  ctx: AppContext,
  where: SQL | undefined,
  withCustomer: boolean,
  upTo?: number,
): Promise<{ total: number; capped: boolean }> {
  const matching = ctx.db
    .select({ one: sql`1` })
    .from(orders)
    .$dynamic();
  if (withCustomer) matching.leftJoin(customer, eq(customer._id, orders.user_id));
  matching.where(where);
  if (upTo !== undefined) matching.limit(upTo + 1);
  const [row] = await ctx.db.select({ n: count() }).from(matching.as('matching'));
  const n = row!.n;
  return upTo !== undefined && n > upTo ? { total: upTo, capped: true } : { total: n, capped: false };
}

export async function loadOrder(ctx: AppContext, id: string): Promise<OrderJson> {
  const [order] = await loadOrders(ctx, eq(orders._id, id), { limit: 1 });
  if (!order) throw notFound(MSG.orderNotFound);
  return order;
}

/** The lists' answer: item orders and pack orders apart (SPEC §7 `{orders, ordersPack}`). */
export function splitPacks(list: OrderJson[]) {
  return { orders: list.filter((o) => o.type_order !== 'pack'), ordersPack: list.filter((o) => o.type_order === 'pack') };
}

/** `?status=a&status=b` (or one value) → checked statuses; none given → undefined (every status). */
export function statusesFromQuery(value: unknown): OrderStatus[] | undefined {
  if (value === undefined || value === '') return undefined;
  // Repeated (`?status=a&status=b`), comma-separated (`?status=a,b`), or both.
  const list = [value]
    .flat()
    .flatMap((v) => String(v).split(','))
    .filter(Boolean);
  for (const s of list) if (!isOrderStatus(s)) throw badRequest(`Unknown order status '${s}'`, 'unknownOrderStatus');
  return list as OrderStatus[];
}

export const statusFilter = (statuses: OrderStatus[] | undefined) => (statuses ? inArray(orders.statusOrders, statuses) : undefined);

/** Which order kinds an update path may touch. */
export interface UpdateScope {
  kinds?: readonly OrderRow['kind'][];
  typeOrder?: OrderRow['type_order'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a business's decision may carry: the preparation time on accept, the reason on refusal. */
export interface DecisionDetails {
  preparationMinutes?: unknown;
  refusalReason?: unknown;
  refusalNote?: unknown;
}

/**
 * The marketplace itself deciding a new order, as the business's settings ask: accepting is auto-accept,
 * refusing is "no answer" (auto-refuse). It decides like an admin would, on any business.
 */
export interface SystemActor {
  _id: null;
  name: string;
  role: 'system';
}
export const AUTOMATIC: SystemActor = { _id: null, name: 'Automatic (business settings)', role: 'system' };

/**
 * The order `user` may change, within the route's scope, and as whom: 404 for no such order in that scope,
 * 403 for an owner whose business it is not. Routes also run it before refusing a body, so that a stranger
 * learns nothing from a validation message.
 */
export async function decidableOrder(ctx: AppContext, user: RequestUser | SystemActor, id: string, scope: UpdateScope = {}) {
  if (!UUID.test(id)) throw notFound(MSG.orderNotFound);
  const [order] = await ctx.db.select().from(orders).where(eq(orders._id, id));
  if (!order || (scope.kinds && !scope.kinds.includes(order.kind)) || (scope.typeOrder && order.type_order !== scope.typeOrder)) {
    throw notFound(MSG.orderNotFound);
  }
  let actor: OrderActor;
  if (user._id === null || user.role === 'admin') actor = 'admin';
  else if (user.role === 'rider') actor = 'rider';
  else {
    actor = 'owner';
    if (!order.businessId) throw forbidden(MSG.forbidden);
    const [business] = await ctx.db.select({ owner: businesses.owner }).from(businesses).where(eq(businesses._id, order.businessId));
    if (!business || business.owner !== user._id) throw forbidden(MSG.forbidden);
  }
  return { order, actor };
}

/**
 * Moves an order to a requested status: checks who asks (the business's owner, an admin, the rider),
 * the state machine (409 otherwise), writes the change only if nobody changed the order meanwhile,
 * and tells every room concerned.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  user: RequestUser | SystemActor,
  id: string,
  requested: unknown,
  scope: UpdateScope = {},
  details: DecisionDetails = {},
) {
  const { order, actor } = await decidableOrder(ctx, user, id, scope);
  const from = order.statusOrders as OrderStatus;
  const plan = planTransition(from, requested, actor);
  if (!plan.ok) throw new ApiError(plan.statusCode, plan.message, undefined, plan.code);

  const changes: Partial<typeof orders.$inferInsert> = { statusOrders: plan.status, updatedAt: new Date().toISOString() };
  const automatic = user._id === null;
  if (from === 'new' && plan.status === 'waiting')
    Object.assign(changes, await acceptance(ctx, order, details), { autoAccepted: automatic });
  if (from === 'new' && plan.status === 'refusée')
    Object.assign(changes, automatic ? { refusalReason: NO_ANSWER_REASON, refusalNote: null } : refusal(details));
  // Who answered it, by name as it is today: the staff member acting for the business, or the account itself.
  if (from === 'new' && !automatic) changes.decidedBy = ('actor' in user && user.actor?.name) || user.name;
  if (plan.status === 'waiting') changes.statusPreparing = true;
  if (plan.status === 'comming') changes.statusSending = true;
  if (actor === 'rider') {
    if (plan.status === 'confirme') {
      if (order.rider_id && order.rider_id !== user._id) throw new ApiError(409, 'Another rider has already taken this order.');
      changes.rider_id = user._id;
    } else if (order.rider_id !== user._id) {
      throw forbidden('This order is assigned to another rider.');
    }
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set(changes)
      .where(and(eq(orders._id, id), eq(orders.statusOrders, from)))
      .returning({ _id: orders._id });
    // A refused order's units go back on sale, once: only the change that won the status race puts them back.
    if (row && plan.status === 'refusée') await putBackStock(tx, order.orders);
    if (row && plan.status === 'succes') await recordDelivery(tx, order, ctx.now());
    if (row)
      await audit(tx, user, {
        action: 'order.status',
        targetType: 'order',
        targetId: id,
        before: { status: from },
        after: { status: plan.status },
      });
    return row;
  });
  if (!updated) throw new ApiError(409, 'This order was just changed by someone else. Refresh and try again.');
  if (from === 'new') countOrderDecision(plan.status, user._id === null, order.createdAt);

  if (actor === 'rider' && user._id) {
    const availability = plan.status === 'succes' ? 'available' : 'on_delivery';
    await ctx.db.update(riders).set({ avability: availability }).where(eq(riders.userId, user._id));
  }
  const json = await loadOrder(ctx, id);
  announceChange(ctx, json, order.businessId);
  return { msg: plan.status === 'refusée' ? MSG.orderRefused : MSG.orderUpdated, order: json };
}

/** Accepting: the preparation time sent (checked) or the business's usual one, and when it should be ready. */
async function acceptance(ctx: AppContext, order: OrderRow, details: DecisionDetails) {
  let minutes: number = DEFAULT_PREPARATION_MINUTES;
  if (details.preparationMinutes !== undefined && details.preparationMinutes !== null) {
    if (!isPreparationMinutes(details.preparationMinutes)) throw badRequest(MSG.preparationInvalid);
    minutes = details.preparationMinutes;
  } else if (order.businessId) {
    const [business] = await ctx.db
      .select({ usual: businesses.preparationMinutes })
      .from(businesses)
      .where(eq(businesses._id, order.businessId));
    minutes = business?.usual ?? minutes;
  }
  return { preparationMinutes: minutes, readyAt: readyAtFor(ctx.now(), minutes) };
}

/** Refusing: a reason is optional for the spec's clients; when sent it must be one of the list (a note for 'other'). */
function refusal(details: DecisionDetails) {
  if (details.refusalReason === undefined || details.refusalReason === null) return {};
  const checked = checkRefusal(details.refusalReason, details.refusalNote);
  if (!checked.ok) throw badRequest(checked.message);
  return { refusalReason: checked.reason, refusalNote: checked.note };
}

/** orderUpdated to the business room and the admins; orderToDeliver when a rider took it; the rider hears about theirs. */
export function announceChange(ctx: AppContext, order: OrderJson, businessId: string | null) {
  if (businessId) ctx.realtime.toBusiness(businessId, 'orderUpdated', order);
  ctx.realtime.toAdmins('orderUpdated', order);
  if (order.statusOrders === 'confirme' && businessId) ctx.realtime.toBusiness(businessId, 'orderToDeliver', order);
  if (order.rider_id) ctx.realtime.toRider(order.rider_id._id, 'orderUpdated', order);
}

export { orders as ordersTable };
