// A city's evening rush on the production topology (not part of npm test):   npx tsx bench/city-rush.ts
// scripts/topology (PostgreSQL, PgBouncer in transaction mode, two API nodes, nginx with HTTPS, Prometheus) in a
// temporary folder on ports from BENCH_BASE_PORT (3750). BENCH_DESKS (1,000) businesses, each with its own owner
// and a dish, seeded with SQL straight into PostgreSQL; each owner's desk (the SPA's live provider and catch-up,
// tests/server/liveDesk.ts) connects through nginx and accepts every new order it hears, over HTTP through nginx,
// as the owner's screen does. Customers place BENCH_RATE (20) orders a second through nginx for
// BENCH_RUSH_SECONDS (300), spread over the businesses, each with an Idempotency-Key. Then a soak at
// BENCH_SOAK_RATE (5) a second for BENCH_SOAK_SECONDS (1800), sampling each process's memory every
// BENCH_SAMPLE_SECONDS (30). Exits non-zero, saying which, when a goal is missed.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
// @ts-expect-error plain ESM script without types
import { makeCertificate, startTopology } from '../scripts/topology/index.mjs';
import * as schema from '../server/db/schema';
import { createTokenService } from '../server/tokens';
import { toCentimes } from '../src/domain/money';
import { openDesk, type Desk } from '../tests/server/liveDesk';
import { loadLine, quantile, sleep, timings, waitFor } from './lib';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DESKS = num('BENCH_DESKS', 1000);
const RATE = num('BENCH_RATE', 20);
const RUSH_SECONDS = num('BENCH_RUSH_SECONDS', 300);
const SOAK_RATE = num('BENCH_SOAK_RATE', 5);
const SOAK_SECONDS = num('BENCH_SOAK_SECONDS', 1800);
const SAMPLE_SECONDS = num('BENCH_SAMPLE_SECONDS', 30);
const BASE = num('BENCH_BASE_PORT', 3750);
const CUSTOMERS = 50;
/** An order its desk has not heard this long after the last order of its phase is missed. */
const MISS_AFTER_MS = 30_000;
const P99_GOAL_MS = 1_000;
/** Memory is "flat" when, after the warm-up, RSS grows less than this per 10 minutes (least squares)… */
const SLOPE_GOAL_MB_PER_10_MIN = 5;
/** …and the last window's mean is at most this fraction above the first post-warm-up window's (falling is fine). */
const DRIFT_GOAL = 0.1;
const WARM_UP_SECONDS = Math.min(300, SOAK_SECONDS / 3);
const WINDOW_SECONDS = Math.min(300, (SOAK_SECONDS - WARM_UP_SECONDS) / 3);

interface Business {
  id: string;
  itemId: string;
  ownerToken: string;
}
interface Placed {
  at: number;
  phase: Phase;
}
type Phase = 'rush' | 'soak';

async function main(dir: string) {
  const goalsMissed: string[] = [];
  console.log(`City rush: ${DESKS} desks, ${RATE}/s for ${RUSH_SECONDS} s, then ${SOAK_RATE}/s for ${SOAK_SECONDS} s`);
  console.log(`start: ${loadLine()}`);
  const topology = await startTopology({
    dir,
    base: BASE,
    // Inside the bench's own range of ports.
    ports: { https: BASE + 20, prometheus: BASE + 21 },
    log: (line: string) => console.log(`  topology: ${line}`),
  });
  const app = `https://127.0.0.1:${topology.ports.https}`;
  const desks: Desk[] = [];
  const pool = new pg.Pool({ connectionString: topology.urls.direct, max: 4 });
  let stopping = false;
  const shutdown = async () => {
    stopping = true;
    for (const desk of desks) desk.close();
    await pool.end().catch(() => undefined);
    await topology.stop();
  };
  const abort = (why: string) => {
    console.log(`${why}: stopping the topology`);
    void shutdown().then(() => process.exit(1));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort(signal));
  process.once('uncaughtException', (error) => abort(String(error.stack ?? error)));
  process.once('unhandledRejection', (error) => abort(String((error as Error).stack ?? error)));

  try {
    const seedStart = Date.now();
    const { businesses, customerTokens } = await seed(pool, JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).jwt);
    console.log(
      `seeded ${DESKS} businesses, owners and dishes, ${CUSTOMERS} customers in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    // ── Desks: each hears its orders and accepts the new ones ───────────────────────────────────
    const heard = new Map<string, { at: number; how: 'live' | 'catch-up' }>();
    const acceptMs: { phase: Phase; ms: number }[] = [];
    const postMs: { phase: Phase; ms: number }[] = [];
    const errors: { phase: Phase; what: string }[] = [];
    const placed = new Map<string, Placed>();
    let phase: Phase = 'rush';
    const accepting = new Set<Promise<void>>();
    const accept = (business: Business, orderId: string) => {
      const at = Date.now();
      const during = phase;
      const done = call('PUT', `/orders/restaurant/updatestatue/${orderId}`, business.ownerToken, {
        status: 'confirmé',
        type: 'restaurant',
      })
        .then((res) => {
          if (res.status >= 200 && res.status < 300) acceptMs.push({ phase: during, ms: Date.now() - at });
          else errors.push({ phase: during, what: `accept ${res.status} ${res.text.slice(0, 120)}` });
        })
        .finally(() => accepting.delete(done));
      accepting.add(done);
    };
    const call = async (method: string, route: string, token: string, body: unknown, headers: Record<string, string> = {}) => {
      try {
        const res = await fetch(`${app}/api${route}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        return { status: res.status, text: await res.text() };
      } catch (error) {
        return { status: 0, text: String((error as Error).cause ?? error) };
      }
    };

    const connectStart = Date.now();
    for (let i = 0; i < businesses.length; i += 50)
      desks.push(
        ...(await Promise.all(
          businesses.slice(i, i + 50).map((b) =>
            openDesk(app, b.ownerToken, b.id, (order, how) => {
              if (!heard.has(order._id)) heard.set(order._id, { at: Date.now(), how });
              if (order.statusOrders === 'new') accept(b, order._id);
            }),
          ),
        )),
      );
    await waitFor(() => desks.every((d) => d.status() === 'connected'), 120_000, 'every desk to connect');
    const sockets = await Promise.all(['nodeA', 'nodeB'].map((n) => nodeMetric(topology, n, 'oujda_live_sockets')));
    console.log(
      `${DESKS} desks connected through nginx in ${((Date.now() - connectStart) / 1000).toFixed(1)} s (live sockets: node A ${sockets[0]}, node B ${sockets[1]})`,
    );

    // ── Orders: an open loop at a steady rate, whatever the answers' times ──────────────────────
    let n = 0;
    const placing = new Set<Promise<void>>();
    const placeOne = (business: Business, customer: string) => {
      const at = Date.now();
      const during = phase;
      const done = call(
        'POST',
        '/client/orders',
        customer,
        { type: 'restaurant', businessId: business.id, lines: [{ productId: business.itemId, quantity: 1 }], numberPhone: '0612345678' },
        { 'idempotency-key': randomUUID() },
      )
        .then((res) => {
          if (res.status === 201) {
            placed.set((JSON.parse(res.text) as { order: { _id: string } }).order._id, { at, phase: during });
            postMs.push({ phase: during, ms: Date.now() - at });
          } else errors.push({ phase: during, what: `order ${res.status} ${res.text.slice(0, 120)}` });
        })
        .finally(() => placing.delete(done));
      placing.add(done);
    };
    const run = async (rate: number, seconds: number) => {
      const start = Date.now();
      for (let k = 0; k < rate * seconds && !stopping; k++) {
        const due = start + (k * 1000) / rate;
        if (due > Date.now()) await sleep(due - Date.now());
        // Consecutive orders go to businesses far apart (a prime stride), each business in turn.
        placeOne(businesses[(n * 7919) % businesses.length]!, customerTokens[n % customerTokens.length]!);
        n++;
      }
      await Promise.all([...placing]);
      const last = Date.now();
      const mine = () => [...placed].filter(([, p]) => p.phase === phase).map(([id]) => id);
      await waitFor(() => mine().every((id) => heard.has(id)), MISS_AFTER_MS, 'every order heard').catch(() => null);
      await Promise.all([...accepting]);
      const ids = mine();
      const latencies = ids.filter((id) => heard.has(id)).map((id) => heard.get(id)!.at - placed.get(id)!.at);
      const late = ids.filter((id) => heard.get(id)?.how === 'catch-up').length;
      return {
        placed: ids.length,
        errors: errors.filter((e) => e.phase === phase),
        missed: ids.filter((id) => !heard.has(id) || heard.get(id)!.at > last + MISS_AFTER_MS).length,
        latencies,
        late,
        accepts: acceptMs.filter((a) => a.phase === phase).map((a) => a.ms),
        posts: postMs.filter((a) => a.phase === phase).map((a) => a.ms),
      };
    };
    const report = (name: string, r: Awaited<ReturnType<typeof run>>, p99Goal: boolean) => {
      console.log(`${name}: orders placed            ${r.placed}`);
      console.log(`${name}: HTTP errors              ${r.errors.length}${r.errors.length ? ` (first: ${r.errors[0]!.what})` : ''}`);
      console.log(`${name}: missed by their desk     ${r.missed}`);
      console.log(`${name}: order → desk heard       ${timings(r.latencies)} (${r.late} through a catch-up)`);
      console.log(`${name}: order POST round trip    ${timings(r.posts, [0.5, 0.99])}`);
      console.log(`${name}: accept round trip        ${timings(r.accepts, [0.5, 0.99])} (${r.accepts.length} accepted)`);
      if (r.errors.length) goalsMissed.push(`${name}: ${r.errors.length} HTTP errors`);
      if (r.missed) goalsMissed.push(`${name}: ${r.missed} orders missed`);
      const p99 = quantile(r.latencies, 0.99);
      if (p99Goal && !(p99 <= P99_GOAL_MS)) goalsMissed.push(`${name}: order → desk p99 ${p99} ms > ${P99_GOAL_MS} ms`);
    };

    console.log(`rush starts: ${loadLine()}`);
    const rushCpu = await cpuNow(topology);
    const rush = await run(RATE, RUSH_SECONDS);
    console.log(`rush ends: ${loadLine()}`);
    report('rush', rush, true);
    printCpu('rush', rushCpu, await cpuNow(topology), rush.placed);
    if (SOAK_SECONDS <= 0) return void (await finish());

    // ── Soak: a quieter evening, memory sampled ────────────────────────────────────────────────
    phase = 'soak';
    const samples: Sample[] = [];
    const soakStart = Date.now();
    const sampler = (async () => {
      for (let k = 0; !stopping && Date.now() - soakStart <= SOAK_SECONDS * 1000; k++) {
        const taken = await sample(topology, (Date.now() - soakStart) / 1000).catch((error: Error) => {
          console.log(`memory sample failed: ${error.message}`);
          return null;
        });
        if (taken) samples.push(taken);
        const next = soakStart + (k + 1) * SAMPLE_SECONDS * 1000;
        if (next > Date.now()) await sleep(next - Date.now());
      }
    })();
    console.log(`soak starts: ${loadLine()}`);
    const soakCpu = await cpuNow(topology);
    const soak = await run(SOAK_RATE, SOAK_SECONDS);
    await sampler;
    samples.push(await sample(topology, (Date.now() - soakStart) / 1000));
    console.log(`soak ends: ${loadLine()}`);
    report('soak', soak, false);
    printCpu('soak', soakCpu, await cpuNow(topology), soak.placed);
    printMemory(samples, goalsMissed);
    await finish();
  } finally {
    if (!stopping) await shutdown();
  }

  async function finish() {
    if (goalsMissed.length) {
      console.log(`GOALS MISSED: ${goalsMissed.join('; ')}`);
      process.exitCode = 1;
    } else console.log('every goal met');
  }
}

/** Businesses open at all hours with one plain dish, their owners and some customers, each with a session. */
async function seed(pool: pg.Pool, jwtSecret: string) {
  const db = drizzle(pool, { schema });
  const tokens = createTokenService(jwtSecret);
  const stamp = Date.now().toString(36);
  const users = await db
    .insert(schema.users)
    .values([
      ...Array.from({ length: DESKS }, (_, i) => ({
        name: `Owner ${i}`,
        email: `owner${i}.${stamp}@rush.ma`,
        passwordHash: 'x',
        role: 'restaurant_owner',
        verified: true,
        emailConfirmed: true,
      })),
      ...Array.from({ length: CUSTOMERS }, (_, i) => ({
        name: `Customer ${i}`,
        email: `customer${i}.${stamp}@rush.ma`,
        passwordHash: 'x',
        role: 'client',
        verified: true,
        emailConfirmed: true,
      })),
    ])
    .returning({ _id: schema.users._id, role: schema.users.role });
  const owners = users.filter((u) => u.role === 'restaurant_owner');
  const rows = await db
    .insert(schema.businesses)
    .values(
      owners.map((u, i) => ({
        type: 'restaurant' as const,
        owner: u._id,
        name: `Rush restaurant ${i}`,
        openingAllTimes: true,
        location: {
          type: 'Point' as const,
          coordinates: [-1.91 + (i % 40) * 0.001, 34.68 + Math.floor(i / 40) * 0.001] as [number, number],
        },
      })),
    )
    .returning({ _id: schema.businesses._id, owner: schema.businesses.owner });
  const categories = await db
    .insert(schema.catalogueCategories)
    .values(rows.map((b) => ({ businessId: b._id, name: 'Plates' })))
    .returning({ _id: schema.catalogueCategories._id, businessId: schema.catalogueCategories.businessId });
  const items = await db
    .insert(schema.catalogueItems)
    .values(
      categories.map((c, i) => ({ businessId: c.businessId, categoryId: c._id, name: `Tajine ${i}`, price: toCentimes(45 + (i % 10)) })),
    )
    .returning({ _id: schema.catalogueItems._id, businessId: schema.catalogueItems.businessId });
  // A login token names a session (a sign-in) of its account: minted here, as a sign-in would (no password work).
  const sessions = await db
    .insert(schema.sessions)
    .values(users.map((u) => ({ userId: u._id })))
    .returning({ _id: schema.sessions._id, userId: schema.sessions.userId });
  const token = new Map(
    await Promise.all(
      sessions.map(async (s) => [s.userId, await tokens.sign(s.userId, users.find((u) => u._id === s.userId)!.role, 0, s._id)] as const),
    ),
  );
  const itemOf = new Map(items.map((it) => [it.businessId, it._id]));
  const businesses: Business[] = rows.map((b) => ({ id: b._id, itemId: itemOf.get(b._id)!, ownerToken: token.get(b.owner)! }));
  const customerTokens = users.filter((u) => u.role === 'client').map((u) => token.get(u._id)!);
  return { businesses, customerTokens };
}

// ── CPU: where the machine's time went during a phase ──────────────────────────────────────────
interface Cpu {
  at: number;
  /** Seconds of CPU: each node (its own /metrics), PostgreSQL's processes, the bench itself, the whole machine. */
  nodeA: number;
  nodeB: number;
  postgres: number;
  bench: number;
  machine: number;
}
const TICK = 100;
const procCpu = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICK;
  } catch {
    return 0;
  }
};
async function cpuNow(topology: Topology): Promise<Cpu> {
  const [nodeA, nodeB] = await Promise.all(['nodeA', 'nodeB'].map((n) => nodeMetric(topology, n, 'oujda_process_cpu_seconds_total')));
  const postmaster = topology.services.postgres?.pid;
  const machine = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1, 9).map(Number);
  const { user, system } = process.cpuUsage();
  return {
    at: Date.now(),
    nodeA: nodeA!,
    nodeB: nodeB!,
    postgres: postmaster ? familyOf(postmaster).reduce((sum, pid) => sum + procCpu(pid), 0) : NaN,
    bench: (user + system) / 1e6,
    // user, nice, system, irq, softirq, steal (not idle, not iowait)
    machine: [0, 1, 2, 5, 6, 7].reduce((sum, i) => sum + machine[i]!, 0) / TICK,
  };
}
function printCpu(name: string, from: Cpu, to: Cpu, orders: number) {
  const seconds = (to.at - from.at) / 1000;
  const used = (k: keyof Omit<Cpu, 'at'>) => to[k] - from[k];
  const share = (k: keyof Omit<Cpu, 'at'>) => `${k} ${used(k).toFixed(0)} s (${((used(k) / orders) * 1000).toFixed(0)} ms an order)`;
  console.log(
    `${name}: CPU over ${seconds.toFixed(0)} s: ${(['nodeA', 'nodeB', 'postgres', 'bench'] as const).map(share).join(', ')}; the whole machine ${used('machine').toFixed(0)} s of ${(seconds * cpus().length).toFixed(0)}`,
  );
}

// ── Memory ─────────────────────────────────────────────────────────────────────────────────────
interface Sample {
  seconds: number;
  /** MB: each node's RSS and heap used (its own /metrics), PostgreSQL's processes (PSS, summed), PgBouncer's RSS. */
  nodeA: number;
  nodeB: number;
  heapA: number;
  heapB: number;
  postgres: number;
  pgbouncer: number;
}
interface Topology {
  urls: Record<string, string>;
  metricsToken: string;
  services: Record<string, { pid?: number }>;
}

async function nodeMetric(topology: Topology, node: string, name: string): Promise<number> {
  const res = await fetch(`${topology.urls[node]}/metrics`, { headers: { authorization: `Bearer ${topology.metricsToken}` } });
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}

const procKb = (pid: number, file: string, field: string) => {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};
/** The postmaster and its children: proportional set sizes, so their shared buffers count once. */
function postgresMb(postmaster: number | undefined): number {
  if (!postmaster) return NaN;
  return familyOf(postmaster).reduce((sum, pid) => sum + procKb(pid, 'smaps_rollup', 'Pss'), 0) / 1024;
}
/** A process and its children. */
function familyOf(parent: number): number[] {
  const pids = [parent];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || !existsSync(`/proc/${entry}/stat`)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

async function sample(topology: Topology, seconds: number): Promise<Sample> {
  const mb = (bytes: number) => bytes / 1e6;
  const [nodeA, nodeB, heapA, heapB] = await Promise.all([
    nodeMetric(topology, 'nodeA', 'oujda_process_resident_memory_bytes'),
    nodeMetric(topology, 'nodeB', 'oujda_process_resident_memory_bytes'),
    nodeMetric(topology, 'nodeA', 'oujda_nodejs_heap_size_used_bytes'),
    nodeMetric(topology, 'nodeB', 'oujda_nodejs_heap_size_used_bytes'),
  ]);
  const bouncer = topology.services.pgbouncer?.pid;
  return {
    seconds,
    nodeA: mb(nodeA),
    nodeB: mb(nodeB),
    heapA: mb(heapA),
    heapB: mb(heapB),
    postgres: postgresMb(topology.services.postgres?.pid),
    pgbouncer: bouncer ? procKb(bouncer, 'status', 'VmRSS') / 1024 : NaN,
  };
}

/** Least-squares slope of `value` over time, in MB per 10 minutes. */
function slopePer10Min(points: { seconds: number; value: number }[]): number {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.seconds, 0) / n;
  const my = points.reduce((s, p) => s + p.value, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.seconds - mx) * (p.value - my), 0);
  const sxx = points.reduce((s, p) => s + (p.seconds - mx) ** 2, 0);
  return sxx ? (sxy / sxx) * 600 : NaN;
}

function printMemory(samples: Sample[], goalsMissed: string[]) {
  const columns = ['nodeA', 'nodeB', 'heapA', 'heapB', 'postgres', 'pgbouncer'] as const;
  const row = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(11) : c.padEnd(10))).join('');
  // One row per 5 minutes (per minute for a soak under 10 minutes): the mean of the samples in it.
  const step = SOAK_SECONDS >= 600 ? 300 : 60;
  console.log('soak memory, MB (mean of the samples in each period; RSS of each node, heap used, PostgreSQL PSS, PgBouncer RSS)');
  console.log(row(['minutes', 'node A', 'node B', 'heap A', 'heap B', 'PostgreSQL', 'PgBouncer']));
  for (let from = 0; from < SOAK_SECONDS; from += step) {
    const inside = samples.filter((s) => s.seconds >= from && s.seconds < from + step);
    if (!inside.length) continue;
    const mean = (k: (typeof columns)[number]) => (inside.reduce((s, x) => s + x[k], 0) / inside.length).toFixed(0);
    console.log(row([`${from / 60}–${(from + step) / 60}`, ...columns.map(mean)]));
  }
  console.log(
    `flat: after a ${WARM_UP_SECONDS} s warm-up, each node's RSS grows < ${SLOPE_GOAL_MB_PER_10_MIN} MB per 10 minutes (least squares) and its last ${WINDOW_SECONDS.toFixed(0)} s' mean is at most ${DRIFT_GOAL * 100} % above its first ${WINDOW_SECONDS.toFixed(0)} s' after the warm-up`,
  );
  const after = samples.filter((s) => s.seconds >= WARM_UP_SECONDS);
  const end = samples.at(-1)?.seconds ?? 0;
  for (const key of columns) {
    const points = after.map((s) => ({ seconds: s.seconds, value: s[key] }));
    if (points.length < 3 || points.some((p) => Number.isNaN(p.value))) continue;
    const slope = slopePer10Min(points);
    const meanOf = (list: { value: number }[]) => list.reduce((s, p) => s + p.value, 0) / list.length;
    const first = meanOf(points.filter((p) => p.seconds < WARM_UP_SECONDS + WINDOW_SECONDS));
    const last = meanOf(points.filter((p) => p.seconds >= end - WINDOW_SECONDS));
    const drift = (last - first) / first;
    const node = key === 'nodeA' || key === 'nodeB';
    const flat = slope < SLOPE_GOAL_MB_PER_10_MIN && drift <= DRIFT_GOAL;
    console.log(
      `${key.padEnd(10)} start ${samples[0]![key].toFixed(0)} MB, end ${samples.at(-1)![key].toFixed(0)} MB; slope ${slope.toFixed(2)} MB/10 min; last window ${(drift * 100).toFixed(1)} % from the first${node ? ` → ${flat ? 'flat' : 'NOT FLAT'}` : ''}`,
    );
    if (node && !flat) goalsMissed.push(`soak: ${key}'s memory not flat`);
  }
}

// The desks and customers trust nginx's self-signed certificate as a browser told to would: Node reads
// NODE_EXTRA_CA_CERTS at start only, so the bench makes the certificate and runs itself again with it.
if (!process.env.BENCH_TOPOLOGY_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), 'oujda-city-rush-'));
  makeCertificate(dir);
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_TOPOLOGY_DIR: dir, NODE_EXTRA_CA_CERTS: path.join(dir, 'tls', 'cert.pem') },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? (signal ? 1 : 0));
  });
} else await main(process.env.BENCH_TOPOLOGY_DIR);
