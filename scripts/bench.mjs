// `npm run bench`: the JavaScript a browser must download before the first screen appears.
// Builds the SPA with a manifest into a temporary folder, then, from .vite/manifest.json, follows the
// static imports of index.html's entry and of the lazily loaded page chunk of each route, and sums the
// gzipped sizes. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { mobileBench } from '../bench/mobile.mjs';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_KB = 300;
const ROUTES = [
  { route: '/', page: 'src/features/landing/LandingPage.tsx' },
  { route: '/login', page: 'src/features/auth/LoginPage.tsx', budgetKb: BUDGET_KB },
];

const outDir = mkdtempSync(path.join(os.tmpdir(), 'oujda-bench-'));
try {
  console.log('Building the SPA (vite build --manifest)…');
  const build = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) {
    console.error('vite build failed');
    process.exit(build.status ?? 1);
  }

  /** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gzCache = new Map();
  const gzipped = (file) => {
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length);
    return gzCache.get(file);
  };
  const raw = (file) => readFileSync(path.join(outDir, file)).length;

  /** The chunk of `key` and every chunk it imports statically (what the browser fetches with it). */
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      seen.add(key);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('No index.html entry in the build manifest');
  const jsFiles = (keys) => [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
  const kb = (bytes) => (bytes / 1024).toFixed(1);

  const rows = ROUTES.map(({ route, page, budgetKb }) => {
    if (!manifest[page]) throw new Error(`${page} (the page of ${route}) is not a chunk of the build: is it still loaded lazily?`);
    const files = jsFiles(closure([entryKey, page]));
    const gz = files.reduce((sum, f) => sum + gzipped(f), 0);
    const size = files.reduce((sum, f) => sum + raw(f), 0);
    return { route, files: files.length, size, gz, budgetKb };
  });

  const allJs = [
    ...new Set(
      Object.values(manifest)
        .map((c) => c.file)
        .filter((f) => f.endsWith('.js')),
    ),
  ];
  const largest = allJs.map((f) => ({ file: f, size: raw(f), gz: gzipped(f) })).sort((a, b) => b.gz - a.gz)[0];
  const totalGz = allJs.reduce((sum, f) => sum + gzipped(f), 0);

  console.log('\nJavaScript loaded first (gzip -9, KB = 1024 bytes)\n');
  console.log(`${'what'.padEnd(34)} ${'chunks'.padStart(6)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)}  budget`);
  console.log('-'.repeat(72));
  for (const r of rows) {
    const verdict = r.budgetKb ? `${r.gz / 1024 <= r.budgetKb ? 'met' : 'MISSED'} (≤ ${r.budgetKb} KB)` : '';
    console.log(
      `${`first load of ${r.route}`.padEnd(34)} ${String(r.files).padStart(6)} ${kb(r.size).padStart(9)} ${kb(r.gz).padStart(9)}  ${verdict}`,
    );
  }
  console.log(
    `${`largest chunk ${largest.file.replace(/^assets\//, '')}`.padEnd(34)} ${'1'.padStart(6)} ${kb(largest.size).padStart(9)} ${kb(largest.gz).padStart(9)}`,
  );
  console.log(`${'all JavaScript of the app'.padEnd(34)} ${String(allJs.length).padStart(6)} ${''.padStart(9)} ${kb(totalGz).padStart(9)}`);

  const login = rows.find((r) => r.route === '/login');
  console.log(`\nBudget for /login: ${BUDGET_KB} KB gzipped — ${login.gz / 1024 <= BUDGET_KB ? 'met' : 'NOT met'} (${kb(login.gz)} KB).`);

  if (!process.argv.includes('--sizes-only')) await mobileBench(outDir);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
