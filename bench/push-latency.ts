// Web Push latency, measured (not part of npm test):
//   npx tsx bench/push-latency.ts          (BENCH_ORDERS=200 BENCH_NODES=2 to change it)
// A throw-away PostgreSQL (or BENCH_DATABASE_URL's server), two real API nodes trusting a fake HTTPS push
// service's test CA (NODE_EXTRA_CA_CERTS), one owner device subscribed. Orders are posted one after another,
// round-robin over the nodes; each push is decrypted to find its order. Prints the time from the order's POST
// to the push request reaching the push service (median, p95, max), pushes per order, and the machine's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error plain ESM script without types
import { startTestPostgres } from '../scripts/test-postgres.mjs';
import { startFakePushService } from '../tests/server/push/fakePushService';
import { decryptPush, deviceKeys } from '../tests/server/push/webPushCrypto';
import { startNode, type ApiNode } from './apiNode';
import { loadLine, quantile } from './lib';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const NODES = Number(process.env.BENCH_NODES ?? 2);
type Json = Record<string, any>;

async function call(url: string, method: string, route: string, token?: string, body?: unknown) {
  const res = await fetch(`${url}/api${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Json;
}

const cluster = process.env.BENCH_DATABASE_URL ? null : await startTestPostgres();
const serverUrl: string = process.env.BENCH_DATABASE_URL ?? cluster.url;
const work = mkdtempSync(path.join(tmpdir(), 'oujda-push-bench-'));
const push = await startFakePushService();
const name = `bench_push_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${name}`;
const nodes: ApiNode[] = [];
try {
  const env = { DATABASE_URL: dbUrl.toString(), SEED: 'demo', NODE_EXTRA_CA_CERTS: push.caFile };
  nodes.push(await startNode({ ...env, DATA_DIR: path.join(work, 'a') }));
  for (let i = 1; i < NODES; i++) nodes.push(await startNode({ ...env, DATA_DIR: path.join(work, String(i)) }));
  const login = async (email: string) =>
    (await call(nodes[0]!.url, 'POST', '/auth/login', undefined, { email, password: 'Demo@1234' })).token as string;
  const [owner, client] = [await login('resto@demo.ma'), await login('client@demo.ma')];
  const me = (await call(nodes[0]!.url, 'GET', '/auth/data', owner)).user as Json;
  const businessId = (await call(nodes[0]!.url, 'GET', `/restaurant/getByOwner/${me._id}`, owner))._id as string;
  await call(nodes[0]!.url, 'PUT', `/restaurant/update/${businessId}`, owner, { openingAllTimes: true, isTemporarilyClosed: false });
  const history = (await call(nodes[0]!.url, 'GET', `/orders/restaurant/${businessId}?status=succes`, owner)) as Json;
  const productId = (history.orders as Json[]).flatMap((o) => o.orders).find((l: Json) => l.product._id.name === 'Mint tea').product
    ._id._id;
  const keys = deviceKeys();
  await call(nodes[0]!.url, 'POST', '/push/subscriptions', owner, { endpoint: push.endpoint('phone'), keys: keys.json });

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let seen = 0;
  const orderOf = (i: number) => JSON.parse(decryptPush(push.received[i]!.body, keys)).url.split('order=')[1] as string;
  for (let i = 0; i < ORDERS; i++) {
    const node = nodes[i % nodes.length]!;
    const started = Date.now();
    const placed = await call(node.url, 'POST', '/client/orders', client, {
      type: 'restaurant',
      businessId,
      lines: [{ productId, quantity: 1 }],
      numberPhone: '0612345678',
    });
    const id = placed.order._id as string;
    sentAt.set(id, started);
    const deadline = Date.now() + 10_000;
    while (!push.received.slice(seen).some((_, j) => orderOf(seen + j) === id)) {
      if (Date.now() > deadline) throw new Error(`no push for order ${i}`);
      await new Promise((r) => setTimeout(r, 1));
    }
    for (; seen < push.received.length; seen++) latencies.push(push.received[seen]!.at - sentAt.get(orderOf(seen))!);
  }
  const counts = new Map<string, number>();
  for (let i = 0; i < push.received.length; i++) counts.set(orderOf(i), (counts.get(orderOf(i)) ?? 0) + 1);
  latencies.sort((a, b) => a - b);
  console.log(`Web Push: order POST → push request at the push service, ${ORDERS} orders over ${nodes.length} node(s) on PostgreSQL`);
  console.log(`  p50 ${quantile(latencies, 0.5)} ms   p95 ${quantile(latencies, 0.95)} ms   max ${latencies.at(-1)} ms`);
  console.log(`  pushes per order: ${[...new Set(counts.values())].join(', ')} (${push.received.length} pushes for ${counts.size} orders)`);
  console.log(`  ${loadLine()}`);
} finally {
  for (const node of nodes) node.child.kill('SIGTERM');
  await Promise.all(nodes.map((n) => new Promise((r) => (n.child.exitCode !== null ? r(null) : n.child.on('exit', r)))));
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
  await push.close();
  cluster?.stop();
  rmSync(work, { recursive: true, force: true });
}
