import { centimes, sumMoney, timesMoney, toCentimes, toDirhams, type Centimes } from '../../src/domain/money';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { businesses, catalogueItems, orders, productSalesDaily, users } from '../../server/db/schema';
import { productFacts } from '../../server/stats/routes';
import { periodWindowStart, salesReportFromBuckets, type SalesReport, type TopProduct } from '../../src/domain/stats';
import { LEDGER_BACKFILL_JOB } from '../../server/statements/jobs';
import { createTestApp, DEMO_ACCOUNTS, jobDone, loginAs } from './helpers';

let built: BuiltApp;
let resto: Awaited<ReturnType<typeof loginAs>>;
let restaurantId: string;

beforeAll(async () => {
  built = await createTestApp();
  // The one-time ledger backfill writes entries for the delivered orders it finds: done first, so it never takes
  // the orders the tests write and then delete, which the ledger's references would refuse.
  await jobDone(built, LEDGER_BACKFILL_JOB);
  resto = await loginAs(built, DEMO_ACCOUNTS.restaurant);
  const [row] = await built.ctx.db.select({ _id: businesses._id }).from(businesses).where(eq(businesses.owner, resto.user._id));
  restaurantId = row!._id;
});
afterAll(() => built.app.close());

const revenue = (headers: Record<string, string>, id = restaurantId, type = 'restaurant') =>
  built.app.inject({ method: 'GET', url: `/api/data/revenue/${type}/${id}`, headers });

/** The same figures straight from SQL, independent of the domain code under test; sales summed in centimes, answered in dh. */
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
  return {
    total: Number(row.total),
    success: Number(row.success),
    refused: Number(row.refused),
    sales: toDirhams(centimes(Number(row.sales ?? 0))),
  };
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
    expect(daily.totalSales).toBe(expected.sales);
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
    await built.ctx.db
      .insert(orders)
      .values({ kind: 'restaurant', businessId: restaurantId, totalPrix: toCentimes(123.45), statusOrders: 'succes' });
    const after = (await revenue(resto.headers)).json() as SalesReport;
    const today = (r: SalesReport) => r.salesData.daily.at(-1)!;
    expect(today(after).totalOrder).toBe(today(before).totalOrder + 1);
    expect(today(after).success).toBe(today(before).success + 1);
    expect(toCentimes(after.salesOverviewData.daily.totalSales)).toBe(
      toCentimes(before.salesOverviewData.daily.totalSales) + toCentimes(123.45),
    );
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
      select coalesce(sum((l->>'quantity')::int), 0) as units, coalesce(sum((l->>'prixTotal')::bigint), 0) as revenue
      from orders, jsonb_array_elements(lines) l
      where business_id = ${restaurantId} and status_orders = 'succes' and type_order = 'order' and l->>'productId' = ${first.productId}`);
    expect(first.totalOrdering).toBe(Number(result.rows[0]!.units));
    expect(first.totalRevenue).toBe(toDirhams(centimes(Number(result.rows[0]!.revenue))));
  });

  /** The product figures of one period straight from SQL: delivered item orders in the period's window (revenue in dh). */
  async function sqlProductRevenue(period: 'daily' | 'weekly' | 'monthly') {
    const start = {
      daily: sql`date_trunc('day', now() at time zone 'utc') - interval '29 days'`,
      weekly: sql`date_trunc('week', now() at time zone 'utc') - interval '11 weeks'`,
      monthly: sql`date_trunc('month', now() at time zone 'utc') - interval '11 months'`,
    }[period];
    const result = await built.ctx.db.execute<{ product: string; units: string; revenue: string }>(sql`
      select l->>'productId' as product, sum((l->>'quantity')::int) as units, sum((l->>'prixTotal')::bigint) as revenue
      from orders, jsonb_array_elements(lines) l
      where business_id = ${restaurantId} and status_orders = 'succes' and type_order = 'order'
        and created_at >= (${start}) at time zone 'utc' and created_at <= now()
      group by 1`);
    return new Map(result.rows.map((r) => [r.product, { units: Number(r.units), revenue: toDirhams(centimes(Number(r.revenue))) }]));
  }

  it("follows the selected period and never sells more than the period's sales total", async () => {
    const report = (await revenue(resto.headers)).json() as SalesReport;
    const sums: Centimes[] = [];
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
        expect(p.totalRevenue).toBe(expected.get(p.productId)!.revenue);
      }
      const sold = sumMoney(top.map((p) => toCentimes(p.totalRevenue)));
      expect(sold).toBeLessThanOrEqual(toCentimes(report.salesOverviewData[period].totalSales));
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

/** The owner dashboard's top products of a business, as the route answers them. */
async function topProducts(session: { headers: Record<string, string> }, id: string, type: string, period?: string) {
  const response = await built.app.inject({
    method: 'GET',
    url: `/api/data/product/${id}/${type}${period ? `?period=${period}` : ''}`,
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as TopProduct[];
}

const figuresOf = (top: TopProduct[], productId: string) => {
  const p = top.find((t) => t.productId === productId);
  return { units: p?.totalOrdering ?? 0, revenue: p?.totalRevenue ?? 0 };
};

describe('the per-day product summary kept by the database', () => {
  it('counts an order delivered through the API once it is delivered, and nothing takes it out again', async () => {
    const client = await loginAs(built, DEMO_ACCOUNTS.client);
    const rider = await loginAs(built, DEMO_ACCOUNTS.rider);
    const admin = await loginAs(built, DEMO_ACCOUNTS.admin);
    const call = (method: 'POST' | 'PUT', url: string, session: { headers: Record<string, string> }, payload?: object) =>
      built.app.inject({ method, url: `/api${url}`, headers: session.headers, payload });
    const [item] = await built.ctx.db
      .select()
      .from(catalogueItems)
      .where(
        and(
          eq(catalogueItems.businessId, restaurantId),
          eq(catalogueItems.soldOut, false),
          sql`jsonb_array_length(${catalogueItems.options}) = 0`,
        ),
      );
    const before = figuresOf(await topProducts(resto, restaurantId, 'restaurant', 'daily'), item!._id);

    const placed = await call('POST', '/client/orders', client, {
      type: 'restaurant',
      businessId: restaurantId,
      lines: [{ productId: item!._id, quantity: 3 }],
      numberPhone: '0612345678',
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order as { _id: string };
    const [row] = await built.ctx.db.select().from(orders).where(eq(orders._id, order._id));
    const lineTotal = row!.orders[0]!.prixTotal;
    expect(lineTotal).toBeGreaterThan(0);
    const steps: [string, { headers: Record<string, string> }, object | undefined][] = [
      [`/orders/restaurant/updatestatue/${order._id}`, resto, { status: 'confirmé', type: 'restaurant' }],
      [`/rider/orders/${order._id}/confirme`, rider, undefined],
      [`/rider/orders/${order._id}/comming`, rider, undefined],
    ];
    for (const [url, session, payload] of steps) {
      expect((await call('PUT', url, session, payload)).statusCode, url).toBe(200);
      // Not delivered yet: not sold.
      expect(figuresOf(await topProducts(resto, restaurantId, 'restaurant', 'daily'), item!._id)).toEqual(before);
    }
    expect((await call('PUT', `/rider/orders/${order._id}/succes`, rider)).statusCode).toBe(200);
    const delivered = { units: before.units + 3, revenue: toDirhams(sumMoney([toCentimes(before.revenue), lineTotal])) };
    expect(figuresOf(await topProducts(resto, restaurantId, 'restaurant', 'daily'), item!._id)).toEqual(delivered);
    expect(figuresOf(await topProducts(resto, restaurantId, 'restaurant'), item!._id).units).toBeGreaterThanOrEqual(delivered.units);

    // The state machine lets nothing leave 'succes': a refusal afterwards is refused and the sale stays.
    const refuse = await call('PUT', `/orders/admin/restaurant/${order._id}/${encodeURIComponent('refusée')}`, admin, {});
    expect(refuse.statusCode).toBe(409);
    expect(
      (await call('PUT', `/orders/restaurant/updatestatue/${order._id}`, resto, { status: 'refusée', type: 'restaurant' })).statusCode,
    ).toBe(409);
    expect(figuresOf(await topProducts(resto, restaurantId, 'restaurant', 'daily'), item!._id)).toEqual(delivered);

    // A new order the business refuses never counts.
    const second = await call('POST', '/client/orders', client, {
      type: 'restaurant',
      businessId: restaurantId,
      lines: [{ productId: item!._id, quantity: 1 }],
      numberPhone: '0612345678',
    });
    const refused = await call('PUT', `/orders/restaurant/updatestatue/${second.json().order._id}`, resto, {
      status: 'refusée',
      type: 'restaurant',
    });
    expect(refused.statusCode).toBe(200);
    expect(figuresOf(await topProducts(resto, restaurantId, 'restaurant', 'daily'), item!._id)).toEqual(delivered);
  });

  it('follows a line changed, an order moved to another day, taken out of the delivered ones or deleted', async () => {
    const productId = 'retired-dish';
    const line = (name: string, prix: number, quantity: number) => ({
      productId,
      name,
      image: `${name}.jpg`,
      prix: toCentimes(prix),
      quantity,
      options: [],
      prixTotal: timesMoney(toCentimes(prix), quantity),
    });
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const base = { kind: 'restaurant' as const, businessId: restaurantId, statusOrders: 'succes' };
    const [older] = await built.ctx.db
      .insert(orders)
      .values({ ...base, orders: [line('Old tagine', 50, 1)], createdAt: ago(2) })
      .returning({ _id: orders._id });
    const [newer] = await built.ctx.db
      .insert(orders)
      .values({ ...base, orders: [line('Tagine', 60, 2)], createdAt: ago(1) })
      .returning({ _id: orders._id });
    const retired = async (period?: string) =>
      (await topProducts(resto, restaurantId, 'restaurant', period)).find((p) => p.productId === productId);

    // Gone from the catalogue: the latest line gives the name, image and price.
    expect(await retired('daily')).toEqual({
      productId,
      productName: 'Tagine',
      productImage: 'Tagine.jpg',
      productPrix: 60,
      totalOrdering: 3,
      totalRevenue: 170,
    });

    await built.ctx.db
      .update(orders)
      .set({ orders: [line('Tagine', 60, 2), line('Tagine royal', 75.5, 1)] })
      .where(eq(orders._id, newer!._id));
    expect(await retired('daily')).toMatchObject({ productName: 'Tagine royal', productPrix: 75.5, totalOrdering: 4, totalRevenue: 245.5 });

    // Moved 40 days back: out of the last 30 days, still in the last 12 months.
    await built.ctx.db
      .update(orders)
      .set({ createdAt: ago(40 * 24 * 60) })
      .where(eq(orders._id, newer!._id));
    expect(await retired('daily')).toMatchObject({ productName: 'Old tagine', productPrix: 50, totalOrdering: 1, totalRevenue: 50 });
    expect(await retired('monthly')).toMatchObject({ productName: 'Old tagine', totalOrdering: 4, totalRevenue: 245.5 });

    // No longer a delivered item order: a pack, then refused.
    await built.ctx.db.update(orders).set({ type_order: 'pack' }).where(eq(orders._id, newer!._id));
    expect(await retired('monthly')).toMatchObject({ totalOrdering: 1, totalRevenue: 50 });
    await built.ctx.db.update(orders).set({ type_order: 'order', statusOrders: 'refusée' }).where(eq(orders._id, newer!._id));
    expect(await retired('monthly')).toMatchObject({ totalOrdering: 1, totalRevenue: 50 });
    await built.ctx.db.update(orders).set({ statusOrders: 'succes' }).where(eq(orders._id, newer!._id));
    expect(await retired('monthly')).toMatchObject({ productName: 'Old tagine', totalOrdering: 4, totalRevenue: 245.5 });

    await built.ctx.db.delete(orders).where(eq(orders._id, older!._id));
    expect(await retired('daily')).toBeUndefined();
    expect(await retired('monthly')).toMatchObject({ productName: 'Tagine royal', totalOrdering: 3, totalRevenue: 195.5 });
    await built.ctx.db.delete(orders).where(eq(orders._id, newer!._id));
    expect(await retired()).toBeUndefined();
    const left = await built.ctx.db.select().from(productSalesDaily).where(eq(productSalesDaily.productId, productId));
    expect(left).toEqual([]);
  });
});

/**
 * A summary's migration ends with the backfill of the orders already there: run again on a table emptied, it writes
 * the same rows (`columns`, more than `atLeast` of them) the triggers kept.
 */
async function expectBackfillKeeps(migrationFile: string, table: string, columns: string, atLeast: number) {
  const all = async () => (await built.ctx.db.execute(sql.raw(`select ${columns} from ${table} order by 1, 2, 3`))).rows;
  const kept = await all();
  expect(kept.length).toBeGreaterThan(atLeast);
  const migration = await readFile(new URL(`../../server/db/migrations/${migrationFile}`, import.meta.url), 'utf8');
  const backfill = migration.split('--> statement-breakpoint').at(-1)!;
  expect(backfill).toMatch(new RegExp(`INSERT INTO ${table}`));
  await built.ctx.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`delete from ${table}`));
    await tx.execute(sql.raw(backfill));
  });
  expect(await all()).toEqual(kept);
}

describe('the summary against the order lines, on a mixed data set written by bulk SQL', () => {
  let store: Awaited<ReturnType<typeof loginAs>>;
  let storeId: string;

  beforeAll(async () => {
    store = await loginAs(built, DEMO_ACCOUNTS.store);
    const [row] = await built.ctx.db.select({ _id: businesses._id }).from(businesses).where(eq(businesses.owner, store.user._id));
    storeId = row!._id;
    const items = await built.ctx.db
      .select({ _id: catalogueItems._id })
      .from(catalogueItems)
      .where(eq(catalogueItems.businessId, storeId))
      .orderBy(catalogueItems._id)
      .limit(4);
    expect(items).toHaveLength(4);
    // Four catalogue products and two no longer in it (their name, image and price come from the latest line).
    // Prices in centimes, as the lines store them: 1025 + 100 × (g % 9) is 10,25 dh to 18,25 dh.
    const products = `array[${[...items.map((i) => `'${i._id}'`), "'gone-1'", "'gone-2'"].join(',')}]`;
    const lineOf = (g: string, k: number) =>
      sql.raw(`jsonb_build_object('productId', (${products})[1 + (${g} * ${k + 3}) % 6], 'name', 'Name ' || (${g} + ${k}) % 7,
        'image', 'img' || ${g} % 5 || '.png', 'prix', 1025 + 100 * (${g} % 9), 'quantity', 1 + (${g} + ${k}) % 4, 'options', '[]'::jsonb,
        'prixTotal', (1025 + 100 * (${g} % 9)) * (1 + (${g} + ${k}) % 4))`);
    // 1,500 orders over about 380 days, every 6 h 7 min 13 s: delivered, refused, waiting, packs, no business;
    // one to three lines, the same product twice in some orders.
    await built.ctx.db.execute(sql`
      insert into orders (kind, business_id, lines, total_prix, status_orders, type_order, message, created_at)
      select 'store', case when g % 23 = 0 then null else ${storeId}::uuid end,
             case when g % 11 = 0 then jsonb_build_array(${lineOf('g', 0)}, ${lineOf('g', 6)}, ${lineOf('g', 0)})
                  when g % 3 = 0 then jsonb_build_array(${lineOf('g', 0)}, ${lineOf('g', 1)})
                  else jsonb_build_array(${lineOf('g', 2)}) end,
             0, case g % 5 when 0 then 'refusée' when 1 then 'waiting' else 'succes' end,
             case when g % 17 = 0 then 'pack' else 'order' end, 'mixed set',
             now() - g * interval '6 hours 7 minutes 13 seconds'
      from generate_series(1, 1500) g`);
    // On each window's first instant and just before it, where whole days and exact instants could disagree.
    const starts = (['daily', 'weekly', 'monthly'] as const).map((p) => periodWindowStart(new Date(), p).getTime());
    const edges = starts.flatMap((ms, i) => [ms, ms - 1, ms + 999 + i]).map((ms) => new Date(ms).toISOString());
    await built.ctx.db.execute(sql`
      insert into orders (kind, business_id, lines, total_prix, status_orders, message, created_at)
      select 'store', ${storeId}::uuid, jsonb_build_array(${lineOf('n::int', 1)}), 0, 'succes', 'mixed set', at::timestamptz
      from unnest(${`{${edges.join(',')}}`}::text[]) with ordinality as e(at, n)`);
    // Then many orders change at once: totals, delivered, a line added, moved by three days, refused, made packs, deleted.
    const mixed = sql`business_id = ${storeId} and message = 'mixed set'`;
    await built.ctx.db.execute(sql`update orders set total_prix = 1000 + 37 * (command_number % 91) where ${mixed}`);
    await built.ctx.db.execute(
      sql`update orders set status_orders = 'succes' where ${mixed} and status_orders = 'waiting' and command_number % 2 = 0`,
    );
    await built.ctx.db.execute(
      sql`update orders set lines = lines || jsonb_build_array(${lineOf('command_number', 4)}) where ${mixed} and command_number % 7 = 0`,
    );
    await built.ctx.db.execute(
      sql`update orders set created_at = created_at - interval '3 days' where ${mixed} and command_number % 13 = 0`,
    );
    await built.ctx.db.execute(sql`update orders set status_orders = 'refusée' where ${mixed} and command_number % 19 = 0`);
    await built.ctx.db.execute(sql`update orders set type_order = 'pack' where ${mixed} and command_number % 29 = 0`);
    await built.ctx.db.execute(sql`delete from orders where ${mixed} and command_number % 31 = 0`);
  });

  it('holds, row for row, what the delivered order lines add up to per UTC day and product', async () => {
    const fromLines = await built.ctx.db.execute(sql`
      select (o.created_at at time zone 'UTC')::date::text as day, l->>'productId' as product_id,
             sum((l->>'quantity')::int)::int as units, sum((l->>'prixTotal')::bigint)::text as revenue, count(*)::int as lines,
             (array_agg(l->>'name' order by o.created_at desc, n desc))[1] as name,
             (array_agg(l->>'image' order by o.created_at desc, n desc))[1] as image,
             (array_agg((l->>'prix')::bigint order by o.created_at desc, n desc))[1]::text as prix
      from orders o, jsonb_array_elements(o.lines) with ordinality as x(l, n)
      where o.business_id = ${storeId} and o.status_orders = 'succes' and o.type_order = 'order'
      group by 1, 2 order by 1, 2`);
    const summary = await built.ctx.db.execute(sql`
      select day::text, product_id, units, revenue::text, lines, name, image, prix::text
      from product_sales_daily where business_id = ${storeId} order by 1, 2`);
    expect(fromLines.rows.length).toBeGreaterThan(500);
    // Whole centimes on both sides: the texts themselves agree.
    expect(summary.rows).toEqual(fromLines.rows);
  });

  it("the migration's backfill of orders already there writes the same rows the triggers kept", async () => {
    // Amounts as the table holds them, whole centimes: a sum kept by additions and subtractions is exact.
    await expectBackfillKeeps(
      '0009_product_sales_daily_trigger.sql',
      'product_sales_daily',
      'business_id, day::text, product_id, units, revenue, lines, last_at::text, name, image, prix',
      500,
    );
  });

  it('answers, for every period and all time, exactly what the order lines give', async () => {
    const windows = { daily: `'29 days'`, weekly: `'11 weeks'`, monthly: `'11 months'` } as const;
    for (const period of ['daily', 'weekly', 'monthly', undefined] as const) {
      const since = period
        ? sql`and o.created_at >= (date_trunc(${{ daily: 'day', weekly: 'week', monthly: 'month' }[period]}, now() at time zone 'UTC') - ${sql.raw(`interval ${windows[period]}`)}) at time zone 'UTC' and o.created_at <= now()`
        : sql``;
      // Amounts in centimes from SQL, each converted once to the dh the API answers.
      const expected = await built.ctx.db.execute<Record<string, unknown> & { productPrix: string; totalRevenue: string }>(sql`
        with facts as (
          select l->>'productId' as product_id, sum((l->>'quantity')::int)::int as units, sum((l->>'prixTotal')::bigint) as revenue,
                 (array_agg(l->>'name' order by o.created_at desc, n desc))[1] as name,
                 (array_agg(l->>'image' order by o.created_at desc, n desc))[1] as image,
                 (array_agg((l->>'prix')::bigint order by o.created_at desc, n desc))[1] as prix
          from orders o, jsonb_array_elements(o.lines) with ordinality as x(l, n)
          where o.business_id = ${storeId} and o.status_orders = 'succes' and o.type_order = 'order' ${since}
          group by 1)
        select f.product_id as "productId", coalesce(c.name, f.name) as "productName", coalesce(c.image, f.image) as "productImage",
               coalesce(c.price, f.prix)::text as "productPrix", f.units as "totalOrdering", f.revenue::text as "totalRevenue"
        from facts f left join catalogue_items c on c.id::text = f.product_id and c.business_id = ${storeId}
        order by f.revenue desc, f.units desc, f.product_id`);
      // The mixed set's six products and the store's own history.
      expect(expected.rows.length, String(period)).toBeGreaterThanOrEqual(6);
      const inDirhams = expected.rows.map((r) => ({
        ...r,
        productPrix: toDirhams(centimes(Number(r.productPrix))),
        totalRevenue: toDirhams(centimes(Number(r.totalRevenue))),
      }));
      expect(await topProducts(store, storeId, 'store', period), String(period)).toEqual(inDirhams);
    }
  });

  it('holds, row for row, what the orders add up to per UTC day: all, delivered, refused and delivered sales', async () => {
    const fromOrders = await built.ctx.db.execute(sql`
      select (created_at at time zone 'UTC')::date::text as day, count(*)::int as orders,
             (count(*) filter (where status_orders = 'succes'))::int as delivered,
             (count(*) filter (where status_orders = 'refusée'))::int as refused,
             coalesce(sum(total_prix) filter (where status_orders = 'succes'), 0)::text as sales
      from orders where business_id = ${storeId} group by 1 order by 1`);
    const summary = await built.ctx.db.execute(sql`
      select day::text, orders, delivered, refused, sales::text from order_sales_daily where business_id = ${storeId} order by 1`);
    expect(fromOrders.rows.length).toBeGreaterThan(300);
    expect(summary.rows).toEqual(fromOrders.rows);
  });

  it("the order summary's backfill of orders already there writes the same rows the triggers kept", async () => {
    await expectBackfillKeeps(
      '0028_order_sales_daily.sql',
      'order_sales_daily',
      'business_id, day::text, orders, delivered, refused, sales',
      300,
    );
  });

  it('answers the sales of every period exactly as the orders themselves give them', async () => {
    const report = (await revenue(store.headers, storeId, 'store')).json() as SalesReport;
    const now = new Date();
    for (const [period, unit] of [
      ['daily', 'day'],
      ['weekly', 'week'],
      ['monthly', 'month'],
    ] as const) {
      const rows = await built.ctx.db.execute<{ date: string; total: number; success: number; refused: number; sales: string }>(sql`
        select to_char(date_trunc(${unit}, created_at at time zone 'UTC'), 'YYYY-MM-DD') as date, count(*)::int as total,
               (count(*) filter (where status_orders = 'succes'))::int as success,
               (count(*) filter (where status_orders = 'refusée'))::int as refused,
               coalesce(sum(total_prix) filter (where status_orders = 'succes'), 0)::text as sales
        from orders where business_id = ${storeId} and created_at >= ${periodWindowStart(now, period).toISOString()} and created_at <= now()
        group by 1`);
      const expected = salesReportFromBuckets(
        {
          daily: [],
          weekly: [],
          monthly: [],
          [period]: rows.rows.map((r) => ({
            date: r.date,
            totalOrder: r.total,
            success: r.success,
            refused: r.refused,
            sales: centimes(Number(r.sales)),
          })),
        },
        now,
      );
      expect(rows.rows.length, period).toBeGreaterThan(2);
      expect(report.salesData[period], period).toEqual(expected.salesData[period]);
      expect(report.salesOverviewData[period], period).toEqual(expected.salesOverviewData[period]);
    }
  });

  it("reads the business's days from the summary, through its primary key, never the orders", async () => {
    await built.ctx.db.execute(sql`analyze product_sales_daily`);
    const now = new Date();
    const queries = {
      'top products, last 30 days': productFacts(built.ctx.db, storeId, { from: periodWindowStart(now, 'daily'), to: now }),
      'top products, last 12 months': productFacts(built.ctx.db, storeId, { from: periodWindowStart(now, 'monthly'), to: now }),
      'top products, all time': productFacts(built.ctx.db, storeId),
      'restaurant top products, last 30 days': productFacts(built.ctx.db, restaurantId, { from: periodWindowStart(now, 'daily'), to: now }),
    };
    for (const [name, query] of Object.entries(queries)) {
      const plan = await built.ctx.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      console.info(`EXPLAIN ${name}:\n${text}`);
      expect(text, name).not.toMatch(/orders/);
      // A month's window is a range of the key; longer ones read most of this small table, which a scan does best.
      if (name.endsWith('30 days')) expect(text, name).toMatch(/Index Scan on product_sales_daily_business_id_day_product_id_pk/);
    }
  });
});
