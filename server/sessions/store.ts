import type { FastifyRequest } from 'fastify';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { dateTimeIn, timeZoneOf } from '../../src/domain/clock';
import { deviceName, isNewBrowser } from '../../src/domain/sessions';
import { emailIn } from '../../src/i18n/emails';
import { isLocale } from '../../src/i18n/types';
import type { AppContext } from '../context';
import { sessions, users } from '../db/schema';

/** How many earlier sessions a new sign-in is compared with to tell a new browser. */
const KNOWN_BROWSERS = 50;

const agentOf = (req: FastifyRequest) => String(req.headers['user-agent'] ?? '').slice(0, 400);
const deviceText = (agent: string) => {
  const { browser, system } = deviceName(agent);
  return [browser, system].filter(Boolean).join(' · ') || agent.slice(0, 80) || '?';
};

/**
 * Opens a session for a sign-in and returns its id. `verified`: the person just proved a second factor, which
 * covers the step-up for the next minutes. A browser the account never used before is told by e-mail.
 */
export async function startSession(ctx: AppContext, req: FastifyRequest, userId: string, verified: boolean): Promise<string> {
  const userAgent = agentOf(req);
  const earlier = await ctx.db
    .select({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(KNOWN_BROWSERS);
  const [row] = await ctx.db
    .insert(sessions)
    .values({ userId, userAgent, ip: req.ip, verifiedAt: verified ? new Date().toISOString() : null })
    .returning({ _id: sessions._id, createdAt: sessions.createdAt });
  if (
    isNewBrowser(
      userAgent,
      earlier.map((s) => s.userAgent),
    )
  )
    ctx.background.run('new sign-in mail', () => tellOfNewBrowser(ctx, userId, userAgent, req.ip, row!.createdAt));
  return row!._id;
}

async function tellOfNewBrowser(ctx: AppContext, userId: string, agent: string, address: string, at: string) {
  const [user] = await ctx.db
    .select({ name: users.name, email: users.email, language: users.language, timeZone: users.timeZone })
    .from(users)
    .where(eq(users._id, userId));
  if (!user) return;
  const link = `${ctx.publicUrl}/profile`;
  const when = dateTimeIn(at, timeZoneOf(user.timeZone));
  const written = emailIn(isLocale(user.language) ? user.language : 'en', 'newSignIn', {
    link,
    name: user.name,
    device: deviceText(agent),
    address,
    when,
  });
  await ctx.mailer.send({ to: user.email, link, ...written });
}

/** Ends one session of the account (its tokens are refused from now on, on every node) and closes its sockets. */
export async function endSession(ctx: AppContext, userId: string, sessionId: string): Promise<boolean> {
  const ended = await ctx.db
    .update(sessions)
    .set({ endedAt: new Date().toISOString() })
    .where(and(eq(sessions._id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ _id: sessions._id });
  for (const { _id } of ended) ctx.realtime.endSession(_id);
  return ended.length > 0;
}

/** Ends every session of the account but `keep` (none: every one). */
export async function endOtherSessions(ctx: AppContext, userId: string, keep: string | null): Promise<number> {
  const ended = await ctx.db
    .update(sessions)
    .set({ endedAt: new Date().toISOString() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), ...(keep ? [ne(sessions._id, keep)] : [])))
    .returning({ _id: sessions._id });
  for (const { _id } of ended) ctx.realtime.endSession(_id);
  return ended.length;
}

/** Records that the person proved a second factor (or the password) in this session just now. */
export async function markVerified(ctx: AppContext, sessionId: string): Promise<string> {
  const at = new Date().toISOString();
  await ctx.db.update(sessions).set({ verifiedAt: at }).where(eq(sessions._id, sessionId));
  return at;
}
