import { readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { MSG } from '../../src/domain/messages';
import { LIVE_EVENTS } from '../../src/domain/liveEvents';
import { TEAM_LIMIT } from '../../src/domain/staff';
import type { BuiltApp } from '../../server/app';
import { auditLog, businesses, orders, staffInvitations, staffMembers, users } from '../../server/db/schema';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

const APP_START_MS = 180_000;
const STRONG = 'Team@1234';
let built: BuiltApp;
let url: string;
let seq = 0;
type Session = Awaited<ReturnType<typeof loginAs>>;
let resto: Session, store: Session, admin: Session;
let restaurantId: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  built = await createTestApp();
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  resto = await loginAs(built, DEMO_ACCOUNTS.restaurant);
  store = await loginAs(built, DEMO_ACCOUNTS.store);
  admin = await loginAs(built, DEMO_ACCOUNTS.admin);
  restaurantId = (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id)))[0]!._id;
}, APP_START_MS);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await built?.app.close();
  if (built) await rm(built.ctx.filesDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', route: string, session?: { headers: object }, payload?: unknown) =>
  built.app.inject({ method, url: `/api${route}`, headers: session?.headers as never, payload: payload as never });
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${seq++}@example.ma`;

/** The last message the outbox holds for `to`. */
async function lastMail(to: string) {
  await built.ctx.background.settled();
  const dir = path.join(built.ctx.filesDir, 'outbox');
  for (const name of (await readdir(dir))
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()) {
    const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { to: string; subject: string; text: string; link: string };
    if (mail.to === to) return mail;
  }
  throw new Error(`no mail to ${to}`);
}
const tokenOf = (link: string) => link.split('/').pop()!;

/** The owner invites `email` with `role`, the invitee opens the link and joins; returns their session. */
async function joined(role: 'manager' | 'desk', owner = resto, name = 'Salma Desk') {
  const email = uniqueEmail(role);
  const invited = await call('POST', '/team/invitations', owner, { email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = tokenOf((await lastMail(email)).link);
  const accepted = await call('POST', `/team/join/${token}`, undefined, { name, password: STRONG, confirmPassword: STRONG });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const session = await loginAs(built, email, STRONG);
  const [member] = await built.ctx.db.select().from(staffMembers).where(eq(staffMembers.userId, session.user._id));
  return { ...session, email, memberId: member!._id };
}

async function newOrderOf(businessId: string) {
  const [order] = await built.ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.statusOrders, 'new'), eq(orders.type_order, 'order')));
  if (!order) throw new Error('the demo data has no new order left for this business');
  return order;
}

/** A socket.io handshake with `token`: the error message when the server refuses it, or null once connected. */
async function handshakeRefusal(token: string): Promise<string | null> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve(null));
    socket.on('connect_error', (error) => resolve(error.message));
  });
}

async function deskSocket(token: string) {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const events: string[] = [];
  socket.onAny((name: string) => events.push(name));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return { socket, events };
}

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('invitations', () => {
  it("mails a single-use link in the owner's language; the invitee sets a name and a password and signs in as staff", async () => {
    expect((await call('PATCH', '/auth/data', resto, { language: 'fr' })).statusCode).toBe(200);
    const email = uniqueEmail('invitee');
    const invited = await call('POST', '/team/invitations', resto, { email: ` ${email.toUpperCase()} `, role: 'desk' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ message: MSG.invitationSent, invitation: { email, role: 'desk', expired: false } });
    const days = (Date.parse(invited.json().invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await lastMail(email);
    expect(mail.subject).toBe('Rejoignez Dar Zitoun sur Oujda Marketplace');
    expect(mail.text).toContain('caisse des commandes');
    expect(mail.link).toMatch(/\/join-team\/[\w-]+$/);
    await call('PATCH', '/auth/data', resto, { language: 'en' });

    const token = tokenOf(mail.link);
    const preview = await call('GET', `/team/join/${token}`);
    expect(preview.json()).toEqual({
      email,
      role: 'desk',
      business: 'Dar Zitoun',
      owner: expect.any(String),
      language: 'fr',
      existingAccount: false,
    });

    const usersBefore = (await built.ctx.db.select({ n: count() }).from(users))[0]!.n;
    const weak = await call('POST', `/team/join/${token}`, undefined, { name: 'Salma', password: 'weak', confirmPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MSG.password);
    const noName = await call('POST', `/team/join/${token}`, undefined, { name: ' ', password: STRONG, confirmPassword: STRONG });
    expect(noName.statusCode).toBe(400);
    expect((await built.ctx.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore);

    const accepted = await call('POST', `/team/join/${token}`, undefined, { name: 'Salma', password: STRONG, confirmPassword: STRONG });
    expect(accepted.json()).toEqual({ message: MSG.invitationAccepted });
    expect(
      (await call('POST', `/team/join/${token}`, undefined, { name: 'X', password: STRONG, confirmPassword: STRONG })).json(),
    ).toMatchObject({
      statusCode: 400,
      message: MSG.invitationInvalid,
    });

    const member = await loginAs(built, email, STRONG);
    expect(member.user).toMatchObject({ role: 'staff', name: 'Salma', language: 'fr' });
    expect(member.user).not.toHaveProperty('passwordHash');
    const me = await call('GET', '/team/me', member);
    expect(me.json()).toEqual({
      role: 'desk',
      owner: { _id: resto.user._id, name: expect.any(String), role: 'restaurant_owner', verified: true },
    });
    const team = (await call('GET', '/team', resto)).json();
    expect(team.members.find((m: { email: string }) => m.email === email)).toMatchObject({
      role: 'desk',
      name: 'Salma',
      lastSignInAt: expect.any(String),
    });
    expect(team.invitations.find((i: { email: string }) => i.email === email)).toBeUndefined();
  });

  it('refuses bad invitations with a message and writes nothing', async () => {
    const before = (await built.ctx.db.select({ n: count() }).from(staffInvitations))[0]!.n;
    const cases: [unknown, number, string][] = [
      [{ email: 'not-an-email', role: 'desk' }, 400, MSG.emailInvalid],
      [{ email: uniqueEmail('x'), role: 'chef' }, 400, MSG.staffRoleRequired],
      [{ role: 'desk' }, 400, MSG.emailRequired],
      [{ email: DEMO_ACCOUNTS.store, role: 'desk' }, 409, MSG.emailNotStaff],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/team/invitations', resto, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await call('POST', '/team/invitations', undefined, { email: uniqueEmail('x'), role: 'desk' })).statusCode).toBe(401);
    expect((await call('POST', '/team/invitations', admin, { email: uniqueEmail('x'), role: 'desk' })).statusCode).toBe(403);
    expect((await built.ctx.db.select({ n: count() }).from(staffInvitations))[0]!.n).toBe(before);
  });

  it('resends with a new link (the old one stops working), cancels, and treats an expired link as invalid', async () => {
    const email = uniqueEmail('resend');
    const invitation = (await call('POST', '/team/invitations', resto, { email, role: 'manager' })).json().invitation;
    const first = tokenOf((await lastMail(email)).link);
    expect((await call('POST', '/team/invitations', resto, { email, role: 'desk' })).json().message).toBe(MSG.alreadyInTeam);
    const resent = await call('POST', `/team/invitations/${invitation._id}/resend`, resto);
    expect(resent.statusCode).toBe(200);
    const second = tokenOf((await lastMail(email)).link);
    expect(second).not.toBe(first);
    expect((await call('GET', `/team/join/${first}`)).statusCode).toBe(400);
    expect((await call('GET', `/team/join/${second}`)).statusCode).toBe(200);
    // Another owner's invitation is not found.
    expect((await call('POST', `/team/invitations/${invitation._id}/resend`, store)).statusCode).toBe(404);
    expect((await call('DELETE', `/team/invitations/${invitation._id}`, store)).statusCode).toBe(404);

    await built.ctx.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(staffInvitations._id, invitation._id));
    expect((await call('GET', `/team/join/${second}`)).json().message).toBe(MSG.invitationInvalid);
    const listed = (await call('GET', '/team', resto)).json().invitations.find((i: { _id: string }) => i._id === invitation._id);
    expect(listed).toMatchObject({ expired: true });

    expect((await call('DELETE', `/team/invitations/${invitation._id}`, resto)).json()).toEqual({ message: MSG.invitationCancelled });
    expect((await call('DELETE', `/team/invitations/${invitation._id}`, resto)).statusCode).toBe(404);
    expect((await call('GET', '/team', resto)).json().invitations.some((i: { _id: string }) => i._id === invitation._id)).toBe(false);
  });

  it(`holds at most ${TEAM_LIMIT} members and pending invitations`, async () => {
    const owner = store;
    const sent: string[] = [];
    for (let i = 0; i < TEAM_LIMIT; i++) {
      const res = await call('POST', '/team/invitations', owner, { email: uniqueEmail('limit'), role: 'desk' });
      expect(res.statusCode, res.body).toBe(201);
      sent.push(res.json().invitation._id);
    }
    const full = await call('POST', '/team/invitations', owner, { email: uniqueEmail('limit'), role: 'desk' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(MSG.teamFull);
    expect((await call('GET', '/team', owner)).json()).toMatchObject({ total: TEAM_LIMIT, limit: TEAM_LIMIT });
    for (const id of sent) await call('DELETE', `/team/invitations/${id}`, owner);
    expect((await call('GET', '/team', owner)).json().total).toBe(0);
  });
});

describe('invitation e-mails', () => {
  it('an owner sends at most 60 an hour (invitations and resends), then 429 with Retry-After', async () => {
    const services = await loginAs(built, DEMO_ACCOUNTS.services);
    const first = await call('POST', '/team/invitations', services, { email: uniqueEmail('flood'), role: 'desk' });
    expect(first.statusCode).toBe(201);
    const id = first.json().invitation._id as string;
    let sent = 1;
    let refused: Awaited<ReturnType<typeof call>> | null = null;
    while (!refused && sent <= 61) {
      const res = await call('POST', `/team/invitations/${id}/resend`, services);
      if (res.statusCode === 429) refused = res;
      else {
        expect(res.statusCode).toBe(200);
        sent++;
      }
    }
    expect(sent).toBe(60);
    expect(refused!.headers['retry-after']).toMatch(/^\d+$/);
    // Another owner is not held back.
    expect((await call('POST', `/team/invitations`, store, { email: uniqueEmail('other'), role: 'desk' })).statusCode).toBe(201);
  });
});

describe('what staff may do', () => {
  it('a desk member answers orders, pauses and marks sold out, as the business, and nothing else', async () => {
    const desk = await joined('desk', resto, 'Yassine Desk');
    const items = (await call('GET', `/menu/getByOwner/${restaurantId}`, desk)).json();
    expect(items.length).toBeGreaterThan(0);
    const item = items[0];
    const allowed: [string, string, unknown?][] = [
      ['GET', `/restaurant/getByOwner/${resto.user._id}`],
      ['GET', `/orders/restaurant/${restaurantId}`],
      ['PUT', `/menu/update/${item._id}`, { soldOut: true, soldOutUntil: 'changed' }],
      ['PUT', `/menu/update/${item._id}`, { soldOut: false }],
      ['PUT', `/restaurant/pause/${restaurantId}`, { minutes: 15 }],
      ['DELETE', `/restaurant/pause/${restaurantId}`],
      ['GET', '/push/subscriptions'],
    ];
    for (const [method, route, body] of allowed) {
      const res = await call(method as 'GET', route, desk, body);
      expect(res.statusCode, `${method} ${route}: ${res.body}`).toBeLessThan(300);
    }
    const refused: [string, string, unknown?][] = [
      ['PUT', `/menu/update/${item._id}`, { price: 1 }],
      ['PUT', `/menu/update/${item._id}`, { soldOut: true, name: 'Renamed' }],
      ['POST', `/menu/addOne/${restaurantId}`, {}],
      ['PUT', `/restaurant/update/${restaurantId}`, {}],
      ['GET', `/restaurant/escalation/${restaurantId}`],
      ['GET', `/data/revenue/restaurant/${restaurantId}`],
      ['GET', `/packs/byBesnise/${restaurantId}`],
      ['GET', '/team'],
      ['POST', '/team/invitations', { email: uniqueEmail('x'), role: 'desk' }],
      ['PUT', `/auth/confirme/${resto.user._id}`, {}],
      ['PUT', `/auth/confirme/${desk.user._id}`, {}],
      ['POST', '/restaurant/add', {}],
    ];
    for (const [method, route, body] of refused) {
      const res = await call(method as 'GET', route, desk, body);
      expect(res.statusCode, `${method} ${route}: ${res.body}`).toBe(403);
    }

    // The desk accepts an order: the order says who, and the audit log names the member.
    const order = await newOrderOf(restaurantId);
    const accepted = await call('PUT', `/orders/restaurant/updatestatue/${order._id}`, desk, { status: 'confirmé', type: 'restaurant' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().order).toMatchObject({ statusOrders: 'waiting', decidedBy: 'Yassine Desk' });
    const [line] = await built.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, order._id)).orderBy(desc(auditLog.at));
    expect(line).toMatchObject({ actorId: desk.user._id, actorName: 'Yassine Desk', actorRole: 'staff:desk', action: 'order.status' });
    const [pause] = await built.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'business.pause')).orderBy(desc(auditLog.at));
    expect(pause).toMatchObject({ actorId: desk.user._id, actorRole: 'staff:desk' });

    // The owner's own answer names the owner.
    const other = await newOrderOf(restaurantId);
    const refusedByOwner = await call('PUT', `/orders/restaurant/updatestatue/${other._id}`, resto, {
      status: 'refusée',
      refusalReason: 'closingSoon',
    });
    const [owner] = await built.ctx.db.select({ name: users.name }).from(users).where(eq(users._id, resto.user._id));
    expect(refusedByOwner.json().order?.decidedBy ?? refusedByOwner.body).toBe(owner!.name);
  });

  it('a manager runs the business but not the team, the identity or the owner account; another business is closed to them', async () => {
    const manager = await joined('manager', resto, 'Nadia Manager');
    for (const route of [
      `/restaurant/escalation/${restaurantId}`,
      `/data/revenue/restaurant/${restaurantId}`,
      `/packs/byBesnise/${restaurantId}`,
    ]) {
      const res = await call('GET', route, manager);
      expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
    }
    const item = (await call('GET', `/menu/getByOwner/${restaurantId}`, manager)).json()[0];
    expect((await call('PUT', `/menu/update/${item._id}`, manager, { price: item.price })).statusCode).toBe(200);
    for (const [method, route] of [
      ['GET', '/team'],
      ['PUT', `/auth/confirme/${resto.user._id}`],
      ['DELETE', `/team/members/${manager.memberId}`],
    ] as const) {
      expect((await call(method, route, manager, method === 'GET' ? undefined : {})).statusCode, route).toBe(403);
    }
    const storeId = (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, store.user._id)))[0]!._id;
    expect((await call('GET', `/products/getByOwner/${storeId}`, manager)).statusCode).toBe(403);
    expect((await call('GET', `/orders/store/${storeId}`, manager)).statusCode).toBe(403);
  });

  it("changing a member's role or removing them ends their sessions at once, REST and live", async () => {
    const desk = await joined('desk');
    const { socket } = await deskSocket(desk.token);
    expect(await new Promise<{ ok: boolean }>((resolve) => socket.emit('joinRestaurantRoom', restaurantId, resolve))).toEqual({ ok: true });
    const storeId = (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, store.user._id)))[0]!._id;
    expect(await new Promise<{ ok: boolean }>((resolve) => socket.emit('joinStoreRoom', storeId, resolve))).toMatchObject({ ok: false });

    const changed = await call('PUT', `/team/members/${desk.memberId}`, resto, { role: 'manager' });
    expect(changed.json()).toMatchObject({ message: MSG.memberRoleChanged, member: { role: 'manager' } });
    const [audited] = await built.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.role'), eq(auditLog.targetId, desk.user._id)));
    expect(audited).toMatchObject({ actorId: resto.user._id, before: { role: 'desk' }, after: { role: 'manager' } });
    expect((await call('GET', `/orders/restaurant/${restaurantId}`, desk)).statusCode).toBe(401);
    // Closed by the server; 'session ended' is said first when it gets there before the close, and a desk that
    // tries again is refused, so it signs out either way.
    await waitFor(() => socket.disconnected);
    expect(await handshakeRefusal(desk.token)).toBe(LIVE_EVENTS.unauthorized);
    expect((await call('PUT', `/team/members/${desk.memberId}`, resto, { role: 'chef' })).statusCode).toBe(400);
    expect((await call('PUT', `/team/members/${desk.memberId}`, store, { role: 'desk' })).statusCode).toBe(404);

    const again = await loginAs(built, desk.email, STRONG);
    expect((await call('GET', `/restaurant/escalation/${restaurantId}`, again)).statusCode).toBe(200);
    const live = await deskSocket(again.token);
    expect(await new Promise<{ ok: boolean }>((resolve) => live.socket.emit('joinRestaurantRoom', restaurantId, resolve))).toEqual({
      ok: true,
    });
    expect((await call('DELETE', `/team/members/${desk.memberId}`, store)).statusCode).toBe(404);
    expect((await call('DELETE', `/team/members/${desk.memberId}`, resto)).json()).toEqual({ message: MSG.memberRemoved });
    await waitFor(() => live.socket.disconnected);
    expect(await handshakeRefusal(again.token)).toBe(LIVE_EVENTS.unauthorized);
    expect((await call('GET', `/orders/restaurant/${restaurantId}`, again)).statusCode).toBe(401);
    // Signing in again works (the password is theirs) but the business is closed to them.
    const removed = await loginAs(built, desk.email, STRONG);
    expect((await call('GET', `/orders/restaurant/${restaurantId}`, removed)).statusCode).toBe(403);
    expect((await call('GET', '/team/me', removed)).statusCode).toBe(403);
  });

  it('a staff account that left a team joins another with its own password; one business at a time', async () => {
    const member = await joined('desk', resto, 'Omar');
    const invited = await call('POST', '/team/invitations', store, { email: member.email, role: 'manager' });
    expect(invited.json().message).toBe(MSG.staffElsewhere);
    await call('DELETE', `/team/members/${member.memberId}`, resto);
    expect((await call('POST', '/team/invitations', store, { email: member.email, role: 'manager' })).statusCode).toBe(201);
    const token = tokenOf((await lastMail(member.email)).link);
    expect((await call('GET', `/team/join/${token}`)).json()).toMatchObject({ existingAccount: true, business: 'Marché Al Amal' });
    expect((await call('POST', `/team/join/${token}`, undefined, { password: 'Wrong@1234' })).json().message).toBe(MSG.invalidCredentials);
    expect((await call('POST', `/team/join/${token}`, undefined, { password: STRONG })).statusCode).toBe(200);
    const session = await loginAs(built, member.email, STRONG);
    expect((await call('GET', '/team/me', session)).json()).toMatchObject({ role: 'manager', owner: { _id: store.user._id } });
    await call(
      'DELETE',
      `/team/members/${(await built.ctx.db.select().from(staffMembers).where(eq(staffMembers.userId, member.user._id)))[0]!._id}`,
      store,
    );
  });

  it("lets an admin list a partner's members and remove one", async () => {
    const desk = await joined('desk', resto, 'Hind');
    const listed = await call('GET', `/admin/team/${resto.user._id}`, admin);
    expect(listed.json().data.find((m: { _id: string }) => m._id === desk.memberId)).toMatchObject({
      name: 'Hind',
      role: 'desk',
      email: desk.email,
    });
    expect(listed.json().total).toBe(listed.json().data.length);
    expect((await call('GET', `/admin/team/${resto.user._id}`, resto)).statusCode).toBe(403);
    expect((await call('DELETE', `/team/members/${desk.memberId}`, admin)).json()).toEqual({ message: MSG.memberRemoved });
    const [line] = await built.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.remove'), eq(auditLog.targetId, desk.user._id)));
    expect(line).toMatchObject({
      actorId: admin.user._id,
      actorRole: 'admin',
      targetType: 'user',
      before: { role: 'desk', owner: resto.user._id },
    });
    expect(line!.targetLabel).toContain(desk.email);
    expect((await call('GET', `/orders/restaurant/${restaurantId}`, desk)).statusCode).toBe(401);
  });
});
