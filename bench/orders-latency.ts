/**
 * Live-notification latency: time from an order being placed (the customer's POST starts) to the toast
 * being in the owner's page, and to the order's row being in the new-orders table, over 50 orders.
 *
 *   npx tsx bench/orders-latency.ts [--orders 50] [--url http://localhost:3000]
 *
 * Without --url it starts the app exactly as the e2e tests do (scripts/e2e-server.mjs: fresh data,
 * built SPA) on BENCH_PORT (default 3196). The owner's browser is Debian's Chromium, headless.
 * Times are taken inside the page (a MutationObserver stamps each toast and row with Date.now()), so
 * polling from the benchmark adds nothing to them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { quantile } from './lib';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const ORDERS = Number(opt('orders', '50'));
const PORT = process.env.BENCH_PORT ?? '3196';
let base = opt('url', '');
const PASSWORD = 'Demo@1234';

type Json = Record<string, any>;
async function api(method: string, path: string, token?: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json;
}

async function startServer(): Promise<ChildProcess> {
  base = `http://localhost:${PORT}`;
  const server = spawn('node', ['scripts/e2e-server.mjs'], {
    env: { ...process.env, E2E_PORT: PORT },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 300; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return server;
  }
  throw new Error('the server did not start');
}

const summary = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return `median ${quantile(s, 0.5)} ms, p95 ${quantile(s, 0.95)} ms, min ${s[0]} ms, max ${s.at(-1)} ms`;
};

async function main() {
  const server = base ? null : await startServer();
  console.log(`Order placement → owner's toast, ${ORDERS} orders, against ${base}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const owner = await api('POST', '/auth/login', undefined, { email: 'resto@demo.ma', password: PASSWORD });
    const client = await api('POST', '/auth/login', undefined, { email: 'client@demo.ma', password: PASSWORD });
    const business = await api('GET', `/restaurant/getByOwner/${owner.user._id}`, owner.token);
    // Orders are only taken while open: the benchmark runs at any hour.
    await api('PUT', `/restaurant/update/${business._id}`, owner.token, { openingAllTimes: true });
    const history = await api('GET', `/orders/restaurant/${business._id}?status=succes`, owner.token);
    const productId = history.orders.flatMap((o: Json) => o.orders).find((l: Json) => l.product._id.name === 'Mint tea').product._id
      ._id as string;

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/login`);
    await page.getByLabel('E-mail').fill('resto@demo.ma');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Youssef Benali').waitFor({ timeout: 60_000 });
    await page.goto(`${base}/orders/now`);
    await page.locator('tr.order-row').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      const w = window as unknown as { __toast: Record<string, number>; __row: Record<string, number> };
      w.__toast = {};
      w.__row = {};
      new MutationObserver(() => {
        const now = Date.now();
        document.querySelectorAll<HTMLElement>('[data-testid="new-order-toast"]').forEach((el) => {
          const n = el.dataset.order!;
          if (w.__toast[n]) return;
          w.__toast[n] = now;
          // Close it, as an owner would, so toasts do not pile up.
          el.closest('.ant-notification-notice')?.querySelector<HTMLElement>('.ant-notification-notice-close')?.click();
        });
        document.querySelectorAll<HTMLElement>('tr[data-order]').forEach((el) => {
          const n = el.dataset.order!;
          if (!w.__row[n]) w.__row[n] = now;
        });
      }).observe(document.body, { childList: true, subtree: true });
    });

    const toast: number[] = [];
    const row: number[] = [];
    const post: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const start = Date.now();
      const { order } = await api('POST', '/client/orders', client.token, {
        type: 'restaurant',
        businessId: business._id,
        lines: [{ productId, quantity: 1 + (i % 3) }],
        numberPhone: '0612345678',
      });
      post.push(Date.now() - start);
      const n = String(order.commandNumber);
      const stamps = await page.waitForFunction(
        (num) => {
          const w = window as unknown as { __toast: Record<string, number>; __row: Record<string, number> };
          return w.__toast[num] && w.__row[num] ? { toast: w.__toast[num], row: w.__row[num] } : null;
        },
        n,
        { timeout: 30_000, polling: 20 },
      );
      const { toast: t, row: r } = (await stamps.jsonValue())!;
      toast.push(t - start);
      row.push(r - start);
      await page.waitForTimeout(150);
    }
    console.log(`  POST /api/client/orders:           ${summary(post)}`);
    console.log(`  placement → toast visible:         ${summary(toast)}`);
    console.log(`  placement → row in the new table:  ${summary(row)}`);
  } finally {
    await browser.close();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
