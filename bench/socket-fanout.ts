/**
 * Socket fan-out: N owners (default 1,000) each keep a socket in their own business room; every
 * business gets its own event and we check that each socket receives exactly its own, and how fast.
 *
 *   npx tsx bench/socket-fanout.ts [--owners 1000] [--orders 1000] [--concurrency 10]
 *
 * The API runs in a child process (as in production, apart from the clients) on an in-memory database.
 * Phase A: the server emits orderCreated to all N rooms in one burst (pure fan-out cost).
 * Phase B: real orders placed over HTTP by the demo customer, one per business (POST → owner's socket).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { toCentimes } from '../src/domain/money';
import { quantile } from './lib';

const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const OWNERS = opt('owners', 1000);
const ORDERS = Math.min(opt('orders', OWNERS), OWNERS);
const CONCURRENCY = opt('concurrency', 10);

interface Owner {
  token: string;
  businessId: string;
  itemId: string;
}
interface Ready {
  type: 'ready';
  port: number;
  owners: Owner[];
  clientToken: string;
}

// ── Server side (child process) ──────────────────────────────────────────────────────────────────
async function serve() {
  const { buildApp } = await import('../server/app');
  const schema = await import('../server/db/schema');
  const built = await buildApp({
    dataDir: 'memory://',
    filesDir: `.data-test/bench-${process.pid}`,
    logger: false,
    seed: false,
    loginRateLimit: 100000,
  });
  const { db, tokens, realtime } = built.ctx;
  const count = Number(process.env.OWNERS);
  const users = await db
    .insert(schema.users)
    .values([
      ...Array.from({ length: count }, (_, i) => ({
        name: `Owner ${i}`,
        email: `owner${i}@bench.ma`,
        passwordHash: 'x',
        role: 'restaurant_owner',
        verified: true,
        emailConfirmed: true,
      })),
      { name: 'Bench client', email: 'client@bench.ma', passwordHash: 'x', role: 'client', verified: true, emailConfirmed: true },
    ])
    .returning({ _id: schema.users._id, role: schema.users.role });
  const ownerUsers = users.filter((u) => u.role === 'restaurant_owner');
  const client = users.find((u) => u.role === 'client')!;
  const businesses = await db
    .insert(schema.businesses)
    .values(
      ownerUsers.map((u, i) => ({
        type: 'restaurant' as const,
        owner: u._id,
        name: `Restaurant ${i}`,
        openingAllTimes: true,
        location: { type: 'Point' as const, coordinates: [-1.91, 34.68] as [number, number] },
      })),
    )
    .returning({ _id: schema.businesses._id, owner: schema.businesses.owner });
  const categories = await db
    .insert(schema.catalogueCategories)
    .values(businesses.map((b) => ({ businessId: b._id, name: 'Plates' })))
    .returning({ _id: schema.catalogueCategories._id, businessId: schema.catalogueCategories.businessId });
  const items = await db
    .insert(schema.catalogueItems)
    .values(
      categories.map((c, i) => ({ businessId: c.businessId, categoryId: c._id, name: `Couscous ${i}`, price: toCentimes(45 + (i % 10)) })),
    )
    .returning({ _id: schema.catalogueItems._id, businessId: schema.catalogueItems.businessId });
  const itemOf = new Map(items.map((it) => [it.businessId, it._id]));
  const owners: Owner[] = [];
  // A login token names a session (a sign-in) of its account.
  const signedIn = async (userId: string, role: string) => {
    const [session] = await db.insert(schema.sessions).values({ userId }).returning({ _id: schema.sessions._id });
    return tokens.sign(userId, role, 0, session!._id);
  };
  for (const b of businesses)
    owners.push({ token: await signedIn(b.owner, 'restaurant_owner'), businessId: b._id, itemId: itemOf.get(b._id)! });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (built.app.server.address() as { port: number }).port;
  process.send!({ type: 'ready', port, owners, clientToken: await signedIn(client._id, 'client') } satisfies Ready);

  process.on('message', async (message: { type: string }) => {
    if (message.type === 'burst') {
      const start = Date.now();
      for (const b of businesses) realtime.toBusiness(b._id, 'orderCreated', { _id: `burst-${b._id}`, businessId: b._id, sentAt: start });
      process.send!({ type: 'burst-sent', emitMs: Date.now() - start });
    }
    if (message.type === 'stats')
      process.send!({ type: 'stats', rssMb: Math.round(process.memoryUsage().rss / 1e6), sockets: realtime.io.of('/').sockets.size });
    if (message.type === 'stop') {
      await built.app.close();
      process.exit(0);
    }
  });
}

// ── Client side (this process) ───────────────────────────────────────────────────────────────────
const summary = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return `median ${quantile(s, 0.5).toFixed(1)} ms, p95 ${quantile(s, 0.95).toFixed(1)} ms, max ${s.at(-1)!.toFixed(1)} ms`;
};

function ask<T>(child: ChildProcess, type: string, reply: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (m: { type: string }) => {
      if (m.type === reply) {
        child.off('message', listener);
        resolve(m as T);
      }
    };
    child.on('message', listener);
    child.send({ type });
  });
}

async function main() {
  console.log(`Socket fan-out: ${OWNERS} owners, ${ORDERS} real orders (concurrency ${CONCURRENCY})`);
  const t0 = performance.now();
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, OWNERS: String(OWNERS) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve) => child.on('message', (m: Ready) => m.type === 'ready' && resolve(m)));
  console.log(`  server ready with ${OWNERS} businesses in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const url = `http://127.0.0.1:${ready.port}`;

  // Connect and join, 50 at a time.
  const received = new Map<string, { event: string; businessId: string; at: number }[]>();
  const sockets: Socket[] = [];
  const connectStart = performance.now();
  for (let i = 0; i < ready.owners.length; i += 50) {
    await Promise.all(
      ready.owners.slice(i, i + 50).map(
        (owner) =>
          new Promise<void>((resolve, reject) => {
            const socket = io(url, { auth: { token: owner.token }, transports: ['websocket'], reconnection: false, forceNew: true });
            sockets.push(socket);
            received.set(owner.businessId, []);
            socket.on('orderCreated', (payload: { businessId?: string; restaurant_id?: string }) => {
              received
                .get(owner.businessId)!
                .push({ event: 'orderCreated', businessId: payload.businessId ?? payload.restaurant_id ?? '', at: Date.now() });
            });
            socket.on('connect_error', reject);
            socket.on('connect', () =>
              socket.emit('joinRestaurantRoom', owner.businessId, (answer: { ok: boolean }) =>
                answer.ok ? resolve() : reject(new Error('join refused')),
              ),
            );
          }),
      ),
    );
  }
  const connectMs = performance.now() - connectStart;
  const stats = await ask<{ rssMb: number; sockets: number }>(child, 'stats', 'stats');
  console.log(`  ${stats.sockets} sockets connected and joined in ${(connectMs / 1000).toFixed(2)} s; server RSS ${stats.rssMb} MB`);

  // Phase A: one burst, one event per room.
  const burstStart = Date.now();
  const sent = await ask<{ emitMs: number }>(child, 'burst', 'burst-sent');
  const deadline = Date.now() + 30_000;
  while ([...received.values()].some((list) => list.length < 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  const burstLatencies = [...received.values()].map((list) => (list[0]?.at ?? NaN) - burstStart);
  const wrongA = [...received.entries()].filter(([id, list]) => list.length !== 1 || list[0]!.businessId !== id).length;
  console.log(
    `  A. burst of ${OWNERS} events: emitted in ${sent.emitMs} ms, all delivered in ${Math.max(...burstLatencies)} ms (${summary(burstLatencies)}); sockets with a missing, extra or foreign event: ${wrongA}`,
  );

  // Phase B: real orders through the API, one per business.
  received.forEach((list) => (list.length = 0));
  const latencies: number[] = [];
  const postMs: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ORDERS) {
      const owner = ready.owners[next++]!;
      const start = Date.now();
      const res = await fetch(`${url}/api/client/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ready.clientToken}` },
        body: JSON.stringify({
          type: 'restaurant',
          businessId: owner.businessId,
          lines: [{ productId: owner.itemId, quantity: 1 }],
          numberPhone: '0612345678',
        }),
      });
      postMs.push(Date.now() - start);
      if (res.status !== 201) throw new Error(`order refused: ${res.status} ${await res.text()}`);
      const until = Date.now() + 10_000;
      while (received.get(owner.businessId)!.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 2));
      const got = received.get(owner.businessId)![0];
      latencies.push(got ? got.at - start : NaN);
    }
  };
  const ordersStart = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const ordersS = (performance.now() - ordersStart) / 1000;
  await new Promise((r) => setTimeout(r, 300));
  const wrongB = [...received.entries()].slice(0, ORDERS).filter(([id, list]) => list.length !== 1 || list[0]!.businessId !== id).length;
  const extra = [...received.entries()].slice(ORDERS).filter(([, list]) => list.length > 0).length;
  console.log(
    `  B. ${ORDERS} real orders in ${ordersS.toFixed(1)} s (${(ORDERS / ordersS).toFixed(0)} orders/s): POST ${summary(postMs)}; placement → owner's socket ${summary(latencies)}; wrong deliveries ${wrongB + extra}`,
  );
  const after = await ask<{ rssMb: number }>(child, 'stats', 'stats');
  console.log(`  server RSS after: ${after.rssMb} MB`);

  sockets.forEach((s) => s.disconnect());
  child.send({ type: 'stop' });
  await new Promise((r) => child.on('exit', r));
  if (wrongA || wrongB || extra) process.exitCode = 1;
}

if (process.argv.includes('--serve')) void serve();
else
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
