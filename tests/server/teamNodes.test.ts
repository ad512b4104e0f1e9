// A staff member's desk on one node, the owner on the other (two real API nodes on one PostgreSQL): new orders
// reach the member live, and removing the member through the other node ends their desk there at once.
// Runs in the PostgreSQL pass of the server tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/tokens';
import { createTestDatabase, DEMO_ACCOUNTS, TEST_BACKEND } from './helpers';
import { openDesk, type Desk } from './liveDesk';
import { api, login, openDemoRestaurant, startNode, waitFor, type NodeProcess } from './nodeProcess';

const START_MS = 180_000;
const PASSWORD = 'Desk@2026';

describe.runIf(TEST_BACKEND === 'postgres')('a staff desk across two nodes (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let a: NodeProcess, b: NodeProcess;
  const desks: Desk[] = [];
  let sql: pg.Client;
  let restaurantId: string, itemId: string;
  let owner: string, client: string;
  let memberId: string;
  const email = `desk-${Date.now()}@example.ma`;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'oujda-team-'));
    a = await startNode(database.url, path.join(dataDir, 'a'));
    b = await startNode(database.url, path.join(dataDir, 'b'));
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    ({ restaurantId, itemId } = await openDemoRestaurant(sql));
    [owner, client] = await Promise.all([login(a.url, DEMO_ACCOUNTS.restaurant), login(b.url, DEMO_ACCOUNTS.client)]);
    // A desk member of the restaurant, as an accepted invitation leaves it.
    const user = await sql.query(
      "insert into users (name, email, password_hash, role, verified, email_confirmed) values ('Samira', $1, $2, 'staff', true, true) returning id",
      [email, await hashPassword(PASSWORD)],
    );
    const ownerId = (await sql.query('select id from users where email = $1', [DEMO_ACCOUNTS.restaurant])).rows[0].id;
    const member = await sql.query("insert into staff_members (owner_id, user_id, role) values ($1, $2, 'desk') returning id", [
      ownerId,
      user.rows[0].id,
    ]);
    memberId = member.rows[0].id;
  }, START_MS);

  afterAll(async () => {
    for (const desk of desks) desk.close();
    for (const node of [a, b]) if (node && node.process.exitCode === null && node.process.signalCode === null) node.process.kill('SIGTERM');
    await Promise.all([a, b].filter(Boolean).map((n) => n.exited));
    await sql?.end();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('hears on B an order placed through A, and is signed out on B when the owner removes them through A', async () => {
    const signedIn = await api(b.url, 'POST', '/auth/login', undefined, { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;
    const desk = await openDesk(b.url, token, restaurantId);
    desks.push(desk);
    await waitFor(() => desk.status() === 'connected', 10_000, 'the desk to connect');

    const placed = await api(a.url, 'POST', '/client/orders', client, {
      type: 'restaurant',
      businessId: restaurantId,
      lines: [{ productId: itemId, quantity: 1 }],
      numberPhone: '0612345678',
    });
    expect(placed.status).toBe(201);
    await waitFor(() => desk.known.has(placed.body.order._id), 10_000, 'the order on the member’s desk');

    expect((await api(a.url, 'DELETE', `/team/members/${memberId}`, owner)).status).toBe(200);
    const removedAt = Date.now();
    await waitFor(() => desk.status() === 'ended', 10_000, 'the desk on B to end');
    console.log(`removed through A → desk on B ended in ${Date.now() - removedAt} ms`);
    expect((await api(b.url, 'GET', `/orders/restaurant/${restaurantId}`, token)).status).toBe(401);
  }, 90_000);
});
