// Two real API nodes (separate processes, as `npm run serve` starts them) on one PostgreSQL database:
// sessions, live events, images and login limits must hold whichever node a request lands on, and a node
// stopped with SIGTERM answers what it already received. Runs in the PostgreSQL pass of the server tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DEMO_ACCOUNTS, DEMO_PASSWORD, freePort, TEST_BACKEND } from './helpers';

const START_MS = 180_000;
const root = path.resolve(import.meta.dirname, '../..');
type Json = Record<string, any>;

async function waitFor<T>(check: () => T | Promise<T>, ms: number, what: string): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

interface Node {
  url: string;
  port: number;
  process: ChildProcess;
  exited: Promise<number | null>;
  output: string[];
}

/** Starts one API node with `npm run serve` or plain node + tsx's loader, and waits for its health check. */
async function startNode(databaseUrl: string, dataDir: string, viaNpm: boolean): Promise<Node> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-spa'),
    SEED: 'demo',
    // The demo admin signs in with its password alone (a real deployment requires a second factor).
    ADMIN_TWO_FACTOR: 'optional',
    LOG: 'false',
    LOGIN_RATE_LIMIT: '10',
  };
  delete (env as Record<string, unknown>).TEST_DATABASE_URL;
  const child = viaNpm
    ? spawn('npm', ['run', '--silent', 'serve'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  await waitFor(
    async () => {
      if (gone) throw new Error(`node on ${port} exited: ${output.join('')}`);
      return fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    },
    START_MS - 10_000,
    `the node on port ${port}`,
  );
  return { url, port, process: child, exited, output };
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let a: Node, b: Node;
let sql: pg.Client;
const sockets: Socket[] = [];

const api = async (node: Node, method: string, route: string, token?: string, body?: unknown) => {
  const res = await fetch(`${node.url}/api${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Json };
};
const login = async (node: Node, email: string) => {
  const res = await api(node, 'POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.token as string;
};

async function listen(node: Node, token: string, join: [string, string?]) {
  const socket = io(node.url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const events: { name: string; payload: Json; at: number }[] = [];
  socket.onAny((name: string, payload: Json) => events.push({ name, payload, at: Date.now() }));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const answer = await new Promise<{ ok: boolean }>((resolve) =>
    join[1] === undefined ? socket.emit(join[0], resolve) : socket.emit(join[0], join[1], resolve),
  );
  expect(answer.ok).toBe(true);
  return events;
}

/** A multipart upload body for a tiny PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2a3b1ee0000000049454e44ae426082',
  'hex',
);
function uploadBody(bytes: Buffer) {
  const boundary = '----oujdaMultiNode';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\nmenu_items\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.runIf(TEST_BACKEND === 'postgres')('two API nodes on one PostgreSQL', () => {
  let restaurantId: string, storeId: string, itemId: string;
  let owner: string, otherOwner: string, client: string, admin: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'oujda-nodes-'));
    // Started together on the empty database: one of them migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([
      startNode(database.url, path.join(dataDir, 'a'), true),
      startNode(database.url, path.join(dataDir, 'b'), false),
    ]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    const business = async (email: string, type: string) =>
      (await sql.query('select b.id from businesses b join users u on u.id = b.owner_id where u.email = $1 and b.type = $2', [email, type]))
        .rows[0].id as string;
    restaurantId = await business(DEMO_ACCOUNTS.restaurant, 'restaurant');
    storeId = await business(DEMO_ACCOUNTS.store, 'store');
    // Orders are taken whatever the real clock says.
    await sql.query(
      "update businesses set opening_all_times = true, is_temporarily_closed = false, paused_until = null, paused_indefinitely = false, closures = '[]'",
    );
    itemId = (
      await sql.query(
        "select id from catalogue_items where business_id = $1 and not sold_out and options = '[]'::jsonb order by name limit 1",
        [restaurantId],
      )
    ).rows[0].id;
    [owner, otherOwner, client, admin] = await Promise.all([
      login(a, DEMO_ACCOUNTS.restaurant),
      login(a, DEMO_ACCOUNTS.store),
      login(b, DEMO_ACCOUNTS.client),
      login(a, DEMO_ACCOUNTS.admin),
    ]);
  }, START_MS);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const node of [a, b]) if (node && node.process.exitCode === null) node.process.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await sql?.end();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const placeOrder = (node: Node) =>
    api(node, 'POST', '/client/orders', client, {
      type: 'restaurant',
      businessId: restaurantId,
      lines: [{ productId: itemId, quantity: 1 }],
      numberPhone: '0612345678',
    });

  it('accepts on B a token issued by A (one signing secret in the database)', async () => {
    const token = await login(a, DEMO_ACCOUNTS.restaurant);
    const res = await api(b, 'GET', '/auth/data', token);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(DEMO_ACCOUNTS.restaurant);
  });

  it('ends from B a session whose socket is on A: the socket is told and closed, its token refused on both at once', async () => {
    const ended = await login(a, DEMO_ACCOUNTS.services);
    const other = await login(b, DEMO_ACCOUNTS.services);
    const socket = io(a.url, { auth: { token: ended }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const events: string[] = [];
    socket.onAny((name: string) => events.push(name));
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const dropped = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
    const listed = (await api(b, 'GET', '/auth/sessions', ended)).body.sessions as { _id: string; current: boolean }[];
    const id = listed.find((s) => s.current)!._id;
    expect((await api(b, 'DELETE', `/auth/sessions/${id}`, other)).body.ended).toBe(1);
    expect(await dropped).toBe('io server disconnect');
    expect(events).toContain('sessionEnded');
    expect((await api(a, 'GET', '/auth/data', ended)).status).toBe(401);
    expect((await api(b, 'GET', '/auth/data', ended)).status).toBe(401);
    expect((await api(a, 'GET', '/auth/data', other)).status).toBe(200);
  });

  it("delivers an order placed through A to its owner's socket on B within a second, and to no other owner", async () => {
    const ownerOnB = await listen(b, owner, ['joinRestaurantRoom', restaurantId]);
    const otherOnB = await listen(b, otherOwner, ['joinStoreRoom', storeId]);
    const sent = Date.now();
    const placed = await placeOrder(a);
    expect(placed.status).toBe(201);
    const id = placed.body.order._id;
    const heard = await waitFor(() => ownerOnB.find((e) => e.name === 'orderCreated' && e.payload._id === id), 1_000, 'orderCreated on B');
    expect(heard.at - sent).toBeLessThan(1_000);
    // Anything meant for the other owner would have travelled by now, on the same channel.
    expect(otherOnB.filter((e) => e.payload?._id === id)).toEqual([]);
  });

  it('lets the admin on A hear an order placed through B', async () => {
    const adminOnA = await listen(a, admin, ['joinAdminRoom']);
    const placed = await placeOrder(b);
    expect(placed.status).toBe(201);
    await waitFor(
      () => adminOnA.some((e) => e.name === 'newOrdeAdmin' && e.payload._id === placed.body.order._id),
      1_000,
      'newOrdeAdmin on A',
    );
  });

  it('serves from B, byte for byte, an image uploaded through A', async () => {
    const { body, contentType } = uploadBody(PNG);
    const res = await fetch(`${a.url}/api/images/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': contentType },
      body,
    });
    expect(res.status).toBe(201);
    const { secure_url } = (await res.json()) as { secure_url: string };
    expect(secure_url).toMatch(/^\/uploads\//);
    const served = await fetch(`${b.url}${secure_url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses the 11th of 12 wrong passwords alternated between A and B with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await api(i % 2 ? b : a, 'POST', '/auth/login', undefined, { email: DEMO_ACCOUNTS.rider, password: 'Wrong@1234' })).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('on SIGTERM through npm run serve, answers the request in progress normally, refuses new connections and exits 0', async () => {
    const { body, contentType } = uploadBody(PNG);
    // An upload that has reached A but whose body is still on its way when the signal arrives.
    const req = request(`${a.url}/api/images/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': contentType, 'content-length': body.length },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on('error', reject);
    });
    await new Promise<void>((resolve) => req.write(body.subarray(0, 100), () => resolve()));
    a.process.kill('SIGTERM');
    // The node stops accepting connections: the load balancer sends the next ones elsewhere.
    await waitFor(
      () =>
        new Promise<boolean>((resolve) => {
          const probe = tcpConnect(a.port, '127.0.0.1');
          probe.once('connect', () => (probe.destroy(), resolve(false)));
          probe.once('error', () => resolve(true));
        }),
      10_000,
      'A to refuse new connections',
    );
    req.end(body.subarray(100));
    const done = await answer;
    expect(done.status).toBe(201);
    expect(await a.exited).toBe(0);
    // The acknowledged upload is there, served by the other node.
    const served = await fetch(`${b.url}${JSON.parse(done.body).secure_url}`);
    expect(served.status).toBe(200);
    // No server left behind by the npm wrapper.
    expect(
      await fetch(`${a.url}/api/health`).then(
        () => 'answered',
        () => 'gone',
      ),
    ).toBe('gone');
  }, 60_000);
});
