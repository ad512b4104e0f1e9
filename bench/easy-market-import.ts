// `npx tsx bench/easy-market-import.ts`: how long an admin's 5,000-product Easy Market spreadsheet takes to preview
// and to import, over HTTP against a real API node, on the embedded database (PGlite) and on PostgreSQL (a
// throw-away cluster, or BENCH_DATABASE_URL's server). BENCH_ROWS (5000) rows; the median of BENCH_RUNS (3) for the
// repeatable steps. Goals, as for the owners' catalogue: preview under 5 s, import under 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error plain ESM script without types
import { startTestPostgres } from '../scripts/test-postgres.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../tests/server/helpers';
import { groceryCsv, groceryRows } from '../tests/server/easyMarketImportFile';
import { startNode, type ApiNode } from './apiNode';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(what: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await what();
  return [performance.now() - start, result];
}

async function scenario(label: string, node: ApiNode) {
  const login = await fetch(`${node.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const send = async (step: 'preview' | 'import', rows: string[][]) => {
    const form = new FormData();
    form.append('file', new Blob([groceryCsv(rows)]), 'easy-market.csv');
    const response = await fetch(`${node.url}/api/easyMarket/import${step === 'preview' ? '/preview' : ''}`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${step}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const fresh = groceryRows(ROWS);
  const raised = groceryRows(ROWS, { priceShift: 1 });

  const previews: number[] = [];
  for (let i = 0; i < RUNS; i++) previews.push((await timed(() => send('preview', fresh)))[0]);
  const [firstImport, created] = await timed(() => send('import', fresh));
  if (created.created !== ROWS) throw new Error(`created ${String(created.created)} of ${ROWS}`);
  const unchanged: number[] = [];
  for (let i = 0; i < RUNS; i++) unchanged.push((await timed(() => send('import', fresh)))[0]);
  const [changedPreview] = await timed(() => send('preview', raised));
  const [changedImport, updated] = await timed(() => send('import', raised));
  if (updated.updated !== ROWS) throw new Error(`updated ${String(updated.updated)} of ${ROWS}`);
  const [exportTime] = await timed(async () => (await fetch(`${node.url}/api/easyMarket/export`, { headers: auth })).text());
  return {
    label,
    'preview (all new)': seconds(median(previews)),
    'import (all new)': seconds(firstImport),
    'same file again (unchanged)': seconds(median(unchanged)),
    'preview (all prices changed)': seconds(changedPreview),
    'import (all prices changed)': seconds(changedImport),
    'export CSV': seconds(exportTime),
  };
}

const cluster = process.env.BENCH_DATABASE_URL ? null : await startTestPostgres();
const serverUrl: string = process.env.BENCH_DATABASE_URL ?? cluster.url;
const work = mkdtempSync(path.join(tmpdir(), 'oujda-bench-'));
const results: Awaited<ReturnType<typeof scenario>>[] = [];
try {
  const embedded = await startNode({ DATA_DIR: path.join(work, 'pglite'), DATABASE_URL: '' });
  try {
    results.push(await scenario('PGlite (embedded)', embedded));
  } finally {
    embedded.child.kill('SIGTERM');
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `bench_em_import_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const node = await startNode({ DATABASE_URL: url.toString(), SEED: 'demo', DATA_DIR: path.join(work, 'pg') });
  try {
    results.push(await scenario('PostgreSQL', node));
  } finally {
    await new Promise((resolve) => {
      node.child.once('exit', resolve);
      node.child.kill('SIGTERM');
    });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
  cluster?.stop();
}

console.log(`Easy Market import of ${ROWS} rows over HTTP (median of ${RUNS} where repeated); goals: preview < 5 s, import < 10 s`);
console.table(results);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
);
