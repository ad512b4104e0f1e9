/**
 * Order lists at a city's scale: 1,000,000 orders for one restaurant (BENCH_ORDERS) and 200,000 more for
 * others, about three years of them, on PostgreSQL.
 *
 *   npx tsx bench/order-lists.ts [--runs 30] [--api-only]
 *
 * Starts a throw-away PostgreSQL (initdb in a temporary folder, Unix socket only, no TCP port), builds the
 * SPA, starts the API on BENCH_PORT (3130) over that database (the demo seed runs), then seeds the bulk
 * orders with SQL (generate_series, not the API) and measures from outside, over HTTP:
 *  - p50/p95 of the owner's done list: first page (total counted up to 10,000, then exactly), a deep page
 *    by offset (50,000) and by the cursor of the page before, a search by command number and by phone, a
 *    month's range; the owner dashboard (revenue + top products);
 *  - the same for the admin's list of every restaurant order;
 *  - the CSV export of a year of the restaurant's orders: time, bytes, and the server's peak RSS meanwhile
 *    (sampled from /proc every 20 ms) against its RSS before;
 *  - Chromium: opening /orders/done afresh to its first row drawn (median of 5, from the dashboard once it is done,
 *    the row seen at the frame it is drawn in; then as first measured); `--api-only` skips the SPA's build and this part.
 * Everything is removed afterwards. The machine's load average is printed: on a shared machine every figure grows.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { loadLine, p50p95, waitFor } from './lib';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 30) || 30;
const API_ONLY = args.includes('--api-only');
const PORT = process.env.BENCH_PORT ?? '3130';
const BASE = `http://localhost:${PORT}`;
const ONE_BUSINESS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const IN_ALL = ONE_BUSINESS + 200_000;
/** Between two of the restaurant's orders: a million of them span about three years. */
const SPACING_SECONDS = 90;
const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'oujda-lists-bench-'));
const children: ChildProcess[] = [];

const run = (cmd: string, argv: string[]) => {
  const r = spawnSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} failed`);
};
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** True once `check` answers yes; a check that throws (nothing listening yet) is a no. */
const upYet = (check: () => Promise<boolean>) => () => check().catch(() => false);

async function main() {
  console.log(loadLine());
  // PostgreSQL on a Unix socket in the temporary folder.
  // PostgreSQL refuses to run as root: then it runs as the postgres account, owning the folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) run('chown', ['postgres', work]);
  const pgCmd = (cmd: string, argv: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...argv]] : [cmd, argv];
  const pgData = path.join(work, 'pg');
  run(...pgCmd('initdb', ['-D', pgData, '-U', 'bench', '--auth=trust', '-E', 'UTF8']));
  // BENCH_EXPLAIN=<file>: PostgreSQL writes there the plan of every query slower than 30 ms (auto_explain).
  const explain = process.env.BENCH_EXPLAIN
    ? ['-c', 'session_preload_libraries=auto_explain', '-c', 'auto_explain.log_min_duration=30', '-c', 'auto_explain.log_analyze=on']
    : [];
  const postgres = spawn(
    ...pgCmd('postgres', ['-D', pgData, '-k', work, '-c', 'listen_addresses=', '-c', 'shared_buffers=256MB', ...explain]),
    { stdio: ['ignore', 'ignore', process.env.BENCH_EXPLAIN ? openSync(path.resolve(process.env.BENCH_EXPLAIN), 'w') : 'ignore'] },
  );
  children.push(postgres);
  let admin = new pg.Client({ host: work, user: 'bench', database: 'postgres' });
  await waitFor(
    upYet(async () => {
      admin = new pg.Client({ host: work, user: 'bench', database: 'postgres' });
      return admin.connect().then(() => true);
    }),
    60_000,
    'PostgreSQL',
    250,
  );
  await admin.query('create database oujda');
  await admin.end();
  const databaseUrl = `postgresql://bench@localhost/oujda?host=${encodeURIComponent(work)}`;

  const dist = path.join(work, 'dist');
  if (!API_ONLY) {
    console.log('building the SPA…');
    run(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error']);
  }
  // BENCH_HEAP_MB caps the server's JavaScript heap: an export that held its file would run out of it.
  const heap = process.env.BENCH_HEAP_MB ? [`--max-old-space-size=${Number(process.env.BENCH_HEAP_MB)}`] : [];
  const server = spawn(process.execPath, [...heap, '--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT,
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      STATIC_DIR: dist,
      DATA_DIR: path.join(work, 'data'),
      LOG: 'false',
      // The demo admin reads the admin's lists with its password alone.
      ADMIN_TWO_FACTOR: 'optional',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  await waitFor(
    upYet(() => fetch(`${BASE}/api/health`).then((r) => r.ok)),
    600_000,
    'the API',
    250,
  );

  const db = new pg.Client({ host: work, user: 'bench', database: 'oujda' });
  // Stopping PostgreSQL at the end (or after a failure) is no error of the bench's.
  db.on('error', () => {});
  await db.connect();
  const {
    rows: [resto],
  } = await db.query(`select b.id, b.owner_id from businesses b join users u on u.id = b.owner_id where u.email = 'resto@demo.ma'`);
  const {
    rows: [store],
  } = await db.query(`select b.id from businesses b join users u on u.id = b.owner_id where u.email = 'store@demo.ma'`);
  const { rows: items } = await db.query(`select id, name, image, price from catalogue_items where business_id = $1 limit 8`, [resto.id]);
  const {
    rows: [client],
  } = await db.query(`select id from users where email = 'client@demo.ma'`);
  const {
    rows: [{ n: existing }],
  } = await db.query(`select count(*)::int as n from orders where business_id = $1`, [resto.id]);

  console.log(`seeding ${ONE_BUSINESS.toLocaleString('en-US')} orders for one restaurant, ${IN_ALL.toLocaleString('en-US')} in all (SQL)…`);
  const started = Date.now();
  const lines = (
    g: string,
  ) => `jsonb_build_array(jsonb_build_object('productId', (array[${items.map((i) => `'${i.id}'`).join(',')}])[1 + ${g} % ${items.length}],
      'name', 'Dish', 'image', '', 'prix', 4000, 'quantity', 1 + ${g} % 3, 'options', '[]'::jsonb, 'prixTotal', 4000 * (1 + ${g} % 3)))`;
  const insert = (kind: string, business: string | null, count: number) =>
    db.query(
      `insert into orders (kind, business_id, user_id, number_phone, lines, delivery_fee, total_prix, status_orders, created_at, updated_at)
      select $1, $2, $3, '06' || lpad((g % 100000000)::text, 8, '0'), ${lines('g')}, 1000, 4000 * (1 + g % 3) + 1000,
             case when g % 12 = 0 then 'refusée' else 'succes' end,
             now() - (g * interval '${SPACING_SECONDS} seconds') - interval '1 day', now()
      from generate_series(1, $4) g`,
      [kind, business, client.id, count],
    );
  await insert('restaurant', resto.id, ONE_BUSINESS - existing);
  const {
    rows: [{ n: total }],
  } = await db.query('select count(*)::int as n from orders');
  await insert('store', store.id, Math.floor((IN_ALL - ONE_BUSINESS) / 2));
  await insert('grocery', null, IN_ALL - total - Math.floor((IN_ALL - ONE_BUSINESS) / 2));
  // As autovacuum leaves a table after a bulk of inserts: statistics and the visibility map (index-only counts).
  await db.query('vacuum analyze orders, product_sales_daily');
  const {
    rows: [counts],
  } = await db.query(`select count(*)::int as all, count(*) filter (where business_id = $1)::int as one from orders`, [resto.id]);
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.one} for the restaurant, ${counts.all} in all`);

  const signIn = async (email: string) => {
    const res = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo@1234' }),
    });
    return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  };
  const headers = await signIn('resto@demo.ma');
  const adminHeaders = await signIn('admin@demo.ma');
  const list = `/api/orders/restaurant/${resto.id}?status=succes&status=refus%C3%A9e`;
  const adminList = `/api/orders/admin/succes,refus%C3%A9e/restaurant?status=succes&status=refus%C3%A9e`;
  const {
    rows: [mid],
  } = await db.query(`select command_number from orders where business_id = $1 order by created_at limit 1 offset $2`, [
    resto.id,
    Math.floor(ONE_BUSINESS * 0.4),
  ]);
  const now = new Date();
  const monthFrom = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1)).toISOString();
  const monthTo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1) - 1).toISOString();

  async function time(url: string): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 2; i++) {
      const t = performance.now();
      const res = await fetch(`${BASE}${url}`, { headers: url.startsWith('/api/orders/admin/') ? adminHeaders : headers });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      await res.arrayBuffer();
      if (i >= 2) times.push(performance.now() - t); // two warm-up calls
    }
    return times;
  }
  // The page before the deep one, read once: its `next` is what the SPA sends when the reader steps on.
  // Page 2,501 (offset 50,000), or halfway through a smaller BENCH_ORDERS.
  const deep = Math.min(2501, Math.floor(ONE_BUSINESS / 40));
  const pageBefore = (await (await fetch(`${BASE}${list}&page=${deep - 1}&pageSize=20`, { headers })).json()) as { next: string };
  const cases: [string, string][] = [
    ['first page (20), total up to 10,000', `${list}&page=1&pageSize=20`],
    ['first page (20), exact total', `${list}&page=1&pageSize=20&exactTotal=true`],
    [`deep page (offset ${((deep - 1) * 20).toLocaleString('en-US')})`, `${list}&page=${deep}&pageSize=20`],
    [
      `deep page by cursor (page ${deep.toLocaleString('en-US')})`,
      `${list}&page=${deep}&pageSize=20&cursor=${encodeURIComponent(pageBefore.next)}`,
    ],
    ['search by command number', `${list}&page=1&pageSize=20&q=${mid.command_number}`],
    ['search by phone', `${list}&page=1&pageSize=20&q=${encodeURIComponent('06 0004 12')}`],
    ['month range', `${list}&page=1&pageSize=20&from=${monthFrom}&to=${monthTo}`],
    ['admin: first page, every restaurant', `${adminList}&page=1&pageSize=20`],
    ['admin: search by phone', `${adminList}&page=1&pageSize=20&q=${encodeURIComponent('06 0004 12')}`],
    ['admin: search by command number', `${adminList}&page=1&pageSize=20&q=${mid.command_number}`],
    ['dashboard: revenue', `/api/data/revenue/restaurant/${resto.id}`],
    ['dashboard: top products (monthly)', `/api/data/product/${resto.id}/restaurant?period=monthly`],
  ];
  console.log(`\nAPI, ${RUNS} calls each, ${counts.one.toLocaleString('en-US')} orders in the restaurant:`);
  for (const [name, url] of cases) console.log(`  ${name.padEnd(36)} ${p50p95(await time(url))}`);

  // CSV of the restaurant's last month, its last year, then all of it, with the server's memory sampled meanwhile:
  // streamed, the memory a file takes does not grow with its size.
  async function exportCsv(label: string, days: number) {
    const to = new Date();
    const from = new Date(to.getTime() - days * 86_400_000);
    const before = rssKb(server.pid!);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.pid!))), 20);
    const t = performance.now();
    const csv = await fetch(`${BASE}/api/orders/restaurant/${resto.id}/export?from=${from.toISOString()}&to=${to.toISOString()}`, {
      headers,
    });
    let bytes = 0;
    let rowCount = 0;
    for await (const chunk of csv.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) rowCount += 1;
    }
    const csvMs = performance.now() - t;
    clearInterval(sampler);
    console.log(
      `  ${label.padEnd(6)} ${(rowCount - 1).toLocaleString('en-US').padStart(8)} rows, ${(bytes / 1048576).toFixed(1).padStart(5)} MB in ${(csvMs / 1000).toFixed(2)} s; server RSS ${(before / 1024).toFixed(0)} MB before, peak ${(peak / 1024).toFixed(0)} MB (+${((peak - before) / 1024).toFixed(0)} MB)`,
    );
  }
  console.log('\nCSV export:');
  await exportCsv('month', 30);
  await exportCsv('year', 365);
  await exportCsv('all', 365 * 4);

  // Chromium: /orders/done opened afresh → its first row drawn.
  if (API_ONLY) return finish(db);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${BASE}/login`);
    await page.getByLabel('E-mail').fill('resto@demo.ma');
    await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Youssef Benali').waitFor();
    // From the dashboard, as the owner would. `settled`: once the dashboard is done (its chart drawn and the main
    // thread idle: the chart goes on drawing after the header shows, on the tab's main thread, which the next page
    // starts on only when it is free), and the row seen at the animation frame it is drawn in. Otherwise as first measured: from the header, the row seen
    // by Playwright's waitFor, which after its first tries looks every 500 ms (a row may be there for up to 0.5 s).
    const open = async (settled: boolean) => {
      await page.goto(`${BASE}/dashboard`);
      await page.getByText('Youssef Benali').waitFor();
      if (settled) {
        await page.locator('canvas').first().waitFor();
        await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => idle(null), { timeout: 2000 })));
      }
      const t0 = Date.now();
      await page.goto(`${BASE}/orders/done`);
      if (settled) await page.waitForFunction(() => !!document.querySelector('tr.order-row'), undefined, { polling: 'raf' });
      else await page.locator('tr.order-row').first().waitFor();
      return Date.now() - t0;
    };
    await open(true);
    const drawn: number[] = [];
    const asBefore: number[] = [];
    for (let i = 0; i < 5; i++) drawn.push(await open(true));
    for (let i = 0; i < 5; i++) asBefore.push(await open(false));
    console.log(`\nChromium: /orders/done opened → first row drawn: ${p50p95(drawn)} (5 runs)`);
    console.log(`  measured as before (from the dashboard's header, Playwright's waitFor): ${p50p95(asBefore)}`);
  } finally {
    await browser.close();
  }
  await finish(db);
}

async function finish(db: pg.Client) {
  await db.end();
  console.log(loadLine());
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children.reverse()) child.kill('SIGTERM');
    setTimeout(() => rmSync(work, { recursive: true, force: true }), 2000);
  });
