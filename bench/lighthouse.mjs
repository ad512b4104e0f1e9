// The Lighthouse block of `npm run bench`: the public pages of the built SPA, served by the real server, audited by
// the `lighthouse` package (mobile profile: a phone screen, slow 4G and a 4× slower CPU, simulated) in Debian's
// Chromium. Prints the 36 scores (4 categories × 3 pages × 3 languages), each page's simulated metrics (what the
// performance score is made of) and the pages under the goal. See bench/README.md.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../scripts/chromium.ts';

export const LIGHTHOUSE_GOAL = 98;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PAGES = ['/', '/login', '/register'];
// The language of each audit comes from the address (`?lang=`): Lighthouse starts every page with empty storage.
const LANGUAGES = ['en', 'fr', 'ar'];
/** The metrics the performance score weighs (Lighthouse 12: TBT 30 %, LCP 25 %, CLS 25 %, FCP 10 %, SI 10 %). */
const METRICS = [
  { id: 'first-contentful-paint', head: 'FCP', unit: 's' },
  { id: 'largest-contentful-paint', head: 'LCP', unit: 's' },
  { id: 'total-blocking-time', head: 'TBT', unit: 'ms' },
  { id: 'speed-index', head: 'SI', unit: 's' },
  { id: 'cumulative-layout-shift', head: 'CLS', unit: '' },
];
/** Where to keep each page's full report (JSON), when set: to read why a score is what it is. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

const formatMetric = (value, unit) =>
  value === undefined
    ? '—'
    : unit === 's'
      ? `${(value / 1000).toFixed(2)} s`
      : unit === 'ms'
        ? `${Math.round(value)} ms`
        : value.toFixed(3);

/** Debian's Chromium with a DevTools port for Lighthouse, in a throw-away profile. */
async function startChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'oujda-lighthouse-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--remote-debugging-port=0', `--user-data-dir=${profile}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    let said = '';
    chromium.stderr.on('data', (chunk) => {
      said += chunk;
      const match = said.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) resolve(Number(match[1]));
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening its DevTools port:\n${said}`)));
  });
  return {
    port,
    async stop() {
      chromium.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const progress = (message) => process.stderr.write(`  ${message}\n`);

const audit = (url, port) => lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });

/** Audits each page in each language of the build at `base` (`label` names it); returns how many scores are under the goal. */
export async function lighthouseBench(base, label = 'this build') {
  const chromium = await startChromium();
  const rows = [];
  try {
    for (const page of PAGES) {
      for (const lang of LANGUAGES) {
        const url = `${base}${page}?lang=${lang}`;
        let result = await audit(url, chromium.port);
        // A trace Lighthouse could not read (NO_NAVSTART and the like, more frequent on a busy machine): once more.
        for (let retry = 0; retry < 2 && result.lhr.runtimeError; retry++) result = await audit(url, chromium.port);
        const { categories, runtimeError } = result.lhr;
        const scores = CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100));
        const missed = CATEGORIES.flatMap((c) =>
          Object.values(result.lhr.audits)
            .filter((a) => categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score !== null && a.score < 1)
            .map((a) => a.id),
        );
        const metrics = METRICS.map((m) => result.lhr.audits[m.id]?.numericValue);
        rows.push({ page, lang, scores, metrics, missed, runtimeError });
        progress(`lighthouse, ${label}, ${page} ${lang}: ${scores.join(' ')}`);
        if (REPORTS_DIR) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          writeFileSync(path.join(REPORTS_DIR, `${page === '/' ? 'index' : page.slice(1)}-${lang}.json`), result.report);
        }
      }
    }
  } finally {
    await chromium.stop();
  }

  const [one, five, fifteen] = os.loadavg();
  console.log(`\nLighthouse ${LIGHTHOUSE_GOAL}+ (mobile profile, simulated slow 4G and 4× CPU), Debian's Chromium: ${label}`);
  console.log(`Machine: ${os.cpus().length} CPUs, load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}\n`);
  const heads = ['performance', 'accessibility', 'best practices', 'SEO'];
  console.log(`${'page'.padEnd(16)} ${heads.map((h) => h.padStart(14)).join(' ')}`);
  console.log('-'.repeat(16 + heads.length * 15));
  let under = 0;
  for (const { page, lang, scores, runtimeError } of rows) {
    under += scores.filter((s) => s < LIGHTHOUSE_GOAL).length;
    const cells = scores.map((s) => `${s < LIGHTHOUSE_GOAL ? '*' : ''}${s}`.padStart(14));
    console.log(`${`${page} ${lang}`.padEnd(16)} ${cells.join(' ')}${runtimeError ? `  (${runtimeError.code})` : ''}`);
  }
  console.log(`\nSimulated metrics (what the performance score weighs)\n`);
  console.log(`${'page'.padEnd(16)} ${METRICS.map((m) => m.head.padStart(9)).join(' ')}`);
  console.log('-'.repeat(16 + METRICS.length * 10));
  for (const { page, lang, metrics } of rows)
    console.log(`${`${page} ${lang}`.padEnd(16)} ${metrics.map((v, i) => formatMetric(v, METRICS[i].unit).padStart(9)).join(' ')}`);
  const audits = [...new Set(rows.flatMap((r) => r.missed))];
  if (audits.length) console.log(`\nAudits not passed somewhere: ${audits.join(', ')}`);
  console.log(`\nLighthouse: ${rows.length * CATEGORIES.length - under} scores ≥ ${LIGHTHOUSE_GOAL}, ${under} under (marked *).`);
  return under;
}
