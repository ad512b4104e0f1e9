import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../src/domain/messages';
import type { BuiltApp } from '../../server/app';
import { emailTokens, users } from '../../server/db/schema';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

/** Tokens die with a password reset and a logout (REST and socket); links are single-use and expire. */
const APP_START_MS = 180_000;
let built: BuiltApp;
let port: number;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  built = await createTestApp();
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  port = (built.app.server.address() as AddressInfo).port;
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
});

const post = (url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
  built.app.inject({ method: 'POST', url, payload: payload as never, headers });
const me = (headers: Record<string, string>) => built.app.inject({ method: 'GET', url: '/api/auth/data', headers });

async function resetLinks(to: string): Promise<string[]> {
  await built.ctx.background.settled();
  const dir = path.join(built.ctx.filesDir, 'outbox');
  const links: string[] = [];
  for (const name of (await readdir(dir)).sort()) {
    const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { to: string; subject: string; link: string };
    if (mail.to === to && /reset/i.test(mail.subject)) links.push(mail.link.split('/').pop()!);
  }
  return links;
}

/** A live socket with this token, and a promise that settles when the server drops it. */
function connect(token: string): Promise<{ socket: Socket; dropped: Promise<string> } | 'refused'> {
  return new Promise((resolve) => {
    const socket = ioClient(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'], reconnection: false });
    socket.on('connect', () => resolve({ socket, dropped: new Promise((r) => socket.on('disconnect', (reason) => r(reason))) }));
    socket.on('connect_error', () => {
      socket.close();
      resolve('refused');
    });
  });
}

describe('a password reset revokes what came before it', () => {
  it('earlier tokens stop working on REST and their sockets are closed; other reset links die too', async () => {
    const email = DEMO_ACCOUNTS.store;
    const before = await loginAs(built, email);
    expect((await me(before.headers)).statusCode).toBe(200);
    const live = await connect(before.token);
    expect(live).not.toBe('refused');

    expect((await post('/api/auth/forget', { email })).statusCode).toBe(200);
    expect((await post('/api/auth/forget', { email })).statusCode).toBe(200);
    const [older, newer] = (await resetLinks(email)).slice(-2);
    expect(older).toBeDefined();
    expect(older).not.toBe(newer);

    const reset = await post(`/api/auth/reset/${newer}`, { password: 'Fresh@2026', confirmPassword: 'Fresh@2026' });
    expect(reset.statusCode).toBe(200);

    // The token from before the reset: refused everywhere.
    const stale = await me(before.headers);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(MSG.notLoggedIn);
    if (live !== 'refused') expect(await live.dropped).toBe('io server disconnect');
    expect(await connect(before.token)).toBe('refused');

    // The older link, never used, no longer works either.
    const oldLink = await post(`/api/auth/reset/${older}`, { password: 'Other@2026', confirmPassword: 'Other@2026' });
    expect(oldLink.statusCode).toBe(400);
    expect(oldLink.json().message).toBe(MSG.resetLinkInvalid);

    // A login with the new password gives a token that works.
    const after = await loginAs(built, email, 'Fresh@2026');
    expect((await me(after.headers)).statusCode).toBe(200);
    const fresh = await connect(after.token);
    expect(fresh).not.toBe('refused');
    if (fresh !== 'refused') fresh.socket.close();
  });

  it('an expired reset link is refused and changes nothing', async () => {
    const email = DEMO_ACCOUNTS.services;
    expect((await post('/api/auth/forget', { email })).statusCode).toBe(200);
    const token = (await resetLinks(email)).at(-1)!;
    const [user] = await built.ctx.db.select().from(users).where(eq(users.email, email));
    await built.ctx.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user!._id));
    const res = await post(`/api/auth/reset/${token}`, { password: 'Fresh@2026', confirmPassword: 'Fresh@2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.resetLinkInvalid);
    const [after] = await built.ctx.db.select().from(users).where(eq(users.email, email));
    expect(after!.passwordHash).toBe(user!.passwordHash);
  });
});

describe('logging out', () => {
  it('revokes the token server-side (REST and socket); logging in again works', async () => {
    const session = await loginAs(built, DEMO_ACCOUNTS.rider);
    const live = await connect(session.token);
    expect(live).not.toBe('refused');
    const out = await post('/api/auth/logout', {}, session.headers);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(MSG.logoutSuccess);
    expect((await me(session.headers)).statusCode).toBe(401);
    if (live !== 'refused') expect(await live.dropped).toBe('io server disconnect');
    expect(await connect(session.token)).toBe('refused');
    // Logging out twice with the dead token: 401, nothing else.
    expect((await post('/api/auth/logout', {}, session.headers)).statusCode).toBe(401);
    const again = await loginAs(built, DEMO_ACCOUNTS.rider);
    expect((await me(again.headers)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await post('/api/auth/logout')).statusCode).toBe(401);
  });
});

describe('login answers the same for an unknown e-mail and a wrong password', () => {
  it('same status and message, and the unknown e-mail still costs a password check', async () => {
    const tokens = await import('../../server/tokens');
    const unknown = await post('/api/auth/login', { email: 'nobody-at-all@example.ma', password: 'Whatever@1' });
    const wrong = await post('/api/auth/login', { email: DEMO_ACCOUNTS.admin, password: 'Whatever@1' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    // The dummy check runs real scrypt and never matches.
    await expect(tokens.verifyPasswordOrDummy('Whatever@1', undefined)).resolves.toBe(false);
    const hash = await tokens.hashPassword('Whatever@1');
    await expect(tokens.verifyPasswordOrDummy('Whatever@1', hash)).resolves.toBe(true);
  });
});
