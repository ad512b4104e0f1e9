import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { deviceName } from '../../src/domain/sessions';
import { Bool, Int, Moment, Str } from '../answers';
import type { AppContext } from '../context';
import { sessions } from '../db/schema';
import { Id, params, typed } from '../schemas';
import { endOtherSessions, endSession } from './store';

const Session = Type.Object({
  _id: Str(),
  browser: Str('The browser, as its User-Agent names it ("" when it does not)'),
  system: Str('The operating system ("" when unknown)'),
  ip: Str('The address it signed in from'),
  createdAt: Moment('When it signed in'),
  lastSeenAt: Moment('Its last request (within a minute)'),
  current: Bool('The session making this request'),
});
const SessionsAnswer = Type.Object({ sessions: Type.Array(Session) });
const EndedAnswer = Type.Object({ ended: Int('Sessions ended') });

/** How many open sessions the account screen lists, newest first. */
const LISTED = 50;
const OWN = { roles: 'any', allowUnverified: true } as const;

/** Where an account is signed in, and ending those sign-ins (on every node at once). */
export async function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);

  api.get(
    '/api/auth/sessions',
    {
      config: { access: OWN },
      schema: {
        operationId: 'listSessions',
        summary: "The signed-in account's open sessions, newest first",
        response: { 200: SessionsAnswer },
      },
    },
    async (req) => {
      const me = req.signIn!;
      const rows = await ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, me.accountId), isNull(sessions.endedAt)))
        .orderBy(desc(sessions.lastSeenAt))
        .limit(LISTED);
      return {
        sessions: rows.map((s) => ({
          _id: s._id,
          ...deviceName(s.userAgent),
          ip: s.ip,
          createdAt: s.createdAt,
          lastSeenAt: s.lastSeenAt,
          current: s._id === me.sessionId,
        })),
      };
    },
  );

  api.delete(
    '/api/auth/sessions/:sessionId',
    {
      config: { access: OWN },
      schema: {
        operationId: 'endSession',
        summary: 'End one session of the signed-in account: its tokens are refused and its live connection closed (0 when it had ended)',
        params: params({ sessionId: Id }),
        response: { 200: EndedAnswer },
      },
    },
    // Ending a session that has ended (or is another account's) changes nothing and says so.
    async (req) => ({ ended: (await endSession(ctx, req.signIn!.accountId, req.params.sessionId)) ? 1 : 0 }),
  );

  api.post(
    '/api/auth/sessions/endOthers',
    {
      config: { access: OWN },
      schema: {
        operationId: 'endOtherSessions',
        summary: 'End every other session of the signed-in account',
        response: { 200: EndedAnswer },
      },
    },
    async (req) => ({ ended: await endOtherSessions(ctx, req.signIn!.accountId, req.signIn!.sessionId) }),
  );
}
