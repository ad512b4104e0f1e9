import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { buildApp, type BuiltApp } from '../../server/app';
import { auditLog, businesses, catalogueItems, escalationSettings, jobs, orders } from '../../server/db/schema';
import { DEFAULT_ESCALATION, ORDER_ESCALATED_EVENT } from '../../src/domain/escalation';
import { MSG } from '../../src/domain/messages';
import { NO_ANSWER_REASON } from '../../src/domain/service';
import { createTestApp, createTestDatabase, DEMO_ACCOUNTS, loginAs, OPEN_HOURS_NOW, TEST_DATABASE_URL } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Json = Record<string, any>;

/** Escalation of unanswered orders and auto-accept, on the app's clock, which the tests move. */
let clock = OPEN_HOURS_NOW;
const at = (minutes: number, from = placedAt) => new Date(from.getTime() + minutes * 60_000);
let placedAt = OPEN_HOURS_NOW;

let built: BuiltApp;
let url: string;
let admin: Session, resto: Session, store: Session, client: Session;
let restaurantId: string;
const sockets: Socket[] = [];
// Jobs run when a test says so (runDue), never by the background poll.
const NO_POLL = { jobPollMs: 3_600_000, now: () => clock };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, session?: Session, payload?: unknown, app = built) =>
  app.app.inject({ method, url: `/api${route}`, headers: session?.headers, payload: payload as never });

async function adminEvents() {
  const socket = io(url, { auth: { token: admin.token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const events: { name: string; payload: Json }[] = [];
  socket.onAny((name: string, payload: Json) => events.push({ name, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  expect(await new Promise<{ ok: boolean }>((resolve) => socket.emit('joinAdminRoom', resolve))).toMatchObject({ ok: true });
  return events;
}

async function placeOrder(app = built, session = client) {
  const items = await app.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, restaurantId));
  const item = items.find((i) => !i.active && !i.soldOut && i.options.length === 0)!;
  placedAt = clock;
  return call(
    'POST',
    '/client/orders',
    session,
    {
      type: 'restaurant',
      businessId: restaurantId,
      lines: [{ productId: item._id, quantity: 1 }],
      numberPhone: '0612345678',
    },
    app,
  );
}

async function newOrder(app = built, session = client) {
  const res = await placeOrder(app, session);
  expect(res.statusCode).toBe(201);
  return res.json().order as Json;
}

/** Moves the clock to `minutes` after the order was placed and runs what fell due. */
async function runAt(minutes: number, app = built) {
  clock = at(minutes);
  await app.ctx.jobs.runDue();
}

const orderRow = async (id: string, app = built) => (await app.ctx.db.select().from(orders).where(eq(orders._id, id)))[0]!;
const jobsOf = async (id: string, app = built) =>
  app.ctx.db
    .select({ kind: jobs.kind, attempts: jobs.attempts, doneAt: jobs.doneAt, lastError: jobs.lastError, runAt: jobs.runAt })
    .from(jobs)
    .where(like(jobs.key, `order-%:${id}`));
const escalations = (events: { name: string; payload: Json }[], id: string) =>
  events.filter((e) => e.name === ORDER_ESCALATED_EVENT && e.payload._id === id);
const settle = (events: () => unknown[], n: number) => expect.poll(() => events().length >= n, { timeout: 5000 }).toBe(true);

const saveSettings = (settings: Json, session = resto) => call('PUT', `/restaurant/escalation/${restaurantId}`, session, settings);

beforeAll(async () => {
  built = await createTestApp(NO_POLL);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  [admin, resto, store, client] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.admin),
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.store),
    loginAs(built, DEMO_ACCOUNTS.client),
  ]);
  restaurantId = (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id)))[0]!._id;
});

afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await built?.app.close();
});

beforeEach(async () => {
  clock = OPEN_HOURS_NOW;
  await built.ctx.db.delete(escalationSettings);
  await built.ctx.db.update(jobs).set({ doneAt: clock });
});

describe('escalation settings', () => {
  it('are the defaults until the owner saves some: 3 minutes, 10 minutes, never refused, not accepted automatically', async () => {
    const res = await call('GET', `/restaurant/escalation/${restaurantId}`, resto);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reminderMinutes: 3, adminAlertMinutes: 10, autoRefuseMinutes: null, autoAccept: false });
    expect(res.json()).toEqual(DEFAULT_ESCALATION);
  });

  it('are saved whole and read back, by the owner or an admin', async () => {
    const mine = { reminderMinutes: 2, adminAlertMinutes: 15, autoRefuseMinutes: 20, autoAccept: true };
    expect((await saveSettings(mine)).json()).toEqual(mine);
    expect((await call('GET', `/restaurant/escalation/${restaurantId}`, resto)).json()).toEqual(mine);
    const byAdmin = { ...mine, autoRefuseMinutes: null };
    expect((await saveSettings(byAdmin, admin)).json()).toEqual(byAdmin);
    expect((await call('GET', `/restaurant/escalation/${restaurantId}`, admin)).json()).toEqual(byAdmin);
  });

  it.each([
    [{ reminderMinutes: 0 }, 'reminderMinutes', MSG.reminderMinutesInvalid],
    [{ reminderMinutes: 2.5 }, 'reminderMinutes', MSG.reminderMinutesInvalid],
    [{ reminderMinutes: '3' }, 'reminderMinutes', MSG.reminderMinutesInvalid],
    [{ adminAlertMinutes: 61 }, 'adminAlertMinutes', MSG.adminAlertMinutesInvalid],
    [{ reminderMinutes: 10, adminAlertMinutes: 10 }, 'adminAlertMinutes', MSG.adminAlertMinutesInvalid],
    [{ autoRefuseMinutes: 4 }, 'autoRefuseMinutes', MSG.autoRefuseMinutesInvalid],
    [{ autoRefuseMinutes: 31 }, 'autoRefuseMinutes', MSG.autoRefuseMinutesInvalid],
    [{ reminderMinutes: 5, autoRefuseMinutes: 5 }, 'autoRefuseMinutes', MSG.autoRefuseMinutesInvalid],
    [{ autoRefuseMinutes: undefined }, 'autoRefuseMinutes', MSG.autoRefuseMinutesInvalid],
    [{ autoAccept: 'yes' }, 'autoAccept', MSG.autoAcceptInvalid],
  ])('%j answers 400 with the rule, and nothing is saved', async (change, field, message) => {
    const res = await saveSettings({ ...DEFAULT_ESCALATION, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await built.ctx.db.select().from(escalationSettings)).toEqual([]);
  });

  it('keeps only its own fields, and refuses a body that is not the settings', async () => {
    const extra = await saveSettings({ ...DEFAULT_ESCALATION, autoPrint: true });
    expect(extra.json()).toEqual(DEFAULT_ESCALATION);
    await built.ctx.db.delete(escalationSettings);
    for (const body of [[], [DEFAULT_ESCALATION]]) {
      const res = await saveSettings(body as Json);
      expect([res.statusCode, res.json().message]).toEqual([400, MSG.reminderMinutesInvalid]);
    }
    expect(await built.ctx.db.select().from(escalationSettings)).toEqual([]);
  });

  it("are their owner's: another owner gets 403, a customer 403, nobody signed in 401, an unknown business 404", async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const route = `/restaurant/escalation/${restaurantId}`;
      expect((await call(method, route, store, DEFAULT_ESCALATION)).statusCode).toBe(403);
      expect((await call(method, route, client, DEFAULT_ESCALATION)).statusCode).toBe(403);
      expect((await call(method, route, undefined, DEFAULT_ESCALATION)).statusCode).toBe(401);
      expect((await call(method, `/store/escalation/${restaurantId}`, resto, DEFAULT_ESCALATION)).statusCode).toBe(404);
      expect((await call(method, `/restaurant/escalation/not-an-id`, resto, DEFAULT_ESCALATION)).statusCode).toBe(400);
    }
    expect(await built.ctx.db.select().from(escalationSettings)).toEqual([]);
  });
});

describe('an order nobody answers', () => {
  it('sends the reminder at 3 minutes and alerts every admin at 10, once each, and stays new (auto-refuse off)', async () => {
    const events = await adminEvents();
    const order = await newOrder();
    const reminder = async () => (await jobsOf(order._id)).find((j) => j.kind === 'order-waiting')!;

    await runAt(2.99);
    expect((await reminder()).doneAt).toBeNull();
    await runAt(3);
    expect(await reminder()).toMatchObject({ attempts: 1, lastError: null, doneAt: clock });

    await runAt(9.99);
    expect((await orderRow(order._id)).escalatedAt).toBeNull();
    await runAt(10);
    await settle(() => escalations(events, order._id), 1);
    expect(escalations(events, order._id)[0]!.payload).toMatchObject({ commandNumber: order.commandNumber, statusOrders: 'new' });
    expect(new Date((await orderRow(order._id)).escalatedAt!)).toEqual(at(10));

    const overview = (await call('GET', '/data/admin/overview', admin)).json();
    expect(overview.staleNew.orders).toContainEqual(expect.objectContaining({ _id: order._id, escalatedAt: at(10).toISOString() }));

    await runAt(60);
    // A later live event would have arrived by the time the overview answered: wait for a round trip.
    await call('GET', '/health');
    expect(escalations(events, order._id)).toHaveLength(1);
    expect(await jobsOf(order._id)).toHaveLength(2);
    expect((await jobsOf(order._id)).every((j) => j.attempts === 1 && j.doneAt)).toBe(true);
    expect((await orderRow(order._id)).statusOrders).toBe('new');
  });

  it('is refused with the reason "no answer" at the configured minutes, which the customer sees; after the admin alert', async () => {
    await saveSettings({ reminderMinutes: 2, adminAlertMinutes: 5, autoRefuseMinutes: 7, autoAccept: false });
    const events = await adminEvents();
    const order = await newOrder();

    await runAt(5);
    await settle(() => escalations(events, order._id), 1);
    await runAt(6.99);
    expect((await orderRow(order._id)).statusOrders).toBe('new');
    await runAt(7);
    const row = await orderRow(order._id);
    expect([row.statusOrders, row.refusalReason, row.autoAccepted]).toEqual(['refusée', NO_ANSWER_REASON, false]);

    const mine = (await call('GET', '/client/orders', client)).json();
    expect(mine.orders.find((o: Json) => o._id === order._id)).toMatchObject({ statusOrders: 'refusée', refusalReason: 'noAnswer' });
    const audited = await built.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, order._id));
    expect(audited).toEqual([expect.objectContaining({ actorId: null, actorRole: 'system', after: { status: 'refusée' } })]);

    await runAt(30);
    expect(escalations(events, order._id)).toHaveLength(1);
    expect((await jobsOf(order._id)).map((j) => [j.kind, j.attempts])).toEqual(
      expect.arrayContaining([
        ['order-waiting', 1],
        ['order-escalate', 1],
        ['order-autorefuse', 1],
      ]),
    );
  });

  it('is not refused when the owner turned auto-refuse off after it was placed', async () => {
    await saveSettings({ ...DEFAULT_ESCALATION, autoRefuseMinutes: 5 });
    const order = await newOrder();
    await saveSettings(DEFAULT_ESCALATION);
    await runAt(30);
    expect((await orderRow(order._id)).statusOrders).toBe('new');
  });
});

describe('an order answered in time', () => {
  it('is neither reminded, escalated nor refused', async () => {
    await saveSettings({ ...DEFAULT_ESCALATION, autoRefuseMinutes: 15 });
    const events = await adminEvents();
    const order = await newOrder();
    await runAt(1);
    const accepted = await call('PUT', `/orders/restaurant/updatestatue/${order._id}`, resto, { status: 'confirmé', type: 'restaurant' });
    expect(accepted.statusCode).toBe(200);

    await runAt(30);
    const row = await orderRow(order._id);
    expect([row.statusOrders, row.escalatedAt, row.refusalReason]).toEqual(['waiting', null, null]);
    await call('GET', '/health');
    expect(escalations(events, order._id)).toEqual([]);
    const overview = (await call('GET', '/data/admin/overview', admin)).json();
    expect(overview.staleNew.orders.map((o: Json) => o._id)).not.toContain(order._id);
  });

  it('an owner accepting at the very moment of the auto-refuse: one of them wins, cleanly', async () => {
    await saveSettings({ ...DEFAULT_ESCALATION, autoRefuseMinutes: 5 });
    const order = await newOrder();
    await runAt(4.99);
    clock = at(5);
    const [accepted] = await Promise.all([
      call('PUT', `/orders/restaurant/updatestatue/${order._id}`, resto, { status: 'confirmé', type: 'restaurant' }),
      built.ctx.jobs.runDue(),
    ]);
    const row = await orderRow(order._id);
    if (accepted.statusCode === 200) expect([row.statusOrders, row.refusalReason]).toEqual(['waiting', null]);
    else expect([accepted.statusCode, row.statusOrders, row.refusalReason]).toEqual([409, 'refusée', NO_ANSWER_REASON]);
    expect((await jobsOf(order._id)).find((j) => j.kind === 'order-autorefuse')).toMatchObject({ attempts: 1, lastError: null });
  });
});

describe('auto-accept', () => {
  beforeEach(async () => {
    await built.ctx.db
      .update(businesses)
      .set({ preparationMinutes: 35, pausedUntil: null, pausedIndefinitely: false, closures: [], isTemporarilyClosed: false })
      .where(eq(businesses._id, restaurantId));
  });

  it('accepts a new order at once with the usual preparation time, marked automatic; nothing escalates', async () => {
    const events = await adminEvents();
    await saveSettings({ ...DEFAULT_ESCALATION, autoRefuseMinutes: 5, autoAccept: true });
    const order = await newOrder();
    expect(order).toMatchObject({ statusOrders: 'waiting', autoAccepted: true, preparationMinutes: 35, readyAt: at(35).toISOString() });
    await expect
      .poll(() => events.find((e) => e.name === 'newOrdeAdmin' && e.payload._id === order._id)?.payload)
      .toMatchObject({
        statusOrders: 'waiting',
        autoAccepted: true,
      });

    await runAt(30);
    const row = await orderRow(order._id);
    expect([row.statusOrders, row.escalatedAt, row.refusalReason]).toEqual(['waiting', null, null]);
    const audited = await built.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, order._id));
    expect(audited).toEqual([expect.objectContaining({ actorRole: 'system', after: { status: 'waiting' } })]);
    expect((await jobsOf(order._id)).find((j) => j.kind === 'order-autoaccept')).toMatchObject({ attempts: 1, lastError: null });
  });

  it('the safety job accepts an order this node did not get to (it stopped right after the commit)', async () => {
    await saveSettings({ ...DEFAULT_ESCALATION, autoAccept: true });
    const order = await newOrder();
    // As if the node died before accepting: the order as it was committed.
    await built.ctx.db
      .update(orders)
      .set({ statusOrders: 'new', autoAccepted: false, preparationMinutes: null, readyAt: null })
      .where(eq(orders._id, order._id));
    await runAt(0.99);
    expect((await orderRow(order._id)).statusOrders).toBe('new');
    await runAt(1);
    expect(await orderRow(order._id)).toMatchObject({ statusOrders: 'waiting', autoAccepted: true, preparationMinutes: 35 });
  });

  it.each([
    ['paused', { pausedIndefinitely: true }, MSG.businessPaused],
    ['closed today', { closures: [{ from: '2026-11-25', to: '2026-11-25', note: 'Eid' }] }, MSG.businessOnClosure],
    ['temporarily closed', { isTemporarilyClosed: true }, MSG.businessTemporarilyClosed],
  ])('never takes an order while %s: the customer is told, nothing is stored', async (_what, state, message) => {
    await saveSettings({ ...DEFAULT_ESCALATION, autoAccept: true });
    await built.ctx.db.update(businesses).set(state).where(eq(businesses._id, restaurantId));
    const before = (await built.ctx.db.select({ n: count() }).from(orders))[0]!.n;
    const res = await placeOrder();
    expect([res.statusCode, res.json().message]).toEqual([409, message]);
    expect((await built.ctx.db.select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });

  it('never takes an order outside the opening hours', async () => {
    await saveSettings({ ...DEFAULT_ESCALATION, autoAccept: true });
    clock = new Date('2026-11-25T04:00:00+01:00');
    const res = await placeOrder();
    expect([res.statusCode, res.json().message]).toEqual([409, MSG.businessClosedNow]);
  });

  it('is off by default: an order stays new for the owner to decide', async () => {
    expect(await newOrder()).toMatchObject({ statusOrders: 'new', autoAccepted: false, preparationMinutes: null });
  });
});

describe('a node restart', () => {
  it('loses no step: a second node on the same database alerts and refuses at the configured minutes, once', async () => {
    const pg = TEST_DATABASE_URL ? await createTestDatabase() : null;
    const dataDir = pg ? undefined : await mkdtemp(path.join(tmpdir(), 'oujda-escalation-'));
    const where = pg ? { databaseUrl: pg.url } : { dataDir: dataDir! };
    const first = await createTestApp({ ...where, ...NO_POLL });
    let firstOpen = true;
    let second: BuiltApp | undefined;
    try {
      const owner = await loginAs(first, DEMO_ACCOUNTS.restaurant);
      const customer = await loginAs(first, DEMO_ACCOUNTS.client);
      restaurantId = (await first.ctx.db.select().from(businesses).where(eq(businesses.owner, owner.user._id)))[0]!._id;
      await call('PUT', `/restaurant/escalation/${restaurantId}`, owner, { ...DEFAULT_ESCALATION, autoRefuseMinutes: 12 }, first);
      const order = await newOrder(first, customer);
      await runAt(3, first);
      await first.app.close();
      firstOpen = false;

      second = await buildApp({ ...where, logger: false, seed: false, filesDir: `.data-test/${process.pid}-restart`, ...NO_POLL });
      await runAt(10, second);
      await runAt(12, second);
      const row = await orderRow(order._id, second);
      expect([row.statusOrders, row.refusalReason, new Date(row.escalatedAt!)]).toEqual(['refusée', NO_ANSWER_REASON, at(10)]);
      expect((await jobsOf(order._id, second)).map((j) => [j.kind, j.attempts]).sort()).toEqual([
        ['order-autorefuse', 1],
        ['order-escalate', 1],
        ['order-waiting', 1],
      ]);
    } finally {
      await second?.app.close();
      if (firstOpen) await first.app.close();
      await pg?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      restaurantId = (await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id)))[0]!._id;
    }
  }, 120_000);
});
