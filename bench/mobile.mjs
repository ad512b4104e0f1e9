// The Chromium block of `npm run bench`: the built SPA served by the real server, loaded in Debian's Chromium
// with Lighthouse's "slow 4G" profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower) on a
// 390×844 phone screen. Prints numbers only. See bench/README.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright';
// Run with tsx's loader (npm run bench does) to read the flags from the one list in scripts/chromium.ts.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3198);
const OWNER = { email: 'resto@demo.ma', password: 'Demo@1234' };
const TYPING_MS = 150;
/** The goals on this phone: the largest paint of `/` and `/login`, and "Log in" → the signed-in layout (medians). */
const LCP_GOAL_MS = 700;
const SIGN_IN_GOAL_MS = 800;
const verdict = (value, goal) => (value <= goal ? `met (≤ ${goal} ms)` : `MISSED (≤ ${goal} ms)`);
/** The signed-in layout: the shell's top bar. */
const SIGNED_IN = '.app-shell .ant-layout-header';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1e6) / 8, uploadThroughput: (750 * 1e3) / 8 };

async function healthy(base) {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** The real server over a built SPA, on a fresh data directory (seeded with the demo accounts). */
export async function startServer(staticDir, port = PORT) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oujda-bench-data-'));
  const base = `http://localhost:${port}`;
  if (await healthy(base)) throw new Error(`port ${port} is taken: set BENCH_PORT`);
  const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      PUBLIC_URL: base,
      LOG: 'false',
      LOGIN_RATE_LIMIT: '1000',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // Polls the health endpoint until the database is seeded (minutes on a busy machine).
  for (let i = 0; i < 600 && !(await healthy(base)); i++) await sleep(500);
  if (!(await healthy(base))) throw new Error('the server did not start');
  return {
    base,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A page throttled like a mid-range phone on slow 4G, counting what crosses the wire. */
async function phonePage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const types = new Map();
  const wire = { bytes: 0, scriptBytes: 0, scripts: 0 };
  // Every request's start (wall clock, ms) and end, for the waterfall after "Log in".
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, method: e.request.method, start: e.wallTime * 1000, timestamp: e.timestamp }),
  );
  const ended = (e) => {
    const request = requests.get(e.requestId);
    if (request) request.end = request.start + (e.timestamp - request.timestamp) * 1000;
  };
  cdp.on('Network.loadingFailed', ended);
  cdp.on('Network.responseReceived', (e) =>
    types.set(e.requestId, { type: e.type, fromCache: e.response.fromDiskCache || e.response.fromServiceWorker }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    ended(e);
    const info = types.get(e.requestId);
    wire.bytes += e.encodedDataLength;
    if (info?.type === 'Script' && !info.fromCache && e.encodedDataLength > 0) {
      wire.scriptBytes += e.encodedDataLength;
      wire.scripts += 1;
    }
  });
  const snapshot = () => ({ ...wire });
  /** The requests started from `since` (ms since the epoch) on, in order, with start and end relative to it. */
  const requestsSince = (since) =>
    [...requests.values()]
      .filter((r) => r.start >= since)
      .sort((a, b) => a.start - b.start)
      .map((r) => ({ what: `${r.method} ${new URL(r.url).pathname}`, start: r.start - since, end: (r.end ?? Number.NaN) - since }));
  return { page, snapshot, requestsSince };
}

/** The last largest-contentful-paint candidate, read once the page has gone quiet. */
const lcpOf = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // No candidate at all (nothing painted): say so instead of waiting forever.
        setTimeout(() => resolve(Number.NaN), 10_000);
      }),
  );

const progress = (message) => process.stderr.write(`  ${message}\n`);

async function load(page, url) {
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  return lcpOf(page);
}

/**
 * Presses "Log in" and times, inside the page, until the signed-in layout is on screen; also gives the
 * requests made from the press on (`phone.requestsSince`).
 */
async function loginTime({ page, requestsSince }) {
  // The app's own form, once it has taken over from the prerendered copy.
  await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 60_000 });
  // Typed as a person types on a phone (150 ms a key), not pasted: the app fetches the signed-in code while
  // the password is typed, and the clock starts at the press of "Log in".
  await page.locator('#email').pressSequentially(OWNER.email, { delay: TYPING_MS });
  await page.locator('#password').pressSequentially(OWNER.password, { delay: TYPING_MS });
  const { ms, clickedAt } = await page.evaluate(
    (selector) =>
      new Promise((resolve) => {
        const start = performance.now();
        const clickedAt = performance.timeOrigin + start;
        const visible = () => [...document.querySelectorAll(selector)].some((el) => el.getBoundingClientRect().height > 0);
        const check = () =>
          visible()
            ? requestAnimationFrame(() => resolve({ ms: performance.now() - start, clickedAt }))
            : performance.now() - start > 60_000
              ? resolve({ ms: Number.NaN, clickedAt })
              : requestAnimationFrame(check);
        document.querySelector('form button[type="submit"]').click();
        requestAnimationFrame(check);
      }),
    SIGNED_IN,
  );
  await page.waitForLoadState('networkidle');
  return { ms, requests: requestsSince(clickedAt) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One run on one build: cold `/`, cold `/login` and signing in, then a warm revisit and signing in again. */
async function oneRun(browser, server, rows, label) {
  const options = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, baseURL: server.base };
  // Cold `/`: a browser that has never seen the site.
  const cold = await browser.newContext(options);
  const landing = await phonePage(cold);
  rows.landing.push({ lcp: await load(landing.page, '/'), ...landing.snapshot() });
  progress(`${label}: cold / ${Math.round(rows.landing.at(-1).lcp)} ms`);
  await cold.close();

  // Cold `/login`, then the login itself.
  const context = await browser.newContext(options);
  const login = await phonePage(context);
  const lcp = await load(login.page, '/login');
  rows.login.push({ lcp, ...login.snapshot() });
  progress(`${label}: cold /login ${Math.round(lcp)} ms`);
  const signIn = await loginTime(login);
  rows.signIn.push(signIn.ms);
  rows.waterfalls.push({ ms: signIn.ms, requests: signIn.requests });
  progress(`${label}: log in ${Math.round(rows.signIn.at(-1))} ms`);
  await login.page.close();

  // Warm revisit: same browser cache, signed out again.
  await context.clearCookies();
  const warm = await phonePage(context);
  const warmLcp = await load(warm.page, '/login');
  rows.warmLogin.push({ lcp: warmLcp, ...warm.snapshot() });
  rows.warmSignIn.push((await loginTime(warm)).ms);
  progress(`${label}: warm /login ${Math.round(warmLcp)} ms, log in ${Math.round(rows.warmSignIn.at(-1))} ms`);
  await context.close();
}

/**
 * The phone block for one build, or for several side by side (`servers`: `{ label, base }`, this build first): their
 * runs alternate, each build going first every other run, so that the same moments of the machine fall on both.
 */
export async function mobileBench(servers) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = servers.map(() => ({ landing: [], login: [], signIn: [], warmLogin: [], warmSignIn: [], waterfalls: [] }));
  try {
    for (let run = 0; run < RUNS; run++) {
      const order = servers.map((_, i) => i);
      if (run % 2) order.reverse();
      for (const i of order) await oneRun(browser, servers[i], results[i], `${servers[i].label}, run ${run + 1}`);
    }
  } finally {
    await browser.close();
  }

  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const ms = (value) => `${Math.round(value)} ms`.padStart(9);
  const line = (what, samples, goal) => {
    const lcp = median(samples.map((s) => s.lcp));
    console.log(
      `${what.padEnd(30)} ${ms(lcp)} ${kb(median(samples.map((s) => s.bytes))).padStart(10)} ${kb(median(samples.map((s) => s.scriptBytes))).padStart(10)} ${String(median(samples.map((s) => s.scripts))).padStart(8)}${goal ? `  ${verdict(lcp, goal)}` : ''}`,
    );
  };
  const [one, five, fifteen] = os.loadavg();
  console.log(`\nSlow 4G phone in Chromium (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower, 390×844), median of ${RUNS}`);
  console.log(`Machine: ${os.cpus().length} CPUs, load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}\n`);
  console.log(`${'what'.padEnd(30)} ${'LCP'.padStart(9)} ${'wire KB'.padStart(10)} ${'JS KB'.padStart(10)} ${'scripts'.padStart(8)}`);
  console.log('-'.repeat(70));
  servers.forEach((server, i) => {
    const rows = results[i];
    if (servers.length > 1) console.log(server.label);
    line('cold /', rows.landing, LCP_GOAL_MS);
    line('cold /login', rows.login, LCP_GOAL_MS);
    line('warm revisit /login', rows.warmLogin);
    console.log(
      `${'Log in → signed-in layout'.padEnd(30)} cold ${Math.round(median(rows.signIn))} ms, warm ${Math.round(median(rows.warmSignIn))} ms  ${verdict(median(rows.signIn), SIGN_IN_GOAL_MS)}`,
    );
  });
  // This build's cold run at the median: what the browser asked for after "Log in", in order (ms from the press).
  const middle = [...results[0].waterfalls].sort((a, b) => a.ms - b.ms)[Math.floor(results[0].waterfalls.length / 2)];
  console.log(`\nRequests after "Log in" (${servers[0].label}: cold run of ${Math.round(middle.ms)} ms; start–end, ms from the press)`);
  for (const r of middle.requests) console.log(`  ${`${Math.round(r.start)}–${Math.round(r.end)}`.padStart(11)}  ${r.what}`);
}
