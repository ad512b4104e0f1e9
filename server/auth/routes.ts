import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { normalizeEmail, validateEmailRequest, validateNewPassword, validateRegistration } from '../../src/domain/auth';
import { validateIdentity } from '../../src/domain/identity';
import { MSG } from '../../src/domain/messages';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { normalizePhone } from '../../src/domain/phone';
import { assertOwnerOrAdmin } from '../access';
import type { AppContext } from '../context';
import { emailTokens, users } from '../db/schema';
import { ApiError, assertValid, badRequest, notFound } from '../errors';
import { limitRequests, resetAttempts } from '../limits';
import { sendEmailLink } from '../emailLinks';
import { hashLinkToken, hashPassword, verifyPasswordOrDummy } from '../tokens';
import { publicUserColumns } from './users';
import { MessageAnswer, ref } from '../answers';
import { AccountAnswer, PasswordStepAnswer, UserAnswer } from './answers';
import { endSession, startSession } from '../sessions/store';
import { mustEnrolTwoFactor } from '../../src/domain/twoFactor';
import { bodyOf, Id, LanguageParam, oneOf, params, Text, TimeZoneParam, typed } from '../schemas';
import { SELF_REGISTER_ROLES } from '../../src/domain/roles';
import { isLocale } from '../../src/i18n/types';
import { Type } from 'typebox';
import { STAFF_ACCOUNT_ROLE } from '../../src/domain/staff';
import { recordStaffSignIn } from '../team/members';
import { TERMS_VERSION } from '../../src/domain/terms';
import { OWNER_ROLES } from '../../src/domain/roles';
import { audit } from '../audit/record';

const HOUR_MS = 3600_000;

type Body = Record<string, unknown>;

/** The one-time token of an e-mailed link. */
const LinkToken = Type.String({ minLength: 1, maxLength: 200 });
/** Registration: a refusal speaks the registration rules' words (SPEC §5), every field's at once. */
const RegisterBody = bodyOf({
  name: Text({ minLength: 1 }),
  email: Text({ minLength: 1, maxLength: 320, description: 'An e-mail address' }),
  phone: Text({ minLength: 1, maxLength: 40, description: 'A Moroccan phone number: 06…, 07…, 05… or +212…' }),
  password: Text({ minLength: 8, maxLength: 200, description: '8 characters or more: uppercase, lowercase, a digit and a symbol' }),
  confirmPassword: Text({ maxLength: 200, description: 'The password again' }),
  role: oneOf(SELF_REGISTER_ROLES, 'restaurant_owner or store_owner'),
  language: Type.Optional(LanguageParam),
});
const registerRefusal = { body: (body: unknown) => validateRegistration(asFields(body)) };
/** A sign-in's e-mail and password: any problem with them is the same "invalid credentials". */
const LoginBody = bodyOf({ email: Text({ maxLength: 320 }), password: Text({ maxLength: 200 }) });
/** Requests that e-mail a link: the address. */
const EmailBody = bodyOf({ email: Text({ minLength: 1, maxLength: 320, description: 'An e-mail address' }) });
const emailRefusal = { body: (body: unknown) => validateEmailRequest(asFields(body)) };
/** A new password from a reset link. */
const ResetBody = bodyOf({
  password: Text({ minLength: 8, maxLength: 200, description: '8 characters or more: uppercase, lowercase, a digit and a symbol' }),
  confirmPassword: Type.Optional(Text({ maxLength: 200, description: 'The password again' })),
});
/** The owner's identity, checked by the identity rules (their wording). */
const IdentityBody = bodyOf({
  N_identité: Text({ minLength: 1, maxLength: 40, description: 'Identity card number' }),
  Date_birth: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, at least 18 years ago' }),
  scan_Id: Text({ minLength: 1, maxLength: 2048, description: 'The uploaded ID scan (an /uploads/… path or https URL)' }),
});
/** The partner terms the person accepted: only the current version may be accepted. */
const TermsBody = bodyOf({ version: oneOf([TERMS_VERSION], "The terms' version shown: only the current one") });
/** Who accepts the partner terms during onboarding: business owners and riders. */
const PARTNER_ROLES = [...OWNER_ROLES, 'rider'] as const;
const asFields = (body: unknown) => (body && typeof body === 'object' ? (body as Body) : {});
/** What a signed-in person changes on their own account: the language (e-mails follow it) and the clock times are read in. */
const AccountBody = Type.Object(
  { language: Type.Optional(LanguageParam), timeZone: Type.Optional(TimeZoneParam) },
  { additionalProperties: false, minProperties: 1 },
);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const loginKey = (req: FastifyRequest) => `${req.ip}:${normalizeEmail(str((req.body as Body | undefined)?.email))}`;

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, tokens } = ctx;
  const api = typed(app);
  const message = { 200: ref(MessageAnswer) };

  /**
   * Requests that send an e-mail: limited per address, and per e-mail over the hour (registered or not, so
   * the answer still tells nothing) so that rotating addresses do not flood an inbox.
   */
  const mailLimits = (name: string, perEmailMessage: string) => [
    limitRequests(db, { name, max: ctx.options.loginRateLimit, windowMs: 60_000, key: (req) => req.ip, message: MSG.tooManyAttempts }),
    limitRequests(db, {
      name: `${name}-email`,
      max: ctx.options.resetRateLimit,
      windowMs: HOUR_MS,
      key: (req) => normalizeEmail(str((req.body as Body | undefined)?.email)) || null,
      message: perEmailMessage,
    }),
  ];

  /** Marks a valid, unused link token of the given purpose as used and returns its user, or null. */
  async function consumeLink(token: string, purpose: 'verify' | 'reset'): Promise<string | null> {
    const [row] = await db
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailTokens.tokenHash, hashLinkToken(token)),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailTokens.userId });
    return row?.userId ?? null;
  }

  api.post(
    '/api/auth/register',
    {
      config: { access: 'public', refusal: registerRefusal },
      schema: {
        operationId: 'register',
        summary: 'Create an account and e-mail its confirmation link',
        body: RegisterBody,
        response: { 201: ref(MessageAnswer) },
      },
      // Per address, so one machine cannot fill the database with accounts (nor others' inboxes with links).
      preHandler: limitRequests(db, {
        name: 'register',
        max: ctx.options.registerRateLimit,
        windowMs: HOUR_MS,
        key: (req) => req.ip,
        message: MSG.tooManyRegistrations,
      }),
    },
    async (req, reply) => {
      const body = req.body ?? {};
      assertValid(validateRegistration(body));
      const email = normalizeEmail(str(body.email));
      const [taken] = await db.select({ _id: users._id }).from(users).where(eq(users.email, email));
      if (taken) throw new ApiError(400, MSG.emailTaken, { email: MSG.emailTaken });
      const [user] = await db
        .insert(users)
        .values({
          name: str(body.name).trim(),
          email,
          phone: normalizePhone(str(body.phone))!,
          passwordHash: await hashPassword(str(body.password)),
          role: str(body.role),
          language: isLocale(body.language) ? body.language : 'en',
        })
        .returning({ _id: users._id, email: users.email, language: users.language });
      await sendEmailLink(ctx, user!, 'verify');
      return reply.code(201).send({ message: MSG.registerSuccess });
    },
  );

  api.post(
    '/api/auth/login',
    {
      config: { access: 'public', refusal: { body: () => MSG.invalidCredentials } },
      schema: {
        operationId: 'login',
        summary: 'Sign in with e-mail and password (then a code, for an account with a second factor)',
        body: LoginBody,
        response: { 200: PasswordStepAnswer },
      },
      // Counted in the database, per address and e-mail, so a lock-out holds on every node.
      preHandler: limitRequests(db, {
        name: 'login',
        max: ctx.options.loginRateLimit,
        windowMs: 60_000,
        key: loginKey,
        message: MSG.tooManyAttempts,
      }),
    },
    async (req) => {
      const email = normalizeEmail(str(req.body?.email));
      const password = str(req.body?.password);
      if (!email || !password) throw badRequest(MSG.invalidCredentials);
      const [row] = await db.select().from(users).where(eq(users.email, email));
      // An unknown e-mail costs the same scrypt work as a wrong password: the time tells nothing.
      if (!(await verifyPasswordOrDummy(password, row?.passwordHash)) || !row) throw new ApiError(401, MSG.invalidCredentials);
      if (!row.emailConfirmed) throw new ApiError(403, MSG.emailNotConfirmed);
      // Only wrong passwords count against the limit: a shop whose staff log in all day is never locked out.
      await resetAttempts(db, `login:${loginKey(req)}`);
      if (row.twoFactorEnabledAt && row.twoFactorSecret)
        return { secondFactor: true as const, challenge: await tokens.signChallenge(row._id, row.tokenVersion), message: MSG.loginSuccess };
      if (row.role === STAFF_ACCOUNT_ROLE) await recordStaffSignIn(db, row._id);
      const sessionId = await startSession(ctx, req, row._id, false);
      const {
        passwordHash: _h,
        emailConfirmed: _c,
        tokenVersion,
        twoFactorSecret: _s,
        twoFactorPending: _p,
        twoFactorLastStep: _l,
        ...user
      } = row;
      return { token: await tokens.sign(row._id, row.role, tokenVersion, sessionId), user, message: MSG.loginSuccess };
    },
  );

  api.get(
    '/api/auth/data',
    {
      config: { access: { roles: 'any', allowUnverified: true } },
      schema: { operationId: 'getAccount', summary: 'Read the signed-in account', response: { 200: AccountAnswer } },
    },
    async (req) => {
      const [user] = await db.select(publicUserColumns).from(users).where(eq(users._id, req.user!._id));
      if (!user) throw notFound();
      const signIn = req.signIn!;
      return { user, twoFactorRequired: mustEnrolTwoFactor(signIn.role, signIn.twoFactor, ctx.adminTwoFactor) };
    },
  );

  /** The signed-in person's own settings: the language they read (set when they switch language) and their clock. */
  api.patch(
    '/api/auth/data',
    {
      config: {
        access: { roles: 'any', allowUnverified: true },
        // An empty change says what it may hold; any other refusal names its field.
        refusal: {
          body: (body) =>
            body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0
              ? SERVER_MSG.accountChangeEmpty
              : undefined,
        },
      },
      schema: {
        operationId: 'updateAccount',
        summary: "Change the signed-in account's language or clock",
        body: AccountBody,
        response: { 200: UserAnswer },
      },
    },
    async (req) => {
      const { language, timeZone } = req.body;
      const [user] = await db
        .update(users)
        .set({ ...(language ? { language } : {}), ...(timeZone ? { timeZone } : {}) })
        .where(eq(users._id, req.user!._id))
        .returning(publicUserColumns);
      if (!user) throw notFound();
      return { user };
    },
  );

  api.get(
    '/api/auth/verify/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'confirmEmail',
        summary: 'Confirm an e-mail address from its link',
        params: params({ id: LinkToken }),
        response: message,
      },
    },
    async (req) => {
      const userId = await consumeLink(req.params.id, 'verify');
      if (!userId) throw badRequest(MSG.verifyAlready);
      await db.update(users).set({ emailConfirmed: true }).where(eq(users._id, userId));
      return { message: MSG.verifySuccess };
    },
  );

  api.post(
    '/api/auth/forget',
    {
      config: { access: 'public', refusal: emailRefusal },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'E-mail a password reset link',
        body: EmailBody,
        response: message,
      },
      preHandler: mailLimits('forget', MSG.tooManyResetRequests),
    },
    async (req) => {
      const email = normalizeEmail(str(req.body?.email));
      assertValid(validateEmailRequest({ email }));
      const [user] = await db
        .select({ _id: users._id, email: users.email, language: users.language })
        .from(users)
        .where(eq(users.email, email));
      // The answer is the same whether or not the address is registered, and so is its time: the
      // e-mail leaves after the answer (an SMTP server can take seconds).
      if (user) ctx.background.run('reset mail', () => sendEmailLink(ctx, user, 'reset'));
      return { message: MSG.forgotSent };
    },
  );

  /** A new confirmation link for an account whose e-mail is not confirmed yet (its login was refused for that). */
  api.post(
    '/api/auth/resendConfirmation',
    {
      config: { access: 'public', refusal: emailRefusal },
      schema: {
        operationId: 'resendConfirmation',
        summary: 'E-mail a new confirmation link',
        body: EmailBody,
        response: message,
      },
      preHandler: mailLimits('resend', MSG.tooManyConfirmationRequests),
    },
    async (req) => {
      const email = normalizeEmail(str(req.body?.email));
      assertValid(validateEmailRequest({ email }));
      const [user] = await db
        .select({ _id: users._id, email: users.email, language: users.language, emailConfirmed: users.emailConfirmed })
        .from(users)
        .where(eq(users.email, email));
      // The same answer, in the same time, whether the address is unknown, waiting or already confirmed.
      if (user && !user.emailConfirmed) ctx.background.run('confirmation mail', () => sendEmailLink(ctx, user, 'verify'));
      return { message: MSG.confirmationResent };
    },
  );

  api.post(
    '/api/auth/reset/:id',
    {
      config: {
        access: 'public',
        refusal: { body: (body) => validateNewPassword(asFields(body).password, asFields(body).confirmPassword) },
      },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password from a reset link',
        params: params({ id: LinkToken }),
        body: ResetBody,
        response: message,
      },
    },
    async (req) => {
      assertValid(validateNewPassword(req.body?.password, req.body?.confirmPassword));
      const userId = await consumeLink(req.params.id, 'reset');
      if (!userId) throw badRequest(MSG.resetLinkInvalid);
      // Following the e-mailed link also proves the address. Every earlier login token and every other
      // reset link of the account stop working.
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(str(req.body?.password)),
          emailConfirmed: true,
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(eq(users._id, userId));
      await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'reset'), isNull(emailTokens.usedAt)));
      ctx.realtime.disconnectUser(userId);
      return { message: MSG.resetSuccess };
    },
  );

  /** Logging out ends this browser's session (REST and live updates); the account screen ends the others. */
  api.post(
    '/api/auth/logout',
    {
      config: { access: { roles: 'any', allowUnverified: true } },
      schema: { operationId: 'logout', summary: 'Sign out of this browser (end its session)', response: message },
    },
    async (req) => {
      await endSession(ctx, req.signIn!.accountId, req.signIn!.sessionId);
      return { message: MSG.logoutSuccess };
    },
  );

  api.put(
    '/api/auth/confirme/:userId',
    {
      config: {
        access: { roles: 'any', allowUnverified: true },
        refusal: { body: (body) => validateIdentity(asFields(body)) },
        ownerFirst: (req) => assertOwnerOrAdmin(req.user!, (req.params as { userId: string }).userId),
      },
      schema: {
        operationId: 'submitIdentity',
        summary: "Submit the owner's identity for verification",
        params: params({ userId: Id }),
        body: IdentityBody,
        response: message,
      },
    },
    async (req) => {
      assertOwnerOrAdmin(req.user!, req.params.userId);
      const body = req.body ?? {};
      assertValid(validateIdentity(body));
      const [updated] = await db
        .update(users)
        .set({ N_identité: str(body['N_identité']).trim(), Date_birth: str(body.Date_birth), scan_Id: str(body.scan_Id) })
        .where(eq(users._id, req.params.userId))
        .returning({ _id: users._id });
      if (!updated) throw notFound();
      return { message: MSG.identitySuccess };
    },
  );

  api.put(
    '/api/auth/terms',
    {
      config: { access: { roles: PARTNER_ROLES, allowUnverified: true }, refusal: { body: () => MSG.termsOutdated } },
      schema: {
        operationId: 'acceptTerms',
        summary: 'Record that the signed-in partner accepted the current partner terms',
        body: TermsBody,
        response: { 200: UserAnswer },
      },
    },
    async (req) => {
      const me = req.user!;
      const user = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ termsVersion: TERMS_VERSION, termsAcceptedAt: sql`now()` })
          .where(eq(users._id, me._id))
          .returning(publicUserColumns);
        if (!row) throw notFound();
        await audit(tx, me, {
          action: 'partner.terms',
          targetType: 'user',
          targetId: me._id,
          after: { termsVersion: row.termsVersion, termsAcceptedAt: row.termsAcceptedAt },
        });
        return row;
      });
      return { user };
    },
  );
}
