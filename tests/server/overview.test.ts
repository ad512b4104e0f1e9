import { centimes, toCentimes, toDirhams } from '../../src/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { orders } from '../../server/db/schema';
import type { AdminOverview } from '../../src/api/types';
import { createTestApp, DEMO_ACCOUNTS, loginAs } from './helpers';

let built: BuiltApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  built = await createTestApp();
  admin = await loginAs(built, DEMO_ACCOUNTS.admin);
});
afterAll(() => built.app.close());

const overview = (headers?: Record<string, string>) => built.app.inject({ method: 'GET', url: '/api/data/admin/overview', headers });
const one = async <T>(query: ReturnType<typeof sql>) => (await built.ctx.db.execute<{ v: T }>(query)).rows[0]!.v;

describe('GET /data/admin/overview', () => {
  it("agrees with SQL: today's orders by type and status, revenue, stale new orders, partners and riders", async () => {
    // A new grocery order placed 15 minutes ago is stale; one placed now is not.
    await built.ctx.db.insert(orders).values([
      { kind: 'grocery', totalPrix: toCentimes(42), statusOrders: 'new', createdAt: new Date(Date.now() - 15 * 60_000).toISOString() },
      { kind: 'grocery', totalPrix: toCentimes(43), statusOrders: 'new' },
    ]);
    const response = await overview(admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json() as AdminOverview;
    const today = sql`created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;
    const cells = await built.ctx.db.execute<{ kind: string; status: string; n: number }>(
      sql`select kind, status_orders as status, count(*)::int as n from orders where ${today} group by 1, 2`,
    );
    expect(body.today.length).toBe(cells.rows.length);
    for (const row of cells.rows) expect(body.today.find((c) => c.kind === row.kind && c.status === row.status)?.count).toBe(row.n);
    // Summed in centimes, answered in dh.
    const revenueToday = await one<string>(
      sql`select coalesce(sum(total_prix), 0) as v from orders where ${today} and status_orders = 'succes'`,
    );
    expect(body.revenueToday).toBe(toDirhams(centimes(Number(revenueToday))));
    const stale = Number(
      await one<string>(sql`select count(*) as v from orders where status_orders = 'new' and created_at < now() - interval '10 minutes'`),
    );
    expect(body.staleNew.count).toBe(stale);
    expect(body.staleNew.orders.length).toBe(Math.min(20, stale));
    expect(body.staleNew.orders.every((o) => Date.parse(o.createdAt) < Date.now() - 10 * 60_000)).toBe(true);
    expect(body.partnersAwaiting).toBe(
      Number(
        await one<string>(
          sql`select count(*) as v from users where verified = false and role in ('restaurant_owner', 'services_owner', 'store_owner', 'rider')`,
        ),
      ),
    );
    expect(body.ridersAvailable).toBe(Number(await one<string>(sql`select count(*) as v from riders where avability = 'available'`)));
  });

  it('is for admins only', async () => {
    expect((await overview()).statusCode).toBe(401);
    const resto = await loginAs(built, DEMO_ACCOUNTS.restaurant);
    expect((await overview(resto.headers)).statusCode).toBe(403);
  });
});
