// The skeleton of an import bench: a spreadsheet previewed and imported over HTTP against a real API node, on the
// embedded database (PGlite) and on PostgreSQL (a throw-away cluster, or BENCH_DATABASE_URL's server).
// BENCH_ROWS (5000) rows; the median of BENCH_RUNS (3) for the repeatable steps.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error plain ESM script without types
import { startTestPostgres } from '../scripts/test-postgres.mjs';
import { DEMO_PASSWORD } from '../tests/server/helpers';
import { startNode, type ApiNode } from './apiNode';
import { loadLine } from './lib';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(what: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await what();
  return [performance.now() - start, result];
}

/** Where an import is, for the account that runs it. */
export interface ImportEndpoints {
  /** The import's address; its preview is the same with `/preview`. */
  importUrl: string;
  /** The exports timed after the imports, by the name of their column. */
  exports: Record<string, string>;
}

export interface ImportBench {
  /** What is imported, as the first line of the output says it ("Catalogue import"). */
  title: string;
  /** The demo account that imports. */
  email: string;
  /** The name (with the process id after it) of the database made on PostgreSQL for the run. */
  databasePrefix: string;
  fileName: string;
  /** `count` products as the file's rows, their prices raised by `priceShift`. */
  rows: (count: number, options?: { priceShift?: number }) => string[][];
  csv: (rows: string[][]) => string;
  endpoints: (nodeUrl: string, auth: Record<string, string>, userId: string) => Promise<ImportEndpoints>;
}

async function scenario(bench: ImportBench, label: string, node: ApiNode) {
  const login = await fetch(`${node.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: bench.email, password: DEMO_PASSWORD }),
  });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const auth = { authorization: `Bearer ${token}` };
  const { importUrl, exports } = await bench.endpoints(node.url, auth, user._id);
  const send = async (step: 'preview' | 'import', rows: string[][]) => {
    const form = new FormData();
    form.append('file', new Blob([bench.csv(rows)]), bench.fileName);
    const response = await fetch(`${importUrl}${step === 'preview' ? '/preview' : ''}`, { method: 'POST', headers: auth, body: form });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${step}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const fresh = bench.rows(ROWS);
  const raised = bench.rows(ROWS, { priceShift: 1 });

  const previews: number[] = [];
  for (let i = 0; i < RUNS; i++) previews.push((await timed(() => send('preview', fresh)))[0]);
  const [firstImport, created] = await timed(() => send('import', fresh));
  if (created.created !== ROWS) throw new Error(`created ${String(created.created)} of ${ROWS}`);
  const unchanged: number[] = [];
  for (let i = 0; i < RUNS; i++) unchanged.push((await timed(() => send('import', fresh)))[0]);
  const [changedPreview] = await timed(() => send('preview', raised));
  const [changedImport, updated] = await timed(() => send('import', raised));
  if (updated.updated !== ROWS) throw new Error(`updated ${String(updated.updated)} of ${ROWS}`);
  const result: Record<string, string> = {
    label,
    'preview (all new)': seconds(median(previews)),
    'import (all new)': seconds(firstImport),
    'same file again (unchanged)': seconds(median(unchanged)),
    'preview (all prices changed)': seconds(changedPreview),
    'import (all prices changed)': seconds(changedImport),
  };
  for (const [name, url] of Object.entries(exports)) {
    result[name] = seconds((await timed(async () => (await fetch(url, { headers: auth })).arrayBuffer()))[0]);
  }
  return result;
}

/** Runs the bench on PGlite then on PostgreSQL and prints its table and the load average. */
export async function runImportBench(bench: ImportBench) {
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startTestPostgres();
  const serverUrl: string = process.env.BENCH_DATABASE_URL ?? cluster.url;
  const work = mkdtempSync(path.join(tmpdir(), 'oujda-bench-'));
  const results: Record<string, string>[] = [];
  try {
    const embedded = await startNode({ DATA_DIR: path.join(work, 'pglite'), DATABASE_URL: '' });
    try {
      results.push(await scenario(bench, 'PGlite (embedded)', embedded));
    } finally {
      embedded.child.kill('SIGTERM');
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const name = `${bench.databasePrefix}_${process.pid}`;
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const node = await startNode({ DATABASE_URL: url.toString(), SEED: 'demo', DATA_DIR: path.join(work, 'pg') });
    try {
      results.push(await scenario(bench, 'PostgreSQL', node));
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

  console.log(`${bench.title} of ${ROWS} rows over HTTP (median of ${RUNS} where repeated); goals: preview < 5 s, import < 10 s`);
  console.table(results);
  console.log(loadLine());
}
