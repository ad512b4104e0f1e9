import type { FastifyInstance } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { BASIS_POINTS, effectiveMoment, MAX_COMMISSION_FEE_DH, validateCommissionTerms } from '../../src/domain/commission';
import { toCentimes, toDirhams, type Centimes } from '../../src/domain/money';
import type { BusinessType } from '../../src/domain/roles';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import { businesses, commissionTerms, users } from '../db/schema';
import { assertValid, notFound } from '../errors';
import { pagingOf, type ListQuerystring } from '../listFilters';
import { ref } from '../answers';
import { bodyOf, Id, PagingQuery, params, typed } from '../schemas';
import { CommissionOverview, CommissionTermsAnswer } from './answers';
import { termsAt, type TermsInForce } from './terms';

type TermsJson = Static<typeof CommissionTermsAnswer>;
const ADMIN = { access: { roles: ['admin'] } } as const;
const ofBusiness = params({ businessId: Id });

const TermsBody = bodyOf({
  rate: Type.Integer({ minimum: 0, maximum: BASIS_POINTS, description: `Basis points, 0 to ${BASIS_POINTS} (1500 is 15 %)` }),
  fixedFee: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: MAX_COMMISSION_FEE_DH,
      description: `dh per order, 0 to ${MAX_COMMISSION_FEE_DH}, at most 2 decimals (0)`,
    }),
  ),
  effectiveFrom: Type.Optional(
    Type.String({ format: 'date-time', description: 'ISO 8601, now or later: orders placed from then on (now when left out)' }),
  ),
});

const termsRow = {
  _id: commissionTerms._id,
  rate: commissionTerms.rate,
  fixedFee: commissionTerms.fixedFee,
  effectiveFrom: commissionTerms.effectiveFrom,
  createdAt: commissionTerms.createdAt,
  setById: commissionTerms.setBy,
  setByName: users.name,
};
interface TermsRow {
  _id: string;
  rate: number;
  fixedFee: Centimes;
  effectiveFrom: string;
  createdAt: string;
  setById: string | null;
  setByName: string | null;
}

const iso = (moment: string) => new Date(moment).toISOString();
const rowJson = (row: TermsRow): TermsJson => ({
  _id: row._id,
  rate: row.rate,
  fixedFee: toDirhams(row.fixedFee),
  effectiveFrom: iso(row.effectiveFrom),
  setBy: row.setByName === null ? null : { _id: row.setById, name: row.setByName },
  createdAt: iso(row.createdAt),
  isDefault: false,
});
const defaultJson = (terms: TermsInForce): TermsJson => ({
  _id: null,
  rate: terms.rate,
  fixedFee: toDirhams(terms.fixedFee),
  effectiveFrom: null,
  setBy: null,
  createdAt: null,
  isDefault: true,
});

/** GET/POST /admin/commission/{businessId}: a business's commission terms, their history, and new terms (admins). */
export async function commissionRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);

  async function businessOf(id: string): Promise<{ _id: string; type: BusinessType; name: string }> {
    const [business] = await ctx.db
      .select({ _id: businesses._id, type: businesses.type, name: businesses.name })
      .from(businesses)
      .where(eq(businesses._id, id));
    if (!business) throw notFound(SERVER_MSG.businessNotFound);
    return business;
  }

  async function termsJsonAt(business: { _id: string; type: BusinessType }, at: Date): Promise<TermsJson> {
    const terms = await termsAt(ctx.db, business, at);
    if (!terms.termsId) return defaultJson(terms);
    const [row] = await ctx.db
      .select(termsRow)
      .from(commissionTerms)
      .leftJoin(users, eq(users._id, commissionTerms.setBy))
      .where(eq(commissionTerms._id, terms.termsId));
    return rowJson(row!);
  }

  api.get(
    '/api/admin/commission/:businessId',
    {
      config: ADMIN,
      schema: {
        operationId: 'getCommissionTerms',
        summary: "Read a business's commission terms and their history",
        params: ofBusiness,
        querystring: PagingQuery,
        response: { 200: CommissionOverview },
      },
    },
    async (req) => {
      const business = await businessOf(req.params.businessId);
      const { page, pageSize } = pagingOf(req.query as ListQuerystring, [] as const) ?? { page: 1, pageSize: 20 };
      const mine = eq(commissionTerms.businessId, business._id);
      const [rows, [total]] = await Promise.all([
        ctx.db
          .select(termsRow)
          .from(commissionTerms)
          .leftJoin(users, eq(users._id, commissionTerms.setBy))
          .where(mine)
          .orderBy(desc(commissionTerms.effectiveFrom), desc(commissionTerms.createdAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ctx.db.select({ n: count() }).from(commissionTerms).where(mine),
      ]);
      return {
        businessId: business._id,
        current: await termsJsonAt(business, ctx.now()),
        history: { data: rows.map(rowJson), total: total!.n, page, pageSize },
      };
    },
  );

  api.post(
    '/api/admin/commission/:businessId',
    {
      config: { ...ADMIN, stepUp: true, refusal: { body: (body) => validateCommissionTerms(Object(body), ctx.now()) } },
      schema: {
        operationId: 'setCommissionTerms',
        summary: "Set a business's commission terms from now or a later moment",
        params: ofBusiness,
        body: TermsBody,
        response: { 201: ref(CommissionTermsAnswer) },
      },
    },
    async (req, reply) => {
      const business = await businessOf(req.params.businessId);
      const now = ctx.now();
      assertValid(validateCommissionTerms(req.body, now));
      const effectiveFrom = effectiveMoment(req.body.effectiveFrom, now)!;
      const before = await termsJsonAt(business, now);
      const created = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(commissionTerms)
          .values({
            businessId: business._id,
            rate: req.body.rate,
            fixedFee: toCentimes(req.body.fixedFee ?? 0),
            effectiveFrom: effectiveFrom.toISOString(),
            setBy: req.user!._id,
          })
          .returning();
        await audit(tx, req.user!, {
          action: 'commission.terms',
          targetType: business.type,
          targetId: business._id,
          before: { rate: before.rate, fixedFee: before.fixedFee, effectiveFrom: before.effectiveFrom },
          after: { rate: row!.rate, fixedFee: toDirhams(row!.fixedFee), effectiveFrom: iso(row!.effectiveFrom) },
        });
        return row!;
      });
      const answer = rowJson({ ...created, setById: created.setBy, setByName: req.user!.name });
      return reply.code(201).send(answer);
    },
  );
}
