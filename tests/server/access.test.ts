import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { bearerToken, registerAccessGuard } from '../../server/access';
import type { BuiltApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import type { TokenService } from '../../server/tokens';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

/** Starting an embedded database and seeding it takes seconds, minutes on a busy machine. */
const APP_START_MS = 180_000;
let built: BuiltApp;
beforeAll(async () => {
  built = await createTestApp();
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
});

const noDb = {} as Db;
const noTokens = {} as TokenService;

describe('every route must declare who may call it', () => {
  it('refuses to register an /api route without config.access', () => {
    const app = Fastify();
    registerAccessGuard(app, noDb, noTokens);
    expect(() => app.get('/api/forgotten', async () => ({ open: true }))).toThrow(/declares no access rule/);
    expect(() => app.post('/api/also-forgotten', { config: {} }, async () => ({}))).toThrow(/declares no access rule/);
  });

  it('makes the server fail to start when a plugin adds such a route', async () => {
    const app = Fastify();
    registerAccessGuard(app, noDb, noTokens);
    app.register(async (child) => {
      child.get('/api/from-a-plugin', async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(/declares no access rule/);
    await app.close().catch(() => {});
  });

  it('sees the /api prefix given to a plugin', async () => {
    const app = Fastify();
    registerAccessGuard(app, noDb, noTokens);
    app.register(async (child) => child.get('/prefixed', async () => ({})), { prefix: '/api' });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/prefixed declares no access rule/);
    await app.close().catch(() => {});
  });

  it('accepts routes that declare a rule, and non-API routes (the SPA, images)', async () => {
    const app = Fastify();
    registerAccessGuard(app, noDb, noTokens);
    app.get('/api/open', { config: { access: 'public' } }, async () => ({}));
    app.get('/api/owners', { config: { access: { roles: ['restaurant_owner'] } } }, async () => ({}));
    app.get('/index.html', async () => 'spa');
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('the real app starts, so all of its routes declare one', () => {
    expect(built.app.hasRoute({ method: 'GET', url: '/api/health' })).toBe(true);
    expect(built.app.hasRoute({ method: 'POST', url: '/api/auth/login' })).toBe(true);
  });
});

describe('bearer header parsing', () => {
  it('reads the token of a Bearer header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('the guard at work (real tokens and database)', () => {
  let app: FastifyInstance;
  const sessions: Record<string, { authorization: string }> = {};

  beforeAll(async () => {
    app = Fastify();
    registerAccessGuard(app, built.ctx.db, built.ctx.tokens);
    const who = async (req: { user: unknown }) => ({ user: req.user });
    app.get('/api/t/public', { config: { access: 'public' } }, who);
    app.get('/api/t/any', { config: { access: { roles: 'any' } } }, who);
    app.get('/api/t/any-unverified', { config: { access: { roles: 'any', allowUnverified: true } } }, who);
    app.get('/api/t/admin', { config: { access: { roles: ['admin'] } } }, who);
    app.get('/api/t/owners', { config: { access: { roles: ['restaurant_owner', 'store_owner'] } } }, who);
    app.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) =>
      reply.code(error.statusCode ?? 500).send({ message: error.message }),
    );
    await app.ready();
    for (const [key, email] of Object.entries({
      admin: DEMO_ACCOUNTS.admin,
      resto: DEMO_ACCOUNTS.restaurant,
      store: DEMO_ACCOUNTS.store,
      unverified: DEMO_ACCOUNTS.unverified,
    })) {
      sessions[key] = (await loginAs(built, email)).headers;
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('lets anyone call a public route, and still tells it who is calling', async () => {
    const anonymous = await call('/api/t/public');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().user).toBeNull();
    const known = await call('/api/t/public', sessions.resto);
    expect(known.json().user).toMatchObject({ email: DEMO_ACCOUNTS.restaurant, role: 'restaurant_owner', verified: true });
    expect(known.body).not.toMatch(/password/i);
    const forged = await call('/api/t/public', { authorization: 'Bearer forged' });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().user).toBeNull();
  });

  it('answers 401 without a token or with a bad one', async () => {
    for (const url of ['/api/t/any', '/api/t/any-unverified', '/api/t/admin', '/api/t/owners']) {
      const none = await call(url);
      expect(none.statusCode).toBe(401);
      expect(none.json().message).toBe(MSG.notLoggedIn);
      expect((await call(url, { authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
    }
  });

  it('answers 403 for a role that is not listed', async () => {
    const res = await call('/api/t/admin', sessions.resto);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbidden);
    expect((await call('/api/t/owners', sessions.admin)).statusCode).toBe(403);
  });

  it('lets listed roles in', async () => {
    expect((await call('/api/t/admin', sessions.admin)).statusCode).toBe(200);
    expect((await call('/api/t/owners', sessions.resto)).statusCode).toBe(200);
    expect((await call('/api/t/owners', sessions.store)).statusCode).toBe(200);
    expect((await call('/api/t/any', sessions.store)).statusCode).toBe(200);
  });

  it('answers 403 to a user not verified by an admin, unless the route allows it (onboarding)', async () => {
    expect((await call('/api/t/any', sessions.unverified)).statusCode).toBe(403);
    expect((await call('/api/t/owners', sessions.unverified)).statusCode).toBe(403);
    const onboarding = await call('/api/t/any-unverified', sessions.unverified);
    expect(onboarding.statusCode).toBe(200);
    expect(onboarding.json().user).toMatchObject({ email: DEMO_ACCOUNTS.unverified, verified: false });
  });

  it('on the real app too: an unverified owner cannot read a verified-only route but can read its own data', async () => {
    const { headers, user } = await loginAs(built, DEMO_ACCOUNTS.unverified);
    const update = await built.app.inject({
      method: 'PUT',
      url: `/api/restaurant/update/${user._id}`,
      headers,
      payload: { visible: true },
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().message).toBe(MSG.forbidden);
    expect((await built.app.inject({ method: 'GET', url: '/api/auth/data', headers })).statusCode).toBe(200);
  });
});
