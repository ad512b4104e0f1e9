// Web Push end to end: real API node processes send to a fake push service over HTTPS (a test CA they trust
// through NODE_EXTRA_CA_CERTS), and the test opens each aes128gcm body with the device's keys (RFC 8291).
// Two nodes on one PostgreSQL in the PostgreSQL pass, one node on its embedded database in the PGlite pass.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importJWK, jwtVerify } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DEMO_ACCOUNTS, TEST_BACKEND } from './helpers';
import { api, login, startNode, waitFor, type Json, type NodeProcess } from './nodeProcess';
import { startFakePushService, type FakePushService, type ReceivedPush } from './push/fakePushService';
import { decryptPush, deviceKeys, type DeviceKeys } from './push/webPushCrypto';

const START_MS = 180_000;
const twoNodes = TEST_BACKEND === 'postgres';

let push: FakePushService;
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
let dataDir: string;
let nodes: NodeProcess[] = [];
let owner: string, client: string, admin: string;
let businessId: string, productId: string;
const devices = new Map<string, DeviceKeys>();

async function subscribe(token: string, name: string) {
  const keys = deviceKeys();
  devices.set(name, keys);
  const res = await api(nodes[0]!.url, 'POST', '/push/subscriptions', token, { endpoint: push.endpoint(name), keys: keys.json });
  expect(res.status).toBe(201);
  return res.body.device._id as string;
}

const placeOrder = async (node: NodeProcess, quantity = 2) => {
  const res = await api(node.url, 'POST', '/client/orders', client, {
    type: 'restaurant',
    businessId,
    lines: [{ productId, quantity }],
    numberPhone: '0612345678',
  });
  expect(res.status).toBe(201);
  return res.body.order as { _id: string; commandNumber: number; totalPrix: number };
};

const opened = (received: ReceivedPush) => JSON.parse(decryptPush(received.body, devices.get(received.device)!)) as Json;
const pushesOf = (orderId: string) => push.received.filter((r) => opened(r).url.endsWith(`order=${orderId}`));

beforeAll(async () => {
  push = await startFakePushService();
  dataDir = await mkdtemp(path.join(tmpdir(), 'oujda-push-nodes-'));
  database = twoNodes ? await createTestDatabase() : undefined;
  const env = { NODE_EXTRA_CA_CERTS: push.caFile, VAPID_SUBJECT: 'mailto:ops@oujda.test' };
  const start = (name: string) => startNode(database?.url ?? '', path.join(dataDir, name), { env });
  nodes = twoNodes ? await Promise.all([start('a'), start('b')]) : [await start('a')];
  const first = nodes[0]!.url;
  [owner, client, admin] = await Promise.all([
    login(first, DEMO_ACCOUNTS.restaurant),
    login(first, DEMO_ACCOUNTS.client),
    login(first, DEMO_ACCOUNTS.admin),
  ]);
  const me = (await api(first, 'GET', '/auth/data', owner)).body.user as { _id: string };
  businessId = (await api(first, 'GET', `/restaurant/getByOwner/${me._id}`, owner)).body._id;
  // Orders are taken whatever the real clock says.
  expect(
    (await api(first, 'PUT', `/restaurant/update/${businessId}`, owner, { openingAllTimes: true, isTemporarilyClosed: false })).status,
  ).toBe(200);
  const history = (await api(first, 'GET', `/orders/restaurant/${businessId}?status=succes`, owner)).body as {
    orders: { orders: { product: { _id: { _id: string; name: string } } }[] }[];
  };
  productId = history.orders.flatMap((o) => o.orders).find((l) => l.product._id.name === 'Mint tea')!.product._id._id;
  expect((await api(first, 'PATCH', '/auth/data', owner, { language: 'fr' })).status).toBe(200);
}, START_MS);

afterAll(async () => {
  for (const node of nodes) if (node.process.exitCode === null) node.process.kill('SIGTERM');
  await Promise.all(nodes.map((n) => n.exited));
  await database?.drop();
  await push?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe(`Web Push from ${twoNodes ? 'two API nodes' : 'one API node'}`, () => {
  it("sends a new order to each of the owner's devices, encrypted for it, signed with the VAPID key, in the owner's language", async () => {
    await subscribe(owner, 'phone');
    await subscribe(owner, 'laptop');
    await subscribe(admin, 'admin-desk');
    const order = await placeOrder(nodes[0]!);
    await waitFor(() => pushesOf(order._id).length >= 2, 10_000, 'the pushes of the order');
    const got = pushesOf(order._id);
    expect(got.map((r) => r.device).sort()).toEqual(['laptop', 'phone']);

    const { publicKey } = (await api(nodes.at(-1)!.url, 'GET', '/push/key', owner)).body as { publicKey: string };
    const raw = Buffer.from(publicKey, 'base64url');
    const verifier = await importJWK(
      { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      'ES256',
    );
    for (const received of got) {
      expect(received.headers['content-encoding']).toBe('aes128gcm');
      expect(received.headers.urgency).toBe('high');
      expect(Number(received.headers.ttl)).toBeGreaterThan(0);
      const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(String(received.headers.authorization))!;
      expect(k).toBe(publicKey);
      const { payload } = await jwtVerify(jwt!, verifier);
      expect(payload).toMatchObject({ aud: new URL(push.endpoint('x')).origin, sub: 'mailto:ops@oujda.test' });
      expect(opened(received)).toEqual({
        title: `Nouvelle commande n° ${order.commandNumber}`,
        body: `Dar Zitoun · 2 articles · ${order.totalPrix.toFixed(2).replace('.', ',')}\u00a0dh`,
        url: `/orders/now?order=${order._id}`,
        tag: `order-${order._id}`,
        insistent: false,
      });
    }
  });

  it(`sends one push per device and order, ${twoNodes ? 'whichever node took the order or claimed the job' : 'once'}`, async () => {
    const placed: Awaited<ReturnType<typeof placeOrder>>[] = [];
    for (let i = 0; i < 10; i++) placed.push(await placeOrder(nodes[i % nodes.length]!, 1));
    await waitFor(() => placed.every((o) => pushesOf(o._id).length >= 2), 20_000, 'two pushes for each order');
    if (database) {
      // Every job has finished (a second run would have happened before it is marked done).
      const sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      try {
        await waitFor(
          async () =>
            (await sql.query("select count(*)::int as n from jobs where kind = 'push-new-order' and done_at is null")).rows[0].n === 0,
          10_000,
          'the push jobs to be done',
        );
      } finally {
        await sql.end();
      }
    } else {
      // The queue runs jobs in order: once a later order's pushes arrived, the earlier jobs are done.
      const later = await placeOrder(nodes[0]!, 1);
      await waitFor(() => pushesOf(later._id).length >= 2, 10_000, 'the later order');
    }
    for (const order of placed)
      expect(
        pushesOf(order._id)
          .map((r) => r.device)
          .sort(),
      ).toEqual(['laptop', 'phone']);
    expect(push.received.filter((r) => r.device === 'admin-desk')).toEqual([]);
  });

  it('deletes a device its push service answers 410 Gone for, and still reaches the others', async () => {
    push.gone.add('laptop');
    const order = await placeOrder(nodes.at(-1)!);
    await waitFor(() => pushesOf(order._id).length >= 1, 10_000, 'the push to the phone');
    const left = await waitFor(
      async () => {
        const list = (await api(nodes[0]!.url, 'GET', '/push/subscriptions', owner)).body.data as { endpoint: string }[];
        return list.length === 1 ? list : null;
      },
      10_000,
      'the gone device to be deleted',
    );
    expect(left.map((d) => d.endpoint)).toEqual([push.endpoint('phone')]);
    expect(pushesOf(order._id).map((r) => r.device)).toEqual(['phone']);
  });
});
