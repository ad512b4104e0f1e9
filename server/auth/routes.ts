import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { normalizeEmail, validateNewPassword, validateRegistration, EMAIL_PATTERN } from '../../src/domain/auth';
import { validateIdentity } from '../../src/domain/identity';
import { MSG } from '../../src/domain/messages';
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
import { LoginAnswer, UserAnswer } from './answers';
import { Id, LanguageParam, Loose, looseBody, params, TimeZoneParam, typed } from '../schemas';
import { isLocale } from '../../src/i18n/types';
import { Type } from 'typebox';

const HOUR_MS = 3600_000;

type Body = Record<string, unknown>;

/** The one-time token of an e-mailed link. */
const LinkToken = Type.String({ minLength: 1, maxLength: 200 });
/** Registration: every field is checked by the registration rules (SPEC §5 wording). */
const RegisterBody = looseBody({
  name: Loose(),
  email: Loose(),
  phone: Loose(),
  password: Loose(),
  confirmPassword: Loose(),
  role: Loose(),
  language: Type.Optional(LanguageParam),
});
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
      config: { access: 'public' },
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
      config: { access: 'public' },
      schema: {
        operationId: 'login',
        summary: 'Sign in with e-mail and password',
        body: looseBody({ email: Loose(), password: Loose() }),
        response: { 200: LoginAnswer },
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
      const { passwordHash: _h, emailConfirmed: _c, tokenVersion, ...user } = row;
      return { token: await tokens.sign(row._id, row.role, tokenVersion), user, message: MSG.loginSuccess };
    },
  );

  api.get(
    '/api/auth/data',
    {
      config: { access: { roles: 'any', allowUnverified: true } },
      schema: { operationId: 'getAccount', summary: 'Read the signed-in account', response: { 200: UserAnswer } },
    },
    async (req) => {
      const [user] = await db.select(publicUserColumns).from(users).where(eq(users._id, req.user!._id));
      if (!user) throw notFound();
      return { user };
    },
  );

  /** The signed-in person's own settings: the language they read (set when they switch language) and their clock. */
  api.patch(
    '/api/auth/data',
    {
      config: { access: { roles: 'any', allowUnverified: true } },
      schema: {
        operationId: 'updateAccount',
        summary: "Change the signed-in account's language",
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
      config: { access: 'public' },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'E-mail a password reset link',
        body: looseBody({ email: Loose() }),
        response: message,
      },
      preHandler: mailLimits('forget', MSG.tooManyResetRequests),
    },
    async (req) => {
      const email = normalizeEmail(str(req.body?.email));
      if (!EMAIL_PATTERN.test(email)) throw badRequest(MSG.emailInvalid);
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
      config: { access: 'public' },
      schema: {
        operationId: 'resendConfirmation',
        summary: 'E-mail a new confirmation link',
        body: looseBody({ email: Loose() }),
        response: message,
      },
      preHandler: mailLimits('resend', MSG.tooManyConfirmationRequests),
    },
    async (req) => {
      const email = normalizeEmail(str(req.body?.email));
      if (!EMAIL_PATTERN.test(email)) throw badRequest(MSG.emailInvalid);
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
      config: { access: 'public' },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password from a reset link',
        params: params({ id: LinkToken }),
        body: looseBody({ password: Loose(), confirmPassword: Loose() }),
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

  /** Logging out revokes every token of the account (REST and live updates), on every device. */
  api.post(
    '/api/auth/logout',
    {
      config: { access: { roles: 'any', allowUnverified: true } },
      schema: { operationId: 'logout', summary: 'Sign out on every device', response: message },
    },
    async (req) => {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users._id, req.user!._id));
      ctx.realtime.disconnectUser(req.user!._id);
      return { message: MSG.logoutSuccess };
    },
  );

  api.put(
    '/api/auth/confirme/:userId',
    {
      config: { access: { roles: 'any', allowUnverified: true } },
      schema: {
        operationId: 'submitIdentity',
        summary: "Submit the owner's identity for verification",
        params: params({ userId: Id }),
        body: looseBody({
          N_identité: Loose('Identity card number'),
          Date_birth: Loose('YYYY-MM-DD'),
          scan_Id: Loose('The uploaded ID scan'),
        }),
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
}
