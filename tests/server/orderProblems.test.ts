import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { auditLog, businesses, catalogueItems, jobs, ledgerEntries, orders, refunds, users } from '../../server/db/schema';
import { centimes, formatMoney, sumMoney, toCentimes } from '../../src/domain/money';
import { LEDGER_BACKFILL_JOB } from '../../server/statements/jobs';
import { deliver as deliverFor, onItsWay as onItsWayFor } from './deliveries';
import { createTestApp, createTestDatabase, DEMO_ACCOUNTS, jobDone, loginAs, OPEN_HOURS_NOW, TEST_BACKEND } from './helpers';
import { demoStaff, demoTenant, STAFF_PASSWORD } from './tenant';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Json = Record<string, any>;

let built: BuiltApp;
/** A second node on the same PostgreSQL database (the same node on the embedded one): races run across both. */
let second: BuiltApp;
let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
const NODES = TEST_BACKEND === 'postgres' ? 'two nodes on one PostgreSQL' : 'concurrent requests on one database';
let clock = OPEN_HOURS_NOW;
let admin: Session, resto: Session, store: Session, client: Session, manager: Session, desk: Session;
let restaurantId: string;
let counted: { _id: string; price: number };
let plain: { _id: string; price: number };

const call = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  session?: Session,
  payload?: unknown,
  headers: Record<string, string> = {},
  on = built,
) => on.app.inject({ method, url: `/api${path}`, headers: { ...session?.headers, ...headers }, payload: payload as never });
/** A share rounded halves up, written apart from src/domain/money.ts so that a wrong rule there fails here. */
const share = (amount: number, basisPoints: number) => Math.floor((2 * amount * basisPoints + 10_000) / 20_000);

/** The client's order: 3 of the plain product and 2 of the one whose stock is counted. */
async function placeOrder(): Promise<string> {
  const res = await call('POST', '/client/orders', client, {
    type: 'restaurant',
    businessId: restaurantId,
    lines: [
      { productId: plain._id, quantity: 3 },
      { productId: counted._id, quantity: 2 },
    ],
    numberPhone: '0612345678',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order._id as string;
}
const accept = (id: string, session = resto) => call('PUT', `/orders/restaurant/updatestatue/${id}`, session, { status: 'confirmé' });
const stockOf = async () =>
  (await built.ctx.db.select({ stock: catalogueItems.stock }).from(catalogueItems).where(eq(catalogueItems._id, counted._id)))[0]!.stock;
const entriesOf = async (orderId: string) => {
  const rows = await built.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
  const sums: Record<string, number> = {};
  for (const e of rows) sums[e.kind] = (sums[e.kind] ?? 0) + e.amount;
  return sums;
};
const goodsOf = async (orderId: string) => {
  const [o] = await built.ctx.db.select().from(orders).where(eq(orders._id, orderId));
  return o!.totalPrix - o!.deleveryFee;
};
async function deliveredOrder() {
  const id = await placeOrder();
  await onItsWayFor(built, admin, id);
  const res = await deliverFor(built, admin, id);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/** The outboxes' messages to `to` (either node may have sent them). */
async function mailsTo(to: string): Promise<{ to: string; subject: string; text: string }[]> {
  await built.ctx.background.settled();
  await second.ctx.background.settled();
  const mails = [];
  for (const dir of new Set([built.ctx.filesDir, second.ctx.filesDir].map((d) => path.join(d, 'outbox')))) {
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')))
      mails.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')));
  }
  return mails.filter((mail) => mail.to === to);
}

beforeAll(async () => {
  // The outbox mailer prints every message; the tests read its files instead.
  vi.spyOn(console, 'log').mockImplementation(() => {});
  database = TEST_BACKEND === 'postgres' ? await createTestDatabase() : null;
  built = await createTestApp({ now: () => clock, ...(database ? { databaseUrl: database.url } : {}) });
  second = database
    ? await createTestApp({ now: () => clock, databaseUrl: database.url, seed: false, filesDir: `.data-test/${process.pid}-second` })
    : built;
  [admin, resto, store, client] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.admin),
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.store),
    loginAs(built, DEMO_ACCOUNTS.client),
  ]);
  const [r] = await built.ctx.db.select().from(businesses).where(eq(businesses.owner, resto.user._id));
  restaurantId = r!._id;
  const items = await built.ctx.db.select().from(catalogueItems).where(eq(catalogueItems.businessId, restaurantId));
  const plainOnes = items.filter((i) => !i.active && !i.soldOut && i.options.length === 0 && i.stock === null && i.availability === null);
  plain = { _id: plainOnes[0]!._id, price: plainOnes[0]!.price };
  counted = { _id: plainOnes[1]!._id, price: plainOnes[1]!.price };
  await built.ctx.db.update(catalogueItems).set({ stock: 100 }).where(eq(catalogueItems._id, counted._id));
  const { emails } = await demoStaff(built, await demoTenant(built));
  manager = await loginAs(built, emails.restoManager!, STAFF_PASSWORD);
  desk = await loginAs(built, emails.restoDesk!, STAFF_PASSWORD);
  // The backfill would write the delivered orders' entries of the demo data meanwhile; wait for it.
  await jobDone(built, LEDGER_BACKFILL_JOB);
});

afterAll(async () => {
  if (second !== built) await second?.app.close();
  await built?.app.close();
  await database?.drop();
});

describe('cancelling', () => {
  it('a customer cancels a new order: cancelled with its reason, stock back, nothing charged to anyone, an audit line', async () => {
    const before = await stockOf();
    const id = await placeOrder();
    expect(await stockOf()).toBe(before! - 2);
    const res = await call('POST', `/client/orders/${id}/cancel`, client, { reason: 'changedMind' });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order as Json;
    expect(order.statusOrders).toBe('annulée');
    expect(order.cancellation).toMatchObject({ by: 'customer', reason: 'changedMind', accepted: false, liable: 'platform' });
    expect(await stockOf()).toBe(before);
    expect(await entriesOf(id)).toEqual({});
    const [line] = await built.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'order.cancel')));
    expect(line?.actorId).toBe(client.user._id);
  });

  it('nothing leaves cancelled: accepting it is refused and the stock is not put back twice', async () => {
    const id = await placeOrder();
    expect((await call('POST', `/client/orders/${id}/cancel`, client, { reason: 'tooLong' })).statusCode).toBe(200);
    const stock = await stockOf();
    const res = await accept(id);
    expect(res.statusCode).toBe(409);
    const again = await call('POST', `/client/orders/${id}/cancel`, client, { reason: 'tooLong' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('orderAlreadyFinal');
    expect(await stockOf()).toBe(stock);
  });

  it('a customer cannot cancel once the business answered; a bare status change to cancelled is refused', async () => {
    const id = await placeOrder();
    expect((await accept(id)).statusCode).toBe(200);
    const res = await call('POST', `/client/orders/${id}/cancel`, client, { reason: 'changedMind' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('customerCancelTooLate');
    const bare = await call('PUT', `/orders/admin/restaurant/${id}/${encodeURIComponent('annulée')}`, admin, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('cancelNeedsReason');
  });

  it(`cancel and accept at the same moment: exactly one wins, and the order is what the winner made it (${NODES})`, async () => {
    for (let round = 0; round < 4; round++) {
      const id = await placeOrder();
      const stock = await stockOf();
      const [a, c] = await Promise.all([
        accept(id),
        call('POST', `/client/orders/${id}/cancel`, client, { reason: 'changedMind' }, {}, second),
      ]);
      expect([a.statusCode, c.statusCode].sort()).toEqual([200, 409]);
      const [row] = await built.ctx.db.select().from(orders).where(eq(orders._id, id));
      expect(row!.statusOrders).toBe(a.statusCode === 200 ? 'waiting' : 'annulée');
      expect(await stockOf()).toBe(a.statusCode === 200 ? stock : stock! + 2);
    }
  });

  it('the business cancels an accepted order for its own reason and is charged the commission; not a new one, not after pickup', async () => {
    const id = await placeOrder();
    expect((await call('POST', `/orders/${id}/cancel`, resto, { reason: 'tooBusy' })).json().code).toBe('businessCancelNotAccepted');
    expect((await accept(id)).statusCode).toBe(200);
    expect((await call('POST', `/orders/${id}/cancel`, resto, { reason: 'noRider' })).statusCode).toBe(400);
    const res = await call('POST', `/orders/${id}/cancel`, desk, { reason: 'itemUnavailable', note: 'No more mint' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.cancellation).toMatchObject({ by: 'business', liable: 'business', accepted: true, note: 'No more mint' });
    const commission = share(await goodsOf(id), 1500);
    expect(await entriesOf(id)).toEqual({ commission: -commission, commission_tax: -share(commission, 2000) });

    const gone = await placeOrder();
    await onItsWayFor(built, admin, gone);
    const late = await call('POST', `/orders/${gone}/cancel`, resto, { reason: 'tooBusy' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('businessCancelAfterPickup');
  });

  it("another business's owner cannot cancel it, nor can anyone without a token", async () => {
    const id = await placeOrder();
    expect((await accept(id)).statusCode).toBe(200);
    expect((await call('POST', `/orders/${id}/cancel`, store, { reason: 'tooBusy' })).statusCode).toBe(403);
    expect((await call('POST', `/orders/${id}/cancel`, undefined, { reason: 'tooBusy' })).statusCode).toBe(401);
    expect((await call('POST', `/client/orders/${id}/cancel`, resto, { reason: 'changedMind' })).statusCode).toBe(403);
  });

  it('an admin cancels an order on its way for want of a rider: the platform pays the business; a change of party moves the ledger by the difference', async () => {
    const id = await placeOrder();
    await onItsWayFor(built, admin, id);
    expect((await call('POST', `/orders/${id}/cancel`, admin, { reason: 'other' })).json().code).toBe('problemNoteRequired');
    const res = await call('POST', `/orders/${id}/cancel`, admin, { reason: 'noRider' });
    expect(res.statusCode, res.body).toBe(200);
    const goods = await goodsOf(id);
    const commission = share(goods, 1500);
    const tax = share(commission, 2000);
    expect(await entriesOf(id)).toEqual({ sales: goods, commission: -commission, commission_tax: -tax });

    const changed = await call('PUT', `/admin/orders/${id}/liability`, admin, {
      liable: 'business',
      note: 'The kitchen was two hours late',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().cancellation.liable).toBe('business');
    expect(changed.json().liabilityChanges).toMatchObject([{ from: 'platform', to: 'business', refundId: null }]);
    expect(await entriesOf(id)).toEqual({ sales: 0, commission: -commission, commission_tax: -tax });
    const same = await call('PUT', `/admin/orders/${id}/liability`, admin, { liable: 'business', note: 'again' });
    expect(same.statusCode).toBe(409);
    expect((await call('PUT', `/admin/orders/${id}/liability`, resto, { liable: 'platform', note: 'mine' })).statusCode).toBe(403);
  });
});

describe('refunds and disputes', () => {
  it('a delivered order only; a line refunded at its price, charged to the business, counted once with its Idempotency-Key', async () => {
    const fresh = await placeOrder();
    expect((await call('POST', `/admin/orders/${fresh}/refunds`, admin, { whole: true, reason: 'late' })).json().code).toBe(
      'refundNeedsDelivery',
    );
    const id = await deliveredOrder();
    const key = { 'idempotency-key': `refund-${id}` };
    const body = { lines: [{ line: 0, quantity: 1, reason: 'missing' }] };
    const first = await call('POST', `/admin/orders/${id}/refunds`, admin, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const refund = first.json() as Json;
    expect(refund).toMatchObject({ amount: plain.price / 100, goods: plain.price / 100, liable: 'business', charge: -plain.price / 100 });
    const retry = await call('POST', `/admin/orders/${id}/refunds`, admin, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()._id).toBe(refund._id);
    const other = await call('POST', `/admin/orders/${id}/refunds`, admin, { lines: [{ line: 0, quantity: 2, reason: 'missing' }] }, key);
    expect(other.statusCode).toBe(422);
    const refunds = await built.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, id), eq(ledgerEntries.kind, 'refund')));
    expect(refunds.map((e) => e.amount)).toEqual([-plain.price]);
    expect(
      await built.ctx.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `refund-push:${refund._id}`)),
    ).toHaveLength(1);
  });

  it('refunds never add up to more than a line had or the customer paid', async () => {
    const id = await deliveredOrder();
    const tooMany = await call('POST', `/admin/orders/${id}/refunds`, admin, { lines: [{ line: 1, quantity: 3, reason: 'quality' }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('refundExceedsLine');
    expect(
      (await call('POST', `/admin/orders/${id}/refunds`, admin, { lines: [{ line: 1, quantity: 2, reason: 'late' }] })).statusCode,
    ).toBe(201);
    const whole = await call('POST', `/admin/orders/${id}/refunds`, admin, { whole: true, reason: 'late' });
    expect(whole.statusCode, whole.body).toBe(201);
    const [o] = await built.ctx.db.select().from(orders).where(eq(orders._id, id));
    expect(toCentimes(whole.json().amount)).toBe(o!.totalPrix - 2 * counted.price);
    expect(whole.json().liable).toBe('platform');
    const problems = (await call('GET', `/orders/${id}/problems`, resto)).json() as Json;
    expect(toCentimes(problems.refunded)).toBe(o!.totalPrix);
    expect(problems.refundable).toBe(0);
    const more = await call('POST', `/admin/orders/${id}/refunds`, admin, { lines: [{ line: 0, quantity: 1, reason: 'missing' }] });
    expect(more.json().code).toBe('refundNothingLeft');
  });

  it('two whole refunds at once: one is made, the other finds nothing left', async () => {
    const id = await deliveredOrder();
    const both = await Promise.all(
      [1, 2].map(() => call('POST', `/admin/orders/${id}/refunds`, admin, { whole: true, reason: 'missing' })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [o] = await built.ctx.db.select().from(orders).where(eq(orders._id, id));
    expect((await entriesOf(id)).refund).toBe(-(o!.totalPrix - o!.deleveryFee));
  });

  it('the business disputes a refund charged to it once, within 7 days; an admin reverses it and the charge comes back, once', async () => {
    const id = await deliveredOrder();
    const refund = (
      await call('POST', `/admin/orders/${id}/refunds`, admin, { lines: [{ line: 0, quantity: 2, reason: 'wrongItem' }] })
    ).json() as Json;
    expect((await call('POST', `/refunds/${refund._id}/dispute`, desk, { comment: 'We sent it' })).statusCode).toBe(403);
    expect((await call('POST', `/refunds/${refund._id}/dispute`, store, { comment: 'We sent it' })).statusCode).toBe(404);
    expect((await call('POST', `/refunds/${refund._id}/dispute`, manager, { comment: ' ' })).json().code).toBe('problemNoteRequired');
    const disputed = await call('POST', `/refunds/${refund._id}/dispute`, manager, { comment: 'The rider has the photo of the bag' });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().dispute).toMatchObject({ status: 'open', comment: 'The rider has the photo of the bag' });
    expect((await call('POST', `/refunds/${refund._id}/dispute`, resto, { comment: 'again' })).json().code).toBe('disputeExists');

    const disputeId = disputed.json().dispute._id as string;
    expect((await call('POST', `/admin/disputes/${disputeId}/decision`, resto, { decision: 'reverse' })).statusCode).toBe(403);
    const [r1, r2] = await Promise.all([
      call('POST', `/admin/disputes/${disputeId}/decision`, admin, { decision: 'reverse', note: 'The photo shows the item' }),
      call('POST', `/admin/disputes/${disputeId}/decision`, admin, { decision: 'uphold' }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const decided = (r1.statusCode === 200 ? r1 : r2).json() as Json;
    const entries = await entriesOf(id);
    if (decided.dispute.status === 'reversed') {
      expect(decided).toMatchObject({ liable: 'platform', charge: 0 });
      expect(entries.refund).toBe(0);
    } else {
      expect(decided.charge).toBe(refund.charge);
      expect(entries.refund).toBe(toCentimes(refund.charge));
    }
  });

  it('a refund older than 7 days cannot be disputed; one charging nothing neither', async () => {
    const id = await deliveredOrder();
    const late = (
      await call('POST', `/admin/orders/${id}/refunds`, admin, { lines: [{ line: 0, quantity: 1, reason: 'quality' }] })
    ).json() as Json;
    const free = (
      await call('POST', `/admin/orders/${id}/refunds`, admin, { lines: [{ line: 0, quantity: 1, reason: 'late' }] })
    ).json() as Json;
    expect((await call('POST', `/refunds/${free._id}/dispute`, resto, { comment: 'why' })).json().code).toBe('disputeNotCharged');
    // Made 7 days and a minute ago (moving the clock instead would make the next morning's jobs due).
    const made = new Date(OPEN_HOURS_NOW.getTime() - 7 * 86_400_000 - 60_000).toISOString();
    await built.ctx.db.update(refunds).set({ createdAt: made }).where(eq(refunds._id, late._id));
    expect((await call('POST', `/refunds/${late._id}/dispute`, resto, { comment: 'why' })).json().code).toBe('disputeTooLate');
  });

  it("the next morning, the owner gets one e-mail listing the day's refunds charged to the business", async () => {
    const charged = await built.ctx.db
      .select({ charge: refunds.charge, at: refunds.createdAt })
      .from(refunds)
      .where(eq(refunds.businessId, restaurantId));
    const day = [Date.parse('2026-11-25T00:00:00+01:00'), Date.parse('2026-11-26T00:00:00+01:00')];
    const owed = charged.filter((r) => r.charge !== 0 && Date.parse(r.at) >= day[0]! && Date.parse(r.at) < day[1]!);
    expect(owed.length).toBeLessThan(charged.length);
    expect(owed.length).toBeGreaterThan(0);
    clock = new Date('2026-11-26T08:00:00+01:00');
    try {
      built.ctx.jobs.poke();
      second.ctx.jobs.poke();
      await jobDone(built, `refund-digest:${restaurantId}:2026-11-25`);
    } finally {
      clock = OPEN_HOURS_NOW;
    }
    const [owner] = await built.ctx.db.select({ email: users.email }).from(users).where(eq(users._id, resto.user._id));
    const digests = (await mailsTo(owner!.email)).filter((m) => m.subject.includes('refund'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toContain(`${owed.length} refund(s)`);
    expect(digests[0]!.text).toContain(formatMoney(centimes(-sumMoney(owed.map((r) => r.charge)))));
  });

  it('bad refund bodies get the rule’s words and write nothing', async () => {
    const id = await deliveredOrder();
    for (const [payload, code] of [
      [{ lines: [{ line: 0, quantity: 0, reason: 'missing' }] }, 'refundLinesInvalid'],
      [{ lines: [{ line: 0, quantity: 1, reason: 'cold' }] }, 'refundReasonInvalid'],
      [{ lines: [{ line: 9, quantity: 1, reason: 'missing' }] }, 'refundLinesInvalid'],
      [{ whole: true }, 'refundReasonInvalid'],
      [{}, 'refundLinesInvalid'],
    ] as const) {
      const res = await call('POST', `/admin/orders/${id}/refunds`, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect((await entriesOf(id)).refund).toBeUndefined();
  });
});

describe('edits before pickup', () => {
  it('the desk lowers a line and marks another unavailable: the total follows, stock comes back, a version is kept', async () => {
    const id = await placeOrder();
    expect((await call('POST', `/orders/${id}/edit`, resto, { lines: [{ line: 0, quantity: 1 }] })).json().code).toBe('orderNotEditable');
    expect((await accept(id)).statusCode).toBe(200);
    const stock = await stockOf();
    expect((await call('POST', `/orders/${id}/edit`, resto, { lines: [{ line: 0, quantity: 4 }] })).json().code).toBe('editLinesInvalid');
    expect(
      (
        await call('POST', `/orders/${id}/edit`, resto, {
          lines: [
            { line: 0, quantity: 0 },
            { line: 1, quantity: 0 },
          ],
        })
      ).json().code,
    ).toBe('editEmptiesOrder');
    const res = await call('POST', `/orders/${id}/edit`, desk, {
      lines: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().order as Json;
    expect(order.version).toBe(2);
    expect(order.orders).toHaveLength(1);
    expect(toCentimes(order.totalPrix)).toBe(plain.price + toCentimes(order.deleveryFee));
    expect(await stockOf()).toBe(stock! + 2);
    const problems = (await call('GET', `/orders/${id}/problems`, desk)).json() as Json;
    expect(problems.versions).toHaveLength(1);
    expect(problems.versions[0].before.lines.map((l: Json) => l.quantity)).toEqual([3, 2]);
    expect(problems.versions[0].after.lines.map((l: Json) => l.quantity)).toEqual([1]);
    expect((await call('GET', `/orders/${id}/problems`, store)).statusCode).toBe(403);
  });

  it('a delivered order after an edit writes its ledger from the new total', async () => {
    const id = await placeOrder();
    expect((await accept(id)).statusCode).toBe(200);
    expect((await call('POST', `/orders/${id}/edit`, resto, { lines: [{ line: 0, quantity: 2 }] })).statusCode).toBe(200);
    for (const status of ['confirme', 'comming'])
      expect((await call('PUT', `/orders/admin/restaurant/${id}/${status}`, admin, {})).statusCode).toBe(200);
    expect((await deliverFor(built, admin, id)).statusCode).toBe(200);
    expect((await entriesOf(id)).sales).toBe(2 * plain.price + 2 * counted.price);
    const noSource = await built.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, id), isNull(ledgerEntries.sourceId)));
    expect(noSource).toHaveLength(3);
  });
});
