// `npm run bench`: the JavaScript a browser must download before the first screen appears.
// Builds the SPA with a manifest into a temporary folder, then, from .vite/manifest.json, follows the
// static imports of index.html's entry and of the chunk holding each route's page, and sums the gzipped
// sizes and the response headers of those scripts (1 KB each). See bench/README.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lighthouseBench } from '../bench/lighthouse.mjs';
import { mobileBench, startServer } from '../bench/mobile.mjs';
import { buildWithManifest, bundleSizes, kb } from './bundle-sizes.mjs';

// The goal for a phone on slow 4G: the login form usable after at most this much script on the wire (headers counted).
const BUDGET_KB = 100;
const ROUTES = [
  { route: '/', page: 'src/features/landing/LandingPage.tsx' },
  { route: '/login', page: 'src/features/auth/LoginPage.tsx', budgetKb: BUDGET_KB },
];

/** The KB lines: what each first screen downloads, and the /login goal. */
function printSizes(sizes) {
  const rows = ROUTES.map(({ route, page, budgetKb }) => ({ route, budgetKb, ...sizes.loadedFirst([page]) }));
  const largest = sizes.largest();
  const all = sizes.all();

  console.log('\nJavaScript loaded first (gzip -9, KB = 1024 bytes; wire = gzip + 1 KB of response headers a script)\n');
  console.log(
    `${'what'.padEnd(34)} ${'chunks'.padStart(6)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)} ${'wire KB'.padStart(9)}  budget`,
  );
  console.log('-'.repeat(82));
  for (const r of rows) {
    const verdict = r.budgetKb ? `${r.wire / 1024 <= r.budgetKb ? 'met' : 'MISSED'} (≤ ${r.budgetKb} KB)` : '';
    console.log(
      `${`first load of ${r.route}`.padEnd(34)} ${String(r.files).padStart(6)} ${kb(r.size).padStart(9)} ${kb(r.gz).padStart(9)} ${kb(r.wire).padStart(9)}  ${verdict}`,
    );
  }
  console.log(
    `${`largest chunk ${largest.file.replace(/^assets\//, '')}`.padEnd(34)} ${'1'.padStart(6)} ${kb(largest.size).padStart(9)} ${kb(largest.gz).padStart(9)}`,
  );
  console.log(`${'all JavaScript of the app'.padEnd(34)} ${String(all.files).padStart(6)} ${''.padStart(9)} ${kb(all.gz).padStart(9)}`);

  const login = rows.find((r) => r.route === '/login');
  console.log(
    `\nBudget for /login: ${BUDGET_KB} KB on the wire — ${login.wire / 1024 <= BUDGET_KB ? 'met' : 'NOT met'} (${kb(login.wire)} KB in ${login.files} scripts).`,
  );
}

const sizesOnly = process.argv.includes('--sizes-only');
const lighthouseOnly = process.argv.includes('--lighthouse-only');
// `--against <git revision>`: that revision's SPA is built too and served alongside (on BENCH_PORT + 1), and the
// phone and Lighthouse blocks measure both on the same machine at the same time, this build first.
const against = process.argv.includes('--against') ? process.argv[process.argv.indexOf('--against') + 1] : null;
let failed = false;
const root = path.resolve(import.meta.dirname, '..');
const git = (...args) => {
  const result = spawnSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed`);
  return result.stdout.trim();
};

/** Builds `revision`'s SPA into `outDir` from a temporary checkout of it (sharing this one's node_modules). */
async function buildRevision(revision, outDir) {
  const tree = mkdtempSync(path.join(os.tmpdir(), 'oujda-bench-previous-'));
  git('worktree', 'add', '--detach', '--quiet', tree, revision);
  try {
    symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
    await buildWithManifest(outDir, tree);
  } finally {
    git('worktree', 'remove', '--force', tree);
  }
}

const outDir = mkdtempSync(path.join(os.tmpdir(), 'oujda-bench-'));
const previousDir = against ? mkdtempSync(path.join(os.tmpdir(), 'oujda-bench-previous-dist-')) : null;
try {
  console.log('Building the SPA (vite build --manifest)…');
  await buildWithManifest(outDir);
  if (!lighthouseOnly) printSizes(bundleSizes(outDir));
  const previousLabel = against && `previous (${against}, ${git('rev-parse', '--short', against)})`;
  if (against) {
    console.log(`\nBuilding ${previousLabel}…`);
    await buildRevision(against, previousDir);
    if (!lighthouseOnly) {
      console.log(`\n${previousLabel}:`);
      printSizes(bundleSizes(previousDir));
    }
  }

  if (!sizesOnly) {
    const server = await startServer(outDir);
    const previous = against ? await startServer(previousDir, Number(process.env.BENCH_PORT ?? 3198) + 1) : null;
    try {
      const servers = [{ label: 'this build', base: server.base }, ...(previous ? [{ label: previousLabel, base: previous.base }] : [])];
      if (!lighthouseOnly) await mobileBench(servers);
      // The bench fails (not the tests) when a Lighthouse score of this build is under the goal.
      if ((await lighthouseBench(server.base)) > 0) failed = true;
      if (previous) await lighthouseBench(previous.base, previousLabel);
    } finally {
      await Promise.all([server.stop(), previous?.stop()]);
    }
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
  if (previousDir) rmSync(previousDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
