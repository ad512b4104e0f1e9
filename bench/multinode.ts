// Several API nodes on one PostgreSQL, measured (not part of npm test):
//   npx tsx bench/multinode.ts        (BENCH_ORDERS=200 BENCH_SECONDS=8 BENCH_CONCURRENCY=8 to change the load)
// Starts a throw-away PostgreSQL (or uses BENCH_DATABASE_URL's server), then real node processes:
// PGlite (embedded) × 1 node, PostgreSQL × 1 node, PostgreSQL × 2 nodes. For each: API throughput (the owner's orders list
// GET, the client's order POST, spread round-robin over the nodes), then live-event delivery with the owner
// connected to every node (latency median/p95, misses, misdeliveries to another owner), and each node's memory.
// Prints one table and the machine's load.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
// @ts-expect-error plain ESM script without types
import { startTestPostgres } from '../scripts/test-postgres.mjs';
import { startNode, type ApiNode as Node } from './apiNode';
import { loadLine, quantile } from './lib';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
type Json = Record<string, any>;

const rssMb = (child: ChildProcess) => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

async function post(url: string, token: string | null, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** Requests per second of `fire` over SECONDS with CONCURRENCY workers; non-2xx answers counted apart. */
async function throughput(fire: (i: number) => Promise<number>) {
  const end = Date.now() + SECONDS * 1000;
  let ok = 0,
    failed = 0,
    i = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const status = await fire(i++).catch(() => 0);
        if (status >= 200 && status < 300) ok++;
        else failed++;
      }
    }),
  );
  return { perSecond: Math.round(ok / SECONDS), failed };
}

async function scenario(label: string, nodes: Node[]) {
  const login = async (email: string) =>
    (await post(`${nodes[0]!.url}/api/auth/login`, null, { email, password: 'Demo@1234' })).body as { token: string; user: Json };
  const [ownerSession, otherSession, clientSession] = await Promise.all([
    login('resto@demo.ma'),
    login('store@demo.ma'),
    login('client@demo.ma'),
  ]);
  const [owner, other, client] = [ownerSession.token, otherSession.token, clientSession.token];
  // Set up through the API, the same on the embedded database and on PostgreSQL: open at all hours, not paused.
  const get = async (path: string, token: string) =>
    (await fetch(`${nodes[0]!.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<Json>;
  const restaurantId: string = (await get(`/api/restaurant/getByOwner/${ownerSession.user._id}`, owner))._id;
  const storeId: string = (await get(`/api/store/getByOwner/${otherSession.user._id}`, other))._id;
  await fetch(`${nodes[0]!.url}/api/restaurant/update/${restaurantId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
    body: JSON.stringify({ openingAllTimes: true, isTemporarilyClosed: false, closures: [] }),
  });
  await fetch(`${nodes[0]!.url}/api/restaurant/pause/${restaurantId}`, { method: 'DELETE', headers: { authorization: `Bearer ${owner}` } });
  const menu = (await get(`/api/menu/getByOwner/${restaurantId}`, owner)) as unknown as Json[];
  const itemId: string = menu.find((i) => !i.active && !i.soldOut && i.options.length === 0)!._id;
  const nodeAt = (i: number) => nodes[i % nodes.length]!;
  const order = { type: 'restaurant', businessId: restaurantId, lines: [{ productId: itemId, quantity: 1 }], numberPhone: '0612345678' };

  const list = await throughput((i) =>
    fetch(`${nodeAt(i).url}/api/orders/restaurant/${restaurantId}?pageSize=20`, { headers: { authorization: `Bearer ${owner}` } }).then(
      async (r) => (await r.arrayBuffer(), r.status),
    ),
  );
  const place = await throughput((i) => post(`${nodeAt(i).url}/api/client/orders`, client, order).then((r) => r.status));

  // Live events: the owner on every node, another owner on every node.
  const sockets: Socket[] = [];
  const received = new Map<string, number[]>();
  let misdelivered = 0;
  const connect = (node: Node, token: string, join: string, id: string, onOrder: (orderId: string) => void) =>
    new Promise<void>((resolve, reject) => {
      const s = io(node.url, { auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(s);
      s.on('orderCreated', (o: Json) => onOrder(o._id));
      s.on('connect', () => s.emit(join, id, (a: { ok: boolean }) => (a.ok ? resolve() : reject(new Error(join)))));
      s.on('connect_error', reject);
    });
  for (const node of nodes) {
    await connect(node, owner, 'joinRestaurantRoom', restaurantId, (id) => {
      // The event may arrive before the POST's answer: keep it by id either way.
      if (!received.has(id)) received.set(id, []);
      received.get(id)!.push(Date.now());
    });
    await connect(node, other, 'joinStoreRoom', storeId, () => misdelivered++);
  }
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const start = Date.now();
    const res = await post(`${nodeAt(i).url}/api/client/orders`, client, order);
    if (res.status !== 201) continue;
    sentAt.set(res.body.order._id, start);
    if (!received.has(res.body.order._id)) received.set(res.body.order._id, []);
  }
  // Let the last events arrive (each socket must hear each order once).
  const expected = nodes.length;
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && [...sentAt.keys()].some((id) => (received.get(id)?.length ?? 0) < expected))
    await new Promise((r) => setTimeout(r, 50));
  let misses = 0;
  for (const [id, start] of sentAt) {
    const times = received.get(id) ?? [];
    misses += Math.max(0, expected - times.length);
    for (const t of times) latencies.push(t - start);
  }
  for (const s of sockets) s.disconnect();
  return {
    label,
    list: list.perSecond,
    place: place.perSecond,
    failed: list.failed + place.failed,
    median: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    delivered: latencies.length,
    misses,
    misdelivered,
    rss: nodes.map((n) => rssMb(n.child)).join(' + '),
  };
}

const stopAll = async (nodes: Node[]) => {
  await Promise.all(
    nodes.map(
      (n) =>
        new Promise((resolve) => {
          n.child.once('exit', resolve);
          n.child.kill('SIGTERM');
        }),
    ),
  );
};

const cluster = process.env.BENCH_DATABASE_URL ? null : await startTestPostgres();
const serverUrl: string = process.env.BENCH_DATABASE_URL ?? cluster.url;
const rows: Awaited<ReturnType<typeof scenario>>[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'oujda-bench-'));
try {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // The embedded database: one node only (it lives inside that node's process).
  const embedded = await startNode({ DATA_DIR: path.join(work, 'pglite'), DATABASE_URL: '' });
  try {
    rows.push(await scenario('PGlite (embedded), 1 node', [embedded]));
  } finally {
    await stopAll([embedded]);
  }
  for (const [label, count] of [
    ['PostgreSQL, 1 node', 1],
    ['PostgreSQL, 2 nodes', 2],
  ] as const) {
    const name = `bench_${count}_${process.pid}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const nodes = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        startNode({ DATABASE_URL: url.toString(), SEED: 'demo', DATA_DIR: path.join(work, `${name}-${i}`) }),
      ),
    );
    try {
      rows.push(await scenario(label, nodes));
    } finally {
      await stopAll(nodes);
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  }
  await admin.end();
} finally {
  rmSync(work, { recursive: true, force: true });
  cluster?.stop();
}

console.log(
  `\nSeveral nodes: ${ORDERS} orders round-robin for live events; throughput over ${SECONDS} s with ${CONCURRENCY} concurrent requests`,
);
console.log(`${loadLine()}\n`);
console.log(
  '| setup | orders list GET/s | order POST/s | non-2xx | event latency median | p95 | events delivered | misses | misdeliveries | node RSS (MB) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.label} | ${r.list} | ${r.place} | ${r.failed} | ${r.median} ms | ${r.p95} ms | ${r.delivered} | ${r.misses} | ${r.misdelivered} | ${r.rss} |`,
  );
}
