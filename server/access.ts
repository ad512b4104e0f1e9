import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Role } from '../src/domain/roles';
import { STAFF_ACCOUNT_ROLE, STAFF_SELF_AREAS, staffMayUse, type StaffRole } from '../src/domain/staff';
import { MSG } from '../src/domain/messages';
import type { Db } from './db/client';
import { sessions, staffMembers, users } from './db/schema';
import { ApiError } from './errors';
import type { TokenClaims, TokenService } from './tokens';
import { staffRuleOf } from './staffAccess';
import { SERVER_MSG } from '../src/domain/serverMessages';
import { mustEnrolTwoFactor, stepUpFresh, type AdminTwoFactorMode } from '../src/domain/twoFactor';

/** The sign-in behind a request: its session, and what the account proved in it. */
export interface SignIn {
  sessionId: string;
  /** The account that signed in (a staff member's own, even when the request runs as the business's owner). */
  accountId: string;
  role: string;
  twoFactor: boolean;
  /** The last second factor (or password) proven in this session: the step-up. */
  verifiedAt: string | null;
}

/**
 * Every API route declares who may call it in `config.access`; a route that declares nothing
 * makes the server refuse to start, so no endpoint is ever open by omission.
 *  - 'public': anyone;
 *  - { roles: 'any' | Role[] }: a logged-in user with one of the roles, verified by an admin
 *    unless `allowUnverified` (onboarding endpoints).
 */
export type Access = 'public' | { roles: 'any' | readonly Role[]; allowUnverified?: boolean };

export interface RequestUser {
  _id: string;
  name: string;
  email: string;
  role: string;
  verified: boolean;
  /**
   * Set when a business's staff member makes the request: the request runs as the business's owner (this
   * object's other fields), and this names the person who acts (the audit log records them).
   */
  actor?: StaffActor;
}

/** The staff member behind a request that runs as their business's owner. */
export interface StaffActor {
  _id: string;
  name: string;
  /** The audit log's actor role: `staff:manager` or `staff:desk`. */
  role: string;
  staffRole: StaffRole;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Moves money or where it goes: needs a second factor (or the password) proven in the last 5 minutes. */
    stepUp?: boolean;
  }
  interface FastifyRequest {
    user: RequestUser | null;
    signIn: SignIn | null;
  }
}

/** What an admin who must enrol a second factor may still reach: their account, their sessions, the enrolment. */
const BEFORE_ENROLMENT = /^\/api\/auth\/(data|logout|twoFactor|sessions|stepUp)(\/|$)/;

/** One API route as declared: the table the authorization matrix and the fuzz test are generated from. */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** Asks for a fresh second factor (or the password) before it acts. */
  stepUp: boolean;
}
const routeTables = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api route of an app, in registration order (HEAD routes left out). */
export const apiRoutes = (app: FastifyInstance): readonly ApiRoute[] => routeTables.get(app) ?? [];

/** Where the OpenAPI document and its browsable UI live. */
export const DOCS_PREFIX = '/api/docs';

export function registerAccessGuard(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  options: { adminTwoFactor: AdminTwoFactorMode } = { adminTwoFactor: 'optional' },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('signIn', null);
  const table: ApiRoute[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // The API's documentation (server/docs.ts) is public, like the contract it shows.
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...(route.config as object), access: 'public' } as typeof route.config;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (access === undefined) throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    const stepUp = Boolean((route.config as { stepUp?: boolean } | undefined)?.stepUp);
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, access, stepUp });
  });
  // Before the schema checks the request: no token is 401 and a wrong role 403, whatever the body holds.
  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config.access;
    // Only API routes are guarded. An unknown /api path reaches the not-found handler, or the SPA's
    // catch-all static route (`/*`), which answers 404 for it: never a 403 that hints something is there.
    if (!req.routeOptions.url?.startsWith('/api') || req.is404) return;
    if (access === undefined) throw new ApiError(403, MSG.forbidden);
    if (access === 'public') {
      const found = await userFromRequest(req, db, tokens).catch(() => null);
      req.user = found?.user ?? null;
      req.signIn = found?.signIn ?? null;
      return;
    }
    const found = await userFromRequest(req, db, tokens);
    if (!found) throw new ApiError(401, MSG.notLoggedIn);
    const { user, signIn } = found;
    req.signIn = signIn;
    if (mustEnrolTwoFactor(signIn.role, signIn.twoFactor, options.adminTwoFactor) && !BEFORE_ENROLMENT.test(req.routeOptions.url))
      throw new ApiError(403, SERVER_MSG.twoFactorEnrolRequired);
    if (user.role === STAFF_ACCOUNT_ROLE) {
      req.user = await staffRequestUser(req, db, user, access);
      return;
    }
    req.user = user;
    if (access.roles !== 'any' && !access.roles.includes(user.role as Role)) throw new ApiError(403, MSG.forbidden);
    if (!user.verified && user.role !== 'admin' && !access.allowUnverified) throw new ApiError(403, MSG.forbidden);
  });
  // After the body's checks (a malformed request is told so first), before anything is done.
  app.addHook('preHandler', async (req) => {
    if (!req.routeOptions.config.stepUp) return;
    // The real clock, like the moment stored when the person proved it (never a test's fixed business clock).
    if (!stepUpFresh(req.signIn?.verifiedAt, new Date())) throw new ApiError(403, SERVER_MSG.stepUpRequired);
  });
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The account behind a request's bearer token, read fresh so a role or verification change applies at once. */
async function userFromRequest(req: FastifyRequest, db: Db, tokens: TokenService): Promise<SessionUser | null> {
  const token = bearerToken(req.headers.authorization);
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims) return null;
  return findSessionUser(db, claims);
}

export interface SessionUser {
  user: RequestUser;
  signIn: SignIn;
}

/** How often a session's "last seen" is written: not on every request. */
const LAST_SEEN_EVERY = '1 minute';

/**
 * The account a token's claims name, unless the token predates a password reset, or its session was ended
 * (signed out, ended from another browser): read from the database, so it holds on every node at once.
 */
export async function findSessionUser(db: Db, claims: TokenClaims): Promise<SessionUser | null> {
  if (!claims.sessionId) return null;
  const [row] = await db
    .select({
      _id: users._id,
      name: users.name,
      email: users.email,
      role: users.role,
      verified: users.verified,
      tokenVersion: users.tokenVersion,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
      verifiedAt: sessions.verifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users._id, sessions.userId))
    .where(and(eq(sessions._id, claims.sessionId), eq(sessions.userId, claims.userId), isNull(sessions.endedAt)));
  if (!row || row.tokenVersion !== claims.version) return null;
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions._id, claims.sessionId), lt(sessions.lastSeenAt, sql`now() - interval '${sql.raw(LAST_SEEN_EVERY)}'`)));
  const { tokenVersion: _v, twoFactorEnabledAt, verifiedAt, ...user } = row;
  return {
    user,
    signIn: { sessionId: claims.sessionId, accountId: row._id, role: row.role, twoFactor: twoFactorEnabledAt !== null, verifiedAt },
  };
}

/** The business a staff account acts for: its owner and the member's staff role; null once removed. */
export async function findMembership(db: Db, memberId: string) {
  const [row] = await db
    .select({
      role: staffMembers.role,
      owner: { _id: users._id, name: users.name, email: users.email, role: users.role, verified: users.verified },
    })
    .from(staffMembers)
    .innerJoin(users, eq(users._id, staffMembers.ownerId))
    .where(eq(staffMembers.userId, memberId));
  return row ?? null;
}

/**
 * A staff member's request (fail closed): the route must name a staff area their role may use
 * (server/staffAccess.ts). Routes of the member's own account run as them; every other runs as the
 * business's owner, with the owner's role and verification, the member kept as the actor.
 */
async function staffRequestUser(req: FastifyRequest, db: Db, member: RequestUser, access: Exclude<Access, 'public'>): Promise<RequestUser> {
  const rule = staffRuleOf(req.routeOptions.method, req.routeOptions.url ?? '');
  const area = typeof rule === 'function' ? rule(req.body) : rule;
  const membership = area ? await findMembership(db, member._id) : null;
  if (!area || !membership || !staffMayUse(membership.role, area)) throw new ApiError(403, MSG.forbidden);
  if (STAFF_SELF_AREAS.includes(area)) return member;
  const { owner } = membership;
  if (access.roles !== 'any' && !access.roles.includes(owner.role as Role)) throw new ApiError(403, MSG.forbidden);
  if (!owner.verified && !access.allowUnverified) throw new ApiError(403, MSG.forbidden);
  const actor: StaffActor = { _id: member._id, name: member.name, role: `staff:${membership.role}`, staffRole: membership.role };
  return { ...owner, actor };
}

/** Admins may act on anything; everyone else only on what they own. */
export function assertOwnerOrAdmin(user: RequestUser, ownerId: string): void {
  if (user.role !== 'admin' && user._id !== ownerId) throw new ApiError(403, MSG.forbidden);
}
