import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { normalizeEmail } from '../../src/domain/auth';
import { MSG } from '../../src/domain/messages';
import { OWNER_ROLES } from '../../src/domain/roles';
import {
  INVITATION_DAYS,
  STAFF_ACCOUNT_ROLE,
  STAFF_ROLES,
  TEAM_LIMIT,
  validateAcceptance,
  validateInvitation,
} from '../../src/domain/staff';
import { emailIn, STAFF_ROLE_WORDS } from '../../src/i18n/emails';
import { findMembership, type RequestUser } from '../access';
import { audit } from '../audit/record';
import { limitRequests } from '../limits';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { MessageAnswer, ref } from '../answers';
import type { AppContext } from '../context';
import { businesses, pushSubscriptions, staffInvitations, staffMembers, users } from '../db/schema';
import { ApiError, assertValid, badRequest, conflict, notFound } from '../errors';
import { hashLinkToken, hashPassword, newLinkToken, verifyPassword } from '../tokens';
import { bodyOf, Id, oneOf, params, Text, typed } from '../schemas';
import { InvitationAnswer, InvitationPreview, MemberAnswer, MembershipAnswer, TeamAnswer, TeamMember } from './answers';

const OWNERS = { roles: OWNER_ROLES };
const DAY_MS = 86_400_000;
const INVITATION_MAILS_PER_HOUR = 60;
const LinkToken = Type.String({ minLength: 1, maxLength: 200 });
const fieldsOf = (body: unknown) => (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
const RoleBody = Type.Object({ role: Type.Union(STAFF_ROLES.map((r) => Type.Literal(r))) }, { additionalProperties: false });

const memberColumns = {
  _id: staffMembers._id,
  userId: staffMembers.userId,
  name: users.name,
  email: users.email,
  role: staffMembers.role,
  createdAt: staffMembers.createdAt,
  lastSignInAt: staffMembers.lastSignInAt,
};

const iso = (moment: string) => new Date(moment).toISOString();
const memberOf = <T extends { createdAt: string; lastSignInAt: string | null }>(row: T) => ({
  ...row,
  createdAt: iso(row.createdAt),
  lastSignInAt: row.lastSignInAt ? iso(row.lastSignInAt) : null,
});
const invitationOf = (row: typeof staffInvitations.$inferSelect, now = Date.now()) => ({
  _id: row._id,
  email: row.email,
  role: row.role,
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
  expired: new Date(row.expiresAt).getTime() <= now,
});

/**
 * A business's team: the owner invites people by e-mail with a staff role, changes their role or removes
 * them (their sessions end at once, REST and live, on every node); the invitee sets a name and a password
 * on the e-mailed link. Admins list a business's members and may remove one.
 */
export async function teamRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const api = typed(app);

  /** Invitation e-mails an owner may send per hour (invitations and resends): no inbox is flooded from a team screen. */
  const mailLimit = limitRequests(db, {
    name: 'team-mail',
    max: INVITATION_MAILS_PER_HOUR,
    windowMs: 3_600_000,
    key: (req) => req.user?._id ?? null,
    message: SERVER_MSG.tooManyRequests,
  });

  const pendingOf = (ownerId: string) =>
    and(eq(staffInvitations.ownerId, ownerId), isNull(staffInvitations.usedAt), isNull(staffInvitations.cancelledAt));

  async function teamOf(ownerId: string) {
    const members = await db
      .select(memberColumns)
      .from(staffMembers)
      .innerJoin(users, eq(users._id, staffMembers.userId))
      .where(eq(staffMembers.ownerId, ownerId))
      .orderBy(asc(staffMembers.createdAt), asc(staffMembers._id));
    const invitations = await db
      .select()
      .from(staffInvitations)
      .where(pendingOf(ownerId))
      .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations._id));
    return { members: members.map(memberOf), invitations: invitations.map((i) => invitationOf(i)) };
  }

  /** Members plus invitations still pending (expired ones count until cancelled: they can be resent). */
  async function teamSize(ownerId: string, tx: Pick<typeof db, 'select'> = db) {
    const [m] = await tx.select({ n: count() }).from(staffMembers).where(eq(staffMembers.ownerId, ownerId));
    const [i] = await tx.select({ n: count() }).from(staffInvitations).where(pendingOf(ownerId));
    return (m?.n ?? 0) + (i?.n ?? 0);
  }

  /** Mails a fresh link for the invitation, in the language it was made in. */
  async function mailInvitation(owner: RequestUser, invitation: typeof staffInvitations.$inferSelect, token: string) {
    const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.owner, owner._id)).limit(1);
    const link = `${ctx.publicUrl}/join-team/${token}`;
    const words = emailIn(invitation.language, 'staffInvite', {
      link,
      name: owner.name,
      business: business?.name ?? owner.name,
      role: STAFF_ROLE_WORDS[invitation.language][invitation.role],
      days: INVITATION_DAYS,
    });
    await ctx.mailer.send({ to: invitation.email, link, ...words });
  }

  /** Ends every session of a member at once: REST (the guard reads the token version fresh) and sockets, on every node. */
  async function endSessions(tx: Pick<typeof db, 'update'>, userId: string) {
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users._id, userId));
  }

  async function ownLanguage(ownerId: string) {
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users._id, ownerId));
    return row?.language ?? 'en';
  }

  api.get(
    '/api/team',
    {
      config: { access: OWNERS },
      schema: { operationId: 'getTeam', summary: "List the business's team and pending invitations", response: { 200: TeamAnswer } },
    },
    async (req) => {
      const team = await teamOf(req.user!._id);
      return { ...team, total: team.members.length + team.invitations.length, limit: TEAM_LIMIT };
    },
  );

  api.post(
    '/api/team/invitations',
    {
      config: { access: OWNERS, refusal: { body: (body) => validateInvitation(fieldsOf(body)) } },
      preHandler: mailLimit,
      schema: {
        operationId: 'inviteTeamMember',
        summary: 'Invite someone to the team by e-mail',
        body: bodyOf({
          email: Text({ minLength: 1, maxLength: 320, description: 'The invitee’s e-mail' }),
          role: oneOf(STAFF_ROLES, 'manager or desk'),
        }),
        response: { 201: InvitationAnswer },
      },
    },
    async (req, reply) => {
      const owner = req.user!;
      const body = req.body ?? {};
      assertValid(validateInvitation(body));
      const email = normalizeEmail(String(body.email));
      const role = body.role as (typeof STAFF_ROLES)[number];
      const [account] = await db.select({ _id: users._id, role: users.role }).from(users).where(eq(users.email, email));
      if (account && account.role !== STAFF_ACCOUNT_ROLE) throw conflict(MSG.emailNotStaff);
      if (account) {
        const membership = await findMembership(db, account._id);
        if (membership) throw conflict(membership.owner._id === owner._id ? MSG.alreadyInTeam : MSG.staffElsewhere);
      }
      const { token, hash } = newLinkToken();
      const language = await ownLanguage(owner._id);
      const invitation = await db.transaction(async (tx) => {
        // One team's invitations at a time, so two at once cannot both take the last place.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team:${owner._id}`}))`);
        const [pending] = await tx
          .select({ _id: staffInvitations._id })
          .from(staffInvitations)
          .where(and(pendingOf(owner._id), eq(staffInvitations.email, email)));
        if (pending) throw conflict(MSG.alreadyInTeam);
        if ((await teamSize(owner._id, tx)) >= TEAM_LIMIT) throw conflict(MSG.teamFull);
        const [row] = await tx
          .insert(staffInvitations)
          .values({
            ownerId: owner._id,
            email,
            role,
            language,
            tokenHash: hash,
            expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS).toISOString(),
          })
          .returning();
        return row!;
      });
      await mailInvitation(owner, invitation, token);
      return reply.code(201).send({ message: MSG.invitationSent, invitation: invitationOf(invitation) });
    },
  );

  const ownInvitation = async (ownerId: string, id: string) => {
    const [row] = await db
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations._id, id), pendingOf(ownerId)));
    if (!row) throw notFound(MSG.invitationNotFound);
    return row;
  };

  api.post(
    '/api/team/invitations/:id/resend',
    {
      config: { access: OWNERS },
      preHandler: mailLimit,
      schema: {
        operationId: 'resendTeamInvitation',
        summary: 'Send a pending invitation again, with a new link valid 7 days',
        params: params({ id: Id }),
        response: { 200: InvitationAnswer },
      },
    },
    async (req) => {
      const owner = req.user!;
      await ownInvitation(owner._id, req.params.id);
      const { token, hash } = newLinkToken();
      // The earlier link stops working: only the newest e-mail's link opens the invitation.
      const [updated] = await db
        .update(staffInvitations)
        .set({ tokenHash: hash, createdAt: sql`now()`, expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS).toISOString() })
        .where(and(eq(staffInvitations._id, req.params.id), pendingOf(owner._id)))
        .returning();
      if (!updated) throw notFound(MSG.invitationNotFound);
      await mailInvitation(owner, updated, token);
      return { message: MSG.invitationSent, invitation: invitationOf(updated) };
    },
  );

  api.delete(
    '/api/team/invitations/:id',
    {
      config: { access: OWNERS },
      schema: {
        operationId: 'cancelTeamInvitation',
        summary: 'Cancel a pending invitation',
        params: params({ id: Id }),
        response: { 200: ref(MessageAnswer) },
      },
    },
    async (req) => {
      const [cancelled] = await db
        .update(staffInvitations)
        .set({ cancelledAt: sql`now()` })
        .where(and(eq(staffInvitations._id, req.params.id), pendingOf(req.user!._id)))
        .returning({ _id: staffInvitations._id });
      if (!cancelled) throw notFound(MSG.invitationNotFound);
      return { message: MSG.invitationCancelled };
    },
  );

  api.put(
    '/api/team/members/:id',
    {
      config: { access: OWNERS },
      schema: {
        operationId: 'changeTeamMemberRole',
        summary: "Change a member's role (their open sessions end)",
        params: params({ id: Id }),
        body: RoleBody,
        response: { 200: MemberAnswer },
      },
    },
    async (req) => {
      const member = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ role: staffMembers.role })
          .from(staffMembers)
          .where(and(eq(staffMembers._id, req.params.id), eq(staffMembers.ownerId, req.user!._id)));
        const [row] = await tx
          .update(staffMembers)
          .set({ role: req.body.role })
          .where(and(eq(staffMembers._id, req.params.id), eq(staffMembers.ownerId, req.user!._id)))
          .returning({ userId: staffMembers.userId });
        if (!row || !before) throw notFound(MSG.memberNotFound);
        await endSessions(tx, row.userId);
        await audit(tx, req.user!, {
          action: 'team.role',
          targetType: 'user',
          targetId: row.userId,
          before: { role: before.role },
          after: { role: req.body.role },
        });
        return row;
      });
      ctx.realtime.disconnectUser(member.userId);
      const [row] = await db
        .select(memberColumns)
        .from(staffMembers)
        .innerJoin(users, eq(users._id, staffMembers.userId))
        .where(eq(staffMembers._id, req.params.id));
      if (!row) throw notFound(MSG.memberNotFound);
      return { message: MSG.memberRoleChanged, member: memberOf(row) };
    },
  );

  /** The owner removes one of their members; an admin any business's. Their sessions and devices go at once. */
  api.delete(
    '/api/team/members/:id',
    {
      config: { access: { roles: ['admin', ...OWNER_ROLES] } },
      schema: {
        operationId: 'removeTeamMember',
        summary: 'Remove a member from the team',
        params: params({ id: Id }),
        response: { 200: ref(MessageAnswer) },
      },
    },
    async (req) => {
      const user = req.user!;
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(staffMembers)
          .where(and(eq(staffMembers._id, req.params.id), user.role === 'admin' ? undefined : eq(staffMembers.ownerId, user._id)))
          .returning({ userId: staffMembers.userId, ownerId: staffMembers.ownerId, role: staffMembers.role });
        if (!row) throw notFound(MSG.memberNotFound);
        await endSessions(tx, row.userId);
        await audit(tx, user, {
          action: 'team.remove',
          targetType: 'user',
          targetId: row.userId,
          before: { role: row.role, owner: row.ownerId },
        });
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
        return row;
      });
      ctx.realtime.disconnectUser(removed.userId);
      return { message: MSG.memberRemoved };
    },
  );

  api.get(
    '/api/admin/team/:ownerId',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        operationId: 'getPartnerTeam',
        summary: "List a partner's team members (admin)",
        params: params({ ownerId: Id }),
        response: { 200: Type.Object({ data: Type.Array(TeamMember), total: Type.Integer() }) },
      },
    },
    async (req) => {
      const { members } = await teamOf(req.params.ownerId);
      return { data: members, total: members.length };
    },
  );

  /** The invitation behind an e-mailed link, for the page where the invitee joins. */
  async function openInvitation(token: string) {
    const [row] = await db
      .select({ invitation: staffInvitations, owner: { _id: users._id, name: users.name } })
      .from(staffInvitations)
      .innerJoin(users, eq(users._id, staffInvitations.ownerId))
      .where(
        and(
          eq(staffInvitations.tokenHash, hashLinkToken(token)),
          isNull(staffInvitations.usedAt),
          isNull(staffInvitations.cancelledAt),
          gt(staffInvitations.expiresAt, sql`now()`),
        ),
      );
    if (!row) throw badRequest(MSG.invitationInvalid);
    const [account] = await db
      .select({ _id: users._id, role: users.role, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, row.invitation.email));
    return { ...row, account };
  }

  api.get(
    '/api/team/join/:token',
    {
      config: { access: 'public', refusal: { body: (body) => validateAcceptance(fieldsOf(body), fieldsOf(body).name === undefined) } },
      schema: {
        operationId: 'readTeamInvitation',
        summary: 'Read an invitation from its e-mailed link',
        params: params({ token: LinkToken }),
        response: { 200: InvitationPreview },
      },
    },
    async (req) => {
      const { invitation, owner, account } = await openInvitation(req.params.token);
      const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.owner, owner._id)).limit(1);
      return {
        email: invitation.email,
        role: invitation.role,
        business: business?.name ?? owner.name,
        owner: owner.name,
        language: invitation.language,
        existingAccount: account?.role === STAFF_ACCOUNT_ROLE,
      };
    },
  );

  api.post(
    '/api/team/join/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'acceptTeamInvitation',
        summary: 'Join the team: a new account chooses a name and a password, an existing staff account gives its password',
        params: params({ token: LinkToken }),
        body: bodyOf({
          name: Type.Optional(Text({ description: 'A new account’s name' })),
          password: Text({ maxLength: 200 }),
          confirmPassword: Type.Optional(Text({ maxLength: 200, description: 'A new account’s password again' })),
        }),
        response: { 200: ref(MessageAnswer) },
      },
    },
    async (req) => {
      const body = req.body ?? {};
      const { invitation, account } = await openInvitation(req.params.token);
      if (account && account.role !== STAFF_ACCOUNT_ROLE) throw conflict(MSG.emailNotStaff);
      assertValid(validateAcceptance(body, Boolean(account)));
      if (account && !(await verifyPassword(String(body.password), account.passwordHash))) throw new ApiError(400, MSG.invalidCredentials);
      const passwordHash = account ? null : await hashPassword(String(body.password));
      await db.transaction(async (tx) => {
        const [used] = await tx
          .update(staffInvitations)
          .set({ usedAt: sql`now()` })
          .where(and(eq(staffInvitations._id, invitation._id), isNull(staffInvitations.usedAt), isNull(staffInvitations.cancelledAt)))
          .returning({ _id: staffInvitations._id });
        if (!used) throw badRequest(MSG.invitationInvalid);
        let userId = account?._id;
        if (!userId) {
          const [created] = await tx
            .insert(users)
            .values({
              name: String(body.name).trim(),
              email: invitation.email,
              passwordHash: passwordHash!,
              role: STAFF_ACCOUNT_ROLE,
              // Staff are verified through the owner; following the e-mailed link proves the address.
              verified: true,
              emailConfirmed: true,
              language: invitation.language,
            })
            .returning({ _id: users._id });
          userId = created!._id;
        }
        const [taken] = await tx.select({ _id: staffMembers._id }).from(staffMembers).where(eq(staffMembers.userId, userId));
        if (taken) throw conflict(MSG.staffElsewhere);
        await tx.insert(staffMembers).values({ ownerId: invitation.ownerId, userId, role: invitation.role });
      });
      return { message: MSG.invitationAccepted };
    },
  );

  /** Which business a staff account acts for. */
  api.get(
    '/api/team/me',
    {
      config: { access: { roles: [STAFF_ACCOUNT_ROLE] } },
      schema: {
        operationId: 'getOwnMembership',
        summary: 'Read the business a staff account works for',
        response: { 200: MembershipAnswer },
      },
    },
    async (req) => {
      const membership = await findMembership(db, req.user!._id);
      if (!membership) throw notFound(MSG.memberNotFound);
      const { _id, name, role, verified } = membership.owner;
      return { role: membership.role, owner: { _id, name, role, verified } };
    },
  );
}
