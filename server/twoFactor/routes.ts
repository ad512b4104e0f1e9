import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { MSG } from '../../src/domain/messages';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { mustEnrolTwoFactor } from '../../src/domain/twoFactor';
import { emailIn } from '../../src/i18n/emails';
import { isLocale } from '../../src/i18n/types';
import { Bool, Int, MessageAnswer, Moment, Nullable, Str, ref } from '../answers';
import { audit } from '../audit/record';
import type { AppContext } from '../context';
import { recoveryCodes, sessions, users } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { limitRequests, resetAttempts } from '../limits';
import { bodyOf, Id, params, Text, typed } from '../schemas';
import { verifyPassword } from '../tokens';
import { LoginAnswer } from '../auth/answers';
import { publicUserColumns } from '../auth/users';
import { markVerified, startSession } from '../sessions/store';
import { checkSecondFactor, recoveryCodesLeft } from './secondFactor';
import { enrolmentOf, matchingStep, newRecoveryCodes, newTotpSecret } from './totp';

const Code = Text({ minLength: 1, maxLength: 20, description: 'Six digits from the authenticator app, or a recovery code (abcde-12345)' });
const SecondStepBody = bodyOf({
  challenge: Text({ minLength: 1, maxLength: 2000, description: 'The challenge the password step answered' }),
  code: Code,
});
const ConfirmBody = bodyOf({ code: Code });
const StepUpBody = Type.Object(
  {
    code: Type.Optional(Code),
    password: Type.Optional(Text({ minLength: 1, maxLength: 200, description: 'For an account without a second factor' })),
  },
  { additionalProperties: false, minProperties: 1 },
);

const TwoFactorState = Type.Object({
  enabled: Bool('A second factor is on'),
  enabledAt: Nullable(Moment()),
  recoveryCodesLeft: Int('Recovery codes not used yet'),
  required: Bool('This account may do nothing else until it turns two-factor sign-in on'),
});
const Enrolment = Type.Object({
  secret: Str('The secret in text (base32), to type into an app that cannot scan'),
  uri: Str('The otpauth:// link the QR code holds'),
  qr: Str('The QR code as an SVG data URL'),
});
const RecoveryCodesAnswer = Type.Object({ recoveryCodes: Type.Array(Str(), { description: 'Shown once: only their hashes are kept' }) });
const StepUpAnswer = Type.Object({ verifiedAt: Moment('When the step-up was proven: it covers the next 5 minutes') });
const AccountSecurity = Type.Object({
  twoFactorEnabled: Bool(),
  lastSignInAt: Nullable(Moment('The last sign-in of the account')),
});

const ADMIN = { roles: ['admin'] } as const;
/** Every signed-in person, staff included, on their own account. */
const OWN = { roles: 'any', allowUnverified: true } as const;

/** The second step of a sign-in and the step-up are limited like the password: per address, and per account. */
const challengeSubject = (req: FastifyRequest) => {
  try {
    return String(decodeJwt(String((req.body as { challenge?: unknown } | undefined)?.challenge ?? '')).sub ?? '');
  } catch {
    return '';
  }
};

export async function twoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const api = typed(app);
  const limit = (name: string, key: (req: FastifyRequest) => string) =>
    limitRequests(db, { name, max: ctx.options.loginRateLimit, windowMs: 60_000, key, message: MSG.tooManyAttempts });

  api.post(
    '/api/auth/login/secondFactor',
    {
      config: { access: 'public', refusal: { body: () => SERVER_MSG.twoFactorCodeInvalid } },
      schema: {
        operationId: 'loginSecondFactor',
        summary: 'Finish a sign-in with a code from the authenticator app (or a recovery code)',
        body: SecondStepBody,
        response: { 200: LoginAnswer },
      },
      preHandler: limit('login-code', (req) => `${challengeSubject(req)}`),
    },
    async (req) => {
      const challenge = await ctx.tokens.verifyChallenge(req.body.challenge);
      if (!challenge) throw badRequest(SERVER_MSG.signInChallengeExpired);
      const [row] = await db.select().from(users).where(eq(users._id, challenge.userId));
      if (!row || row.tokenVersion !== challenge.version || !row.twoFactorSecret) throw badRequest(SERVER_MSG.signInChallengeExpired);
      if (!(await checkSecondFactor(ctx, row._id, req.body.code))) throw new ApiError(401, SERVER_MSG.twoFactorCodeInvalid);
      await resetAttempts(db, `login-code:${row._id}`);
      const sessionId = await startSession(ctx, req, row._id, true);
      const [user] = await db.select(publicUserColumns).from(users).where(eq(users._id, row._id));
      return { token: await ctx.tokens.sign(row._id, row.role, row.tokenVersion, sessionId), user: user!, message: MSG.loginSuccess };
    },
  );

  api.get(
    '/api/auth/twoFactor',
    {
      config: { access: OWN },
      schema: { operationId: 'getTwoFactor', summary: "The signed-in account's second factor", response: { 200: TwoFactorState } },
    },
    async (req) => {
      const me = req.signIn!;
      const [row] = await db.select({ enabledAt: users.twoFactorEnabledAt }).from(users).where(eq(users._id, me.accountId));
      const enabled = Boolean(row?.enabledAt);
      return {
        enabled,
        enabledAt: row?.enabledAt ?? null,
        recoveryCodesLeft: enabled ? await recoveryCodesLeft(ctx, me.accountId) : 0,
        required: mustEnrolTwoFactor(me.role, enabled, ctx.adminTwoFactor),
      };
    },
  );

  api.post(
    '/api/auth/twoFactor/setup',
    {
      config: { access: OWN },
      schema: {
        operationId: 'startTwoFactor',
        summary: 'Start turning two-factor sign-in on: a new secret, as a QR code and in text',
        response: { 200: Enrolment },
      },
    },
    async (req) => {
      const me = req.signIn!;
      const [row] = await db
        .select({ email: users.email, enabledAt: users.twoFactorEnabledAt })
        .from(users)
        .where(eq(users._id, me.accountId));
      if (!row) throw notFound();
      if (row.enabledAt) throw badRequest(SERVER_MSG.twoFactorAlreadyOn);
      const secret = newTotpSecret();
      await db
        .update(users)
        .set({ twoFactorPending: ctx.secrets.seal(secret) })
        .where(eq(users._id, me.accountId));
      return { secret, ...(await enrolmentOf(secret, row.email)) };
    },
  );

  api.post(
    '/api/auth/twoFactor/confirm',
    {
      config: { access: OWN, refusal: { body: () => SERVER_MSG.twoFactorCodeInvalid } },
      schema: {
        operationId: 'confirmTwoFactor',
        summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes, once',
        body: ConfirmBody,
        response: { 200: RecoveryCodesAnswer },
      },
      preHandler: limit('two-factor-confirm', (req) => req.signIn?.accountId ?? req.ip),
    },
    async (req) => {
      const me = req.signIn!;
      const [row] = await db
        .select({ pending: users.twoFactorPending, enabledAt: users.twoFactorEnabledAt })
        .from(users)
        .where(eq(users._id, me.accountId));
      if (row?.enabledAt) throw badRequest(SERVER_MSG.twoFactorAlreadyOn);
      if (!row?.pending) throw badRequest(SERVER_MSG.twoFactorNotStarted);
      const step = matchingStep(ctx.secrets.open(row.pending), req.body.code.trim(), ctx.codeClock());
      if (step === null) throw badRequest(SERVER_MSG.twoFactorCodeInvalid);
      const { codes, hashes } = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ twoFactorSecret: row.pending, twoFactorPending: null, twoFactorEnabledAt: sql`now()`, twoFactorLastStep: step })
          .where(eq(users._id, me.accountId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, me.accountId));
        await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ codeHash, userId: me.accountId })));
      });
      await markVerified(ctx, me.sessionId);
      await resetAttempts(db, `two-factor-confirm:${me.accountId}`);
      return { recoveryCodes: codes };
    },
  );

  api.delete(
    '/api/auth/twoFactor',
    {
      config: { access: OWN, stepUp: true },
      schema: {
        operationId: 'turnOffTwoFactor',
        summary: 'Turn two-factor sign-in off (after a fresh step-up)',
        response: { 200: ref(MessageAnswer) },
      },
    },
    async (req) => {
      const me = req.signIn!;
      if (!me.twoFactor) throw badRequest(SERVER_MSG.twoFactorNotOn);
      if (me.role === 'admin' && ctx.adminTwoFactor === 'required') throw badRequest(SERVER_MSG.twoFactorRequiredForAdmins);
      await clearSecondFactor(ctx, me.accountId);
      return { message: 'Two-factor sign-in is off' };
    },
  );

  api.post(
    '/api/auth/stepUp',
    {
      config: { access: OWN },
      schema: {
        operationId: 'stepUp',
        summary: 'Prove it is you again (a code, or the password without a second factor) before a sensitive action',
        body: StepUpBody,
        response: { 200: StepUpAnswer },
      },
      preHandler: limit('step-up', (req) => req.signIn?.accountId ?? req.ip),
    },
    async (req) => {
      const me = req.signIn!;
      if (me.twoFactor) {
        if (!req.body.code) throw badRequest(SERVER_MSG.twoFactorCodeNeeded);
        if (!(await checkSecondFactor(ctx, me.accountId, req.body.code))) throw badRequest(SERVER_MSG.twoFactorCodeInvalid);
      } else {
        const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users._id, me.accountId));
        if (!row || !req.body.password || !(await verifyPassword(req.body.password, row.passwordHash)))
          throw badRequest(SERVER_MSG.passwordWrong);
      }
      await resetAttempts(db, `step-up:${me.accountId}`);
      return { verifiedAt: await markVerified(ctx, me.sessionId) };
    },
  );

  api.get(
    '/api/auth/accounts/:userId/security',
    {
      config: { access: ADMIN },
      schema: {
        operationId: 'getAccountSecurity',
        summary: "An account's second factor and last sign-in (admin)",
        params: params({ userId: Id }),
        response: { 200: AccountSecurity },
      },
    },
    async (req) => {
      const [row] = await db.select({ enabledAt: users.twoFactorEnabledAt }).from(users).where(eq(users._id, req.params.userId));
      if (!row) throw notFound(SERVER_MSG.userNotFound);
      const [last] = await db
        .select({ at: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.userId, req.params.userId))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return { twoFactorEnabled: row.enabledAt !== null, lastSignInAt: last?.at ?? null };
    },
  );

  api.delete(
    '/api/auth/accounts/:userId/twoFactor',
    {
      config: { access: ADMIN, stepUp: true },
      schema: {
        operationId: 'resetAccountTwoFactor',
        summary: "Turn another account's two-factor sign-in off, when its phone is lost (admin, audited, e-mailed)",
        params: params({ userId: Id }),
        response: { 200: ref(MessageAnswer) },
      },
    },
    async (req) => {
      const target = req.params.userId;
      const [row] = await db
        .select({ name: users.name, email: users.email, language: users.language, enabledAt: users.twoFactorEnabledAt })
        .from(users)
        .where(eq(users._id, target));
      if (!row) throw notFound(SERVER_MSG.userNotFound);
      if (!row.enabledAt) throw badRequest(SERVER_MSG.twoFactorNotOn);
      await db.transaction(async (tx) => {
        await clearSecondFactor({ ...ctx, db: tx as never }, target);
        await audit(tx, req.user!, {
          action: 'user.twoFactorReset',
          targetType: 'user',
          targetId: target,
          before: { twoFactorEnabledAt: row.enabledAt },
          after: { twoFactorEnabledAt: null },
        });
      });
      const link = `${ctx.publicUrl}/profile`;
      ctx.background.run('two-factor reset mail', () =>
        ctx.mailer.send({
          to: row.email,
          link,
          ...emailIn(isLocale(row.language) ? row.language : 'en', 'twoFactorReset', { link, name: row.name }),
        }),
      );
      return { message: 'Two-factor sign-in is off for this account' };
    },
  );
}

/** Forgets an account's second factor: its secret, a set-up under way, its recovery codes. */
async function clearSecondFactor(ctx: Pick<AppContext, 'db'>, userId: string) {
  await ctx.db
    .update(users)
    .set({ twoFactorSecret: null, twoFactorPending: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
    .where(eq(users._id, userId));
  await ctx.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
