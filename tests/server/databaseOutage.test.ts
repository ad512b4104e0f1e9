// PostgreSQL stopped for 30 s under two real API nodes, with owners' desks open and more desks connecting
// while it is down: no node exits, health says 503, and once PostgreSQL is back every desk is live again and
// has every order. An order placed within the first second after PostgreSQL is back reaches a desk on the
// other node within 5 s (the nodes' LISTEN comes back a moment later; they tell their sockets to catch up).
// Its own PostgreSQL cluster (it is stopped), in the PostgreSQL pass of the server tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { startTestPostgres } from '../../scripts/test-postgres.mjs';
import { DEMO_ACCOUNTS, TEST_BACKEND } from './helpers';
import { openDesk, type Desk } from './liveDesk';
import { api, login, startNode, waitFor, type NodeProcess, openDemoRestaurant } from './nodeProcess';

const START_MS = 180_000;
const OUTAGE_MS = 30_000;

interface Cluster {
  url: string;
  stop(): void;
  stopServer(): boolean;
  startServer(): boolean;
}

describe.runIf(TEST_BACKEND === 'postgres')('PostgreSQL down for 30 s under two nodes and live desks', () => {
  let cluster: Cluster;
  let dataDir: string;
  let a: NodeProcess, b: NodeProcess;
  const desks: Desk[] = [];
  let restaurantId: string, itemId: string;
  let owner: string, client: string;

  beforeAll(async () => {
    cluster = (await startTestPostgres()) as Cluster;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database outage');
    const url = cluster.url.replace(/\/postgres$/, '/outage');
    dataDir = await mkdtemp(path.join(tmpdir(), 'oujda-outage-'));
    a = await startNode(url, path.join(dataDir, 'a'));
    b = await startNode(url, path.join(dataDir, 'b'));
    const sql = new pg.Client({ connectionString: url });
    await sql.connect();
    ({ restaurantId, itemId } = await openDemoRestaurant(sql));
    await sql.end();
    await admin.end();
    [owner, client] = await Promise.all([login(a.url, DEMO_ACCOUNTS.restaurant), login(b.url, DEMO_ACCOUNTS.client)]);
  }, START_MS);

  afterAll(async () => {
    for (const desk of desks) desk.close();
    for (const node of [a, b]) if (node && node.process.exitCode === null) node.process.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    cluster?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const order = () =>
    api(b.url, 'POST', '/client/orders', client, {
      type: 'restaurant',
      businessId: restaurantId,
      lines: [{ productId: itemId, quantity: 1 }],
      numberPhone: '0612345678',
    }).catch(() => ({ status: 0, body: {} as Record<string, any> }));

  it('keeps both nodes up, answers 503 meanwhile, then every desk is live with every order', async () => {
    // Desks on A, the node the orders do not go through.
    const before = [await openDesk(a.url, owner, restaurantId), await openDesk(a.url, owner, restaurantId)];
    desks.push(...before);
    const placed: string[] = [];
    const first = await order();
    expect(first.status).toBe(201);
    placed.push(first.body.order._id);
    await waitFor(() => before.every((d) => d.known.has(placed[0]!)), 10_000, 'the first desks to be live');

    expect(cluster.stopServer()).toBe(true);
    const downSince = Date.now();
    await waitFor(
      async () => (await Promise.all([a, b].map((n) => fetch(`${n.url}/api/health`).then((r) => r.status)))).every((s) => s === 503),
      10_000,
      'both health checks to say 503',
    );
    // Desks that connect and join while the database is down (their handshakes fail and are retried).
    const during: Desk[] = [];
    const refused = new Set<number>();
    while (Date.now() - downSince < OUTAGE_MS) {
      if (during.length < 4) {
        const desk = await openDesk(a.url, owner, restaurantId);
        during.push(desk);
        desks.push(desk);
      }
      refused.add((await order()).status);
      expect(a.process.exitCode).toBe(null);
      expect(b.process.exitCode).toBe(null);
      await waitFor(
        () => Date.now() - downSince > during.length * 5_000 || Date.now() - downSince >= OUTAGE_MS,
        OUTAGE_MS,
        'the next step',
      );
    }
    expect([...refused]).toEqual([503]);

    expect(cluster.startServer()).toBe(true);
    const backAt = Date.now();
    // The first order the database takes, placed within the first second it is back.
    const firstBack = await waitFor(
      async () => {
        const res = await order();
        return res.status === 201 ? (res.body.order._id as string) : null;
      },
      10_000,
      'an order to be taken again',
    );
    const placedAfterMs = Date.now() - backAt;
    placed.push(firstBack);
    await waitFor(() => before.every((d) => d.known.has(firstBack)), 5_000, "the first order after the outage on the other node's desks");
    const reachedMs = Date.now() - backAt;

    for (let i = 0; i < 3; i++) {
      const res = await order();
      expect(res.status).toBe(201);
      placed.push(res.body.order._id);
    }
    // Desks opened during the outage: open now, connected, and they know every order.
    expect(during.length).toBeGreaterThan(0);
    const all = [...before, ...during];
    await waitFor(() => all.every((d) => d.status() === 'connected'), 30_000, 'every desk to be connected');
    await waitFor(() => all.every((d) => placed.every((id) => d.known.has(id))), 15_000, 'every desk to know every order');
    expect(a.process.exitCode).toBe(null);
    expect(b.process.exitCode).toBe(null);
    console.log(
      `first order after the outage: taken ${placedAfterMs} ms after PostgreSQL was back, on the other node's desks at ${reachedMs} ms`,
    );
  }, 180_000);
});
