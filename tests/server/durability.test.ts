// A real API process killed with SIGKILL (no shutdown, no flush) while a customer is placing orders: every
// order the server answered 201 must be there once the node starts again on the same data. On the embedded
// database (a DATA_DIR on disk) in the PGlite pass, on PostgreSQL in the PostgreSQL pass.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DEMO_ACCOUNTS, DEMO_PASSWORD, freePort, TEST_BACKEND } from './helpers';

const START_MS = 180_000;
const ROUNDS = 2;
/** Orders acknowledged before the kill; the kill lands while the next ones are in flight. */
const ACKED_BEFORE_KILL = 25;
const WORKERS = 6;
const root = path.resolve(import.meta.dirname, '../..');
type Json = Record<string, any>;

interface Node {
  url: string;
  process: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
  output: string[];
}

/** One API process on `dataDir` (and `databaseUrl` when given), ready once its health check answers. */
async function startNode(dataDir: string, databaseUrl: string | undefined): Promise<Node> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-spa'),
    SEED: 'demo',
    // The demo admin signs in with its password alone (a real deployment requires a second factor).
    ADMIN_TWO_FACTOR: 'optional',
    LOG: 'false',
  };
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + START_MS - 10_000;
  for (;;) {
    if (gone) throw new Error(`the node exited before it was ready: ${output.join('')}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > end) throw new Error(`the node on ${port} never became healthy: ${output.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, process: child, exited, output };
}

async function api(node: Node, method: string, route: string, token?: string, body?: unknown) {
  const res = await fetch(`${node.url}/api${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Json };
}

async function login(node: Node, email: string): Promise<string> {
  const res = await api(node, 'POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** Ids of the new grocery orders the admin sees. */
async function groceryOrderIds(node: Node): Promise<Set<string>> {
  const res = await api(node, 'GET', '/easyMarket/orders/getALL/new', await login(node, DEMO_ACCOUNTS.admin));
  expect(res.status).toBe(200);
  return new Set((res.body as unknown as Json[]).map((o) => o._id as string));
}

/**
 * Places grocery orders from WORKERS concurrent customers' requests until ACKED_BEFORE_KILL were answered
 * 201, then SIGKILLs the node with requests still in flight. Returns the acknowledged ids.
 */
async function placeOrdersAndKill(node: Node, productId: string): Promise<{ acked: string[]; failedInFlight: number }> {
  const client = await login(node, DEMO_ACCOUNTS.client);
  const acked: string[] = [];
  let failedInFlight = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      try {
        const res = await api(node, 'POST', '/client/orders', client, {
          type: 'grocery',
          numberPhone: '0611223344',
          lines: [{ productId, quantity: 1 }],
        });
        if (res.status !== 201) throw new Error(`an order was answered ${res.status}: ${JSON.stringify(res.body)}`);
        acked.push(res.body.order._id as string);
        if (acked.length >= ACKED_BEFORE_KILL && !killed) {
          killed = true;
          node.process.kill('SIGKILL');
        }
      } catch (error) {
        // After the kill, requests in flight fail on the connection: those were never acknowledged.
        if (!killed) throw error;
        failedInFlight++;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  expect(await node.exited).toBe('SIGKILL');
  return { acked, failedInFlight };
}

describe(`SIGKILL while orders are placed (${TEST_BACKEND})`, () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let node: Node | null = null;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'oujda-durability-'));
    if (TEST_BACKEND === 'postgres') database = await createTestDatabase();
  }, START_MS);
  afterAll(async () => {
    if (node && node.process.exitCode === null && node.process.signalCode === null) {
      node.process.kill('SIGKILL');
      await node.exited;
    }
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }, START_MS);

  it(
    `keeps every order answered 201, over ${ROUNDS} kills and restarts`,
    async () => {
      node = await startNode(dataDir, database?.url);
      const seeded = await api(node, 'GET', '/easyMarket/orders/getALL/new', await login(node, DEMO_ACCOUNTS.admin));
      const productId = (seeded.body as unknown as Json[])[0]!.orders[0].product._id as string;
      const allAcked: string[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const { acked, failedInFlight } = await placeOrdersAndKill(node, productId);
        allAcked.push(...acked);
        console.log(`round ${round}: ${acked.length} orders acknowledged, ${failedInFlight} request(s) cut by the kill`);
        node = await startNode(dataDir, database?.url);
        const stored = await groceryOrderIds(node);
        const lost = allAcked.filter((id) => !stored.has(id));
        expect(lost, `acknowledged orders missing after restart ${round}`).toEqual([]);
      }
      // The restarted node still takes orders.
      const client = await login(node, DEMO_ACCOUNTS.client);
      expect(
        (
          await api(node, 'POST', '/client/orders', client, {
            type: 'grocery',
            numberPhone: '0611223344',
            lines: [{ productId, quantity: 1 }],
          })
        ).status,
      ).toBe(201);
      console.log(`${allAcked.length} acknowledged orders, 0 lost across ${ROUNDS} SIGKILLs on ${TEST_BACKEND}`);
    },
    START_MS * (ROUNDS + 1),
  );
});
