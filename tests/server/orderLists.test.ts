import { centimes, toCentimes, toDirhams } from '../../src/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, orders, users } from '../../server/db/schema';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

type Session = Awaited<ReturnType<typeof loginAs>>;
type Json = Record<string, any>;
interface Page {
  data: Json[];
  total: number;
  page: number;
  pageSize: number;
}

let built: BuiltApp;
let admin: Session, resto: Session, store: Session;
let restaurantId: string;
const BULK = 1200;
// One clock for the whole file: the bulk orders sit in the month before the real today.
const monthAgo = new Date(Date.now() - 40 * 86_400_000);

const get = (path: string, session?: Session) => built.app.inject({ method: 'GET', url: `/api${path}`, headers: session?.headers });
const ownerDone = (query: string, session: Session = resto) =>
  get(`/orders/restaurant/${restaurantId}?status=succes&status=${encodeURIComponent('refusée')}&${query}`, session);

beforeAll(async () => {
  built = await createTestApp();
  [admin, resto, store] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.admin),
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.store),
  ]);
  const [row] = await built.ctx.db.select({ _id: businesses._id }).from(businesses).where(eq(businesses.owner, resto.user._id));
  restaurantId = row!._id;
  // 1,200 finished orders in one month, one every 30 minutes, a tenth of them refused; totals of 50 dh to 86 dh, in centimes.
  await built.ctx.db.execute(sql`
    insert into orders (kind, business_id, number_phone, total_prix, status_orders, created_at, updated_at)
    select 'restaurant', ${restaurantId}, '0699' || lpad(g::text, 6, '0'), 100 * (50 + g % 37),
           case when g % 10 = 0 then 'refusée' else 'succes' end,
           ${monthAgo.toISOString()}::timestamptz + g * interval '30 minutes', now()
    from generate_series(1, ${BULK}) g`);
  await built.ctx.db.execute(sql`analyze orders`);
});
afterAll(() => built.app.close());

async function sqlCount(where: ReturnType<typeof sql>) {
  const result = await built.ctx.db.execute<{ n: string }>(sql`select count(*) as n from orders where ${where}`);
  return Number(result.rows[0]!.n);
}
const doneScope = () => sql`business_id = ${restaurantId} and kind = 'restaurant' and status_orders in ('succes', 'refusée')`;

describe('paged order lists', () => {
  it('pages through every finished order: the total matches SQL and no order is lost or repeated', async () => {
    const expected = await sqlCount(doneScope());
    expect(expected).toBeGreaterThan(BULK);
    const seen = new Set<string>();
    let total = -1;
    for (let page = 1; ; page++) {
      const response = await ownerDone(`page=${page}&pageSize=100`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as Page;
      total = body.total;
      for (const o of body.data) seen.add(o._id);
      if (body.data.length < 100) break;
    }
    expect(total).toBe(expected);
    expect(seen.size).toBe(expected);
  });

  it('answers the whole list, past 1,000, to a caller that sends no paging', async () => {
    const response = await ownerDone('');
    const body = response.json() as { orders: Json[]; ordersPack: Json[] };
    expect(body.orders.length + body.ordersPack.length).toBe(await sqlCount(doneScope()));
  });

  it('sorts newest first by default, and by total or number when asked', async () => {
    const newest = (await ownerDone('page=1&pageSize=50')).json() as Page;
    const dates = newest.data.map((o) => o.createdAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const cheapest = (await ownerDone('page=1&pageSize=50&sort=totalPrix&order=asc')).json() as Page;
    const totals = cheapest.data.map((o) => o.totalPrix as number);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const minimum = await built.ctx.db.execute<{ m: number }>(sql`select min(total_prix) as m from orders where ${doneScope()}`);
    expect(totals[0]).toBe(toDirhams(centimes(Number(minimum.rows[0]!.m))));
    const byNumber = (await ownerDone('page=2&pageSize=20&sort=commandNumber&order=asc')).json() as Page;
    const numbers = byNumber.data.map((o) => o.commandNumber as number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('narrows by status, date range, command number, phone and customer name', async () => {
    const refused = (
      await get(`/orders/restaurant/${restaurantId}?status=${encodeURIComponent('refusée')}&page=1&pageSize=5`, resto)
    ).json() as Page;
    expect(refused.total).toBe(await sqlCount(sql`business_id = ${restaurantId} and status_orders = 'refusée'`));
    expect(refused.data.every((o) => o.statusOrders === 'refusée')).toBe(true);

    const from = new Date(monthAgo.getTime() + 86_400_000).toISOString();
    const to = new Date(monthAgo.getTime() + 3 * 86_400_000).toISOString();
    const range = (await ownerDone(`page=1&pageSize=100&from=${from}&to=${to}`)).json() as Page;
    expect(range.total).toBe(await sqlCount(sql`${doneScope()} and created_at between ${from} and ${to}`));
    expect(range.total).toBeGreaterThan(90);
    expect(range.data.every((o) => o.createdAt >= from && o.createdAt <= to)).toBe(true);

    const [target] = await built.ctx.db
      .select({ _id: orders._id, commandNumber: orders.commandNumber })
      .from(orders)
      .where(sql`${doneScope()} and number_phone = '0699000777'`);
    const byNumber = (await ownerDone(`page=1&pageSize=20&q=${target!.commandNumber}`)).json() as Page;
    expect(byNumber.data.map((o) => o._id)).toContain(target!._id);
    expect(
      byNumber.data.every(
        (o) => o.commandNumber === target!.commandNumber || String(o.numberPhone).includes(String(target!.commandNumber)),
      ),
    ).toBe(true);

    const byPhone = (await ownerDone('page=1&pageSize=20&q=06%2099%2000%2007%2077')).json() as Page;
    expect(byPhone.total).toBe(1);
    expect(byPhone.data[0]!._id).toBe(target!._id);

    const [client] = await built.ctx.db.select({ name: users.name }).from(users).where(eq(users.email, DEMO_ACCOUNTS.client));
    const byName = (
      await ownerDone(`page=1&pageSize=100&q=${encodeURIComponent(client!.name.split(' ')[0]!.toLowerCase())}`)
    ).json() as Page;
    expect(byName.total).toBe(
      await sqlCount(sql`${doneScope()} and user_id = (select id from users where email = ${DEMO_ACCOUNTS.client})`),
    );
    expect(byName.total).toBeGreaterThan(0);
  });

  it('pages the admin lists of each type, several statuses in one', async () => {
    for (const type of ['restaurant', 'store', 'grocery'] as const) {
      const response = await get(`/orders/admin/succes,${encodeURIComponent('refusée')}/${type}?page=1&pageSize=10`, admin);
      expect(response.statusCode).toBe(200);
      const body = response.json() as Page;
      expect(body.total).toBe(await sqlCount(sql`kind = ${type} and status_orders in ('succes', 'refusée')`));
      expect(body.data.length).toBe(Math.min(10, body.total));
    }
    const narrowed = (
      await get(`/orders/admin/succes,${encodeURIComponent('refusée')}/restaurant?page=1&pageSize=10&status=succes`, admin)
    ).json() as Page;
    expect(narrowed.total).toBe(await sqlCount(sql`kind = 'restaurant' and status_orders = 'succes'`));
  });

  it('refuses what it cannot read (400), strangers (403) and no token (401)', async () => {
    for (const query of [
      'page=0',
      'page=1&pageSize=1000',
      'page=1&sort=password',
      'page=1&order=up',
      'page=1&from=yesterday',
      'page=1&from=2026-02-01&to=2026-01-01',
    ]) {
      const response = await ownerDone(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    for (const odd of ['%23', '-', '%25_', '12', '%2B212']) expect((await ownerDone(`page=1&q=${odd}`)).statusCode, odd).toBe(200);
    expect((await ownerDone('page=1', store)).statusCode).toBe(403);
    expect((await get(`/orders/restaurant/${restaurantId}?status=succes&page=1`)).statusCode).toBe(401);
    expect((await get('/orders/admin/succes/restaurant?page=1', resto)).statusCode).toBe(403);
  });

  const statusesOf = (rows: string[]) => [...new Set(rows.slice(1).map((r) => r.split(',')[4]))];

  it('exports every order of the filter as CSV: BOM, header, money as numbers, formulas defused', async () => {
    await built.ctx.db.insert(orders).values({
      kind: 'restaurant',
      businessId: restaurantId,
      numberPhone: '=HYPERLINK("http://x")',
      totalPrix: toCentimes(1234.5),
      statusOrders: 'succes',
    });
    const response = await get(`/orders/restaurant/${restaurantId}/export?status=succes&status=${encodeURIComponent('refusée')}`, resto);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-restaurant-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = response.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = text.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe('Order,Date (UTC),Time (UTC),Type,Status,Customer,Customer phone,Items,Delivery fee,Total');
    const expected = await sqlCount(doneScope());
    expect(rows.length - 1).toBe(expected);
    expect(Number(response.headers['x-total-count'])).toBe(expected);
    expect(new Set(rows.slice(1).map((r) => r.split(',')[0])).size).toBe(expected);
    // Statuses in words, as on the screens; the API keeps 'succes' and 'refusée'.
    expect(statusesOf(rows)).toEqual(expect.arrayContaining(['Delivered']));
    expect(rows.some((r) => r.split(',')[4] === 'succes')).toBe(false);
    const injected = rows.find((r) => r.includes('HYPERLINK'))!;
    expect(injected).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(injected.endsWith(',1234.50')).toBe(true);

    const from = new Date(monthAgo.getTime() + 86_400_000).toISOString();
    const to = new Date(monthAgo.getTime() + 2 * 86_400_000).toISOString();
    const narrowed = await get(`/orders/restaurant/${restaurantId}/export?status=succes&from=${from}&to=${to}`, resto);
    const narrowedRows = narrowed.body.slice(1).trimEnd().split('\r\n').length - 1;
    expect(narrowedRows).toBe(
      await sqlCount(sql`business_id = ${restaurantId} and status_orders = 'succes' and created_at between ${from} and ${to}`),
    );

    const adminCsv = await get(`/orders/admin/succes,${encodeURIComponent('refusée')}/restaurant/export?q=0699000777`, admin);
    expect(adminCsv.body.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
    expect((await get(`/orders/restaurant/${restaurantId}/export`, store)).statusCode).toBe(403);
    expect((await get(`/orders/admin/succes/restaurant/export`, resto)).statusCode).toBe(403);
    expect((await get(`/orders/restaurant/${restaurantId}/export?from=nope`, resto)).statusCode).toBe(400);
  });

  it('reads a page, a date range and a command number through indexes, not the whole table', async () => {
    const [storeRow] = await built.ctx.db.select({ _id: businesses._id }).from(businesses).where(eq(businesses.owner, store.user._id));
    const queries = {
      'store done list, first page': sql`select id from orders
        where business_id = ${storeRow!._id} and kind = 'store' and status_orders in ('succes', 'refusée')
        order by created_at desc, command_number desc limit 20`,
      'restaurant, three days': sql`select id from orders
        where business_id = ${restaurantId} and kind = 'restaurant' and created_at between ${monthAgo.toISOString()} and ${new Date(monthAgo.getTime() + 3 * 86_400_000).toISOString()}
        order by created_at desc, command_number desc limit 20`,
      'command number': sql`select id from orders where business_id = ${restaurantId} and command_number = 777`,
    };
    for (const [name, query] of Object.entries(queries)) {
      const plan = await built.ctx.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      console.info(`EXPLAIN ${name}:\n${text}`);
      expect(text, name).toMatch(/Index Scan|Index Only Scan|Bitmap Index Scan/);
      expect(text, name).not.toMatch(/Seq Scan on orders/);
    }
  });
});
