import type { FastifyInstance } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { centimes, toDirhams } from '../../src/domain/money';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { lastEndedWeek, weekEndDay, weekOf, weekStartingOn } from '../../src/domain/statements';
import { assertOwnerOrAdmin } from '../access';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import { rowsOf } from '../db/client';
import { businesses, ledgerEntries, statements } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { CsvAnswer } from '../answers';
import { pagingOf, type ListQuerystring } from '../listFilters';
import { readerOf } from '../spreadsheet';
import { bodyOf, ExportFormatParam, Id, PagingQuery, params, Text, typed } from '../schemas';
import { ClosedWeeks, InvoiceAnswer, PaymentsOverview, Reconciliation, StatementAnswer, StatementLinePage, StatementPage } from './answers';
import { closeWeeksThrough } from './close';
import { creditInvoice, invoiceJson } from './invoices';
import { handleStatementJobs } from './jobs';
import {
  lineCentimes,
  lineJson,
  linesOf,
  pendingEntries,
  STATEMENT_SELECT,
  statementEntriesOf,
  statementJson,
  summaryJson,
  summaryOf,
  type StatementRow,
} from './queries';
import { reconcile } from './reconciliation';
import { sendStatementSheet } from './export';

const OWNERS_AND_ADMINS = { access: { roles: ['admin', 'restaurant_owner', 'store_owner', 'services_owner'] } } as const;
const ADMIN = { access: { roles: ['admin'] } } as const;
const ofBusiness = params({ businessId: Id });
const ofStatement = params({ businessId: Id, statementId: Id });
const StatusQuery = Type.Object({
  ...PagingQuery.properties,
  status: Type.Optional(Type.Union([Type.Literal('closed'), Type.Literal('paid')], { description: 'closed (unpaid) or paid' })),
});
/** `?page&pageSize`, the first page of 20 by default. */
const pageOf = (query: unknown) => pagingOf(query as ListQuerystring, [] as const) ?? { page: 1, pageSize: 20 };
const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD' });

/**
 * The partners' weekly statements and invoices: an owner's (and manager's) Payments screen reads them, an admin
 * reads any, closes an ended week without waiting for the job, cancels an invoice by a credit note and
 * reconciles a period.
 */
export async function statementRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  await handleStatementJobs(ctx);

  async function businessFor(user: Parameters<typeof assertOwnerOrAdmin>[0], id: string) {
    const [business] = await ctx.db
      .select({ _id: businesses._id, owner: businesses.owner, name: businesses.name })
      .from(businesses)
      .where(eq(businesses._id, id));
    if (!business) throw notFound(SERVER_MSG.businessNotFound);
    assertOwnerOrAdmin(user, business.owner);
    return business;
  }

  /** A page of lines, one per order, of a set of entries. */
  async function linePage(entries: SQL, query: unknown) {
    const paging = pageOf(query);
    const { rows, total } = await linesOf(ctx.db, entries, paging);
    return { data: rows.map(lineJson), total, page: paging.page, pageSize: paging.pageSize };
  }

  async function statementFor(businessId: string, statementId: string): Promise<StatementRow> {
    const [row] = rowsOf<StatementRow>(
      await ctx.db.execute(sql`${STATEMENT_SELECT} where s.id = ${statementId} and s.business_id = ${businessId}`),
    );
    if (!row) throw notFound(SERVER_MSG.statementNotFound);
    return row;
  }

  api.get(
    '/api/payments/:businessId',
    {
      config: OWNERS_AND_ADMINS,
      schema: {
        operationId: 'getPaymentsOverview',
        summary: "Read a business's balance and the week running",
        params: ofBusiness,
        response: { 200: PaymentsOverview },
      },
    },
    async (req) => {
      const business = await businessFor(req.user!, req.params.businessId);
      const week = weekOf(ctx.now());
      const [[balance], summary] = await Promise.all([
        ctx.db
          .execute(sql`select coalesce(sum(amount), 0) as sum from ${ledgerEntries} where business_id = ${business._id}`)
          .then((r) => rowsOf<{ sum: string | number }>(r)),
        summaryOf(ctx.db, pendingEntries(business._id, week.start)),
      ]);
      return {
        businessId: business._id,
        balance: toDirhams(centimes(Number(balance!.sum))),
        openWeek: {
          weekStart: week.weekStart,
          weekEnd: weekEndDay(week),
          periodStart: week.start.toISOString(),
          periodEnd: week.end.toISOString(),
          summary: summaryJson(summary),
        },
      };
    },
  );

  api.get(
    '/api/payments/:businessId/statements',
    {
      config: OWNERS_AND_ADMINS,
      schema: {
        operationId: 'listStatements',
        summary: "List a business's closed and paid statements, newest week first",
        params: ofBusiness,
        querystring: StatusQuery,
        response: { 200: StatementPage },
      },
    },
    async (req) => {
      const business = await businessFor(req.user!, req.params.businessId);
      const { page, pageSize } = pageOf(req.query);
      const status = req.query.status;
      const filter = status === 'paid' ? sql`and p.id is not null` : status === 'closed' ? sql`and p.id is null` : sql``;
      const where = sql`where s.business_id = ${business._id} ${filter}`;
      const [rows, [total]] = await Promise.all([
        ctx.db
          .execute(sql`${STATEMENT_SELECT} ${where} order by s.week_start desc limit ${pageSize} offset ${(page - 1) * pageSize}`)
          .then((r) => rowsOf<StatementRow>(r)),
        ctx.db
          .execute(sql`select count(*) as n from ${statements} s left join payouts p on p.statement_id = s.id ${where}`)
          .then((r) => rowsOf<{ n: string | number }>(r)),
      ]);
      return { data: rows.map(statementJson), total: Number(total!.n), page, pageSize };
    },
  );

  api.get(
    '/api/payments/:businessId/statements/:statementId',
    {
      config: OWNERS_AND_ADMINS,
      schema: { operationId: 'getStatement', summary: 'Read one statement', params: ofStatement, response: { 200: StatementAnswer } },
    },
    async (req) => {
      const business = await businessFor(req.user!, req.params.businessId);
      return statementJson(await statementFor(business._id, req.params.statementId));
    },
  );

  api.get(
    '/api/payments/:businessId/statements/:statementId/lines',
    {
      config: OWNERS_AND_ADMINS,
      schema: {
        operationId: 'listStatementLines',
        summary: "List a statement's lines, one per order, by delivery",
        params: ofStatement,
        querystring: PagingQuery,
        response: { 200: StatementLinePage },
      },
    },
    async (req) => {
      const business = await businessFor(req.user!, req.params.businessId);
      const statement = await statementFor(business._id, req.params.statementId);
      return linePage(statementEntriesOf(statement.id), req.query);
    },
  );

  api.get(
    '/api/payments/:businessId/open-week/lines',
    {
      config: OWNERS_AND_ADMINS,
      schema: {
        operationId: 'listOpenWeekLines',
        summary: 'List the lines of the week running, one per order, by delivery',
        params: ofBusiness,
        querystring: PagingQuery,
        response: { 200: StatementLinePage },
      },
    },
    async (req) => {
      const business = await businessFor(req.user!, req.params.businessId);
      return linePage(pendingEntries(business._id, weekOf(ctx.now()).start), req.query);
    },
  );

  api.get(
    '/api/payments/:businessId/statements/:statementId/export',
    {
      config: OWNERS_AND_ADMINS,
      schema: {
        operationId: 'exportStatement',
        summary: 'Download a statement as CSV or XLSX, in the account’s language and clock',
        params: ofStatement,
        querystring: Type.Object({ format: Type.Optional(ExportFormatParam) }),
        response: { 200: CsvAnswer },
      },
    },
    async (req, reply) => {
      const business = await businessFor(req.user!, req.params.businessId);
      const statement = await statementFor(business._id, req.params.statementId);
      const { rows } = await linesOf(ctx.db, statementEntriesOf(statement.id), null);
      const reader = { ...(await readerOf(ctx, req.user!.actor?._id ?? req.user!._id)), format: req.query.format ?? 'csv' };
      return sendStatementSheet(reply, reader, { business, statement: statementJson(statement), lines: rows.map(lineCentimes) });
    },
  );

  api.get(
    '/api/payments/:businessId/invoices/:invoiceId',
    {
      config: OWNERS_AND_ADMINS,
      schema: {
        operationId: 'getInvoice',
        summary: 'Read a commission invoice or credit note',
        params: params({ businessId: Id, invoiceId: Id }),
        response: { 200: InvoiceAnswer },
      },
    },
    async (req) => {
      const business = await businessFor(req.user!, req.params.businessId);
      const invoice = await invoiceJson(ctx.db, req.params.invoiceId);
      if (!invoice || invoice.businessId !== business._id) throw notFound(SERVER_MSG.invoiceNotFound);
      return invoice;
    },
  );

  api.post(
    '/api/admin/statements/close',
    {
      config: {
        ...ADMIN,
        refusal: {
          body: (body) => {
            const week = weekStartingOn(String(Object(body).weekStart ?? ''));
            if (!week) return { weekStart: SERVER_MSG.weekStartNotMonday };
            return week.end > ctx.now() ? { weekStart: SERVER_MSG.weekNotEnded } : {};
          },
        },
      },
      schema: {
        operationId: 'closeStatementWeek',
        summary: 'Close an ended week (and any earlier one still open) for every business, now',
        body: bodyOf({ weekStart: Type.String({ format: 'date', description: 'The Monday the week starts on (YYYY-MM-DD)' }) }),
        response: { 200: ClosedWeeks },
      },
    },
    async (req) => {
      const week = weekStartingOn(req.body.weekStart);
      if (!week) throw badRequest(SERVER_MSG.weekStartNotMonday, 'weekStartNotMonday');
      if (week.start >= lastEndedWeek(ctx.now()).end) throw badRequest(SERVER_MSG.weekNotEnded, 'weekNotEnded');
      const created = await closeWeeksThrough(ctx, week);
      await audit(ctx.db, req.user!, {
        action: 'statements.close',
        targetType: 'week',
        targetId: week.weekStart,
        targetLabel: week.weekStart,
        after: { statements: created },
      });
      return { weekStart: week.weekStart, statements: created };
    },
  );

  api.post(
    '/api/admin/invoices/:invoiceId/credit-note',
    {
      config: ADMIN,
      schema: {
        operationId: 'issueCreditNote',
        summary: 'Cancel a commission invoice by a credit note (its own number)',
        params: params({ invoiceId: Id }),
        body: bodyOf({ reason: Text({ minLength: 1, maxLength: 500, description: 'Why the invoice is cancelled' }) }),
        response: { 201: InvoiceAnswer },
      },
    },
    async (req, reply) => {
      const reason = req.body.reason.trim();
      if (!reason) throw badRequest(SERVER_MSG.creditReasonRequired, 'creditReasonRequired');
      const credited = await creditInvoice(ctx, req.params.invoiceId, reason);
      if (credited === 'missing') throw notFound(SERVER_MSG.invoiceNotFound);
      if (credited === 'creditNote') throw conflict(SERVER_MSG.creditNoteNotCreditable, 'creditNoteNotCreditable');
      if (credited === 'credited') throw conflict(SERVER_MSG.invoiceAlreadyCredited, 'invoiceAlreadyCredited');
      await audit(ctx.db, req.user!, {
        action: 'invoice.credit',
        targetType: 'invoice',
        targetId: credited.credits!._id,
        targetLabel: credited.credits!.number,
        after: { creditNote: credited.number, reason },
      });
      return reply.code(201).send(credited);
    },
  );

  api.get(
    '/api/admin/reconciliation',
    {
      config: ADMIN,
      schema: {
        operationId: 'getReconciliation',
        summary: 'Delivered orders, ledger entries, statements and payouts of a period side by side',
        querystring: Type.Object({ from: Day, to: Day }),
        response: { 200: Reconciliation },
      },
    },
    async (req) => reconcile(ctx.db, req.query.from, req.query.to),
  );
}
