import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_CHARS } from '../../src/domain/listQuery';
import { MAX_BANK_REFERENCE_CHARS, MAX_PAYOUT_STATEMENTS, PAYOUT_STATUSES, validatePayoutRequest } from '../../src/domain/payouts';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import type { AppContext } from '../context';
import { assertValid, badRequest } from '../errors';
import { bodyOf, BusinessTypeParam, Id, oneOf, typed, UUID_PATTERN } from '../schemas';
import { PayoutPage, RecordedPayouts } from './answers';
import { payoutPage } from './list';
import { tellOwnerOfPayout } from './notify';
import { assertStatementsExist, settleStatement } from './record';
import { sendTransferFile } from './transferFile';

const ADMIN = { access: { roles: ['admin'] } } as const;

/** The transfer file's download (CSV only: banks import text). */
const TransferFileAnswer = {
  description: "UTF-8 CSV with a BOM, in the admin's language (separator, decimal mark); X-Total-Count says how many transfers",
  content: { 'text/csv': { schema: Type.String() } },
};

const PayoutListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 9_999_999, description: 'Page number from 1 (1)' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Rows a page, 1 to ${MAX_PAGE_SIZE} (${DEFAULT_PAGE_SIZE})` }),
  ),
  status: Type.Optional(oneOf(PAYOUT_STATUSES, 'unpaid (no payout recorded yet) or paid; both when left out')),
  type: Type.Optional(BusinessTypeParam),
  search: Type.Optional(Type.String({ maxLength: MAX_SEARCH_CHARS, description: "Part of the business's name or legal name" })),
  weekStart: Type.Optional(Type.String({ format: 'date', description: 'The statements of the week starting on this Monday (YYYY-MM-DD)' })),
});

const RecordPayoutsBody = bodyOf({
  statementIds: Type.Array(Id, {
    minItems: 1,
    maxItems: MAX_PAYOUT_STATEMENTS,
    uniqueItems: true,
    description: `The closed statements paid by this transfer, 1 to ${MAX_PAYOUT_STATEMENTS}`,
  }),
  bankReference: Type.String({
    minLength: 1,
    maxLength: MAX_BANK_REFERENCE_CHARS,
    pattern: '\\S',
    description: `The bank's reference of the transfer, 1 to ${MAX_BANK_REFERENCE_CHARS} visible characters`,
  }),
});

const UUID = UUID_PATTERN.slice(1, -1);
const ID_LIST_PATTERN = `^${UUID}(,${UUID})*$`;
const IdList = Type.String({ pattern: ID_LIST_PATTERN, maxLength: 5000 });
const TransferFileQuery = Type.Object({
  statementIds: Type.Union([IdList, Type.Array(IdList, { minItems: 1, maxItems: MAX_PAYOUT_STATEMENTS })], {
    description: `Statement ids, comma-separated (or the parameter repeated, beyond about 130 of them), 1 to ${MAX_PAYOUT_STATEMENTS}`,
  }),
});

/** `statementIds=a,b` or `statementIds=a&statementIds=b`: the distinct ids, 1 to 200. */
function idsOf(value: string | string[]): string[] {
  const ids = [...new Set([value].flat().flatMap((part) => part.split(',')))];
  if (ids.length < 1 || ids.length > MAX_PAYOUT_STATEMENTS) throw badRequest(SERVER_MSG.payoutStatementsInvalid);
  return ids;
}

/**
 * The admins' Payouts screen: closed statements to pay (or paid), recording a transfer that pays several at once
 * (each statement exactly once, whichever node and admin), and the bank transfer file of those selected.
 */
export async function payoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);

  api.get(
    '/api/admin/payouts',
    {
      config: ADMIN,
      schema: {
        operationId: 'listPayouts',
        summary: 'List closed statements with their net, RIB and payout, oldest week first',
        querystring: PayoutListQuery,
        response: { 200: PayoutPage },
      },
    },
    async (req) => {
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE, status, type, search, weekStart } = req.query;
      return payoutPage(ctx.db, { status, type, search, weekStart }, page, pageSize);
    },
  );

  api.post(
    '/api/admin/payouts',
    {
      config: { ...ADMIN, stepUp: true, refusal: { body: (body) => validatePayoutRequest(Object(body)) } },
      schema: {
        operationId: 'recordPayouts',
        summary: 'Record the payout of closed statements (each once), with the bank reference',
        body: RecordPayoutsBody,
        response: { 200: RecordedPayouts },
      },
    },
    async (req) => {
      assertValid(validatePayoutRequest(req.body));
      const { statementIds } = req.body;
      const bankReference = req.body.bankReference.trim();
      await assertStatementsExist(ctx, statementIds);
      const results = [];
      // Each statement in a transaction of its own: one refused (no RIB) or taken by another admin stops no other.
      for (const statementId of statementIds) results.push(await settleStatement(ctx, req.user!, statementId, bankReference));
      for (const { payoutId } of results) if (payoutId) ctx.background.run('payout notice', () => tellOwnerOfPayout(ctx, payoutId));
      return { results: results.map(({ statementId, outcome }) => ({ statementId, outcome })) };
    },
  );

  api.get(
    '/api/admin/payouts/transfer-file',
    {
      config: ADMIN,
      schema: {
        operationId: 'exportTransferFile',
        summary: 'Download the bank transfer file (CSV) of the selected statements that can be paid now',
        querystring: TransferFileQuery,
        response: { 200: TransferFileAnswer },
      },
    },
    async (req, reply) => {
      const ids = idsOf(req.query.statementIds);
      await assertStatementsExist(ctx, ids);
      return sendTransferFile(ctx, reply, req.user!._id, ids);
    },
  );
}
