import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
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
let admin: Session, resto: Session, rider: Session;
let categoryId: string;
const BULK = 1200;
const BULK_RIDERS = 150;
// One clock for the whole file: the rider's orders are spread over the 50 days before the real now.
const start = new Date(Date.now() - 50 * 86_400_000);

const get = (path: string, session?: Session) => built.app.inject({ method: 'GET', url: `/api${path}`, headers: session?.headers });
const json = async (path: string) => {
  const response = await get(path, admin);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as Page;
};
const scalar = async (query: SQL) => Number((await built.ctx.db.execute<{ n: string }>(query)).rows[0]!.n);

/** Every row of a paged list, page after page (100 a page): the ids seen and the totals announced. */
async function walk(path: string) {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; page < 100; page++) {
    const body = await json(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=100`);
    totals.add(body.total);
    ids.push(...body.data.map((r) => (r._id ?? r.riderId) as string));
    if (body.data.length < 100) break;
  }
  return { ids, totals: [...totals] };
}

beforeAll(async () => {
  built = await createTestApp();
  [admin, resto, rider] = await Promise.all([
    loginAs(built, DEMO_ACCOUNTS.admin),
    loginAs(built, DEMO_ACCOUNTS.restaurant),
    loginAs(built, DEMO_ACCOUNTS.rider),
  ]);
  const { db } = built.ctx;
  // 1,200 restaurant owners, every third verified; names that sort by number.
  await db.execute(sql`
    insert into users (name, email, phone, password_hash, role, verified)
    select 'Bulk Partner ' || lpad(g::text, 4, '0'), 'bulk' || g || '@partners.test', '0611' || lpad(g::text, 6, '0'), 'x', 'restaurant_owner', g % 3 = 0
    from generate_series(1, ${BULK}) g`);
  // 150 riders with numbers from 5001.
  await db.execute(sql`
    with made as (
      insert into users (name, email, phone, password_hash, role, verified)
      select 'Bulk Rider ' || lpad(g::text, 3, '0'), 'rider' || g || '@riders.test', '0722' || lpad(g::text, 6, '0'), 'x', 'rider', true
      from generate_series(1, ${BULK_RIDERS}) g
      returning id, email)
    insert into riders (user_id, number_rider) select id, 5000 + substring(email from 'rider(\\d+)@')::int from made`);
  // 1,200 orders carried by the demo rider, one an hour, every fifth cancelled: totals of 40 dh to 62 dh and a fee of
  // 10 dh, in centimes.
  await db.execute(sql`
    insert into orders (kind, number_phone, total_prix, delivery_fee, status_orders, rider_id, created_at, updated_at)
    select case when g % 2 = 0 then 'restaurant' else 'grocery' end, '0699' || lpad(g::text, 6, '0'), 100 * (40 + g % 23), 1000,
           case when g % 5 = 0 then 'annulée' else 'succes' end, ${rider.user._id},
           ${start.toISOString()}::timestamptz + g * interval '1 hour', now()
    from generate_series(1, ${BULK}) g`);
  // 1,200 products in one Easy Market category, a few of brand "Atlas": 5 dh to 44 dh, bought at 4 dh, in centimes.
  const category = await db.execute<{ id: string }>(sql`select id from em_categories order by name limit 1`);
  categoryId = category.rows[0]!.id;
  await db.execute(sql`
    insert into em_products (category_id, name, prix, prix_actual, marque)
    select ${categoryId}, 'Bulk product ' || lpad(g::text, 4, '0'), 100 * (5 + g % 40), 400, case when g % 100 = 0 then 'Atlas' else 'Generic' end
    from generate_series(1, ${BULK}) g`);
  await db.execute(sql`analyze`);
});
afterAll(() => built.app.close());

describe('admin partner lists, paged', () => {
  it('pages through every restaurant owner: the total matches SQL and no account is lost or repeated', async () => {
    const expected = await scalar(sql`select count(*) as n from users where role = 'restaurant_owner'`);
    expect(expected).toBeGreaterThan(BULK);
    const { ids, totals } = await walk('/admin/getAll/restaurant_owner');
    expect(totals).toEqual([expected]);
    expect(ids).toHaveLength(expected);
    expect(new Set(ids).size).toBe(expected);
  });

  it('answers every account, past 1,000, without paging, and never a password hash', async () => {
    const response = await get('/admin/getAll/restaurant_owner', admin);
    const list = response.json() as Json[];
    expect(list.length).toBe(await scalar(sql`select count(*) as n from users where role = 'restaurant_owner'`));
    expect(response.body).not.toMatch(/password/i);
  });

  it('searches the name or e-mail, filters verified and type, and sorts by name either way', async () => {
    const byName = await json('/admin/getAll/restaurant_owner?page=1&pageSize=20&q=partner%20011');
    expect(byName.total).toBe(10); // 0110 … 0119
    expect(byName.data.every((p) => p.name.startsWith('Bulk Partner 011'))).toBe(true);
    const byEmail = await json('/admin/getAll/restaurant_owner?page=1&q=bulk77%40');
    expect(byEmail.data.map((p) => p.email)).toEqual(['bulk77@partners.test']);
    const verified = await json('/admin/getAll/restaurant_owner?page=1&verified=true&q=Bulk');
    expect(verified.total).toBe(BULK / 3);
    expect(verified.data.every((p) => p.verified === true)).toBe(true);
    const waiting = await json('/admin/getAll/non_verified?page=1&type=restaurant_owner&q=Bulk');
    expect(waiting.total).toBe(BULK - BULK / 3);
    const asc = await json('/admin/getAll/restaurant_owner?page=1&pageSize=5&q=Bulk&sort=name&order=asc');
    expect(asc.data.map((p) => p.name)).toEqual([
      'Bulk Partner 0001',
      'Bulk Partner 0002',
      'Bulk Partner 0003',
      'Bulk Partner 0004',
      'Bulk Partner 0005',
    ]);
    const desc = await json('/admin/getAll/restaurant_owner?page=1&pageSize=2&q=Bulk&sort=name&order=desc');
    expect(desc.data.map((p) => p.name)).toEqual(['Bulk Partner 1200', 'Bulk Partner 1199']);
    const pattern = await json('/admin/getAll/restaurant_owner?page=1&q=%25');
    expect(pattern.total).toBe(0);
  });

  it('answers 400 with a message for bad paging or filters, 401 without a token, 403 for a partner', async () => {
    for (const query of [
      'page=0',
      'page=x',
      'page=1&pageSize=101',
      'page=1&sort=password',
      'page=1&order=up',
      'page=1&verified=maybe',
      'page=1&type=admin',
    ]) {
      const response = await get(`/admin/getAll/restaurant_owner?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as Json).message, query).toMatch(/'(page|pageSize|sort|order|verified|type)'/);
    }
    expect((await get('/admin/getAll/restaurant_owner?page=1')).statusCode).toBe(401);
    expect((await get('/admin/getAll/restaurant_owner?page=1', resto)).statusCode).toBe(403);
  });
});

describe('rider list, paged', () => {
  it('pages through every rider by number, with the delivered totals of each', async () => {
    const expected = await scalar(sql`select count(*) as n from riders`);
    expect(expected).toBeGreaterThan(BULK_RIDERS);
    const { ids, totals } = await walk('/data/admin/rider');
    expect(totals).toEqual([expected]);
    expect(new Set(ids).size).toBe(expected);
    const first = await json('/data/admin/rider?page=1&pageSize=10&sort=Number_Rider&order=asc');
    const numbers = first.data.map((r) => r.Number_Rider as number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(ids).toContain(rider.user._id);
  });

  it('finds a rider by number, by name and by phone; the totals are those of the page found', async () => {
    const byNumber = await json('/data/admin/rider?page=1&q=5042');
    expect(byNumber.data.map((r) => r.name)).toEqual(['Bulk Rider 042']);
    const byName = await json('/data/admin/rider?page=1&q=rider%2004');
    expect(byName.total).toBe(10);
    const byNumberAndName = await json('/data/admin/rider?page=1&number=5042&q=rider');
    expect(byNumberAndName.total).toBe(1);
    expect((await json('/data/admin/rider?page=1&number=5042&q=nobody')).total).toBe(0);
    expect((await get('/data/admin/rider?page=1&number=abc', admin)).statusCode).toBe(400);
    const byPhone = await json('/data/admin/rider?page=1&q=0722000042');
    expect(byPhone.data.map((r) => r.Number_Rider)).toEqual([5042]);
    const delivered = await scalar(sql`select count(*) as n from orders where rider_id = ${rider.user._id} and status_orders = 'succes'`);
    const number = await scalar(sql`select number_rider as n from riders where user_id = ${rider.user._id}`);
    const demo = await json(`/data/admin/rider?page=1&q=${number}`);
    const all = demo.data[0]!.totalOrders.allTime;
    expect(demo.data[0]!.riderId).toBe(rider.user._id);
    expect(all.grocery + all.restaurant + all.store).toBe(delivered);
  });

  it('answers the whole list without paging, 400 for bad paging, 401/403 kept', async () => {
    const list = (await get('/data/admin/rider', admin)).json() as Json[];
    expect(list.length).toBe(await scalar(sql`select count(*) as n from riders`));
    expect((await get('/data/admin/rider?page=1&sort=phone', admin)).statusCode).toBe(400);
    expect((await get('/data/admin/rider?page=1&pageSize=0', admin)).statusCode).toBe(400);
    expect((await get('/data/admin/rider?page=1')).statusCode).toBe(401);
    expect((await get('/data/admin/rider?page=1', rider)).statusCode).toBe(403);
  });
});

describe("a rider's journal history, paged and exported", () => {
  const journal = () => `/data/journal/rider/${rider.user._id}`;
  const riderOrders = (where: SQL = sql`true`) =>
    scalar(sql`select count(*) as n from orders where rider_id = ${rider.user._id} and ${where}`);

  it('pages through every order the rider carried, newest first, and narrows to a date range', async () => {
    const expected = await riderOrders();
    expect(expected).toBeGreaterThanOrEqual(BULK);
    const { ids, totals } = await walk(journal());
    expect(totals).toEqual([expected]);
    expect(new Set(ids).size).toBe(expected);
    const newest = await json(`${journal()}?page=1&pageSize=50`);
    const dates = newest.data.map((o) => o.createdAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
    const from = new Date(start.getTime() + 10 * 86_400_000).toISOString();
    const to = new Date(start.getTime() + 12 * 86_400_000 - 1).toISOString();
    const range = await json(`${journal()}?page=1&from=${from}&to=${to}`);
    expect(range.total).toBe(await riderOrders(sql`created_at between ${from} and ${to}`));
    expect(range.total).toBeGreaterThanOrEqual(48); // an order an hour, and the demo's own
    const oldest = await json(`${journal()}?page=1&pageSize=3&sort=createdAt&order=asc&from=${from}`);
    expect(Date.parse(oldest.data[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(from));
    expect(Date.parse(oldest.data[0]!.createdAt)).toBeLessThan(Date.parse(oldest.data[1]!.createdAt));
  });

  it('still answers the spec journal (four lists and the fee table) without paging', async () => {
    const body = (await get(journal(), admin)).json() as Json;
    const listed = Object.values(body.journal as Record<string, Json[]>).reduce((n, list) => n + list.length, 0);
    expect(listed).toBe(await riderOrders(sql`payment_id is null`));
    expect(body.FeeJournal).toBeTruthy();
  });

  it('exports every order of the range as CSV with a BOM, money as numbers, the count ahead', async () => {
    const response = await get(`${journal()}/export`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFFOrder,')).toBe(true);
    const rows = response.body.slice(1).trimEnd().split('\r\n').slice(1);
    const expected = await riderOrders();
    expect(rows).toHaveLength(expected);
    expect(Number(response.headers['x-total-count'])).toBe(expected);
    expect(new Set(rows.map((r) => r.split(',')[0])).size).toBe(expected);
    const cancelled = rows.find((r) => r.includes('Cancelled') || r.includes('annul'))!;
    expect(cancelled.split(',').slice(-4)).toEqual([expect.stringMatching(/^\d+\.\d\d$/), '10.00', '0.00', 'no']);
    const from = new Date(start.getTime() + 10 * 86_400_000).toISOString();
    const to = new Date(start.getTime() + 12 * 86_400_000 - 1).toISOString();
    const narrowed = await get(`${journal()}/export?from=${from}&to=${to}`, admin);
    expect(narrowed.body.slice(1).trimEnd().split('\r\n')).toHaveLength((await riderOrders(sql`created_at between ${from} and ${to}`)) + 1);
    expect((await get(`${journal()}/export?from=nope`, admin)).statusCode).toBe(400);
    expect((await get(`${journal()}/export`)).statusCode).toBe(401);
    expect((await get(`${journal()}/export`, rider)).statusCode).toBe(403);
    expect((await get(`/data/journal/rider/${resto.user._id}/export`, admin)).statusCode).toBe(404);
  });

  it('answers 400 for bad paging or dates', async () => {
    for (const query of [
      'page=-1',
      'page=1&sort=totalPrix',
      'page=1&from=yesterday',
      `page=1&from=${new Date().toISOString()}&to=${start.toISOString()}`,
    ]) {
      const response = await get(`${journal()}?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as Json).message, query).toBeTruthy();
    }
  });
});

describe('Easy Market products of a category, paged', () => {
  const products = () => `/easyMarket/product/getAdmin/${categoryId}`;
  it('pages through every product; searches the name or brand; sorts by price', async () => {
    const expected = await scalar(sql`select count(*) as n from em_products where category_id = ${categoryId}`);
    expect(expected).toBeGreaterThanOrEqual(BULK);
    const { ids, totals } = await walk(products());
    expect(totals).toEqual([expected]);
    expect(new Set(ids).size).toBe(expected);
    expect(((await get(products(), admin)).json() as Json[]).length).toBe(expected);
    const brand = await json(`${products()}?page=1&q=atlas`);
    expect(brand.total).toBe(BULK / 100);
    const named = await json(`${products()}?page=1&q=product%20012`);
    expect(named.data.map((p) => p.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Bulk product 012${i}`));
    const cheapest = await json(`${products()}?page=1&pageSize=50&sort=prix&order=asc`);
    const prices = cheapest.data.map((p) => p.prix as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await get(`${products()}?page=1&sort=marque`, admin)).statusCode).toBe(400);
    expect((await get(`${products()}?page=1`)).statusCode).toBe(401);
    expect((await get(`${products()}?page=1`, resto)).statusCode).toBe(403);
  });
});

describe('searches ignore case and accents, as the screens always did', () => {
  it('finds "Crème fraîche" by "creme FRAICHE", a brand "Président" by "president", "Hôtel Éden" by "hotel eden"', async () => {
    const { db } = built.ctx;
    // 12 dh, in centimes.
    await db.execute(sql`
      insert into em_products (category_id, name, prix, prix_actual, marque)
      values (${categoryId}, 'Crème fraîche', 1200, 1200, 'Président')`);
    await db.execute(sql`
      insert into users (name, email, phone, password_hash, role, verified)
      values ('Hôtel Éden', 'eden@partners.test', '0611999999', 'x', 'restaurant_owner', true)`);
    const products = `/easyMarket/product/getAdmin/${categoryId}?page=1&q=`;
    expect((await json(`${products}creme%20FRAICHE`)).data.map((p) => p.name)).toEqual(['Crème fraîche']);
    expect((await json(`${products}Cr%C3%A8me`)).data.map((p) => p.name)).toEqual(['Crème fraîche']);
    expect((await json(`${products}president`)).data.map((p) => p.name)).toEqual(['Crème fraîche']);
    expect((await json('/admin/getAll/restaurant_owner?page=1&q=hotel%20eden')).data.map((p) => p.name)).toEqual(['Hôtel Éden']);
    expect((await json('/admin/getAll/restaurant_owner?page=1&q=H%C3%94TEL')).data.map((p) => p.name)).toEqual(['Hôtel Éden']);
    expect((await json(`${products}creme%20brulee`)).total).toBe(0);
  });
});

describe('the paged lists read through indexes', () => {
  it('a page of each list is an index scan, not a scan of the whole table', async () => {
    const queries = {
      'restaurant owners by name, first page': sql`select id from users where role = 'restaurant_owner' order by name, id limit 20`,
      'partners waiting for verification by name': sql`select id from users where role in ('restaurant_owner','services_owner','store_owner','rider') and verified = false order by name, id limit 20`,
      'riders by number': sql`select r.user_id from riders r join users u on u.id = r.user_id order by r.number_rider limit 20`,
      "rider's orders, newest first": sql`select id from orders where rider_id = ${rider.user._id} order by created_at desc, command_number desc limit 20`,
      "rider's orders, two days": sql`select id from orders where rider_id = ${rider.user._id} and created_at between ${start.toISOString()} and ${new Date(start.getTime() + 2 * 86_400_000).toISOString()} order by created_at desc limit 20`,
      'products of a category by name': sql`select id from em_products where category_id = ${categoryId} order by name, id limit 20`,
    };
    for (const [name, query] of Object.entries(queries)) {
      const plan = await built.ctx.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      console.info(`EXPLAIN ${name}:\n${text}`);
      expect(text, name).toMatch(/Index Scan|Index Only Scan|Bitmap Index Scan/);
      expect(text, name).not.toMatch(/Seq Scan on (users|orders|em_products)/);
    }
  });
});
