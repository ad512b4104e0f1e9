import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { JOURNAL_SORT_FIELDS, RIDER_SORT_FIELDS } from '../../src/domain/listQuery';
import type { TimeZone } from '../../src/domain/clock';
import { MSG } from '../../src/domain/messages';
import {
  buildFeeJournal,
  DELIVERED_STATUS,
  journalGroupOf,
  mapJournalMoney,
  riderFeeTotal,
  SETTLED_STATUSES,
  type JournalGroup,
  type JournalOrder,
} from '../../src/domain/riderFees';
import { toDirhams, ZERO } from '../../src/domain/money';
import { addKindCounts, emptyTotals, periodStarts, riderAvailability, type RiderTotals } from '../../src/domain/riderStats';
import { CsvAnswer, ref } from '../answers';
import { JournalAnswer, PaymentAnswer, Rider, RiderList } from './answers';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { orders, riderPayments, riders, users } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { ExportFormatParam, Id, JournalListQuery, params, RiderListQuery, typed } from '../schemas';
import { dateRangeOf, firstValue, foldedContains, offsetOf, pagingOf, searchOf, type ListQuerystring } from '../listFilters';
import { sendCurrentJournal, sendJournalCsv } from './journalExport';
import { readerOf } from '../spreadsheet';

const ADMIN_ONLY = { access: { roles: ['admin'] } } as const;
const byId = { params: params({ id: Id }) };

const riderColumns = {
  riderId: users._id,
  _id: users._id,
  Number_Rider: riders.Number_Rider,
  name: users.name,
  email: users.email,
  phone: users.phone,
  verified: users.verified,
  avability: riders.avability,
  currentLocation: riders.currentLocation,
};

/** A rider (account plus rider data) by id, or 404. */
async function findRider(db: Db, id: string) {
  const [rider] = await db.select(riderColumns).from(riders).innerJoin(users, eq(users._id, riders.userId)).where(eq(riders.userId, id));
  if (!rider) throw notFound('Rider not found');
  return { ...rider, avability: riderAvailability(rider.avability) };
}

const journalColumns = {
  _id: orders._id,
  commandNumber: orders.commandNumber,
  createdAt: orders.createdAt,
  statusOrders: orders.statusOrders,
  kind: orders.kind,
  type_order: orders.type_order,
  deleveryFee: orders.deleveryFee,
  totalPrix: orders.totalPrix,
  prixActual: orders.prixActual,
};

/** A journal's order as the API answers it: amounts in dh. */
function journalOrderAnswer<T extends JournalOrder>({ deleveryFee, totalPrix, prixActual, ...order }: T) {
  return { ...order, deleveryFee: toDirhams(deleveryFee), totalPrix: toDirhams(totalPrix), prixActual: toDirhams(prixActual ?? ZERO) };
}

/** A payment as the API answers it: the amount in dh. */
const paymentAnswer = (payment: typeof riderPayments.$inferSelect) => ({ ...payment, amount: toDirhams(payment.amount) });

/** Every order assigned to the rider, any period, created within `?from&to` (inclusive). */
export function journalHistoryScope(riderId: string, query: ListQuerystring): SQL | undefined {
  const { from, to } = dateRangeOf(query);
  return and(eq(orders.rider_id, riderId), from ? gte(orders.createdAt, from) : undefined, to ? lte(orders.createdAt, to) : undefined);
}

/** Rider list, journals and payments: /data/admin/rider, /data/journal/…, /rider/getById (SPEC §7 Admin). */
export async function ridersRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  /** The rider's orders not settled by a payment yet, oldest first, and the last payment. */
  async function currentPeriod(riderId: string) {
    const [rows, [lastPayment]] = await Promise.all([
      db
        .select(journalColumns)
        .from(orders)
        .where(and(eq(orders.rider_id, riderId), isNull(orders.paymentId)))
        .orderBy(asc(orders.createdAt)),
      db.select().from(riderPayments).where(eq(riderPayments.riderId, riderId)).orderBy(desc(riderPayments.createdAt)).limit(1),
    ]);
    return { rows, lastPayment: lastPayment ?? null };
  }

  /** Delivered-order totals (today, this week, this month on the reader's clock; all time) of the given riders, or of all. */
  async function deliveredTotals(zone: TimeZone, riderIds?: string[]) {
    const starts = periodStarts(new Date(), zone);
    const since = (start: Date) => sql<number>`(count(*) filter (where ${orders.createdAt} >= ${start.toISOString()}))::int`;
    const counts = await db
      .select({
        riderId: orders.rider_id,
        kind: orders.kind,
        day: since(starts.day),
        week: since(starts.week),
        month: since(starts.month),
        allTime: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(riderIds ? inArray(orders.rider_id, riderIds) : isNotNull(orders.rider_id), eq(orders.statusOrders, DELIVERED_STATUS)))
      .groupBy(orders.rider_id, orders.kind);
    const totals = new Map<string, RiderTotals>();
    for (const row of counts) {
      const riderTotals = totals.get(row.riderId!) ?? emptyTotals();
      totals.set(row.riderId!, addKindCounts(riderTotals, row.kind, row));
    }
    return totals;
  }

  /**
   * Every rider with availability and delivered-order totals, by rider number. `?q` finds a rider by
   * number (exact), name or phone (contains), `?number` by number only; with `?page` one page and the
   * total, with the totals of that page's riders only.
   */
  typed(app).get(
    '/api/data/admin/rider',
    {
      config: ADMIN_ONLY,
      schema: { operationId: 'listRiders', summary: 'List riders', querystring: RiderListQuery, response: { 200: RiderList } },
    },
    async (req) => {
      const paging = pagingOf(req.query, RIDER_SORT_FIELDS);
      const q = searchOf(req.query);
      const number = /^\d{1,9}$/.test(q) ? Number(q) : NaN;
      const digits = q
        .replace(/[\s.-]/g, '')
        .replace(/^\+?212/, '')
        .replace(/^0/, '');
      const numberText = firstValue(req.query.number)?.trim() || undefined;
      if (numberText !== undefined && !/^\d{1,9}$/.test(numberText)) throw badRequest("'number' must be a rider number");
      const search: SQL | undefined = q
        ? or(
            Number.isFinite(number) ? eq(riders.Number_Rider, number) : undefined,
            foldedContains(users.name, q),
            /^\d{3,}$/.test(digits) ? ilike(users.phone, `%${digits}%`) : undefined,
          )
        : undefined;
      const where = and(search, numberText ? eq(riders.Number_Rider, Number(numberText)) : undefined);
      const direction = paging?.order === 'desc' ? desc : asc;
      const sorted = paging?.sort === 'name' ? [direction(users.name), direction(riders.Number_Rider)] : [direction(riders.Number_Rider)];
      const rows = db
        .select(riderColumns)
        .from(riders)
        .innerJoin(users, eq(users._id, riders.userId))
        .where(where)
        .orderBy(...sorted);
      const [list, total] = paging
        ? await Promise.all([
            rows.limit(paging.pageSize).offset(offsetOf(paging)),
            db
              .select({ n: count() })
              .from(riders)
              .innerJoin(users, eq(users._id, riders.userId))
              .where(where)
              .then(([row]) => row?.n ?? 0),
          ])
        : [await rows, 0];
      const { zone } = await readerOf(ctx, req.user!._id);
      const totals = await deliveredTotals(zone, paging || where ? list.map((r) => r.riderId) : undefined);
      const data = list.map((rider) => ({
        ...rider,
        avability: riderAvailability(rider.avability),
        totalOrders: totals.get(rider.riderId) ?? emptyTotals(),
      }));
      return paging ? { data, total, page: paging.page, pageSize: paging.pageSize } : data;
    },
  );

  typed(app).get(
    '/api/rider/getById/:id',
    { config: ADMIN_ONLY, schema: { operationId: 'getRider', summary: 'Read a rider', ...byId, response: { 200: ref(Rider) } } },
    async (req) => findRider(db, req.params.id),
  );

  /**
   * The rider's journal since the last payment: every order assigned to the rider and not settled by a
   * payment yet, in four lists, with the fee table computed from those orders.
   */
  typed(app).get(
    '/api/data/journal/rider/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'listRiderJournal',
        summary: "List a rider's journal",
        ...byId,
        querystring: JournalListQuery,
        response: { 200: JournalAnswer },
      },
    },
    async (req) => {
      const rider = await findRider(db, req.params.id);
      const paging = pagingOf(req.query, JOURNAL_SORT_FIELDS);
      if (paging) {
        // A page of every order the rider carried (all periods), for the history and its date range.
        const where = journalHistoryScope(rider.riderId, req.query);
        const direction = paging.order === 'asc' ? asc : desc;
        const sortColumn = paging.sort === 'commandNumber' ? orders.commandNumber : orders.createdAt;
        const [data, [total]] = await Promise.all([
          db
            .select({ ...journalColumns, paymentId: orders.paymentId })
            .from(orders)
            .where(where)
            .orderBy(direction(sortColumn), direction(orders.commandNumber))
            .limit(paging.pageSize)
            .offset(offsetOf(paging)),
          db.select({ n: count() }).from(orders).where(where),
        ]);
        return { data: data.map(journalOrderAnswer), total: total?.n ?? 0, page: paging.page, pageSize: paging.pageSize };
      }
      const { rows, lastPayment } = await currentPeriod(rider.riderId);
      const journal: Record<JournalGroup, ReturnType<typeof journalOrderAnswer<(typeof rows)[number]>>[]> = {
        easy: [],
        restaurant: [],
        store: [],
        packs: [],
      };
      for (const row of rows) journal[journalGroupOf(row)].push(journalOrderAnswer(row));
      const FeeJournal = buildFeeJournal(rows);
      return {
        rider,
        FeeJournal: mapJournalMoney(FeeJournal, toDirhams),
        journal,
        totalToPay: toDirhams(riderFeeTotal(FeeJournal)),
        lastPayment: lastPayment && paymentAnswer(lastPayment),
      };
    },
  );

  /**
   * GET /data/journal/rider/{id}/current/export: the journal since the last payment for the accountant,
   * as CSV or XLSX in the reader's language and clock, with each list's fee and the total to pay.
   */
  typed(app).get(
    '/api/data/journal/rider/:id/current/export',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'exportRiderCurrentJournal',
        summary: "Export a rider's journal since the last payment",
        ...byId,
        querystring: Type.Object({ format: Type.Optional(ExportFormatParam) }, { additionalProperties: false }),
        response: { 200: CsvAnswer },
      },
    },
    async (req, reply) => {
      const rider = await findRider(db, req.params.id);
      const { rows, lastPayment } = await currentPeriod(rider.riderId);
      const reader = { format: req.query.format ?? 'csv', ...(await readerOf(ctx, req.user!._id)) };
      const name = `journal-rider-${rider.Number_Rider}-${new Date().toISOString().slice(0, 10)}`;
      return sendCurrentJournal(reply, reader, name, { rider, rows, lastPayment });
    },
  );

  /** GET /data/journal/rider/{id}/export?from&to: every order the rider carried in the range, as CSV, streamed. */
  typed(app).get(
    '/api/data/journal/rider/:id/export',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'exportRiderJournal',
        summary: "Export a rider's journal",
        ...byId,
        querystring: JournalListQuery,
        response: { 200: CsvAnswer },
      },
    },
    async (req, reply) => {
      const rider = await findRider(db, req.params.id);
      const where = journalHistoryScope(rider.riderId, req.query);
      const reader = { format: req.query.format ?? 'csv', ...(await readerOf(ctx, req.user!._id)) };
      return sendJournalCsv(ctx, reply, where, `journal-rider-${rider.Number_Rider}-${new Date().toISOString().slice(0, 10)}`, reader);
    },
  );

  /**
   * Pays the rider for the finished orders (delivered or cancelled) of the current period and starts a
   * new one: the payment is recorded and those orders point to it. Orders still on their way stay for
   * the next period. With nothing left to settle (a second confirmation), nothing is paid: 409.
   */
  typed(app).get(
    '/api/data/journal/confirm/:id',
    {
      config: ADMIN_ONLY,
      schema: { operationId: 'confirmRiderPayment', summary: "Mark a rider's journal paid", ...byId, response: { 200: PaymentAnswer } },
    },
    async (req) => {
      const rider = await findRider(db, req.params.id);
      const result = await db.transaction(async (tx) => {
        const settled = await tx
          .select(journalColumns)
          .from(orders)
          .where(and(eq(orders.rider_id, rider.riderId), isNull(orders.paymentId), inArray(orders.statusOrders, [...SETTLED_STATUSES])))
          .for('update');
        if (settled.length === 0) throw new ApiError(409, MSG.nothingToPay);
        const amount = riderFeeTotal(buildFeeJournal(settled));
        const [payment] = await tx.insert(riderPayments).values({ riderId: rider.riderId, amount, paidBy: req.user!._id }).returning();
        const updated = await tx
          .update(orders)
          .set({ paymentId: payment!._id })
          .where(
            and(
              inArray(
                orders._id,
                settled.map((o) => o._id),
              ),
              isNull(orders.paymentId),
            ),
          )
          .returning({ _id: orders._id });
        // Another confirmation settled these orders first: pay nothing twice.
        if (updated.length !== settled.length) throw new ApiError(409, MSG.nothingToPay);
        await audit(tx, req.user!, {
          action: 'rider.payment',
          targetType: 'rider',
          targetId: rider.riderId,
          after: { paymentId: payment!._id, amount: toDirhams(amount), orders: updated.length },
        });
        return { payment: paymentAnswer(payment!), settledOrders: updated.length };
      });
      ctx.realtime.toRider(rider.riderId, 'paymentConfirmed', result.payment);
      return { message: MSG.paymentSuccess, ...result };
    },
  );
}
