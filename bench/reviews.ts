/**
 * The Reviews screen at scale, on PostgreSQL: one restaurant with 50,000 reviews, and 200 other partners rated.
 *
 *   node scripts/test-postgres.mjs npx tsx bench/reviews.ts [--reviews 50000] [--partners 200] [--runs 60]
 *
 * In a database of its own on TEST_DATABASE_URL's server (a throw-away cluster from scripts/test-postgres.mjs), it
 * seeds with SQL the restaurant's delivered orders and their reviews, spread over the last 180 days (the whole span
 * the figures read: 7, 30 and 90 days and the periods before them), a third with a comment, half replied to; and 100
 * reviews for each other partner over 30 days. Then it times through the API (app.inject, so the network is out):
 *  - the screen's figures (averages, stars, tags) and its first page, unfiltered and filtered, p50/p95;
 *  - the screen's first answer: the slower of the two it asks at once (goal: p95 ≤ 50 ms);
 *  - the admins' list of partners (lowest first) and the overview's alert.
 * The machine's load average is printed: on a shared machine every figure grows.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { hashPassword } from '../server/tokens';
import { createTestDatabase } from '../tests/server/helpers';
import { loadLine, p50p95 } from './lib';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] || fallback) || fallback;
const REVIEWS = option('reviews', 50_000);
const PARTNERS = option('partners', 200);
const RUNS = option('runs', 60);
const PER_PARTNER = 100;
const PASSWORD = 'Bench@1234';
const NOW = new Date('2026-11-25T12:00:00Z');
const SPAN_MS = 180 * 86_400_000;

async function main() {
  console.log(loadLine());
  const database = await createTestDatabase();
  const built = await buildApp({
    dataDir: 'memory://',
    databaseUrl: database.url,
    filesDir: `${os.tmpdir()}/oujda-reviews-bench-${process.pid}`,
    logger: false,
    seed: false,
    jobPollMs: 3_600_000,
    loginRateLimit: 100_000,
    now: () => NOW,
  });
  try {
    const { db } = built.ctx;
    const started = performance.now();
    const hash = await hashPassword(PASSWORD);
    await db.execute(sql`
      insert into users (name, email, password_hash, role, verified, email_confirmed)
      select 'Owner ' || g, 'owner' || g || '@bench.ma', ${hash}, 'restaurant_owner', true, true from generate_series(0, ${PARTNERS}) g`);
    await db.execute(sql`
      insert into users (name, email, password_hash, role, verified, email_confirmed) values
        ('Client', 'client@bench.ma', ${hash}, 'client', true, true), ('Admin', 'admin@bench.ma', ${hash}, 'admin', true, true)`);
    await db.execute(sql`
      insert into businesses (type, owner_id, name, location)
      select 'restaurant', id, 'Bench ' || name, '{"type": "Point", "coordinates": [-1.91, 34.68]}'::jsonb from users where role = 'restaurant_owner'`);
    const [measured] = (
      await db.execute(sql`select b.id from businesses b join users u on u.id = b.owner_id where u.email = 'owner0@bench.ma'`)
    ).rows as { id: string }[];
    // Reviews of delivered orders: `count` for each of the businesses, the newest `spanMs` before NOW.
    const seed = async (businesses: string, count: number, spanMs: number) => {
      const CHUNK = 10_000;
      for (let from = 0; from < count; from += CHUNK) {
        const to = Math.min(count, from + CHUNK) - 1;
        await db.execute(
          sql.raw(`
          with b as (${businesses}),
          o as (
            insert into orders (kind, business_id, user_id, number_phone, delivery_fee, total_prix, status_orders, lines, created_at, updated_at)
            select 'restaurant', b.id, (select id from users where email = 'client@bench.ma'), '0612345678', 1000, 4500 + (g % 50) * 100,
                   'succes', jsonb_build_array(jsonb_build_object('productId', gen_random_uuid(), 'name', 'Tajine ' || (g % 40),
                     'image', '', 'prix', 4500, 'quantity', 1 + g % 3, 'options', '[]'::jsonb, 'prixTotal', 4500)),
                   '${NOW.toISOString()}'::timestamptz - (g::bigint * ${Math.floor(spanMs / count)} + 7200000) * interval '1 millisecond',
                   '${NOW.toISOString()}'::timestamptz - (g::bigint * ${Math.floor(spanMs / count)} + 3600000) * interval '1 millisecond'
            from generate_series(${from}, ${to}) g cross join b
            returning id, business_id, updated_at, created_at, command_number as n
          )
          insert into reviews (order_id, business_id, user_id, stars, tag_bits, comment, delivered_at, created_at, updated_at, reply, replied_at, replied_by)
          select id, business_id, (select id from users where email = 'client@bench.ma'), 1 + (n * 7) % 5, (n * 37) % 1024,
                 case when n % 3 = 0 then 'Good food, a little late this time.' else '' end,
                 updated_at, updated_at + interval '1 hour', updated_at + interval '1 hour',
                 case when n % 2 = 0 then 'Thank you!' end, case when n % 2 = 0 then updated_at + interval '2 hours' end,
                 case when n % 2 = 0 then 'Owner' end
          from o`),
        );
      }
    };
    await seed(`select id from businesses where id = '${measured!.id}'`, REVIEWS, SPAN_MS);
    await seed(`select id from businesses where id <> '${measured!.id}'`, PER_PARTNER, 30 * 86_400_000);
    await db.execute(sql`vacuum analyze reviews, orders, businesses`);
    console.log(
      `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${REVIEWS} reviews of one restaurant over 180 days, ${PER_PARTNER} for each of ${PARTNERS} other partners`,
    );

    const login = async (email: string) => {
      const res = await built.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
      return { authorization: `Bearer ${res.json().token as string}` };
    };
    const owner = await login('owner0@bench.ma');
    const admin = await login('admin@bench.ma');
    const timed = async (url: string, headers: Record<string, string>) => {
      const t = performance.now();
      const res = await built.app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return performance.now() - t;
    };
    const base = `/api/reviews/${measured!.id}`;
    // Warm the connections and the plans, as a running server has them.
    for (let i = 0; i < 5; i++) await Promise.all([timed(`${base}/summary`, owner), timed(`${base}?page=1&pageSize=20`, owner)]);
    console.log(loadLine());
    const summary: number[] = [];
    const page: number[] = [];
    const first: number[] = [];
    const filtered: number[] = [];
    const deep: number[] = [];
    const partners: number[] = [];
    const alerts: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // The screen asks both at once.
      const t = performance.now();
      const [s, p] = await Promise.all([timed(`${base}/summary`, owner), timed(`${base}?page=1&pageSize=20`, owner)]);
      first.push(performance.now() - t);
      summary.push(s);
      page.push(p);
      filtered.push(await timed(`${base}?page=1&pageSize=20&stars=${1 + (i % 5)}&withComment=true&unanswered=true`, owner));
      deep.push(await timed(`${base}?page=${50 + i}&pageSize=20`, owner));
      partners.push(await timed('/api/admin/reviews/partners?page=1&pageSize=20', admin));
      alerts.push(await timed('/api/admin/reviews/alerts', admin));
    }
    console.log(loadLine());
    console.log(`Reviews: the figures (7/30/90 days and before, stars, tags) over ${REVIEWS} reviews: ${p50p95(summary)}`);
    console.log(`Reviews: the first page of 20: ${p50p95(page)}`);
    console.log(`Reviews: a first page filtered (stars, with a comment, not answered): ${p50p95(filtered)}`);
    console.log(`Reviews: page 50 to ${50 + RUNS - 1}: ${p50p95(deep)}`);
    console.log(`Reviews screen's first answer (both asked at once), p95 goal 50 ms: ${p50p95(first)}`);
    console.log(`Admins: partners by rating, first page (${PARTNERS + 1} partners): ${p50p95(partners)}`);
    console.log(`Admins: the overview's alert: ${p50p95(alerts)}`);
  } finally {
    await built.app.close();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
