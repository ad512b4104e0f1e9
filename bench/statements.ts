/**
 * Weekly statements at scale, on PostgreSQL: 500 businesses, 100,000 delivered orders a week.
 *
 *   node scripts/test-postgres.mjs npx tsx bench/statements.ts [--orders 100000] [--businesses 500] [--runs 40]
 *
 * In a database of its own on TEST_DATABASE_URL's server (a throw-away cluster from scripts/test-postgres.mjs),
 * it seeds with SQL three weeks of delivered orders and their ledger entries (sales, 15 % commission, 20 % TVA):
 * the week before (closed first, untimed: history the closing must skip), the week measured, and the week
 * running. Then it prints:
 *  - closing the measured week for every business (closeWeeksThrough, as the job does): time, statements and
 *    invoices created;
 *  - the owner's Payments screen's first answers (the balance and week running, and the first page of
 *    statements), p50/p95 over owners taken in turn, through the API (app.inject, so the network is out).
 * The machine's load average is printed: on a shared machine every figure grows.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { closeWeeksThrough } from '../server/statements/close';
import { hashPassword } from '../server/tokens';
import { nextWeek, weekOf, type Week } from '../src/domain/statements';
import { createTestDatabase } from '../tests/server/helpers';
import { loadLine, p50p95 } from './lib';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] || fallback) || fallback;
const ORDERS = option('orders', 100_000);
const BUSINESSES = option('businesses', 500);
const RUNS = option('runs', 40);
const PASSWORD = 'Bench@1234';

async function main() {
  console.log(loadLine());
  const database = await createTestDatabase();
  // The week measured is the one before the week running at the bench's clock.
  const running = weekOf(new Date('2026-11-25T12:00:00Z'));
  const measured = weekOf(new Date(running.start.getTime() - 1));
  const before = weekOf(new Date(measured.start.getTime() - 1));
  let clock = new Date(running.start.getTime() + 3 * 86_400_000);
  const built = await buildApp({
    dataDir: 'memory://',
    databaseUrl: database.url,
    filesDir: `${os.tmpdir()}/oujda-statements-bench-${process.pid}`,
    logger: false,
    seed: false,
    jobPollMs: 3_600_000,
    loginRateLimit: 100_000,
    now: () => clock,
  });
  try {
    const { db } = built.ctx;
    const started = performance.now();
    const hash = await hashPassword(PASSWORD);
    await db.execute(sql`
      insert into users (name, email, password_hash, role, verified, email_confirmed)
      select 'Owner ' || g, 'owner' || g || '@bench.ma', ${hash}, 'restaurant_owner', true, true from generate_series(1, ${BUSINESSES}) g`);
    await db.execute(sql`
      insert into users (name, email, password_hash, role, verified, email_confirmed) values ('Client', 'client@bench.ma', ${hash}, 'client', true, true)`);
    await db.execute(sql`
      insert into businesses (type, owner_id, name, location)
      select 'restaurant', id, 'Bench ' || name, '{"type": "Point", "coordinates": [-1.91, 34.68]}'::jsonb from users where role = 'restaurant_owner'`);
    const CHUNK = 10_000;
    const seedWeek = async (week: Week, from: number, to: number) => {
      const span = week.end.getTime() - week.start.getTime();
      await db.execute(sql`
        with b as (select id, row_number() over (order by id) - 1 as n from businesses),
        o as (
          insert into orders (kind, business_id, user_id, number_phone, delivery_fee, total_prix, status_orders, created_at, updated_at)
          select 'restaurant', b.id, (select id from users where email = 'client@bench.ma'), '0612345678', 1000,
                 1000 + 3000 + (g % 97) * 150, 'succes',
                 ${week.start.toISOString()}::timestamptz + (g::bigint * ${Math.floor(span / ORDERS)}) * interval '1 millisecond',
                 ${week.start.toISOString()}::timestamptz + (g::bigint * ${Math.floor(span / ORDERS)} + 1800000) * interval '1 millisecond'
          from generate_series(${from}::int, ${to}::int) g join b on b.n = g % ${BUSINESSES}
          returning id, business_id, total_prix - delivery_fee as sales, least(updated_at, ${week.end.toISOString()}::timestamptz - interval '1 millisecond') as at
        ),
        c as (select *, (sales * 1500 + 5000) / 10000 as commission from o)
        insert into ledger_entries (business_id, order_id, kind, amount, occurred_at)
        select business_id, id, 'sales', sales, at from c
        union all select business_id, id, 'commission', -commission, at from c
        union all select business_id, id, 'commission_tax', -((commission * 2000 + 5000) / 10000), at from c`);
    };
    for (const week of [before, measured, running])
      for (let from = 0; from < ORDERS; from += CHUNK) await seedWeek(week, from, Math.min(ORDERS, from + CHUNK) - 1);
    await db.execute(sql`vacuum analyze ledger_entries, orders, businesses`);
    console.log(
      `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${BUSINESSES} businesses, ${ORDERS} orders a week for 3 weeks (${3 * ORDERS * 3} ledger entries)`,
    );

    clock = new Date(measured.start.getTime() + 86_400_000);
    await closeWeeksThrough(built.ctx, before);
    clock = new Date(running.start.getTime() + 3 * 86_400_000);
    console.log(loadLine());
    const closingStarted = performance.now();
    const created = await closeWeeksThrough(built.ctx, measured);
    const closingMs = performance.now() - closingStarted;
    const [invoiceCount] = (await db.execute(sql`select count(*)::int as n from invoices`)).rows as { n: number }[];
    console.log(
      `closing the week of ${measured.weekStart} (${ORDERS} orders, ${BUSINESSES} businesses): ${closingMs.toFixed(0)} ms, ${created} statements, ${invoiceCount!.n} invoices in all`,
    );
    if (nextWeek(measured).weekStart !== running.weekStart) throw new Error('weeks out of order');

    const owners = (await db.execute(sql`select b.id, u.email from businesses b join users u on u.id = b.owner_id order by b.id limit 20`))
      .rows as { id: string; email: string }[];
    const sessions = [];
    for (const owner of owners) {
      const res = await built.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: PASSWORD } });
      sessions.push({ businessId: owner.id, headers: { authorization: `Bearer ${res.json().token as string}` } });
    }
    const timed = async (url: string, headers: Record<string, string>) => {
      const t = performance.now();
      const res = await built.app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      return performance.now() - t;
    };
    const overview: number[] = [];
    const list: number[] = [];
    const lines: number[] = [];
    const statementOf = new Map<string, string>();
    for (let i = 0; i < RUNS; i++) {
      const s = sessions[i % sessions.length]!;
      overview.push(await timed(`/api/payments/${s.businessId}`, s.headers));
      list.push(await timed(`/api/payments/${s.businessId}/statements?page=1&pageSize=10`, s.headers));
      if (!statementOf.has(s.businessId)) {
        const res = await built.app.inject({ url: `/api/payments/${s.businessId}/statements?page=1&pageSize=1`, headers: s.headers });
        statementOf.set(s.businessId, res.json().data[0]._id as string);
      }
      lines.push(
        await timed(`/api/payments/${s.businessId}/statements/${statementOf.get(s.businessId)}/lines?page=1&pageSize=20`, s.headers),
      );
    }
    console.log(loadLine());
    console.log(`Payments: balance and week running (${ORDERS / BUSINESSES} orders on no statement yet): ${p50p95(overview)}`);
    console.log(`Payments: first page of statements: ${p50p95(list)}`);
    console.log(`Payments: a statement's first page of lines: ${p50p95(lines)}`);
    console.log(
      `Payments screen's first answer (the slower of the two it asks at once), p95 goal 100 ms: ${p50p95(overview.map((o, i) => Math.max(o, list[i]!)))}`,
    );
  } finally {
    await built.app.close();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
