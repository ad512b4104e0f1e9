// A throw-away PostgreSQL for the tests: `node scripts/test-postgres.mjs <command> [args…]` runs the command
// with TEST_DATABASE_URL pointing at a PostgreSQL server. When TEST_DATABASE_URL is already set it is used
// as is; otherwise a fresh cluster is created from Debian's `postgresql` package (installed with apt-get when
// missing and we are root, as the Chromium step does) in a temporary folder, on a free loopback port, and
// removed afterwards. DATABASE_URL is never read or passed on: tests must not touch a real database.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const HOW =
  'PostgreSQL is missing: install it with "sudo apt-get update && sudo apt-get install -y postgresql", or set TEST_DATABASE_URL to a server the tests may create databases on.';

/** The newest Debian PostgreSQL binaries folder (/usr/lib/postgresql/<version>/bin), or null. */
function findBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function ensureBinaries() {
  const found = findBinaries();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) throw new Error(HOW);
  console.log("PostgreSQL is missing; installing Debian's postgresql with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'postgresql']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) throw new Error(HOW);
  }
  const installed = findBinaries();
  if (!installed) throw new Error(HOW);
  return installed;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: the cluster then belongs to the `postgres` system user. */
function asClusterUser(bin, args, options = {}) {
  const isRoot = process.getuid?.() === 0;
  const [command, full] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return spawnSync(command, full, { encoding: 'utf8', ...options });
}

/** Starts a cluster; resolves with its URL and a stop() that removes every trace of it. */
export async function startTestPostgres() {
  const bin = ensureBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'oujda-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'password');
  writeFileSync(passwordFile, 'test\n', { mode: 0o644 });
  const init = asClusterUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'test',
    '--pwfile',
    passwordFile,
    '-A',
    'scram-sha-256',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  // Throw-away data: durability off, a server tuned for many short test databases.
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=128MB',
  ].join(' ');
  const start = asClusterUser(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  if (start.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${start.stderr || start.stdout}`);
  }
  const url = `postgres://test:test@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    port,
    dir,
    stop() {
      if (stopped) return;
      stopped = true;
      asClusterUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
    /** Stops the server (fast shutdown: connections are cut), keeping its data for startServer(). */
    stopServer() {
      return asClusterUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' }).status === 0;
    },
    /** Starts the stopped server again on the same port. */
    startServer() {
      return (
        asClusterUser(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'])
          .status === 0
      );
    },
    /** Stops and starts the server again on the same port (a restart the nodes must survive). */
    restart() {
      asClusterUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
      return (
        asClusterUser(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'])
          .status === 0
      );
    },
  };
}

// CLI: run a command with TEST_DATABASE_URL set, the cluster removed afterwards whatever happens.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/test-postgres.mjs <command> [args…]');
    process.exit(2);
  }
  let cluster = null;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    try {
      cluster = await startTestPostgres();
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
    url = cluster.url;
    console.log(`Throw-away PostgreSQL on 127.0.0.1:${cluster.port}`);
  }
  const env = { ...process.env, TEST_DATABASE_URL: url };
  delete env.DATABASE_URL;
  const child = spawn(command, args, { stdio: 'inherit', env });
  const cleanup = () => cluster?.stop();
  process.on('exit', cleanup);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    cleanup();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
