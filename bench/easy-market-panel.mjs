// Easy Market products panel at scale: 5,000 products in one category.
//   node bench/easy-market-panel.mjs            (E2E_PORT's server if it answers, else one of its own)
//   BENCH_RUNS=7 BENCH_PRODUCTS=5000 node bench/easy-market-panel.mjs
// Seeds the products through the API as admin@demo.ma (once: a category already holding them is reused),
// then in Debian's Chromium measures, median over a few runs:
//   - click on the category → first product row on screen,
//   - one search typed at once (fill) → filtered rows on screen,
//   - a search typed key by key → filtered rows on screen after the last key.
// Times are taken inside the page (performance.now() from the input event to the frame after the DOM shows
// the result), so Playwright's own polling is not counted. See bench/README.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
// Run with tsx's loader (npm run bench does) to read the flags from the one list in scripts/chromium.ts.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
/** Rows of the panel's first page (its default page size). */
const PAGE = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = 'Demo@1234';
const CATEGORY = `Bench ${PRODUCTS} products`;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function healthy(base) {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** E2E_PORT's server when it is up; otherwise build the SPA and start the API on a fresh data directory. */
async function startServer() {
  const reusePort = process.env.E2E_PORT ?? '3100';
  if (await healthy(`http://localhost:${reusePort}`)) return { base: `http://localhost:${reusePort}`, stop: async () => {} };
  const port = String(process.env.BENCH_PORT ?? 3199);
  const work = mkdtempSync(path.join(os.tmpdir(), 'oujda-em-bench-'));
  console.log(`No server on ${reusePort}: building the SPA and starting one on ${port} (data in ${work})…`);
  const build = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', path.join(work, 'dist'), '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: path.join(work, 'data'),
      STATIC_DIR: path.join(work, 'dist'),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG: 'false',
    },
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 180 && !(await healthy(base)); i++) await sleep(1000);
  if (!(await healthy(base))) throw new Error('the server did not start');
  return {
    base,
    stop: async () => {
      server.kill('SIGTERM');
      await sleep(1000);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

async function api(base, token, method, url, body) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A main → sub → category chain holding PRODUCTS products; reused when an earlier run left it. */
async function seed(base) {
  const { token } = await api(base, undefined, 'POST', '/auth/login', { email: 'admin@demo.ma', password: PASSWORD });
  const tree = await api(base, token, 'GET', '/easyMarket/category/get/mainCatAdmin');
  for (const main of tree)
    for (const sub of main.subCategories)
      for (const cat of sub.categories) {
        if (cat.name === CATEGORY && cat.productCount >= PRODUCTS) return { main: main.name, category: cat.name, seeded: 0 };
      }
  const category = { description: 'Benchmark data', image: '/demo/grocery.svg' };
  const main = await api(base, token, 'POST', '/easyMarket/category/add/mainCat', { ...category, name: `Bench main ${Date.now()}` });
  const sub = await api(base, token, 'POST', `/easyMarket/category/add/subCat/${main._id}`, { ...category, name: 'Bench sub' });
  const brands = ['Jaouda', 'Centrale', 'Aicha', 'Sidi Ali', 'Président'];
  const cat = await api(base, token, 'POST', `/easyMarket/category/add/cat/${sub._id}`, { ...category, name: CATEGORY, marque: brands });
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < PRODUCTS) {
      const i = next++;
      await api(base, token, 'POST', '/easyMarket/product/add', {
        categoryId: cat._id,
        name: `Produit ${String(i + 1).padStart(4, '0')}`,
        description: `Produit de test numéro ${i + 1}`,
        image: '/demo/grocery.svg',
        prix: 10 + (i % 90),
        prixActual: 9 + (i % 90),
        marque: brands[i % brands.length],
        active: i % 7 !== 0,
        soldOut: i % 11 === 0,
      });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  console.log(`Seeded ${PRODUCTS} products through the API in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { main: main.name, category: cat.name, seeded: PRODUCTS };
}

/** The API alone: ms to fetch the category's products (what the panel waits for before drawing). */
async function apiTimes(base) {
  const { token } = await api(base, undefined, 'POST', '/auth/login', { email: 'admin@demo.ma', password: PASSWORD });
  const tree = await api(base, token, 'GET', '/easyMarket/category/get/mainCatAdmin');
  const cat = tree.flatMap((m) => m.subCategories.flatMap((s) => s.categories)).find((c) => c.name === CATEGORY);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const list = await api(base, token, 'GET', `/easyMarket/product/getAdmin/${cat._id}`);
    times.push(performance.now() - t0);
    if (list.length < PRODUCTS) throw new Error(`expected ${PRODUCTS} products, got ${list.length}`);
  }
  return times;
}

/**
 * In the page: resolves with ms from the first `trigger` event to the frame after `done()` holds
 * (`sinceFirst`), and from the last such event before it (`sinceLast`).
 */
function armTimer(page, { trigger, done, arg }) {
  return page.evaluate(
    ({ trigger, done, arg }) => {
      const test = new Function(`return (${done})`)();
      const check = () => test(arg);
      window.__emBench = new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('the expected list never showed (60 s)')), 60_000);
        let start;
        let last;
        const onTrigger = () => {
          last = performance.now();
          if (start === undefined) start = last;
        };
        document.addEventListener(trigger, onTrigger, { capture: true });
        const observer = new MutationObserver(() => {
          if (start === undefined || !check()) return;
          observer.disconnect();
          document.removeEventListener(trigger, onTrigger, { capture: true });
          requestAnimationFrame(() => {
            const now = performance.now();
            resolve({ sinceFirst: now - start, sinceLast: now - last });
          });
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    },
    { trigger, done: done.toString(), arg },
  );
}
const measured = async (page) => (await page.evaluate(() => window.__emBench)).sinceFirst;
const measuredBoth = (page) => page.evaluate(() => window.__emBench);

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { main: mainName, category } = await seed(server.base);
    const fetchTimes = await apiTimes(server.base);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.base}/login`);
    await page.getByLabel('E-mail').fill('admin@demo.ma');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // The queries: one product by its name, and a brand that one product in five carries.
    const narrow = `Produit ${String(Math.min(4242, PRODUCTS)).padStart(4, '0')}`;
    const brandMatches = Math.floor(PRODUCTS / 5);
    const show = [];
    const fill = [];
    const typed = [];
    const typedLast = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${server.base}/EasyMarket/manage`);
      await page.getByRole('button', { name: mainName, exact: true }).click();
      const categoryButton = page.getByRole('button', { name: category, exact: true });
      await categoryButton.waitFor();

      await armTimer(page, { trigger: 'click', done: () => document.querySelector('[data-testid="em-product-row"]') !== null });
      await categoryButton.click();
      show.push(await measured(page));

      const search = page.getByRole('searchbox', { name: 'Search products' });
      // One query arriving at once (paste): 1 of 5,000 matches.
      await armTimer(page, {
        trigger: 'input',
        arg: narrow,
        done: (name) => {
          const rows = document.querySelectorAll('[data-testid="em-product-row"]');
          return rows.length === 1 && rows[0].textContent.includes(name);
        },
      });
      await search.fill(narrow);
      fill.push(await measured(page));

      // Cleared, then a brand typed key by key (one product in five, the first page shown).
      await search.fill('');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="em-product-row"]').length === n, Math.min(PAGE, PRODUCTS));
      await armTimer(page, {
        trigger: 'keydown',
        arg: { expected: brandMatches, page: PAGE },
        done: ({ expected, page }) => {
          const rows = [...document.querySelectorAll('[data-testid="em-product-row"]')];
          const said = document.querySelector('[aria-live="polite"]')?.textContent ?? '';
          return (
            said.startsWith(`${expected.toLocaleString('en-US')} products`) &&
            rows.length === Math.min(page, expected) &&
            rows.every((r) => r.textContent.includes('Président'))
          );
        },
      });
      await search.pressSequentially('président', { delay: 30 });
      const { sinceFirst, sinceLast } = await measuredBoth(page);
      typed.push(sinceFirst);
      typedLast.push(sinceLast);
    }

    const row = (label, xs) =>
      `${label.padEnd(58)} ${median(xs).toFixed(0).padStart(6)} ms   (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})`;
    console.log(`\nEasy Market products panel, ${PRODUCTS} products in one category, median of ${RUNS} runs (Chromium, 1280×900)\n`);
    console.log(row(`API alone: GET the ${PRODUCTS} products (from node)`, fetchTimes));
    console.log(row('click category → first product row visible', show));
    console.log(row(`search pasted ("${narrow}", 1 match) → rows visible`, fill));
    console.log(row(`search typed key by key ("président", ${brandMatches} matches) → rows`, typed));
    console.log(row('  the same, from the last key down → rows', typedLast));
    console.log(
      `\nLoad average now: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores (a busy machine slows every figure).`,
    );
    console.log('(The last figure runs from the first key down to the final list, so it includes the 9 keystrokes at 30 ms apart.)');
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
