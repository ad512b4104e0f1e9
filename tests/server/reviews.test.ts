import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { auditLog, jobs, orders, reviews } from '../../server/db/schema';
import { LOW_RATING_PUSH } from '../../server/reviews/notify';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import { createTestApp, DEMO_ACCOUNTS, loginAs, OPEN_HOURS_NOW } from './helpers';
import { deliveredOrder, placeOrder } from './deliveries';
import { demoStaff, demoTenant, STAFF_PASSWORD } from './tenant';

type Session = Awaited<ReturnType<typeof loginAs>>;
const HOUR_MS = 3_600_000;

let built: BuiltApp;
let clock = OPEN_HOURS_NOW;
let client: Session;
let admin: Session;
let owner: Session;
let otherOwner: Session;
let manager: Session;
let desk: Session;
let ids: Record<string, string>;

beforeAll(async () => {
  built = await createTestApp({ now: () => clock });
  [client, admin, owner, otherOwner] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.client),
    loginAs(built, DEMO_ACCOUNTS.admin),
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.store),
  ]);
  ids = await demoTenant(built);
  const staff = await demoStaff(built, ids);
  manager = await loginAs(built, staff.emails.restoManager!, STAFF_PASSWORD);
  desk = await loginAs(built, staff.emails.restoDesk!, STAFF_PASSWORD);
}, 180_000);
afterAll(async () => {
  await built?.app.close();
});

const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  built.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const rate = (orderId: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
  call(client, method, `/api/client/orders/${orderId}/review`, body);
const reviewCount = async (orderId: string) => (await built.ctx.db.select().from(reviews).where(eq(reviews.orderId, orderId))).length;

describe('a customer rates its delivered order', () => {
  it('rates once within 7 days of delivery, with tags, a comment and thumbs, and changes it for 24 hours', async () => {
    const toBusiness = vi.spyOn(built.ctx.realtime, 'toBusiness');
    const order = await deliveredOrder(built, { admin, client }, ids.resto!);
    const [row] = await built.ctx.db.select().from(orders).where(eq(orders._id, order.id));
    const productId = row!.orders[0]!.productId;

    const bad = [
      [{ stars: 6 }, 'stars'],
      [{ stars: 0 }, 'stars'],
      [{ stars: 4, tags: ['delicious'] }, 'tags'],
      [{ stars: 4, comment: 'bad\u0007bell' }, 'comment'],
      [{ stars: 4, comment: 'x'.repeat(501) }, 'comment'],
      [{ stars: 4, items: [{ productId, thumb: 'sideways' }] }, 'items'],
    ] as const;
    for (const [body] of bad) {
      const res = await rate(order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const strange = await rate(order.id, { stars: 4, items: [{ productId: ids.restoOwner, thumb: 'up' }] });
    expect(strange.statusCode).toBe(400);
    expect(strange.json().message).toBe(SERVER_MSG.reviewItemsInvalid);
    expect(await reviewCount(order.id)).toBe(0);

    const res = await rate(order.id, { stars: 2, tags: ['cold', 'late'], comment: '  Cold soup  ', items: [{ productId, thumb: 'down' }] });
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json().review;
    expect(review).toMatchObject({ stars: 2, tags: ['cold', 'late'], comment: 'Cold soup', reply: null, commentHidden: false });
    expect(review.items).toEqual([{ productId, name: row!.orders[0]!.name, thumb: 'down' }]);
    // The desk hears of it live, and a 1–2 star rating rings the owner's devices (a job of the rating's transaction).
    expect(toBusiness).toHaveBeenCalledWith(
      ids.resto,
      'reviewCreated',
      expect.objectContaining({ review: expect.objectContaining({ stars: 2 }) }),
    );
    const pushJobs = await built.ctx.db.select().from(jobs).where(eq(jobs.kind, LOW_RATING_PUSH));
    expect(pushJobs.map((j) => j.payload.reviewId)).toContain(review._id);

    const again = await rate(order.id, { stars: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SERVER_MSG.reviewExists);

    const changed = await rate(order.id, { stars: 3, tags: ['late'] }, 'PUT');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().review).toMatchObject({ stars: 3, tags: ['late'], comment: '' });
    expect((await call(client, 'GET', `/api/client/orders/${order.id}/review`)).json().review.stars).toBe(3);

    clock = new Date(OPEN_HOURS_NOW.getTime() + 25 * HOUR_MS);
    try {
      const late = await rate(order.id, { stars: 5 }, 'PUT');
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(SERVER_MSG.reviewEditClosed);
    } finally {
      clock = OPEN_HOURS_NOW;
    }
    toBusiness.mockRestore();
  });

  it('refuses an order not delivered, one delivered more than 7 days ago, and another customer’s', async () => {
    const open = await placeOrder(built, client, ids.resto!);
    const notYet = await rate(open.id, { stars: 5 });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(SERVER_MSG.reviewNotDelivered);

    const old = await deliveredOrder(built, { admin, client }, ids.resto!);
    clock = new Date(OPEN_HOURS_NOW.getTime() + 8 * 24 * HOUR_MS);
    try {
      const late = await rate(old.id, { stars: 5 });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(SERVER_MSG.reviewWindowClosed);
    } finally {
      clock = OPEN_HOURS_NOW;
    }

    const theirs = await deliveredOrder(built, { admin, client }, ids.resto!);
    await built.ctx.db.update(orders).set({ user_id: null }).where(eq(orders._id, theirs.id));
    expect((await rate(theirs.id, { stars: 5 })).statusCode).toBe(404);
    // Even a body the schema refuses says nothing of an order that is not the caller's.
    expect((await rate(theirs.id, { stars: 9 })).statusCode).toBe(404);
    expect(await reviewCount(theirs.id)).toBe(0);
  });
});

describe('the business reads and answers; an admin watches', () => {
  let reviewId: string;

  it('sums up the ratings and lists them with their orders, filtered, for the owner and its staff', async () => {
    const order = await deliveredOrder(built, { admin, client }, ids.resto!);
    const res = await rate(order.id, { stars: 1, tags: ['wrongItem'], comment: 'You are all idiots' });
    expect(res.statusCode).toBe(201);
    reviewId = res.json().review._id;

    for (const session of [owner, manager, desk, admin]) {
      const summary = await call(session, 'GET', `/api/reviews/${ids.resto}/summary`);
      expect(summary.statusCode, summary.body).toBe(200);
    }
    const summary = (await call(owner, 'GET', `/api/reviews/${ids.resto}/summary`)).json();
    const rows = await built.ctx.db.select().from(reviews).where(eq(reviews.businessId, ids.resto!));
    // The last 7 days are today (UTC) and the 6 days before it.
    const firstDay = new Date(clock.getTime() - 6 * 24 * HOUR_MS).toISOString().slice(0, 10);
    const recent = rows.filter((r) => new Date(r.createdAt).toISOString().slice(0, 10) >= firstDay);
    const week = summary.periods.find((p: { days: number }) => p.days === 7);
    expect(week.count).toBe(recent.length);
    expect(week.average).toBe(Math.round((recent.reduce((s, r) => s + r.stars, 0) / recent.length) * 10) / 10);
    expect(summary.distribution.map((d: { stars: number }) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    expect((await call(owner, 'GET', `/api/reviews/${ids.resto}?page=1&pageSize=1`)).json().total).toBe(rows.length);
    expect(summary.topTags.find((t: { tag: string }) => t.tag === 'wrongItem').count).toBeGreaterThanOrEqual(1);

    const list = (await call(owner, 'GET', `/api/reviews/${ids.resto}?page=1&pageSize=5&stars=1&withComment=true&unanswered=true`)).json();
    expect(list.data.length).toBeGreaterThanOrEqual(1);
    for (const r of list.data) expect(r).toMatchObject({ stars: 1, reply: null });
    const mine = list.data.find((r: { _id: string }) => r._id === reviewId);
    expect(mine.order).toMatchObject({ _id: order.id, lines: [expect.objectContaining({ quantity: 3 })] });
    expect(mine.comment).toBe('You are all idiots');

    expect((await call(otherOwner, 'GET', `/api/reviews/${ids.resto}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/reviews/${ids.resto}`)).statusCode).toBe(401);
    expect((await call(owner, 'GET', `/api/reviews/${ids.resto}?stars=6`)).statusCode).toBe(400);
  });

  it('replies once in public, changed for 24 hours; the desk only reads; another owner cannot', async () => {
    const url = `/api/reviews/${ids.resto}/${reviewId}/reply`;
    expect((await call(desk, 'PUT', url, { text: 'Sorry' })).statusCode).toBe(403);
    expect((await call(otherOwner, 'PUT', url, { text: 'Sorry' })).statusCode).toBe(403);
    expect((await call(owner, 'PUT', url, { text: '   ' })).statusCode).toBe(400);
    expect((await call(owner, 'PUT', url, { text: 'x\u0001' })).statusCode).toBe(400);
    const [untouched] = await built.ctx.db.select().from(reviews).where(eq(reviews._id, reviewId));
    expect(untouched!.reply).toBeNull();

    const first = await call(manager, 'PUT', url, { text: 'We are sorry, we will call you.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().review.reply).toMatchObject({ text: 'We are sorry, we will call you.', hidden: null });
    const edited = await call(owner, 'PUT', url, { text: 'We are sorry: a new dish is on us.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().review.reply.text).toBe('We are sorry: a new dish is on us.');
    expect((await call(client, 'GET', `/api/client/orders/${edited.json().review.order._id}/review`)).json().review.reply.text).toBe(
      'We are sorry: a new dish is on us.',
    );

    clock = new Date(OPEN_HOURS_NOW.getTime() + 25 * HOUR_MS);
    try {
      const late = await call(owner, 'PUT', url, { text: 'Changed my mind' });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(SERVER_MSG.reviewReplyClosed);
    } finally {
      clock = OPEN_HOURS_NOW;
    }
  });

  it('lets an admin hide an abusive comment with a reason (audited), while the stars still count', async () => {
    const before = (await call(owner, 'GET', `/api/reviews/${ids.resto}/summary`)).json();
    const url = `/api/admin/reviews/${reviewId}/moderation`;
    expect((await call(owner, 'PUT', url, { part: 'comment', hidden: true, reason: 'Insults' })).statusCode).toBe(403);
    const noReason = await call(admin, 'PUT', url, { part: 'comment', hidden: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(SERVER_MSG.hideReasonRequired);

    const hidden = await call(admin, 'PUT', url, { part: 'comment', hidden: true, reason: 'Insults' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().review.comment).toBe('You are all idiots');
    expect(hidden.json().review.commentHidden.reason).toBe('Insults');
    const seen = (await call(owner, 'GET', `/api/reviews/${ids.resto}?stars=1`))
      .json()
      .data.find((r: { _id: string }) => r._id === reviewId);
    expect(seen).toMatchObject({ comment: '', commentHidden: { reason: 'Insults' } });
    const mine = (await call(client, 'GET', `/api/client/orders/${seen.order._id}/review`)).json().review;
    expect(mine).toMatchObject({ comment: '', commentHidden: true });
    expect((await call(owner, 'GET', `/api/reviews/${ids.resto}/summary`)).json().periods).toEqual(before.periods);

    const lines = await built.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.moderate'), eq(auditLog.targetId, seen.order._id)));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.after).toMatchObject({ part: 'comment', hidden: true, reason: 'Insults' });

    const reply = await call(admin, 'PUT', url, { part: 'reply', hidden: true, reason: 'Shares a phone number' });
    expect(reply.json().review.reply.hidden.reason).toBe('Shares a phone number');
    const shown = await call(admin, 'PUT', url, { part: 'comment', hidden: false });
    expect(shown.json().review.commentHidden).toBeNull();
  });

  it('lists partners lowest first and alerts under the threshold setting', async () => {
    // Enough low ratings this week for the alert to count them.
    for (let i = 0; i < 3; i++) {
      const order = await deliveredOrder(built, { admin, client }, ids.resto!);
      expect((await rate(order.id, { stars: 1 })).statusCode).toBe(201);
    }
    const badSetting = await call(admin, 'PUT', '/api/admin/reviews/settings', { alertThreshold: 7 });
    expect(badSetting.statusCode).toBe(400);
    expect((await call(admin, 'PUT', '/api/admin/reviews/settings', { alertThreshold: 4.9 })).json()).toEqual({ alertThreshold: 4.9 });
    expect((await call(admin, 'GET', '/api/admin/reviews/settings')).json()).toEqual({ alertThreshold: 4.9 });

    const partners = (await call(admin, 'GET', '/api/admin/reviews/partners?page=1&pageSize=20')).json();
    expect(partners.threshold).toBe(4.9);
    const resto = partners.data.find((p: { businessId: string }) => p.businessId === ids.resto);
    expect(resto).toMatchObject({ belowThreshold: true, type: 'restaurant' });
    const averages = partners.data.map((p: { average30: number }) => p.average30);
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
    expect(
      (await call(admin, 'GET', '/api/admin/reviews/partners?type=store')).json().data.every((p: { type: string }) => p.type === 'store'),
    ).toBe(true);

    const alerts = (await call(admin, 'GET', '/api/admin/reviews/alerts')).json();
    expect(alerts.partners.map((p: { businessId: string }) => p.businessId)).toContain(ids.resto);
    expect((await call(admin, 'PUT', '/api/admin/reviews/settings', { alertThreshold: 1 })).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/reviews/alerts')).json().count).toBe(0);
    expect(await built.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'review.threshold'))).toHaveLength(2);
  });
});
