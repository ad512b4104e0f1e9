// A rolling restart under load (not part of npm test):   npx tsx bench/rolling-restart.ts
// Two API nodes on a throw-away PostgreSQL (or BENCH_DATABASE_URL's server), BENCH_DESKS (200) owner desks of
// the demo restaurant spread over both (the SPA's own live provider and catch-up, tests/server/liveDesk.ts), a
// customer placing BENCH_RATE (20) orders a second alternately through each node (an order whose node is going
// away is sent again to the other with the same Idempotency-Key). Meanwhile node A gets SIGTERM and a successor
// takes its address, then the same for B. Prints: orders acknowledged, orders missed by any desk (never known
// 30 s after the last order), p50/p95/max from order sent to desk (live or catch-up), how long each SIGTERMed
// node took to exit and with which code, and the load average.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error plain ESM script without types
import { startTestPostgres } from '../scripts/test-postgres.mjs';
import { openDesk, type Desk } from '../tests/server/liveDesk';
import { api, login, startNode, waitFor, type NodeProcess } from '../tests/server/nodeProcess';
import { loadLine, quantile } from './lib';

const DESKS = Number(process.env.BENCH_DESKS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const STEADY_MS = 5_000;

const cluster = process.env.BENCH_DATABASE_URL ? null : await startTestPostgres();
const serverUrl: string = process.env.BENCH_DATABASE_URL ?? cluster.url;
const dbName = `rolling_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();
const dataDir = mkdtempSync(path.join(tmpdir(), 'oujda-rolling-'));
const desks: Desk[] = [];
const nodes: NodeProcess[] = [];

try {
  const a = await startNode(databaseUrl, path.join(dataDir, 'a'));
  const b = await startNode(databaseUrl, path.join(dataDir, 'b'));
  nodes.push(a, b);
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  await sql.query(
    "update businesses set opening_all_times = true, is_temporarily_closed = false, paused_until = null, paused_indefinitely = false, closures = '[]'",
  );
  const restaurantId: string = (
    await sql.query(
      "select b.id from businesses b join users u on u.id = b.owner_id where u.email = 'resto@demo.ma' and b.type = 'restaurant'",
    )
  ).rows[0].id;
  const itemId: string = (
    await sql.query(
      "select id from catalogue_items where business_id = $1 and not sold_out and options = '[]'::jsonb order by name limit 1",
      [restaurantId],
    )
  ).rows[0].id;
  await sql.end();
  const [owner, client] = await Promise.all([login(a.url, 'resto@demo.ma'), login(b.url, 'client@demo.ma')]);

  const live: [NodeProcess, NodeProcess] = [a, b];
  for (let i = 0; i < DESKS; i++) desks.push(await openDesk(live[i % 2]!.url, owner, restaurantId));
  await waitFor(() => desks.every((d) => d.status() === 'connected'), 60_000, 'every desk to connect');
  console.log(`${DESKS} desks connected (${DESKS / 2} on each node)`);

  const sent = new Map<string, number>();
  let failed = 0;
  let placing = true;
  const orderBody = {
    type: 'restaurant',
    businessId: restaurantId,
    lines: [{ productId: itemId, quantity: 1 }],
    numberPhone: '0612345678',
  };
  const placeOne = async (n: number) => {
    const key = randomUUID();
    const at = Date.now();
    for (let attempt = 0; attempt < 6; attempt++) {
      const node = live[(n + attempt) % 2]!;
      const res = await api(node.url, 'POST', '/client/orders', client, orderBody, { 'idempotency-key': key }).catch(() => null);
      if (res?.status === 201) return void sent.set(res.body.order._id, at);
    }
    failed++;
  };
  const inFlight: Promise<void>[] = [];
  const placer = (async () => {
    for (let n = 0; placing; n++) {
      inFlight.push(placeOne(n));
      await new Promise((r) => setTimeout(r, 1000 / RATE));
    }
  })();

  const exits: string[] = [];
  const t0 = Date.now();
  const marks: string[] = [];
  const restart = async (index: 0 | 1, name: string) => {
    await new Promise((r) => setTimeout(r, STEADY_MS));
    const old = live[index]!;
    const signalled = Date.now();
    marks.push(`${name} SIGTERM at ${signalled - t0} ms`);
    old.process.kill('SIGTERM');
    const code = await old.exited;
    exits.push(`${name}: exit ${String(code)} after ${Date.now() - signalled} ms`);
    const successor = await startNode(databaseUrl, path.join(dataDir, `${name}2`), { port: old.port });
    nodes.push(successor);
    marks.push(`${name}'s successor ready at ${Date.now() - t0} ms`);
    live[index] = successor;
  };
  await restart(0, 'A');
  await restart(1, 'B');
  await new Promise((r) => setTimeout(r, STEADY_MS));
  placing = false;
  await placer;
  await Promise.all(inFlight);

  const ids = [...sent.keys()];
  await waitFor(() => desks.every((d) => ids.every((id) => d.known.has(id))), 30_000, 'every desk to know every order').catch(() => null);
  let missed = 0;
  const latencies: number[] = [];
  let viaCatchUp = 0;
  for (const id of ids) {
    let missedHere = false;
    for (const desk of desks) {
      const seen = desk.known.get(id);
      if (!seen) missedHere = true;
      else {
        latencies.push(seen.at - sent.get(id)!);
        if (seen.how === 'catch-up') viaCatchUp++;
      }
    }
    if (missedHere) missed++;
  }
  const missingPerDesk = desks.map((d) => ids.filter((id) => !d.known.has(id)).length);
  const short = missingPerDesk.map((n, i) => [i, n, desks[i]!.status(), desks[i]!.catchUps] as const).filter(([, n]) => n > 0);
  if (short.length)
    console.log(
      `desks short of orders (index, missing, status, catch-ups): ${JSON.stringify(short.slice(0, 20))}${short.length > 20 ? ` … ${short.length} desks` : ''}`,
    );
  if (short.length) {
    const [index] = short[0]!;
    const gone = ids.filter((id) => !desks[index]!.known.has(id)).map((id) => sent.get(id)! - t0);
    console.log(
      `desk ${index}: missed orders sent from ${Math.min(...gone)} to ${Math.max(...gone)} ms; ${marks.join(', ')}; statuses ${desks[index]!.statuses.join(' ')}; catch-ups ${desks[index]!.catchUpLog.join(' | ')}; t0 ${new Date(t0).toISOString()}; missed updatedAt ${JSON.stringify(ids.filter((id) => !desks[index]!.known.has(id)).slice(0, 3))}`,
    );
  }
  console.log(`orders acknowledged             ${ids.length} (${failed} never acknowledged after 6 tries)`);
  console.log(`orders missed by any desk       ${missed}`);
  console.log(
    `order → desk (live or catch-up)  p50 ${quantile(latencies, 0.5)} ms, p95 ${quantile(latencies, 0.95)} ms, max ${latencies.reduce((m, v) => Math.max(m, v), 0)} ms; ${viaCatchUp} of ${latencies.length} deliveries through catch-up`,
  );
  console.log(`SIGTERMed nodes                 ${exits.join('; ')}`);
  console.log(loadLine());
} finally {
  for (const desk of desks) desk.close();
  for (const node of nodes) if (node.process.exitCode === null && node.process.signalCode === null) node.process.kill('SIGTERM');
  await Promise.all(nodes.map((n) => n.exited));
  await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
  await admin.end();
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
