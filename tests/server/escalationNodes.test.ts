// Escalation with two real API nodes (separate processes) on one PostgreSQL: each step of an unanswered order
// fires once, whichever node claims it, at the configured minutes (a minute is 400 ms here: ESCALATION_MINUTE_MS),
// and the "still waiting" push reaches a subscribed device through a local push service over HTTPS.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ESCALATED_EVENT } from '../../src/domain/escalation';
import { startNode, waitFor, type NodeProcess as ApiNode } from './nodeProcess';
import { createTestDatabase, DEMO_ACCOUNTS, DEMO_PASSWORD, TEST_BACKEND } from './helpers';
import { startFakePushService, type FakePushService } from './push/fakePushService';
import { decryptPush, deviceKeys } from './push/webPushCrypto';

type Json = Record<string, any>;
const MINUTE_MS = 400;
const START_MS = 180_000;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let push: FakePushService;
let a: ApiNode, b: ApiNode;
let sql: pg.Client;
const sockets: Socket[] = [];

const api = async (node: ApiNode, method: string, route: string, token?: string, body?: unknown) => {
  const res = await fetch(`${node.url}/api${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Json };
};
const login = async (node: ApiNode, email: string) =>
  (await api(node, 'POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD })).body.token as string;

async function adminSocket(node: ApiNode, token: string) {
  const socket = io(node.url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const events: { name: string; payload: Json }[] = [];
  socket.onAny((name: string, payload: Json) => events.push({ name, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  expect(await new Promise<Json>((resolve) => socket.emit('joinAdminRoom', resolve))).toMatchObject({ ok: true });
  return events;
}

describe.runIf(TEST_BACKEND === 'postgres')('escalation on two API nodes', () => {
  beforeAll(async () => {
    push = await startFakePushService();
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'oujda-escalation-nodes-'));
    const env = { ESCALATION_MINUTE_MS: String(MINUTE_MS), NODE_EXTRA_CA_CERTS: push.caFile };
    [a, b] = await Promise.all([
      startNode(database.url, path.join(dataDir, 'a'), { env }),
      startNode(database.url, path.join(dataDir, 'b'), { env }),
    ]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    // Orders are taken whatever the real clock says.
    await sql.query(
      "update businesses set opening_all_times = true, is_temporarily_closed = false, paused_until = null, paused_indefinitely = false, closures = '[]'",
    );
  }, START_MS);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const node of [a, b]) node?.process.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await sql?.end();
    await database?.drop();
    await push?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('reminds, alerts every admin and refuses an unanswered order once each, at the configured minutes', async () => {
    const [owner, admin, client] = await Promise.all([
      login(a, DEMO_ACCOUNTS.restaurant),
      login(b, DEMO_ACCOUNTS.admin),
      login(b, DEMO_ACCOUNTS.client),
    ]);
    const { rows } = await sql.query(
      "select b.id, (select id from catalogue_items i where i.business_id = b.id and not i.sold_out and not i.active and i.options = '[]'::jsonb limit 1) as item from businesses b join users u on u.id = b.owner_id where u.email = $1",
      [DEMO_ACCOUNTS.restaurant],
    );
    const { id: restaurantId, item } = rows[0] as { id: string; item: string };
    const device = deviceKeys();
    const subscribed = await api(b, 'POST', '/push/subscriptions', owner, {
      endpoint: push.endpoint('owner-phone'),
      expirationTime: null,
      keys: device.json,
    });
    expect(subscribed.status).toBeLessThan(300);
    const saved = await api(a, 'PUT', `/restaurant/escalation/${restaurantId}`, owner, {
      reminderMinutes: 1,
      adminAlertMinutes: 5,
      autoRefuseMinutes: 8,
      autoAccept: false,
    });
    expect(saved.status).toBe(200);
    const [onA, onB] = [await adminSocket(a, admin), await adminSocket(b, admin)];

    const placed = await api(b, 'POST', '/client/orders', client, {
      type: 'restaurant',
      businessId: restaurantId,
      lines: [{ productId: item, quantity: 1 }],
      numberPhone: '0612345678',
    });
    expect(placed.status).toBe(201);
    const order = placed.body.order as Json;

    const refused = await waitFor(
      async () =>
        (await api(a, 'GET', '/client/orders', client)).body.orders.find((o: Json) => o._id === order._id && o.statusOrders === 'refusée'),
      30_000,
      'the automatic refusal',
    );
    expect(refused.refusalReason).toBe('noAnswer');
    const jobs = await sql.query<{ kind: string; attempts: number; due: number; done: boolean }>(
      "select kind, attempts, extract(epoch from run_at - $2::timestamptz) * 1000 as due, done_at is not null as done from jobs where key like 'order-%:' || $1 order by kind",
      [order._id, order.createdAt],
    );
    expect(jobs.rows.map((j) => [j.kind, j.attempts, j.done])).toEqual([
      ['order-autorefuse', 1, true],
      ['order-escalate', 1, true],
      ['order-waiting', 1, true],
    ]);
    // Each fell due at its minute (the clocks of the node and the database agree to a few ms).
    const dueAt = Object.fromEntries(jobs.rows.map((j) => [j.kind, Number(j.due) / MINUTE_MS]));
    expect(dueAt['order-waiting']).toBeCloseTo(1, 0);
    expect(dueAt['order-escalate']).toBeCloseTo(5, 0);
    expect(dueAt['order-autorefuse']).toBeCloseTo(8, 0);
    const { rows: flagged } = await sql.query('select escalated_at - created_at as waited from orders where id = $1', [order._id]);
    expect(flagged[0].waited).not.toBeNull();

    // Every admin socket, on either node, heard the alert once (no job is left to send another).
    for (const events of [onA, onB]) {
      await waitFor(() => events.some((e) => e.name === ORDER_ESCALATED_EVENT && e.payload._id === order._id), 5_000, 'the admin alert');
      expect(events.filter((e) => e.name === ORDER_ESCALATED_EVENT && e.payload._id === order._id)).toHaveLength(1);
    }
    // The device got the new order and, once, the reminder.
    const messages = await waitFor(
      () =>
        push.received.filter((p) => p.device === 'owner-phone').length >= 2
          ? push.received.filter((p) => p.device === 'owner-phone')
          : null,
      10_000,
      'two pushes',
    );
    const texts = messages.map((m) => JSON.parse(decryptPush(m.body, device)) as { title: string; body: string });
    expect(texts).toHaveLength(2);
    expect(texts[1]!.title).toContain(String(order.commandNumber));
    expect(texts[1]!.title).not.toBe(texts[0]!.title);
  }, 90_000);
});
