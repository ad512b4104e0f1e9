// Real API node processes for the tests that restart, stop and signal them (two nodes, a database outage).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, freePort } from './helpers';

const root = path.resolve(import.meta.dirname, '../..');
export type Json = Record<string, any>;

/** Polls `check` every 25 ms until it gives a truthy value; fails with `what` after `ms`. */
export async function waitFor<T>(check: () => T | Promise<T>, ms: number, what: string): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface NodeProcess {
  url: string;
  port: number;
  process: ChildProcess;
  /** The exit code (or the signal that ended it). */
  exited: Promise<number | NodeJS.Signals | null>;
  output: string[];
}

/**
 * One API node (`node --import tsx server/index.ts`, as `npm run serve` runs it) on PostgreSQL, on `port`
 * when given (a successor taking over a stopped node's address); resolves once it is ready (`ready`: its
 * health check is green, or it merely listens).
 */
export async function startNode(
  databaseUrl: string,
  dataDir: string,
  options: { port?: number; env?: Record<string, string>; ready?: 'healthy' | 'listening'; startMs?: number } = {},
): Promise<NodeProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
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
    LOGIN_RATE_LIMIT: '1000',
    ...options.env,
  };
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (gone) throw new Error(`node on ${port} exited: ${output.join('')}`);
      return fetch(`${url}/api/health`).then(
        (r) => r.ok || options.ready === 'listening',
        () => false,
      );
    },
    options.startMs ?? 170_000,
    `the node on port ${port}`,
  );
  return { url, port, process: child, exited, output };
}

export async function api(
  url: string,
  method: string,
  route: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${url}/api${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Json };
}

export async function login(url: string, email: string): Promise<string> {
  const res = await api(url, 'POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** A raw socket.io client that stays connected to one node, without reconnecting, recording what it hears. */
export async function listen(url: string, token: string, join: [string, string?]) {
  const socket: Socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  const events: { name: string; payload: Json; at: number }[] = [];
  const disconnects: string[] = [];
  socket.onAny((name: string, payload: Json) => events.push({ name, payload, at: Date.now() }));
  socket.on('disconnect', (reason) => disconnects.push(reason));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const answer = await new Promise<{ ok: boolean }>((resolve) =>
    join[1] === undefined ? socket.emit(join[0], resolve) : socket.emit(join[0], join[1], resolve),
  );
  if (!answer.ok) throw new Error(`${join[0]} refused: ${JSON.stringify(answer)}`);
  return { socket, events, disconnects };
}

/**
 * Opens every demo business around the clock (tests run on the real clock) and answers the demo restaurant's
 * id and a dish of it that can be ordered as it is (not sold out, no options).
 */
export async function openDemoRestaurant(sql: pg.Client): Promise<{ restaurantId: string; itemId: string }> {
  await sql.query(
    "update businesses set opening_all_times = true, is_temporarily_closed = false, paused_until = null, paused_indefinitely = false, closures = '[]'",
  );
  const restaurantId: string = (
    await sql.query("select b.id from businesses b join users u on u.id = b.owner_id where u.email = $1 and b.type = 'restaurant'", [
      DEMO_ACCOUNTS.restaurant,
    ])
  ).rows[0].id;
  const itemId: string = (
    await sql.query(
      "select id from catalogue_items where business_id = $1 and not sold_out and options = '[]'::jsonb order by name limit 1",
      [restaurantId],
    )
  ).rows[0].id;
  return { restaurantId, itemId };
}
