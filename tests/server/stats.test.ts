import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, orders, users } from '../../server/db/schema';
import type { SalesReport, TopProduct } from '../../src/domain/stats';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

let built: BuiltApp;
let resto: Awaited<ReturnType<typeof loginAs>>;
let restaurantId: string;

beforeAll(async () => {
  built = await createTestApp();
  resto = await loginAs(built, DEMO_ACCOUNTS.restaurant);
  const [row] = await built.ctx.db.select({ _id: businesses._id }).from(businesses).where(eq(businesses.owner, resto.user._id));
  restaurantId = row!._id;
});
afterAll(() => built.app.close());

const revenue = (headers: Record<string, string>, id = restaurantId, type = 'restaurant') =>
  built.app.inject({ method: 'GET', url: `/api/data/revenue/${type}/${id}`, headers });

/** The same figures straight from SQL, independent of the domain code under test. */
async function sqlFigures(sinceDays: number) {
  const result = await built.ctx.db.execute<{ total: string; success: string; refused: string; sales: string | null }>(sql`
    select count(*) as total,
           count(*) filter (where status_orders = 'succes') as success,
           count(*) filter (where status_orders = 'refusée') as refused,
           sum(total_prix) filter (where status_orders = 'succes') as sales
    from orders
    where business_id = ${restaurantId}
      and created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc' - make_interval(days => ${sinceDays})`);
  const row = result.rows[0]!;
  return { total: Number(row.total), success: Number(row.success), refused: Number(row.refused), sales: Number(row.sales ?? 0) };
}

describe('GET /data/revenue/{type}/{businessId}', () => {
  it('matches the orders in the database over the last 30 days', async () => {
    const response = await revenue(resto.headers);
    expect(response.statusCode).toBe(200);
    const report = response.json() as SalesReport;
    const expected = await sqlFigures(29);
    const daily = report.salesOverviewData.daily;
    expect(daily.totalOrders).toBe(expected.total);
    expect(daily.orderTypes).toEqual({ success: expected.success, refused: expected.refused });
    expect(daily.totalSales).toBeCloseTo(expected.sales, 2);
    expect(report.salesData.daily).toHaveLength(30);
    expect(report.salesData.daily.reduce((n, p) => n + p.totalOrder, 0)).toBe(expected.total);
    expect(report.salesData.weekly).toHaveLength(12);
    expect(report.salesData.monthly).toHaveLength(12);
  });

  it('keeps empty periods as zeros', async () => {
    const report = (await revenue(resto.headers)).json() as SalesReport;
    const oldest = report.salesData.monthly[0]!;
    expect(oldest).toMatchObject({ totalOrder: 0, success: 0, refused: 0 });
  });

  it('counts an order added now in today, and its sale once delivered', async () => {
    const before = (await revenue(resto.headers)).json() as SalesReport;
    await built.ctx.db.insert(orders).values({ kind: 'restaurant', businessId: restaurantId, totalPrix: 123.45, statusOrders: 'succes' });
    const after = (await revenue(resto.headers)).json() as SalesReport;
    const today = (r: SalesReport) => r.salesData.daily.at(-1)!;
    expect(today(after).totalOrder).toBe(today(before).totalOrder + 1);
    expect(today(after).success).toBe(today(before).success + 1);
    expect(after.salesOverviewData.daily.totalSales).toBeCloseTo(before.salesOverviewData.daily.totalSales + 123.45, 2);
  });

  it("refuses another owner's business, a wrong type and no token", async () => {
    const store = await loginAs(built, DEMO_ACCOUNTS.store);
    expect((await revenue(store.headers)).statusCode).toBe(403);
    expect((await revenue(resto.headers, restaurantId, 'store')).statusCode).toBe(404);
    expect((await revenue(resto.headers, restaurantId, 'bakery')).statusCode).toBe(400);
    expect((await revenue({})).statusCode).toBe(401);
    const admin = await loginAs(built, DEMO_ACCOUNTS.admin);
    expect((await revenue(admin.headers)).statusCode).toBe(200);
    const rider = await loginAs(built, DEMO_ACCOUNTS.rider);
    expect((await revenue(rider.headers)).statusCode).toBe(403);
  });
});

describe('GET /data/product/{businessId}/{type}', () => {
  it('ranks products by revenue from delivered orders, units matching the order lines', async () => {
    const response = await built.app.inject({ method: 'GET', url: `/api/data/product/${restaurantId}/restaurant`, headers: resto.headers });
    expect(response.statusCode).toBe(200);
    const top = response.json() as TopProduct[];
    expect(top.length).toBeGreaterThan(3);
    for (let i = 1; i < top.length; i++) expect(top[i - 1]!.totalRevenue).toBeGreaterThanOrEqual(top[i]!.totalRevenue);
    const first = top[0]!;
    const result = await built.ctx.db.execute<{ units: string; revenue: string }>(sql`
      select coalesce(sum((l->>'quantity')::int), 0) as units, coalesce(sum((l->>'prixTotal')::numeric), 0) as revenue
      from orders, jsonb_array_elements(lines) l
      where business_id = ${restaurantId} and status_orders = 'succes' and type_order = 'order' and l->>'productId' = ${first.productId}`);
    expect(first.totalOrdering).toBe(Number(result.rows[0]!.units));
    expect(first.totalRevenue).toBeCloseTo(Number(result.rows[0]!.revenue), 2);
  });

  /** The product figures of one period straight from SQL: delivered item orders in the period's window. */
  async function sqlProductRevenue(period: 'daily' | 'weekly' | 'monthly') {
    const start = {
      daily: sql`date_trunc('day', now() at time zone 'utc') - interval '29 days'`,
      weekly: sql`date_trunc('week', now() at time zone 'utc') - interval '11 weeks'`,
      monthly: sql`date_trunc('month', now() at time zone 'utc') - interval '11 months'`,
    }[period];
    const result = await built.ctx.db.execute<{ product: string; units: string; revenue: string }>(sql`
      select l->>'productId' as product, sum((l->>'quantity')::int) as units, sum((l->>'prixTotal')::numeric) as revenue
      from orders, jsonb_array_elements(lines) l
      where business_id = ${restaurantId} and status_orders = 'succes' and type_order = 'order'
        and created_at >= (${start}) at time zone 'utc' and created_at <= now()
      group by 1`);
    return new Map(result.rows.map((r) => [r.product, { units: Number(r.units), revenue: Number(r.revenue) }]));
  }

  it("follows the selected period and never sells more than the period's sales total", async () => {
    const report = (await revenue(resto.headers)).json() as SalesReport;
    const sums: number[] = [];
    for (const period of ['daily', 'weekly', 'monthly'] as const) {
      const response = await built.app.inject({
        method: 'GET',
        url: `/api/data/product/${restaurantId}/restaurant?period=${period}`,
        headers: resto.headers,
      });
      expect(response.statusCode).toBe(200);
      const top = response.json() as TopProduct[];
      const expected = await sqlProductRevenue(period);
      expect(top.length).toBe(expected.size);
      for (const p of top) {
        expect(p.totalOrdering).toBe(expected.get(p.productId)!.units);
        expect(p.totalRevenue).toBeCloseTo(expected.get(p.productId)!.revenue, 2);
      }
      const sold = top.reduce((n, p) => n + p.totalRevenue, 0);
      expect(sold).toBeLessThanOrEqual(report.salesOverviewData[period].totalSales + 0.001);
      sums.push(sold);
    }
    // 30 days, 12 weeks and 12 months of seeded sales are not the same figures.
    expect(sums[0]).toBeLessThan(sums[2]!);
  });

  it('refuses an unknown period', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: `/api/data/product/${restaurantId}/restaurant?period=yearly`,
      headers: resto.headers,
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses another owner's business", async () => {
    const [other] = await built.ctx.db
      .select({ _id: businesses._id })
      .from(businesses)
      .innerJoin(users, eq(users._id, businesses.owner))
      .where(and(eq(users.email, DEMO_ACCOUNTS.store)));
    const response = await built.app.inject({ method: 'GET', url: `/api/data/product/${other!._id}/store`, headers: resto.headers });
    expect(response.statusCode).toBe(403);
  });
});
