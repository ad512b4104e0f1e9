import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, catalogueItems, orders } from '../../server/db/schema';
import { createTestApp, DEMO_ACCOUNTS, loginAs, OPEN_HOURS_NOW } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Json = Record<string, any>;

/** One clock for the whole file: the server reads it, the tests move it. */
let now = OPEN_HOURS_NOW;
const at = (iso: string) => {
  now = new Date(iso);
};
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

let built: BuiltApp;
let resto: Session, store: Session, client: Session, admin: Session;
let restaurantId: string, storeId: string;
let itemId: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, session?: Session, payload?: unknown) =>
  built.app.inject({ method, url: `/api${path}`, headers: session?.headers, payload: payload as never });

const orderCount = async () => (await built.ctx.db.select({ n: count() }).from(orders))[0]!.n;
const placeOrder = () =>
  call('POST', '/client/orders', client, {
    type: 'restaurant',
    businessId: restaurantId,
    lines: [{ productId: itemId, quantity: 1 }],
    numberPhone: '0612345678',
  });
const setBusiness = (changes: Partial<typeof businesses.$inferInsert>) =>
  built.ctx.db.update(businesses).set(changes).where(eq(businesses._id, restaurantId));

beforeAll(async () => {
  built = await createTestApp({ now: () => now });
  [resto, store, client, admin] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.store),
    loginAs(built, DEMO_ACCOUNTS.client),
    loginAs(built, DEMO_ACCOUNTS.admin),
  ]);
  const [r] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id));
  const [s] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, store.user._id));
  restaurantId = r!._id;
  storeId = s!._id;
  const items = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, restaurantId));
  itemId = items.find((i) => !i.active && !i.soldOut && i.options.length === 0)!._id;
});

afterAll(async () => {
  await built?.app.close();
});

describe('orders only when open (one rule with the open-now badge)', () => {
  beforeEach(async () => {
    now = OPEN_HOURS_NOW;
    await setBusiness({ isTemporarilyClosed: false, openingAllTimes: false, closures: [], pausedUntil: null, pausedIndefinitely: false });
  });

  it('takes an order inside the schedule', async () => {
    expect((await placeOrder()).statusCode).toBe(201);
  });

  it('refuses outside the schedule, between two slots and before opening, with its own message and nothing written', async () => {
    const before = await orderCount();
    for (const moment of ['2026-11-25T16:30:00+01:00', '2026-11-25T09:00:00+01:00', '2026-11-26T00:10:00+01:00']) {
      at(moment);
      const res = await placeOrder();
      expect(res.statusCode, moment).toBe(409);
      expect(res.json().message).toBe('This business is closed at this hour. Please order during its opening hours.');
    }
    expect(await orderCount()).toBe(before);
  });

  it('follows a slot that runs past midnight, and 24/7', async () => {
    await setBusiness({
      schedule: Object.fromEntries(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
          d,
          [{ opening: '18:00', closing: '02:00' }],
        ]),
      ),
    });
    at('2026-11-26T01:30:00+01:00');
    expect((await placeOrder()).statusCode).toBe(201);
    at('2026-11-26T02:30:00+01:00');
    expect((await placeOrder()).statusCode).toBe(409);
    await setBusiness({ openingAllTimes: true });
    expect((await placeOrder()).statusCode).toBe(201);
    await setBusiness({
      openingAllTimes: false,
      schedule: Object.fromEntries(
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
          d,
          [
            { opening: '12:00', closing: '15:00' },
            { opening: '19:00', closing: '23:30' },
          ],
        ]),
      ),
    });
  });

  it('refuses a temporarily closed business with its message', async () => {
    await setBusiness({ isTemporarilyClosed: true });
    const res = await placeOrder();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This business is temporarily closed and is not taking orders.');
  });

  it("refuses on an exceptional closure day, on Oujda's calendar, and takes orders again the day after", async () => {
    await setBusiness({ closures: [{ from: '2026-11-24', to: '2026-11-25', note: 'Family event' }] });
    const res = await placeOrder();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This business is closed today (exceptional closure).');
    at('2026-11-26T13:00:00+01:00');
    expect((await placeOrder()).statusCode).toBe(201);
  });

  it('refuses while paused, with its message', async () => {
    await setBusiness({ pausedIndefinitely: true });
    const res = await placeOrder();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/paused new orders/);
  });
});

describe('pause new orders', () => {
  beforeEach(async () => {
    now = OPEN_HOURS_NOW;
    await setBusiness({ pausedUntil: null, pausedIndefinitely: false });
  });

  it('pauses for 15 minutes and resumes by itself at that time, with no timer', async () => {
    const res = await call('PUT', `/restaurant/pause/${restaurantId}`, resto, { minutes: 15 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pausedUntil: expect.any(String), pausedIndefinitely: false });
    expect(new Date(res.json().pausedUntil).getTime()).toBe(OPEN_HOURS_NOW.getTime() + 15 * 60_000);
    expect((await placeOrder()).statusCode).toBe(409);
    later(14);
    expect((await placeOrder()).statusCode).toBe(409);
    later(1);
    expect((await placeOrder()).statusCode).toBe(201);
  });

  it('pauses until resumed, and Resume takes orders again at once', async () => {
    expect((await call('PUT', `/restaurant/pause/${restaurantId}`, resto, { minutes: null })).json()).toMatchObject({
      pausedIndefinitely: true,
      pausedUntil: null,
    });
    later(24 * 60);
    expect((await placeOrder()).statusCode).toBe(409);
    const resumed = await call('DELETE', `/restaurant/pause/${restaurantId}`, resto);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ pausedIndefinitely: false, pausedUntil: null });
    expect((await placeOrder()).statusCode).toBe(201);
  });

  it('shows the pause to the admin in the business they open', async () => {
    await call('PUT', `/restaurant/pause/${restaurantId}`, resto, { minutes: 30 });
    const res = await call('GET', `/admin/restaurant/${restaurantId}`, admin);
    expect(new Date(res.json().pausedUntil).getTime()).toBe(OPEN_HOURS_NOW.getTime() + 30 * 60_000);
  });

  it('refuses other durations, strangers and anonymous callers, writing nothing', async () => {
    for (const minutes of [0, 10, 45, '15', -15, undefined]) {
      const res = await call('PUT', `/restaurant/pause/${restaurantId}`, resto, { minutes });
      expect(res.statusCode, String(minutes)).toBe(400);
      expect(res.json().message).toBe('Pause for 15, 30 or 60 minutes, or until resumed.');
    }
    expect((await call('PUT', `/restaurant/pause/${restaurantId}`, undefined, { minutes: 15 })).statusCode).toBe(401);
    expect((await call('PUT', `/restaurant/pause/${restaurantId}`, store, { minutes: 15 })).statusCode).toBe(403);
    expect((await call('PUT', `/restaurant/pause/${restaurantId}`, client, { minutes: 15 })).statusCode).toBe(403);
    expect((await call('DELETE', `/store/pause/${restaurantId}`, store)).statusCode).toBe(404);
    const [row] = await built.ctx.db.select().from(businesses).where(eq(businesses._id, restaurantId));
    expect(row).toMatchObject({ pausedUntil: null, pausedIndefinitely: false });
    void storeId;
  });
});

describe('exceptional closures and service settings', () => {
  it('stores closures in date order with trimmed notes', async () => {
    const res = await call('PUT', `/restaurant/update/${restaurantId}`, resto, {
      closures: [
        { from: '2027-05-27', to: '2027-05-29', note: ' Eid al-Adha ' },
        { from: '2026-12-01', to: '2026-12-01', note: 'Renovation' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().closures).toEqual([
      { from: '2026-12-01', to: '2026-12-01', note: 'Renovation' },
      { from: '2027-05-27', to: '2027-05-29', note: 'Eid al-Adha' },
    ]);
  });

  it('refuses overlapping, reversed and malformed closures with a message, writing nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [
        [
          { from: '2026-12-01', to: '2026-12-05', note: '' },
          { from: '2026-12-05', to: '2026-12-06', note: '' },
        ],
        /overlap/,
      ],
      [[{ from: '2026-12-05', to: '2026-12-01', note: '' }], /last day/],
      [[{ from: '2026-02-30', to: '2026-03-01', note: '' }], /last day/],
      [[{ from: '2026-12-01', to: '2026-12-01', note: 'x'.repeat(61) }], /60 characters/],
      ['Eid', /last day/],
    ];
    for (const [closures, message] of cases) {
      const res = await call('PUT', `/restaurant/update/${restaurantId}`, resto, { closures });
      expect(res.statusCode, JSON.stringify(closures)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const [row] = await built.ctx.db.select().from(businesses).where(eq(businesses._id, restaurantId));
    expect(row!.closures).toHaveLength(2);
  });

  it('keeps the usual preparation time and print-on-accept, checked', async () => {
    const ok = await call('PUT', `/restaurant/update/${restaurantId}`, resto, { preparationMinutes: 25, printOnAccept: true });
    expect(ok.json()).toMatchObject({ preparationMinutes: 25, printOnAccept: true });
    for (const body of [{ preparationMinutes: 2 }, { preparationMinutes: 12.5 }, { preparationMinutes: '20' }, { printOnAccept: 'yes' }]) {
      expect((await call('PUT', `/restaurant/update/${restaurantId}`, resto, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    await call('PUT', `/restaurant/update/${restaurantId}`, resto, { preparationMinutes: 20, printOnAccept: false });
  });
});

describe('accept with a preparation time, refuse with a reason', () => {
  beforeEach(async () => {
    now = OPEN_HOURS_NOW;
    await setBusiness({ closures: [], pausedUntil: null, pausedIndefinitely: false, isTemporarilyClosed: false });
  });
  const decide = (id: string, body: Json, session = resto) =>
    call('PUT', `/orders/restaurant/updatestatue/${id}`, session, { type: 'restaurant', ...body });

  it('stores preparationMinutes and readyAt, and every reader sees them (owner, admin, rider)', async () => {
    const { order } = (await placeOrder()).json();
    const res = await decide(order._id, { status: 'confirmé', preparationMinutes: 20 });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      statusOrders: 'waiting',
      preparationMinutes: 20,
      readyAt: new Date(OPEN_HOURS_NOW.getTime() + 20 * 60_000).toISOString(),
    });
    const adminList = (await call('GET', '/orders/admin/waiting/restaurant', admin)).json().orders as Json[];
    expect(adminList.find((o) => o._id === order._id)).toMatchObject({ preparationMinutes: 20 });
    const rider = await loginAs(built, DEMO_ACCOUNTS.rider);
    const riderList = (await call('GET', '/rider/orders?status=waiting', rider)).json().orders as Json[];
    expect(riderList.find((o) => o._id === order._id)).toMatchObject({ preparationMinutes: 20, readyAt: expect.any(String) });
  });

  it("uses the business's usual time when none is sent", async () => {
    await setBusiness({ preparationMinutes: 35 });
    const { order } = (await placeOrder()).json();
    expect((await decide(order._id, { status: 'confirmé' })).json().order).toMatchObject({ preparationMinutes: 35 });
    await setBusiness({ preparationMinutes: 20 });
  });

  it('refuses a bad preparation time, leaving the order new', async () => {
    const { order } = (await placeOrder()).json();
    for (const preparationMinutes of [0, 4, 181, 12.5, 'soon']) {
      const res = await decide(order._id, { status: 'confirmé', preparationMinutes });
      expect(res.statusCode, String(preparationMinutes)).toBe(400);
      expect(res.json().message).toMatch(/preparation time/);
    }
    const [row] = await built.ctx.db.select().from(orders).where(eq(orders._id, order._id));
    expect(row).toMatchObject({ statusOrders: 'new', preparationMinutes: null });
  });

  it('stores the refusal reason; the customer and the admin see it', async () => {
    const { order } = (await placeOrder()).json();
    const res = await decide(order._id, { status: 'refusée', refusalReason: 'tooBusy' });
    expect(res.json().order).toMatchObject({ statusOrders: 'refusée', refusalReason: 'tooBusy', refusalNote: null });
    const mine = (await call('GET', '/client/orders', client)).json().orders as Json[];
    expect(mine.find((o) => o._id === order._id)).toMatchObject({ refusalReason: 'tooBusy' });
    const adminList = (await call('GET', '/orders/admin/refusée/restaurant', admin)).json().orders as Json[];
    expect(adminList.find((o) => o._id === order._id)).toMatchObject({ refusalReason: 'tooBusy' });

    const other = (await placeOrder()).json().order;
    expect(
      (await decide(other._id, { status: 'refusée', refusalReason: 'other', refusalNote: ' Gas cut in the street ' })).json().order,
    ).toMatchObject({
      refusalReason: 'other',
      refusalNote: 'Gas cut in the street',
    });
  });

  it("refuses an unknown reason, or 'other' without words, leaving the order new", async () => {
    const { order } = (await placeOrder()).json();
    const cases: [Json, RegExp][] = [
      [{ refusalReason: 'weather' }, /choose a reason/],
      [{ refusalReason: 'other' }, /say why/],
      [{ refusalReason: 'other', refusalNote: '   ' }, /say why/],
      [{ refusalReason: 'other', refusalNote: 'x'.repeat(201) }, /say why/],
    ];
    for (const [body, message] of cases) {
      const res = await decide(order._id, { status: 'refusée', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const [row] = await built.ctx.db.select().from(orders).where(eq(orders._id, order._id));
    expect(row).toMatchObject({ statusOrders: 'new', refusalReason: null });
  });
});

describe('sold out until tomorrow', () => {
  const EVERY_DAY_NOON_TO_11PM = Object.fromEntries(
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
      d,
      [{ opening: '12:00', closing: '23:00' }],
    ]),
  );
  const menuItem = async () =>
    ((await call('GET', `/menu/getByOwner/${restaurantId}`, resto)).json() as Json[]).find((i) => i._id === itemId)!;
  beforeEach(async () => {
    now = OPEN_HOURS_NOW;
    await setBusiness({
      isTemporarilyClosed: false,
      openingAllTimes: false,
      closures: [],
      pausedUntil: null,
      pausedIndefinitely: false,
      schedule: EVERY_DAY_NOON_TO_11PM,
    });
  });
  afterAll(async () => {
    await built.ctx.db.update(catalogueItems).set({ soldOut: false, soldOutUntil: null }).where(eq(catalogueItems._id, itemId));
  });

  it('is back on sale by itself at the next opening, read the same by the menu and by ordering', async () => {
    const res = await call('PUT', `/menu/update/${itemId}`, resto, { soldOut: true, soldOutUntil: 'tomorrow' });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ soldOut: true, soldOutUntil: new Date('2026-11-26T12:00:00+01:00').toISOString() });
    later(60);
    expect((await placeOrder()).statusCode).toBe(409);
    at('2026-11-26T11:59:00+01:00');
    expect((await menuItem()).soldOut).toBe(true);
    at('2026-11-26T12:00:00+01:00');
    expect(await menuItem()).toMatchObject({ soldOut: false, soldOutUntil: null });
    expect((await placeOrder()).statusCode).toBe(201);
  });

  it('"until I change it" lasts, and putting it back on sale forgets any date', async () => {
    await call('PUT', `/menu/update/${itemId}`, resto, { soldOut: true, soldOutUntil: 'tomorrow' });
    const res = await call('PUT', `/menu/update/${itemId}`, resto, { soldOut: true, soldOutUntil: 'changed' });
    expect(res.json().product).toMatchObject({ soldOut: true, soldOutUntil: null });
    at('2026-12-09T13:00:00+01:00');
    expect((await placeOrder()).statusCode).toBe(409);
    await call('PUT', `/menu/update/${itemId}`, resto, { soldOut: false });
    const [row] = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems._id, itemId));
    expect(row).toMatchObject({ soldOut: false, soldOutUntil: null });
  });

  it('refuses a span it does not know with its message, and writes nothing', async () => {
    const res = await call('PUT', `/menu/update/${itemId}`, resto, { soldOut: true, soldOutUntil: 'next week' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Sold out until must be "tomorrow" or "changed".');
    expect((await menuItem()).soldOut).toBe(false);
  });
});
