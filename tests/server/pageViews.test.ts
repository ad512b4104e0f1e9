import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { pageViews } from '../../server/db/schema';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { createTestApp, TEST_DATABASE_URL } from './helpers';

/** Starting an embedded database and seeding it takes seconds, minutes on a busy machine. */
const APP_START_MS = 180_000;
let built: BuiltApp;
beforeAll(async () => {
  built = await createTestApp({ seed: false });
}, APP_START_MS);
afterAll(async () => {
  await built?.app.close();
});

const record = (pagePath: unknown) => built.app.inject({ method: 'POST', url: '/api/data/pageView', payload: { pagePath } });
const rows = async () =>
  (await built.app.inject({ method: 'GET', url: '/api/data/googleAN4' })).json() as { pagePath: string; views: number }[];
const stored = async () => (await built.ctx.db.select({ n: count() }).from(pageViews))[0]!.n;

describe('page views (/test)', () => {
  it('counts each page shown and lists the counts, most viewed first, without a login', async () => {
    expect(await rows()).toEqual([]);
    expect((await record('/login')).statusCode).toBe(204);
    await record('/login');
    await record('/login');
    await record('/register');
    const res = await built.app.inject({ method: 'GET', url: '/api/data/googleAN4' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { pagePath: '/login', views: 3 },
      { pagePath: '/register', views: 1 },
    ]);
  });

  it('orders pages with the same count by path', async () => {
    await record('/zeta');
    await record('/alpha');
    const list = await rows();
    expect(list.filter((r) => r.views === 1).map((r) => r.pagePath)).toEqual(['/alpha', '/register', '/zeta']);
  });

  it.each([[undefined], [''], ['login'], ['/has space'], ['/<script>'], [`/${'a'.repeat(300)}`], [42]])(
    'refuses the page path %j with 400 and stores nothing',
    async (pagePath) => {
      const before = await stored();
      const res = await record(pagePath);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('A page path starting with / is required');
      expect(await stored()).toBe(before);
    },
  );
});

describe('the page-view limit', () => {
  const LIMIT = 4;
  const post = (app: BuiltApp) => app.app.inject({ method: 'POST', url: '/api/data/pageView', payload: { pagePath: '/limit' } });

  it('answers 429 with a message past the limit of an address, and counts nothing more', async () => {
    const node = await createTestApp({ seed: false, pageViewRateLimit: LIMIT });
    try {
      for (let i = 0; i < LIMIT; i++) expect((await post(node)).statusCode).toBe(204);
      const over = await post(node);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(SERVER_MSG.tooManyRequests);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      const [row] = (await node.app.inject({ method: 'GET', url: '/api/data/googleAN4' })).json() as { views: number }[];
      expect(row!.views).toBe(LIMIT);
    } finally {
      await node.app.close();
    }
  });

  // Two nodes need one database server: PostgreSQL only.
  it.runIf(TEST_DATABASE_URL)('is shared by the nodes: an address gets the same allowance however many it reaches', async () => {
    const a = await createTestApp({ seed: false, pageViewRateLimit: LIMIT });
    const b = await createTestApp({ seed: false, pageViewRateLimit: LIMIT, databaseUrl: a.ctx.options.databaseUrl });
    try {
      const answers = [];
      for (let i = 0; i < LIMIT + 2; i++) answers.push((await post(i % 2 ? b : a)).statusCode);
      expect(answers).toEqual([204, 204, 204, 204, 429, 429]);
    } finally {
      await b.app.close();
      await a.app.close();
    }
  });
});
