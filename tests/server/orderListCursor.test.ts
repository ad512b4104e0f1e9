import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses } from '../../server/db/schema';
import { COUNT_CAP } from '../../src/domain/listQuery';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
interface Page {
  data: { _id: string }[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  next: string | null;
}

let built: BuiltApp;
let resto: Session, store: Session;
let restaurantId: string, storeId: string;
// Orders created within one millisecond: a cursor that kept only a JSON date's milliseconds would skip some.
const SAME_MILLISECOND = 25;
const SPREAD = 60;

const list = async (session: Session, path: string, query: string) => {
  const response = await built.app.inject({ method: 'GET', url: `/api${path}?${query}`, headers: session.headers });
  expect(response.statusCode, `${path}?${query}: ${response.body}`).toBe(200);
  return response.json() as Page;
};
const restaurantDone = (query: string) => list(resto, `/orders/restaurant/${restaurantId}`, `status=succes&${query}`);

beforeAll(async () => {
  built = await createTestApp();
  [resto, store] = await Promise.all([loginAs(built, DEMO_ACCOUNTS.restaurant), loginAs(built, DEMO_ACCOUNTS.store)]);
  const idOf = async (owner: string) =>
    (await built.ctx.db.select({ _id: businesses._id }).from(businesses).where(eq(businesses.owner, owner)))[0]!._id;
  [restaurantId, storeId] = await Promise.all([idOf(resto.user._id), idOf(store.user._id)]);
  await built.ctx.db.execute(sql`
    insert into orders (kind, business_id, number_phone, total_prix, status_orders, created_at, updated_at)
    select 'restaurant', ${restaurantId}, '0611223344', 40 + (g % 4), 'succes',
           case when g <= ${SAME_MILLISECOND} then timestamptz '2026-03-01 12:00:00.500' + g * interval '1 microsecond'
                else timestamptz '2026-03-01 12:00:00' - g * interval '7 minutes' end, now()
    from generate_series(1, ${SAME_MILLISECOND + SPREAD}) g`);
  // One more finished order than the cap for the store: its total is "10,000+" until counted exactly.
  await built.ctx.db.execute(sql`
    insert into orders (kind, business_id, number_phone, total_prix, status_orders, created_at, updated_at)
    select 'store', ${storeId}, '0622334455', 30, 'succes', now() - g * interval '1 minute', now()
    from generate_series(1, ${COUNT_CAP + 1}) g`);
});
afterAll(() => built.app.close());

describe('order pages by cursor (keyset)', () => {
  const sorts = ['sort=createdAt&order=desc', 'sort=createdAt&order=asc', 'sort=totalPrix&order=asc', 'sort=commandNumber&order=desc'];

  it.each(sorts)('follows each page’s `next` to the same rows as page numbers do (%s), down to microseconds and ties', async (sort) => {
    const pageSize = 7;
    const byOffset: string[] = [];
    const byCursor: string[] = [];
    let cursor: string | null = null;
    for (let page = 1; ; page++) {
      const offsetPage = await restaurantDone(`${sort}&page=${page}&pageSize=${pageSize}`);
      const cursorPage = await restaurantDone(
        `${sort}&page=${page}&pageSize=${pageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      byOffset.push(...offsetPage.data.map((o) => o._id));
      byCursor.push(...cursorPage.data.map((o) => o._id));
      expect(cursorPage.page).toBe(page);
      cursor = cursorPage.next;
      if (offsetPage.data.length < pageSize) {
        expect(cursor).toBeNull();
        break;
      }
      expect(cursor).toBeTruthy();
    }
    expect(byOffset.length).toBeGreaterThan(SAME_MILLISECOND + SPREAD - 1);
    expect(byCursor).toEqual(byOffset);
  });

  it('refuses a cursor of another order or that is not one (400 with a message), never a server error', async () => {
    const first = await restaurantDone('sort=createdAt&order=desc&page=1&pageSize=5');
    const encode = (text: string) => encodeURIComponent(Buffer.from(text).toString('base64url'));
    for (const [query, why] of [
      [`sort=createdAt&order=asc&page=2&pageSize=5&cursor=${encodeURIComponent(first.next!)}`, 'another order'],
      [`sort=totalPrix&order=desc&page=2&pageSize=5&cursor=${encodeURIComponent(first.next!)}`, 'another sort'],
      ['page=2&cursor=not-a-cursor', 'junk'],
      [`page=2&cursor=${encode('createdAt|desc|2026-02-30 10:00:00+00|5')}`, 'a day that does not exist'],
      [`page=2&cursor=${encode('createdAt|desc|2026-02-01 10:00:00+00|99999999999')}`, 'a number past any order'],
      [`page=2&cursor=${encode("createdAt|desc|2026-02-01 10:00:00+00'; drop table orders;--|5")}`, 'SQL'],
      [`page=2&cursor=${'a'.repeat(201)}`, 'too long'],
    ]) {
      const response = await built.app.inject({
        method: 'GET',
        url: `/api/orders/restaurant/${restaurantId}?status=succes&${query}`,
        headers: resto.headers,
      });
      expect(response.statusCode, why).toBe(400);
      expect(response.json().message, why).toBeTruthy();
    }
  });
});

describe('a total counted up to the cap', () => {
  const storeDone = (query: string) => list(store, `/orders/store/${storeId}`, `status=succes&${query}`);

  it('says "at least" past the cap, and counts every order when asked', async () => {
    const capped = await storeDone('page=1&pageSize=20');
    expect(capped).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(capped.data).toHaveLength(20);
    const exact = await storeDone('page=1&pageSize=20&exactTotal=true');
    const [row] = (
      await built.ctx.db.execute<{ n: string }>(
        sql`select count(*) as n from orders where business_id = ${storeId} and kind = 'store' and status_orders = 'succes'`,
      )
    ).rows;
    expect(exact).toMatchObject({ total: Number(row!.n), totalCapped: false });
    expect(exact.total).toBeGreaterThan(COUNT_CAP);
  });

  it('counts exactly under the cap without being asked', async () => {
    const small = await restaurantDone('page=1&pageSize=20');
    expect(small.totalCapped).toBe(false);
    expect(small.total).toBeLessThan(COUNT_CAP);
  });
});
