import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import { sumMoney, timesMoney, ZERO, type Centimes } from '../../src/domain/money';
import { DEFAULT_DELIVERY_FEE } from '../../src/domain/orders';
import { isQuantity, lineTotal, MAX_LINES, MAX_QUANTITY, priceOptions } from '../../src/domain/orderLines';
import { normalizePhone } from '../../src/domain/phone';
import { openStatusAt, orderingRefusal } from '../../src/domain/schedule';
import { soldOutAt } from '../../src/domain/service';
import { isOutOfStock } from '../../src/domain/stock';
import { effectiveAvailability, isAvailableAt } from '../../src/domain/availability';
import { takeStock } from '../catalogue/stock';
import { termsAt } from '../commission/terms';
import type { BusinessType } from '../../src/domain/roles';
import { OrderAnswer, OrderChange, SplitOrders } from './answers';
import type { AppContext } from '../context';
import { businesses, catalogueCategories, catalogueItems, emProducts, orders, packs, type OrderLine } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { acceptAutomatically, scheduleAnswerJobs } from '../escalation/jobs';
import { metrics } from '../metrics';
import { notifyNewOrder } from '../push/orderPushes';
import { IdempotencyHeaders, keepIdempotencyKey, orderOfKey } from './idempotency';
import { bodyOf, Id, OrderKindParam, params, QueryValue, StatusParam, Text, typed } from '../schemas';
import { Type } from 'typebox';
import { changeOrderStatus, loadOrder, loadOrders, splitPacks, statusesFromQuery, statusFilter } from './records';

interface LineInput {
  productId: string;
  quantity?: unknown;
  options?: unknown;
}

/** A client's order: items (lines) or one pack, priced by the server from the catalogue. */
const Picks = (description: string) =>
  Type.Union([Type.Array(bodyOf({ name: Text(), choices: Type.Array(Text(), { maxItems: 100 }) }), { maxItems: 100 }), Type.Null()], {
    description,
  });
const OrderBody = bodyOf({
  type: OrderKindParam,
  businessId: Type.Optional(Id),
  packId: Type.Optional(Id),
  lines: Type.Optional(
    Type.Array(
      bodyOf({
        productId: Id,
        quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY, description: `1 to ${MAX_QUANTITY}` }),
        options: Type.Optional(Picks('The options picked: [{ name, choices: [name] }]')),
      }),
    ),
  ),
  options: Type.Optional(Picks("The pack's options: [{ name, choices: [name] }]")),
  numberPhone: Text({ maxLength: 40, description: 'A Moroccan phone number' }),
  message: Type.Optional(Text({ description: 'A note for the business (first 500 characters kept)' })),
});

/** A refused order body in the ordering rules' words, checked in the order the handler checks. */
function orderRefusal(body: unknown): ApiError | string | undefined {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof b.numberPhone !== 'string' || !normalizePhone(b.numberPhone)) return MSG.phoneInvalid;
  const lines = Array.isArray(b.lines) ? (b.lines as Record<string, unknown>[]) : [];
  for (const [i, line] of lines.entries()) {
    if (line && typeof line === 'object' && !isQuantity(line.quantity))
      return badRequest(`Line ${i + 1}: quantity must be a whole number from 1 to ${MAX_QUANTITY}`, 'quantityInvalid');
    const picks = line && typeof line === 'object' ? line.options : undefined;
    const problem = picksProblem(picks);
    if (problem) return problem;
  }
  return picksProblem(b.options) ?? undefined;
}

/** What the options rules say of picks that are not `[{ name, choices: [...] }]`. */
function picksProblem(picks: unknown): string | null {
  if (picks === undefined || picks === null) return null;
  if (!Array.isArray(picks)) return 'options must be a list';
  const wrong = picks.some(
    (p: unknown) => !p || typeof (p as OptionPickShape).name !== 'string' || !Array.isArray((p as OptionPickShape).choices),
  );
  return wrong ? 'Each option needs a name and a list of choices' : null;
}
type OptionPickShape = { name?: unknown; choices?: unknown };

type Priced = { lines: OrderLine[]; subtotal: Centimes; prixActual: Centimes };

/**
 * Customer and rider sides of the reference API (DESIGN §3): a client places an order priced by the
 * server from the catalogue; a rider moves accepted orders along.
 */
export async function customersRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const api = typed(app);

  /** Prices restaurant/store/services lines from the business's own catalogue; hidden, sold-out or unknown items are refused. */
  async function priceCatalogueLines(businessId: string, input: LineInput[]): Promise<Priced> {
    const ids = input.map((l) => l.productId);
    const items = ids.length
      ? await db
          .select()
          .from(catalogueItems)
          .where(and(eq(catalogueItems.businessId, businessId), inArray(catalogueItems._id, ids)))
      : [];
    const categoryIds = [...new Set(items.map((it) => it.categoryId))];
    const categories = categoryIds.length
      ? await db
          .select({ _id: catalogueCategories._id, availability: catalogueCategories.availability })
          .from(catalogueCategories)
          .where(inArray(catalogueCategories._id, categoryIds))
      : [];
    const lines: OrderLine[] = [];
    for (const [i, l] of input.entries()) {
      const item = items.find((it) => it._id === l.productId);
      if (!item) throw badRequest(`Line ${i + 1}: unknown product`, 'unknownProduct');
      const hours = effectiveAvailability(
        item,
        categories.find((c) => c._id === item.categoryId),
      );
      if (!isAvailableAt(hours, ctx.now())) throw new ApiError(409, `${MSG.notAvailableNow}: ${item.name}`);
      // `active` true means hidden from customers (SPEC §3).
      if (item.active || soldOutAt(item, ctx.now())) throw new ApiError(409, `${MSG.productUnavailable}: ${item.name}`);
      if (isOutOfStock(item.stock)) throw new ApiError(409, `${MSG.outOfStock}: ${item.name}`);
      if (!isQuantity(l.quantity)) throw badRequest(`Line ${i + 1}: quantity must be a whole number from 1 to 50`, 'quantityInvalid');
      const picked = priceOptions(item.name, item.options, l.options);
      if (!picked.ok) throw badRequest(picked.message, 'orderOptionsInvalid');
      lines.push({
        productId: item._id,
        name: item.name,
        image: item.image,
        prix: item.price,
        quantity: l.quantity,
        options: picked.options,
        prixTotal: lineTotal(item.price, picked.extra, l.quantity),
      });
    }
    return { lines, subtotal: sumMoney(lines.map((l) => l.prixTotal)), prixActual: ZERO };
  }

  /** Prices Easy Market lines: visible, not sold out; the marketplace's cost is kept for the rider's easy fee. */
  async function priceGroceryLines(input: LineInput[]): Promise<Priced> {
    const ids = input.map((l) => l.productId);
    const products = ids.length ? await db.select().from(emProducts).where(inArray(emProducts._id, ids)) : [];
    const lines: OrderLine[] = [];
    const costs: Centimes[] = [];
    for (const [i, l] of input.entries()) {
      const p = products.find((it) => it._id === l.productId);
      if (!p) throw badRequest(`Line ${i + 1}: unknown product`, 'unknownProduct');
      if (!p.active || p.soldOut) throw new ApiError(409, `${MSG.productUnavailable}: ${p.name}`);
      if (!isQuantity(l.quantity)) throw badRequest(`Line ${i + 1}: quantity must be a whole number from 1 to 50`, 'quantityInvalid');
      lines.push({
        productId: p._id,
        name: p.name,
        image: p.image,
        prix: p.prix,
        quantity: l.quantity,
        options: [],
        prixTotal: lineTotal(p.prix, ZERO, l.quantity),
      });
      costs.push(timesMoney(p.prixActual, l.quantity));
    }
    return { lines, subtotal: sumMoney(lines.map((l) => l.prixTotal)), prixActual: sumMoney(costs) };
  }

  /**
   * POST /client/orders → 201 { order }; emits orderCreated to the business room and newOrdeAdmin to admins.
   * With an Idempotency-Key, a retry (a timeout, a node restarting) gets the first order back instead of making another.
   */
  api.post(
    '/api/client/orders',
    {
      config: { access: { roles: ['client'] }, refusal: { body: orderRefusal } },
      schema: {
        operationId: 'placeOrder',
        summary: 'Place an order (customer)',
        headers: IdempotencyHeaders,
        body: OrderBody,
        response: { 201: OrderAnswer },
      },
    },
    async (req, reply) => {
      const earlier = await orderOfKey(ctx, req);
      if (earlier) return reply.code(201).send({ order: await loadOrder(ctx, earlier) });
      const body = req.body;
      const kind = body.type;
      const numberPhone = typeof body.numberPhone === 'string' ? normalizePhone(body.numberPhone) : null;
      if (!numberPhone) throw badRequest(MSG.phoneInvalid);
      const message = typeof body.message === 'string' ? body.message.trim().slice(0, 500) : '';
      const isPack = body.packId !== undefined;

      let businessId: string | null = null;
      let business: { _id: string; type: BusinessType } | null = null;
      if (kind !== 'grocery') {
        if (body.businessId === undefined) throw badRequest('businessId is required');
        const [found] = await db
          .select()
          .from(businesses)
          .where(and(eq(businesses._id, body.businessId), eq(businesses.type, kind)));
        if (!found) throw notFound('Business not found');
        if (!found.visible) throw new ApiError(409, MSG.businessClosed);
        // One rule with the owner's open-now badge: temporarily closed, exceptional closure, paused, schedule.
        const refusal = orderingRefusal(openStatusAt(found, ctx.now()));
        if (refusal) throw new ApiError(409, MSG[refusal]);
        business = found;
        businessId = found._id;
      } else if (isPack) {
        throw badRequest('Easy Market has no packs');
      }

      let priced: Priced;
      let packId: string | null = null;
      let packMessage = '';
      if (isPack) {
        if (body.lines !== undefined) throw badRequest('Send either lines or packId, not both');
        const [pack] = await db
          .select()
          .from(packs)
          .where(and(eq(packs._id, body.packId!), eq(packs.business_id, businessId!)));
        if (!pack) throw badRequest('Unknown pack');
        if (!pack.active) throw new ApiError(409, `${MSG.productUnavailable}: ${pack.name}`);
        const picked = priceOptions(pack.name, pack.options, body.options);
        if (!picked.ok) throw badRequest(picked.message, 'orderOptionsInvalid');
        packId = pack._id;
        packMessage = picked.options.map((o) => `${o.name}: ${o.choices.map((c) => c.name).join(', ')}`).join('. ');
        priced = { lines: [], subtotal: lineTotal(pack.price, picked.extra, 1), prixActual: ZERO };
      } else {
        if (!body.lines || body.lines.length === 0) throw badRequest('An order needs at least one line');
        if (body.lines.length > MAX_LINES) throw badRequest(`An order has at most ${MAX_LINES} lines`, 'tooManyLines');
        const input: LineInput[] = body.lines;
        priced = kind === 'grocery' ? await priceGroceryLines(input) : await priceCatalogueLines(businessId!, input);
      }

      const row = await db.transaction(async (tx) => {
        // Taken in this transaction: an order that fails later leaves the stock as it was.
        const lines = businessId && !isPack ? await takeStock(tx, businessId, priced.lines) : priced.lines;
        // The order keeps the terms it was placed under: a later change of terms never reprices it.
        const terms = business ? await termsAt(tx, business, ctx.now()) : null;
        const [row] = await tx
          .insert(orders)
          .values({
            kind,
            type_order: isPack ? 'pack' : 'order',
            businessId,
            packId,
            user_id: req.user!._id,
            numberPhone,
            orders: lines,
            deleveryFee: DEFAULT_DELIVERY_FEE,
            totalPrix: sumMoney([priced.subtotal, DEFAULT_DELIVERY_FEE]),
            prixActual: priced.prixActual,
            statusOrders: 'new',
            message: [packMessage, message].filter(Boolean).join('. '),
            commissionTermsId: terms?.termsId ?? null,
            commissionRate: terms?.rate ?? null,
            commissionFee: terms?.fixedFee ?? null,
          })
          .returning({ _id: orders._id });
        await notifyNewOrder(tx, ctx, row!._id);
        await keepIdempotencyKey(tx, req, row!._id);
        const answering = await scheduleAnswerJobs(ctx, tx, row!._id, businessId);
        return { ...row!, ...answering };
      });
      ctx.jobs.poke();
      if (row.autoAccept) await acceptAutomatically(ctx, row._id);
      const order = await loadOrder(ctx, row._id);
      if (businessId) ctx.realtime.toBusiness(businessId, 'orderCreated', order);
      ctx.realtime.toAdmins('newOrdeAdmin', order);
      metrics.ordersCreated.inc({ kind });
      return reply.code(201).send({ order });
    },
  );

  /** GET /client/orders: the client's own orders. */
  api.get(
    '/api/client/orders',
    {
      config: { access: { roles: ['client'] } },
      schema: { operationId: 'listMyOrders', summary: "List the customer's orders", response: { 200: SplitOrders } },
    },
    async (req) => {
      return splitPacks(await loadOrders(ctx, eq(orders.user_id, req.user!._id), { limit: 200 }));
    },
  );

  /** GET /rider/orders?status=waiting: orders free to take (waiting, no rider) and the rider's own. */
  api.get(
    '/api/rider/orders',
    {
      config: { access: { roles: ['rider'] } },
      schema: {
        operationId: 'listRiderOrders',
        summary: "List the rider's orders",
        querystring: Type.Object({ status: Type.Optional(QueryValue) }),
        response: { 200: SplitOrders },
      },
    },
    async (req) => {
      const statuses = statusesFromQuery(req.query.status);
      const mine = eq(orders.rider_id, req.user!._id);
      const free = and(eq(orders.statusOrders, 'waiting'), isNull(orders.rider_id));
      return splitPacks(await loadOrders(ctx, and(or(mine, free), statusFilter(statuses)), { limit: 200 }));
    },
  );

  /** PUT /rider/orders/{id}/{status}: take a waiting order (confirme), set off (comming), deliver (succes). */
  api.put(
    '/api/rider/orders/:id/:status',
    {
      config: { access: { roles: ['rider'] } },
      schema: {
        operationId: 'setRiderOrderStatus',
        summary: "Change a delivery's status (rider)",
        params: params({ id: Id, status: StatusParam }),
        response: { 200: OrderChange },
      },
    },
    async (req) => {
      return changeOrderStatus(ctx, req.user!, req.params.id, req.params.status);
    },
  );
}
