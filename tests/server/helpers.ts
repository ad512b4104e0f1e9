import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { inject, vi } from 'vitest';
import { jobs } from '../../server/db/schema';
import { buildApp, type BuiltApp } from '../../server/app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { adminQuery, databaseUrlOf } from './postgresAdmin';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

/**
 * The moment the business rules see in tests unless a test brings its own clock: Wednesday 25 November
 * 2026, 13:00 in Oujda, when every demo business is open (Dar Zitoun serves 12:00-15:00 and 19:00-23:30).
 */
export const OPEN_HOURS_NOW = new Date('2026-11-25T13:00:00+01:00');

/**
 * The PostgreSQL server the tests run on, when there is one: TEST_DATABASE_URL only (set by
 * scripts/test-postgres.mjs), never DATABASE_URL. Empty means the embedded database.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const TEST_BACKEND: 'postgres' | 'pglite' = TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A new database of its own on the test server, empty or (`seeded`) a copy of the migrated and seeded one
 * (tests/server/seededDatabase.ts); `drop` removes it.
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('createTestDatabase needs TEST_DATABASE_URL');
  const server = TEST_DATABASE_URL;
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(server, `create database ${name}${seeded ? ` template ${inject('seededDatabase')}` : ''}`);
  return { url: databaseUrlOf(server, name), drop: () => adminQuery(server, `drop database if exists ${name} with (force)`) };
}

/** The migrated and seeded embedded database, as a dump each file's in-memory database loads. */
async function seededImage(): Promise<Blob> {
  return new Blob([await readFile(inject('seededImage'))]);
}

/**
 * A reference API on a fresh database with the demo data seeded: in memory (PGlite), or in a database of its
 * own on TEST_DATABASE_URL's server. Open one per test file (it takes a few seconds) and close it in afterAll.
 */
export async function createTestApp(overrides: Parameters<typeof buildApp>[0] = {}): Promise<BuiltApp> {
  // Seeding starts from the database seeded once for the run; `seed: false` keeps an empty one.
  const seeded = overrides.seed !== false && !overrides.databaseUrl;
  const database = TEST_DATABASE_URL && !overrides.databaseUrl ? await createTestDatabase({ seeded }) : null;
  const built = await buildApp({
    dataDir: 'memory://',
    memoryImage: seeded && !TEST_DATABASE_URL ? await seededImage() : undefined,
    databaseUrl: database?.url,
    filesDir: `.data-test/${process.pid}-${Date.now()}`,
    logger: false,
    seed: true,
    loginRateLimit: 1000,
    registerRateLimit: 1000,
    resetRateLimit: 1000,
    now: () => OPEN_HOURS_NOW,
    // The demo admin signs in with its password alone, on PostgreSQL too; tests of the rule set it.
    adminTwoFactor: 'optional',
    ...overrides,
  }).catch(async (error) => {
    await database?.drop();
    throw error;
  });
  // Dropped once the app has closed. Not in an onClose hook: Fastify runs those last added first, so the drop
  // would cut the connections of jobs still running, before the app's own hook stopped them.
  if (database) {
    const close = built.app.close.bind(built.app);
    built.app.close = (async () => {
      try {
        await close();
      } finally {
        await database.drop();
      }
    }) as typeof built.app.close;
  }
  guardAnswers(built.app);
  return built;
}

/** Answers whose serialised JSON differed from what their handler returned (see guardAnswers). */
export const answerDrifts: string[] = [];

/**
 * Fastify writes a JSON answer with the route's response schema, which drops the fields the schema does not
 * name and coerces types. In every server test, each JSON answer is compared with the plain JSON of what its
 * handler returned: a difference (a dropped field, a null turned into "") answers 500 and is kept in
 * `answerDrifts`, so the test that made the call fails.
 */
export function guardAnswers(app: FastifyInstance) {
  const returned = new WeakMap<object, string>();
  app.addHook('preSerialization', async (_req, reply, payload) => {
    if (payload !== null && typeof payload === 'object') returned.set(reply, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const before = returned.get(reply);
    if (before === undefined || typeof payload !== 'string') return payload;
    const sent: unknown = JSON.parse(payload);
    const plain: unknown = JSON.parse(before);
    if (isDeepStrictEqual(sent, plain)) return payload;
    const drift = `${req.method} ${req.url} answered\n${payload}\nbut its handler returned\n${before}`;
    answerDrifts.push(drift);
    console.error(`Answer drift: ${drift}`);
    reply.code(500);
    return JSON.stringify({ statusCode: 500, message: 'The answer differs from what the handler returned', code: 'answerDrift' });
  });
}

/** Logs a demo account in and returns its bearer header and user. */
export async function loginAs(built: BuiltApp, email: string, password = DEMO_PASSWORD) {
  const response = await built.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  const { token, user } = response.json() as { token: string; user: { _id: string; role: string } };
  return { token, user, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Proves the password again in this session (an account without a second factor), so that for the next five
 * minutes it may move money or where it goes (payouts, RIBs, commission, verifying, e-mails).
 */
export async function stepUp(built: BuiltApp, headers: Record<string, string>, password = DEMO_PASSWORD) {
  const response = await built.app.inject({ method: 'POST', url: '/api/auth/stepUp', headers, payload: { password } });
  if (response.statusCode !== 200) throw new Error(`step-up failed: ${response.statusCode} ${response.body}`);
  return headers;
}

/** Logs a demo account in and proves it again at once: for tests of the actions behind a step-up. */
export async function loginSteppedUp(built: BuiltApp, email: string, password = DEMO_PASSWORD) {
  const session = await loginAs(built, email, password);
  await stepUp(built, session.headers, password);
  return session;
}

/** A TCP port free on loopback right now, for a server process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the job of this key has run (on whichever node claimed it): the backfill of the ledger, a week's closing. */
export async function jobDone(built: BuiltApp, key: string, timeoutMs = 60_000): Promise<void> {
  await vi.waitFor(
    async () => {
      await built.ctx.jobs.runDue();
      const [job] = await built.ctx.db.select({ doneAt: jobs.doneAt }).from(jobs).where(eq(jobs.key, key));
      if (!job?.doneAt) throw new Error(`job ${key} not done yet`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}
