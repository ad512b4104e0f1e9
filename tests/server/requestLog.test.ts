// The request log of a real node (`npm run serve`'s process): one JSON line per request with its id, route
// template, user and duration, and nothing secret in any line. Also METRICS_PORT, bound to 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, freePort, TEST_BACKEND } from './helpers';

const START_MS = 180_000;
const root = path.resolve(import.meta.dirname, '../..');
const QUERY_SECRET = 'query-secret-4c1d';
const NO_BUSINESS = '00000000-0000-4000-8000-000000000000';
const COOKIE_SECRET = 'cookie-secret-9f2e';
let node: ChildProcess;
let dataDir: string;
let base: string;
let metricsPort: number;
const output: string[] = [];

async function waitFor<T>(check: () => T | Promise<T>, ms: number, what: string): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const logLines = () =>
  output
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

// The node's own process and embedded database: once is enough (the PostgreSQL pass would repeat it as is).
describe.skipIf(TEST_BACKEND === 'postgres')('the request log', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'oujda-log-'));
    const port = await freePort();
    metricsPort = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-spa'),
      TRUST_PROXY: '1',
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'info',
      LOG: undefined,
      DATABASE_URL: undefined,
      TEST_DATABASE_URL: undefined,
    };
    node = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    node.stdout!.on('data', (d) => output.push(String(d)));
    node.stderr!.on('data', (d) => output.push(String(d)));
    await waitFor(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      START_MS,
      'the node',
    );
  }, START_MS);

  afterAll(async () => {
    if (node && node.exitCode === null) {
      const exited = new Promise((resolve) => node.once('exit', resolve));
      node.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('writes one line per request: its id (the proxy’s, sent back), route template, user, status, duration; never a secret', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'nginx-req-0001' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.restaurant, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-request-id')).toBe('nginx-req-0001');
    const { token, user } = (await login.json()) as { token: string; user: { _id: string } };

    const listed = await fetch(`${base}/api/orders/restaurant/${NO_BUSINESS}?status=new&token=${QUERY_SECRET}`, {
      headers: { authorization: `Bearer ${token}`, cookie: `token=${COOKIE_SECRET}` },
    });
    const generated = listed.headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    // A forged id with a line break is not believed.
    const forged = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'bad id"}' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const lines = await waitFor(
      () => {
        const all = logLines().filter((l) => l.msg === 'request');
        const seen = all.some((l) => l.reqId === generated) && all.some((l) => l.reqId === forged.headers.get('x-request-id'));
        return seen ? all : null;
      },
      10_000,
      'the request lines',
    );
    const loginLine = lines.find((l) => l.reqId === 'nginx-req-0001')!;
    expect(loginLine).toMatchObject({ method: 'POST', route: '/api/auth/login', path: '/api/auth/login', status: 200, userId: null });
    const listLine = lines.find((l) => l.reqId === generated)!;
    expect(listLine).toMatchObject({
      method: 'GET',
      route: '/api/orders/:type/:businessId',
      path: `/api/orders/restaurant/${NO_BUSINESS}`,
      userId: user._id,
    });
    expect(listLine.ms).toEqual(expect.any(Number));
    expect(lines.filter((l) => l.reqId === generated)).toHaveLength(1);

    const whole = output.join('');
    for (const secret of [DEMO_PASSWORD, token, token.split('.')[2]!, COOKIE_SECRET, QUERY_SECRET, 'status=new'])
      expect(whole).not.toContain(secret);
  });

  it('serves /metrics on METRICS_PORT, on 127.0.0.1 only', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      /oujda_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/login",status="200"\} 1/,
    );
    expect(output.join('')).not.toContain('0.0.0.0:' + metricsPort);
  });
});
