import { createServer, type Server, type Socket, connect } from 'node:net';
import { readFile, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { buildApp, defaultOptions, parseTrustProxy, type BuiltApp } from '../../server/app';
import { createTestApp, createTestDatabase, DEMO_ACCOUNTS, TEST_BACKEND } from './helpers';

/** Starting an embedded database and seeding it takes seconds, minutes on a busy machine. */
const APP_START_MS = 180_000;

describe('configuration from the environment', () => {
  it('seeds the demo data only on the embedded database unless SEED=demo', () => {
    expect(defaultOptions({}).seed).toBe(true);
    expect(defaultOptions({ DATABASE_URL: 'postgres://db/app' }).seed).toBe(false);
    expect(defaultOptions({ DATABASE_URL: 'postgres://db/app', SEED: 'demo' }).seed).toBe(true);
    expect(defaultOptions({ SEED: 'false' }).seed).toBe(false);
    expect(() => defaultOptions({ SEED: 'yes please' })).toThrow(/SEED/);
  });

  it('trusts no proxy by default; TRUST_PROXY names hops or addresses, never "true"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.5, 10.0.1.0/24')).toEqual(['10.0.0.5', '10.0.1.0/24']);
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
  });

  it('builds image URLs from PUBLIC_URL when set, else relative', () => {
    expect(defaultOptions({ PUBLIC_URL: 'https://bo.example.ma/' }).imageBaseUrl).toBe('https://bo.example.ma');
    expect(defaultOptions({}).imageBaseUrl).toBe('');
  });
});

describe('client addresses and the login limit', () => {
  let direct: BuiltApp;
  let behindOneProxy: BuiltApp;
  beforeAll(async () => {
    [direct, behindOneProxy] = await Promise.all([
      createTestApp({ seed: false, loginRateLimit: 3 }),
      createTestApp({ seed: false, loginRateLimit: 3, trustProxy: 1 }),
    ]);
  }, APP_START_MS);
  afterAll(async () => {
    await Promise.all([direct?.app.close(), behindOneProxy?.app.close()]);
  });

  const attempt = (built: BuiltApp, forwardedFor: string, remoteAddress = '10.0.0.9') =>
    built.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'victim@example.ma', password: 'Wrong@1234' },
    });

  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not escape the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(direct, `203.0.113.${i}`)).statusCode).toBe(401);
    const refused = await attempt(direct, '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.tooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('behind one trusted hop, takes only the address the load balancer appended', async () => {
    // The client writes "1.1.1.x" itself; the load balancer appends the real address 198.51.100.7.
    for (let i = 0; i < 3; i++) expect((await attempt(behindOneProxy, `1.1.1.${i}, 198.51.100.7`)).statusCode).toBe(401);
    expect((await attempt(behindOneProxy, '1.1.1.200, 198.51.100.7')).statusCode).toBe(429);
    // Another real client behind the same load balancer is not locked out.
    expect((await attempt(behindOneProxy, '198.51.100.8')).statusCode).toBe(401);
  });
});

describe('health when the database does not answer', () => {
  it(
    'answers 503 with a reason once the database is gone',
    async () => {
      const built = await createTestApp({ seed: false });
      try {
        expect((await built.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        await built.database.close();
        const res = await built.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ status: 'unavailable', database: TEST_BACKEND });
        expect(res.json().reason).toMatch(/^database: ./);
      } finally {
        built.database.close = async () => {};
        await built.app.close();
        await rm(built.ctx.filesDir, { recursive: true, force: true });
      }
    },
    APP_START_MS,
  );
});

/**
 * A TCP relay between the nodes and PostgreSQL that can cut every connection and refuse new ones: a
 * database restart or failover as the node sees it, without disturbing the other test files' server.
 */
async function startRelay(target: URL) {
  let down = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(TEST_BACKEND === 'postgres')('on PostgreSQL', () => {
  it(
    'two nodes started at the same moment on an empty database both come up; migrations and seed run once',
    async () => {
      const database = await createTestDatabase();
      const nodes: BuiltApp[] = [];
      try {
        const start = () =>
          buildApp({
            databaseUrl: database.url,
            dataDir: 'memory://',
            filesDir: `.data-test/${process.pid}-two`,
            logger: false,
            seed: true,
          });
        nodes.push(...(await Promise.all([start(), start()])));
        for (const node of nodes)
          expect((await node.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'postgres' });
        const count = async (query: ReturnType<typeof sql>) =>
          ((await nodes[0]!.database.db.execute<{ n: number }>(query)) as { rows: { n: number }[] }).rows[0]!.n;
        const journal = JSON.parse(await readFile(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
          entries: unknown[];
        };
        expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(journal.entries.length);
        expect(await count(sql`select count(*)::int as n from users where email = ${DEMO_ACCOUNTS.admin}`)).toBe(1);
      } finally {
        await Promise.all(nodes.map((n) => n.app.close()));
        await database.drop();
      }
    },
    APP_START_MS,
  );

  it(
    'survives a database outage: 503 with a message meanwhile, serves again when it is back',
    async () => {
      const database = await createTestDatabase();
      const relay = await startRelay(new URL(database.url));
      const built = await buildApp({
        databaseUrl: relay.url,
        dataDir: 'memory://',
        filesDir: `.data-test/${process.pid}-outage`,
        logger: false,
        seed: true,
      });
      try {
        const health = () => built.app.inject({ method: 'GET', url: '/api/health' });
        const login = () =>
          built.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_ACCOUNTS.admin, password: 'Demo@1234' } });
        expect((await login()).statusCode).toBe(200);

        relay.cut();
        const during = await login();
        expect(during.statusCode).toBe(503);
        expect(during.json().message).toBe(MSG.databaseUnavailable);
        const sick = await health();
        expect(sick.statusCode).toBe(503);
        expect(sick.json().status).toBe('unavailable');

        relay.restore();
        expect((await health()).json()).toEqual({ status: 'ok', database: 'postgres' });
        expect((await login()).statusCode).toBe(200);
      } finally {
        await built.app.close();
        await relay.close();
        await database.drop();
      }
    },
    APP_START_MS,
  );
});
