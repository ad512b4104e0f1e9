// `npm test`: the checks first (type check of the whole project, lint, Prettier's layout, openapi.json up to date and lint-clean, the database
// migrations against the schema), then every test
// layer in order — unit and server (vitest; the server tests twice, on the embedded
// database and on PostgreSQL), stories (vitest in Chromium, when there
// are any), end-to-end (Playwright against `npm start`'s server). Each suite streams its usual output and
// also writes a JSON report under test-results/; the last line printed is the grand total,
// `N passed, N failed` (`, N skipped` only when some were skipped). The exit code is non-zero when any
// suite failed, or crashed or timed out without a report (which counts as one failure).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const MINUTE = 60_000;

/** Any story file in the project (outside node_modules and build output)? */
function hasStories(dir = path.join(root, 'src')) {
  if (!existsSync(dir)) return false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() ? hasStories(full) : /\.stories\.tsx$/.test(entry.name)) return true;
  }
  return false;
}

const relative = (file) => path.relative(root, file ?? '');

/**
 * Vitest's JSON report (jest-compatible) → counts, and the failed tests by name: the summary names them, since a
 * long run's log is often read only from its end.
 */
function vitestCounts(report) {
  const files = report.testResults ?? [];
  // A file that failed before running any test (import error, failing hook) counts as one failure.
  const brokenFiles = files.filter((f) => f.status === 'failed' && !f.assertionResults?.length);
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures: [
      ...files.flatMap((f) =>
        (f.assertionResults ?? []).filter((t) => t.status === 'failed').map((t) => `${relative(f.name)} › ${t.fullName ?? t.title}`),
      ),
      ...brokenFiles.map((f) => `${relative(f.name)} (the file itself)`),
    ],
  };
}

/** Playwright's JSON report → counts (a test that passed on retry counts as passed, and is named as retried). */
function playwrightCounts(report) {
  const s = report.stats ?? {};
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) tests.push({ name: `${spec.file}:${spec.line} › ${spec.title}`, status: t.status });
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const named = (status, suffix = '') => tests.filter((t) => t.status === status).map((t) => t.name + suffix);
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
    failures: [...named('unexpected'), ...named('flaky', ' (passed on retry)')],
  };
}

/** node --test's TAP summary (`# pass N`, `# fail N`, `# skipped N`) → counts; `not ok` lines name the failures. */
function tapCounts(text) {
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? NaN);
  const counts = { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') };
  if (Object.values(counts).some(Number.isNaN)) throw new Error('no TAP summary');
  return { ...counts, failures: [...text.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((m) => m[1]) };
}

/** A check without a report: one pass when it exits 0, one failure otherwise. */
const byExitCode = (code) => (code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });

const suites = [
  { name: 'type check', command: bin('tsc'), args: () => ['-b'], exitCounts: byExitCode, minutes: 10 },
  {
    name: 'lint',
    command: bin('eslint'),
    args: () => ['--cache', '--cache-location', path.join(root, 'node_modules', '.cache', 'eslint') + path.sep, '.'],
    exitCounts: byExitCode,
    minutes: 10,
  },
  { name: 'format', command: bin('prettier'), args: () => ['--check', '--log-level', 'warn', '.'], exitCounts: byExitCode, minutes: 5 },
  {
    name: 'openapi.json',
    command: process.execPath,
    args: () => ['--import', 'tsx', path.join(root, 'scripts', 'openapi.ts'), '--check'],
    exitCounts: byExitCode,
    minutes: 5,
  },
  {
    // Redocly CLI's recommended rules over openapi.json (redocly.yaml names each rule changed and why): 0 errors.
    name: 'openapi lint',
    command: bin('redocly'),
    args: () => ['lint', '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'],
    env: () => ({ REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }),
    exitCounts: byExitCode,
    minutes: 5,
  },
  {
    // The JavaScript a screen downloads first stays within its budget (scripts/size-budget.mjs).
    name: 'size budget',
    command: process.execPath,
    args: () => [path.join(root, 'scripts', 'size-budget.mjs')],
    exitCounts: byExitCode,
    minutes: 5,
  },
  {
    name: 'migrations',
    command: process.execPath,
    args: () => [path.join(root, 'scripts', 'db-check.mjs')],
    exitCounts: byExitCode,
    minutes: 5,
  },
  // Unit and server tests run as two vitest runs: vitest 4 refuses `--project unit --project server` in one
  // run while the two projects have different maxWorkers and the same sequence.groupOrder.
  {
    name: 'unit',
    report: 'vitest-unit.json',
    command: bin('vitest'),
    args: (file) => ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    counts: vitestCounts,
    minutes: 10,
  },
  {
    name: 'server',
    report: 'vitest-server.json',
    command: bin('vitest'),
    args: (file) => ['run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    // The embedded database (PGlite), even when TEST_DATABASE_URL is set for the run below.
    env: () => ({ TEST_DATABASE_URL: '' }),
    counts: vitestCounts,
    minutes: 20,
  },
  // The same server tests on a real PostgreSQL: TEST_DATABASE_URL's server, else a throw-away cluster.
  {
    name: 'server (pg)',
    report: 'vitest-server-postgres.json',
    command: process.execPath,
    args: (file) => [
      path.join(root, 'scripts', 'test-postgres.mjs'),
      bin('vitest'),
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    counts: vitestCounts,
    minutes: 20,
  },
  {
    name: 'stories',
    report: 'vitest-storybook.json',
    command: bin('vitest'),
    args: (file) => ['run', '--project', 'storybook', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    counts: vitestCounts,
    minutes: 12,
    when: hasStories,
  },
  {
    // Every story again in French and Arabic, without play functions: overflow and a11y (~3 min a language).
    name: 'stories in fr/ar',
    report: 'vitest-stories-i18n.json',
    command: bin('vitest'),
    args: (file) => ['run', '--project', 'stories-i18n', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    counts: vitestCounts,
    minutes: 12,
    when: hasStories,
  },
  {
    name: 'end-to-end',
    report: 'e2e.json',
    command: bin('playwright'),
    args: () => ['test', '--reporter=list,json'],
    env: (file) => ({ PLAYWRIGHT_JSON_OUTPUT_FILE: file, PLAYWRIGHT_JSON_OUTPUT_NAME: file }),
    counts: playwrightCounts,
    minutes: 40,
  },
  {
    // The production topology (`npm run topology`: Debian's PostgreSQL, PgBouncer, nginx, Prometheus, two nodes),
    // about 1.5 minutes; skipped, saying why, where those packages cannot be installed.
    name: 'topology',
    report: 'topology.tap',
    command: process.execPath,
    args: (file) => [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${file}`,
      path.join(root, 'tests', 'topology'),
    ],
    counts: tapCounts,
    minutes: 10,
  },
];

let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) killTree(current, signal);
    process.exit(130);
  });
}

function killTree(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function withoutDatabaseUrl(env) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/** Runs one suite in its own process group, streaming its output; resolves with its exit code. */
function run(suite, file) {
  return new Promise((resolve) => {
    const child = spawn(suite.command, suite.args(file), {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      // Tests never see DATABASE_URL: only an explicit TEST_DATABASE_URL points them at a server.
      env: {
        ...withoutDatabaseUrl(process.env),
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
        ...(suite.env?.(file) ?? {}),
      },
    });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n${suite.name}: still running after ${suite.minutes} minutes, stopping it.`);
      killTree(child, 'SIGTERM');
      setTimeout(() => killTree(child, 'SIGKILL'), 10_000).unref();
    }, suite.minutes * MINUTE);
    child.on('error', (error) => {
      console.error(`${suite.name}: could not start (${error.message})`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      current = null;
      resolve({ code: code ?? (signal ? 1 : 0), timedOut });
    });
  });
}

mkdirSync(reports, { recursive: true });
const results = [];
for (const suite of suites) {
  if (suite.when && !suite.when()) {
    console.log(`\n── ${suite.name}: nothing to run\n`);
    continue;
  }
  const file = suite.report ? path.join(reports, suite.report) : null;
  if (file) rmSync(file, { force: true });
  console.log(`\n── ${suite.name} ──────────────────────────────────────────────\n`);
  const started = Date.now();
  const { code, timedOut } = await run(suite, file);
  let counts = null;
  try {
    const report = file && readFileSync(file, 'utf8');
    counts = suite.exitCounts ? suite.exitCounts(code) : suite.counts(file.endsWith('.json') ? JSON.parse(report) : report);
  } catch {
    counts = null;
  }
  let note = '';
  if (!counts) {
    // Crashed (or was stopped) before writing its report: one failure, so the total cannot look green.
    counts = { passed: 0, failed: 1, skipped: 0 };
    note = timedOut ? 'timed out, no report' : `exited ${code} without a report`;
  } else if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    note = timedOut ? 'timed out' : `exited ${code} (errors outside tests)`;
  }
  results.push({ name: suite.name, ...counts, seconds: Math.round((Date.now() - started) / 1000), note });
}

console.log('\n── summary ──────────────────────────────────────────────────────');
for (const r of results) {
  console.log(
    `${r.name.padEnd(14)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped).padStart(4)} skipped  ${r.seconds}s${r.note ? `  (${r.note})` : ''}`,
  );
}
const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
const named = results.flatMap((r) => (r.failures ?? []).map((name) => `  ${r.name}: ${name}`));
if (named.length) console.log(`\nnot passed the first time:\n${named.join('\n')}\n`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
