// A deploy with two real API nodes on one PostgreSQL: node A gets SIGTERM while owners' desks are open on
// both nodes. The desks on B must not notice; the desks on A must come back (to A's successor on the same
// address, as through a load balancer) and catch up with every order placed while they were away. Also: the
// same Idempotency-Key sent to both nodes makes one order, and a session ended on one node is told to its
// socket on the other. Runs in the PostgreSQL pass of the server tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DEMO_ACCOUNTS, TEST_BACKEND } from './helpers';
import { openDesk, type Desk } from './liveDesk';
import { api, listen, login, startNode, waitFor, type NodeProcess, openDemoRestaurant } from './nodeProcess';

const START_MS = 180_000;

describe.runIf(TEST_BACKEND === 'postgres')('a node restarted under live desks (two nodes, PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let a: NodeProcess, b: NodeProcess;
  const nodes: NodeProcess[] = [];
  const desks: Desk[] = [];
  let sql: pg.Client;
  let restaurantId: string, itemId: string;
  let owner: string, client: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'oujda-restart-'));
    a = await startNode(database.url, path.join(dataDir, 'a'));
    b = await startNode(database.url, path.join(dataDir, 'b'));
    nodes.push(a, b);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    ({ restaurantId, itemId } = await openDemoRestaurant(sql));
    [owner, client] = await Promise.all([login(a.url, DEMO_ACCOUNTS.restaurant), login(b.url, DEMO_ACCOUNTS.client)]);
  }, START_MS);

  afterAll(async () => {
    for (const desk of desks) desk.close();
    for (const node of nodes) if (node.process.exitCode === null && node.process.signalCode === null) node.process.kill('SIGTERM');
    await Promise.all(nodes.map((n) => n.exited));
    await sql?.end();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const order = (url: string, headers: Record<string, string> = {}, quantity = 1) =>
    api(
      url,
      'POST',
      '/client/orders',
      client,
      { type: 'restaurant', businessId: restaurantId, lines: [{ productId: itemId, quantity }], numberPhone: '0612345678' },
      headers,
    );
  const placeOrder = async (url: string) => {
    const placed = await order(url);
    expect(placed.status).toBe(201);
    return placed.body.order._id as string;
  };

  it('SIGTERM on A: desks on B keep their socket and hear the next order; desks on A come back and catch up', async () => {
    const onB = await listen(b.url, owner, ['joinRestaurantRoom', restaurantId]);
    const onA = await Promise.all([openDesk(a.url, owner, restaurantId), openDesk(a.url, owner, restaurantId)]);
    desks.push(...onA);
    const probe = await placeOrder(b.url);
    await waitFor(() => onA.every((d) => d.known.has(probe)), 10_000, 'the desks on A to be live');

    const signalled = Date.now();
    a.process.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    const exitMs = Date.now() - signalled;
    // A's desks say they are reconnecting (the banner) as soon as they are cut.
    await waitFor(() => onA.every((d) => d.status() === 'reconnecting'), 10_000, "A's desks to say they are reconnecting");

    // Only A's sockets were closed: B's owner hears the next order live.
    const next = await placeOrder(b.url);
    await waitFor(() => onB.events.some((e) => e.name === 'orderCreated' && e.payload._id === next), 10_000, 'the order on B');
    expect(onB.disconnects).toEqual([]);
    expect(onB.socket.connected).toBe(true);

    // Orders placed while A is down; then A's successor takes over its address.
    const meanwhile = [next, await placeOrder(b.url), await placeOrder(b.url)];
    const successor = await startNode(database.url, path.join(dataDir, 'a2'), { port: a.port });
    nodes.push(successor);
    await waitFor(() => onA.every((d) => d.status() === 'connected'), 30_000, "A's desks to reconnect to A's successor");
    await waitFor(() => onA.every((d) => meanwhile.every((id) => d.known.has(id))), 15_000, "A's desks to catch up");
    for (const desk of onA) for (const id of meanwhile) expect(desk.known.get(id)!.how).toBe('catch-up');

    // And they are live again.
    const after = await placeOrder(b.url);
    await waitFor(() => onA.every((d) => d.known.get(after)?.how === 'live'), 10_000, 'the next order live on the successor');
    console.log(`SIGTERMed node exited 0 after ${exitMs} ms`);
    a = successor;
  }, 120_000);

  it('makes one order of the same Idempotency-Key sent to both nodes, and refuses it with another body', async () => {
    const key = `retry-${Date.now()}`;
    const first = await order(b.url, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const again = await order(a.url, { 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(again.body.order._id).toBe(first.body.order._id);
    const other = await order(a.url, { 'Idempotency-Key': key }, 2);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotencyKeyReused');

    // Sent to both nodes at once: one order; the loser answers the winner's order or asks to be sent again.
    const raced = `race-${Date.now()}`;
    const both = await Promise.all([order(a.url, { 'Idempotency-Key': raced }), order(b.url, { 'Idempotency-Key': raced })]);
    expect(both.map((r) => r.status).sort()).toContainEqual(201);
    for (const r of both) expect([201, 409]).toContain(r.status);
    const retried = await order(a.url, { 'Idempotency-Key': raced });
    expect(retried.status).toBe(201);
    const { rows } = await sql.query('select order_id from idempotency_keys where key = $1', [raced]);
    expect(rows).toHaveLength(1);
    expect(retried.body.order._id).toBe(rows[0].order_id);
    for (const r of both) if (r.status === 201) expect(r.body.order._id).toBe(rows[0].order_id);
  }, 60_000);

  it('tells a socket on A that its session ended by a logout through B, and the desk stops reconnecting', async () => {
    const token = await login(b.url, DEMO_ACCOUNTS.restaurant);
    const desk = await openDesk(a.url, token, restaurantId);
    desks.push(desk);
    await waitFor(() => desk.status() === 'connected', 10_000, 'the desk to connect');
    expect((await api(b.url, 'POST', '/auth/logout', token)).status).toBe(200);
    await waitFor(() => desk.status() === 'ended', 10_000, 'the desk to hear its session ended');
  }, 60_000);
});
