import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { and, asc, count, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { EMAIL_PATTERN, normalizeEmail } from '../../src/domain/auth';
import { PARTNER_SORT_FIELDS } from '../../src/domain/listQuery';
import { MSG } from '../../src/domain/messages';
import { MessageAnswer, ref } from '../answers';
import { UserMessageAnswer } from '../auth/answers';
import { PartnerList } from './answers';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import { sendEmailLink } from '../emailLinks';
import { emailIn } from '../../src/i18n/emails';
import { businesses, riders, users } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { bodyOf, Id, params, PartnerListParam, PartnerListQuery, Text, typed } from '../schemas';
import { booleanParam, containsPattern, firstValue, foldedContains, offsetOf, pagingOf, searchOf } from '../listFilters';
import { publicUserColumns } from '../auth/users';

const ADMIN_ONLY = { access: { roles: ['admin'] } } as const;
/** Accounts the admin verifies: every partner role (not admins, not customers). */
const PARTNER_ROLES = ['restaurant_owner', 'services_owner', 'store_owner', 'rider'] as const;
/** Admin partner lists, verification, e-mail changes: /admin/… (SPEC §7 Admin). */
/** A refused new e-mail in the account rules' words: required, then a valid address. */
function newEmailRefusal(body: unknown) {
  const raw = (body && typeof body === 'object' ? (body as { newEmail?: unknown }) : {}).newEmail;
  if (typeof raw !== 'string' || raw.trim() === '') return { newEmail: MSG.emailRequired };
  return EMAIL_PATTERN.test(raw.trim()) ? undefined : { newEmail: MSG.emailInvalid };
}

export async function partnersRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const api = typed(app);
  const byId = params({ id: Id });

  /** A partner account by id (never an admin or a customer), or 404. */
  async function findPartner(id: string) {
    const [user] = await db.select(publicUserColumns).from(users).where(eq(users._id, id));
    if (!user) throw notFound('User not found');
    if (!(PARTNER_ROLES as readonly string[]).includes(user.role)) throw new ApiError(400, MSG.notAPartner);
    return user;
  }

  /**
   * The accounts of one role, or every partner not verified yet (`non_verified`), with their identity
   * fields, their business (owners) and their rider number (riders). Never a password hash.
   * `?q` (name or e-mail contains), `?type` (a partner role), `?verified`; with `?page` one page and the
   * total (`{ data, total, page, pageSize }`), without it every account, by name.
   */
  api.get(
    '/api/admin/getAll/:role',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'listPartners',
        summary: 'List partners by role',
        params: params({ role: PartnerListParam }),
        querystring: PartnerListQuery,
        response: { 200: PartnerList },
      },
    },
    async (req) => {
      const role = req.params.role;
      const paging = pagingOf(req.query, PARTNER_SORT_FIELDS);
      const type = firstValue(req.query.type) || undefined;
      if (type !== undefined && !(PARTNER_ROLES as readonly string[]).includes(type))
        throw badRequest(`'type' must be one of ${PARTNER_ROLES.join(', ')}`);
      const verified = booleanParam(req.query, 'verified');
      const q = searchOf(req.query);
      const where = and(
        role === 'non_verified' ? and(inArray(users.role, [...PARTNER_ROLES]), eq(users.verified, false)) : eq(users.role, role),
        type ? eq(users.role, type) : undefined,
        verified === undefined ? undefined : eq(users.verified, verified),
        q ? or(foldedContains(users.name, q), ilike(users.email, containsPattern(q))) : undefined,
      );
      const direction = paging?.order === 'desc' ? desc : asc;
      const rows = db
        .select({
          ...publicUserColumns,
          businessId: businesses._id,
          businessType: businesses.type,
          businessName: businesses.name,
          Number_Rider: riders.Number_Rider,
        })
        .from(users)
        .leftJoin(businesses, eq(businesses.owner, users._id))
        .leftJoin(riders, eq(riders.userId, users._id))
        .where(where)
        .orderBy(direction(paging?.sort === 'createdAt' ? users.createdAt : users.name), direction(users._id));
      if (!paging) return rows;
      const [data, [total]] = await Promise.all([
        rows.limit(paging.pageSize).offset(offsetOf(paging)),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { data, total: total?.n ?? 0, page: paging.page, pageSize: paging.pageSize };
    },
  );

  /** Verifies a partner (or takes the verification back); applies at the partner's next page load. */
  api.put(
    '/api/admin/update/:id',
    {
      config: { ...ADMIN_ONLY, stepUp: true, refusal: { body: () => ({ verified: MSG.verifiedMustBeBoolean }) } },
      schema: {
        operationId: 'setPartnerVerified',
        summary: 'Verify or unverify a partner',
        params: byId,
        body: bodyOf({ verified: Type.Boolean() }),
        response: { 200: UserMessageAnswer },
      },
    },
    async (req) => {
      const verified = req.body?.verified;
      if (typeof verified !== 'boolean') throw new ApiError(400, MSG.verifiedMustBeBoolean, { verified: MSG.verifiedMustBeBoolean });
      const partner = await findPartner(req.params.id);
      const user = await db.transaction(async (tx) => {
        const [updated] = await tx.update(users).set({ verified }).where(eq(users._id, partner._id)).returning(publicUserColumns);
        await audit(tx, req.user!, {
          action: 'partner.verify',
          targetType: 'user',
          targetId: partner._id,
          before: { verified: partner.verified },
          after: { verified },
        });
        return updated!;
      });
      // The partner learns by e-mail that the back-office is open to them (once: not when nothing changed).
      if (verified && !partner.verified) {
        const mail = {
          to: partner.email,
          ...emailIn(partner.language, 'verified', { name: partner.name, link: `${ctx.publicUrl}/login` }),
        };
        ctx.background.run('verified mail', () => ctx.mailer.send(mail));
      }
      return { message: MSG.verificationUpdated, user };
    },
  );

  /** E-mails the partner a link to choose a new password (the admin never sees or sets it). */
  api.post(
    '/api/admin/resetPassword/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'sendPartnerPasswordReset',
        summary: 'Send a partner a password reset link',
        params: byId,
        response: { 200: ref(MessageAnswer) },
      },
    },
    async (req) => {
      const partner = await findPartner(req.params.id);
      await audit(db, req.user!, { action: 'partner.resetLink', targetType: 'user', targetId: partner._id });
      ctx.background.run('reset mail', () => sendEmailLink(ctx, partner, 'reset'));
      return { message: MSG.resetLinkSent };
    },
  );

  /** Changes a partner's e-mail to a valid address no other account uses. */
  api.put(
    '/api/admin/updateEmail/:id',
    {
      config: { ...ADMIN_ONLY, stepUp: true, refusal: { body: newEmailRefusal } },
      schema: {
        operationId: 'updatePartnerEmail',
        summary: "Change a partner's e-mail",
        params: byId,
        body: bodyOf({ newEmail: Text({ minLength: 1, maxLength: 320, description: 'The new e-mail address' }) }),
        response: { 200: UserMessageAnswer },
      },
    },
    async (req) => {
      const raw = req.body?.newEmail;
      if (typeof raw !== 'string' || raw.trim() === '') throw new ApiError(400, MSG.emailRequired, { newEmail: MSG.emailRequired });
      if (!EMAIL_PATTERN.test(raw.trim())) throw new ApiError(400, MSG.emailInvalid, { newEmail: MSG.emailInvalid });
      const newEmail = normalizeEmail(raw);
      const partner = await findPartner(req.params.id);
      const [taken] = await db
        .select({ _id: users._id })
        .from(users)
        .where(and(eq(users.email, newEmail), ne(users._id, partner._id)));
      if (taken) throw new ApiError(400, MSG.emailTaken, { newEmail: MSG.emailTaken });
      try {
        const user = await db.transaction(async (tx) => {
          const [updated] = await tx.update(users).set({ email: newEmail }).where(eq(users._id, partner._id)).returning(publicUserColumns);
          await audit(tx, req.user!, {
            action: 'user.email',
            targetType: 'user',
            targetId: partner._id,
            before: { email: partner.email },
            after: { email: newEmail },
          });
          return updated!;
        });
        return { message: MSG.emailUpdated, user };
      } catch (error) {
        // Another request took the address between the check and the update.
        if (isUniqueViolation(error)) throw new ApiError(400, MSG.emailTaken, { newEmail: MSG.emailTaken });
        throw error;
      }
    },
  );
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}
