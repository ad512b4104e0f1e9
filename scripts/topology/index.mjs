// The production topology on loopback, from Debian's packages: PostgreSQL; PgBouncer in transaction mode in
// front of it; two API nodes (`npm run serve`) whose DATABASE_URL goes through PgBouncer and whose
// REALTIME_DATABASE_URL (LISTEN/NOTIFY, locks, migrations) goes straight to PostgreSQL; nginx in front with
// HTTPS (a self-signed certificate made here), HTTP/2 and WebSocket upgrades, configured by ops/nginx/oujda.conf;
// Prometheus scraping both nodes with ops/prometheus's rules.
import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePackages } from './packages.mjs';
import { portOpen, run, service, serviceUser } from './process.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Ports from `base`: PostgreSQL, PgBouncer, node A, node B, nginx (HTTPS), Prometheus. */
export const portsFrom = (base) => ({
  postgres: base + 1,
  pgbouncer: base + 2,
  nodeA: base + 11,
  nodeB: base + 12,
  https: base + 43,
  prometheus: base + 90,
});

const httpOk = (url, headers = {}) => fetch(url, { headers }).then((r) => r.ok);

function writeAll(dir, files) {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text, { mode: 0o644 });
}

async function startPostgres(bin, dir, port, password, log) {
  const data = path.join(dir, 'pg');
  mkdirSync(dir, { recursive: true });
  // The `postgres` user writes its cluster and PgBouncer's files in here.
  chmodSync(dir, 0o777);
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    writeFileSync(path.join(dir, 'pg-password'), `${password}\n`, { mode: 0o644 });
    log('initdb…');
    run(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--pwfile', path.join(dir, 'pg-password'), '-A', 'scram-sha-256', '-E', 'UTF8', '--no-locale'],
      serviceUser(),
    );
  }
  const pg = service('postgresql', {
    command: path.join(bin, 'postgres'),
    args: [
      '-D',
      data,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${dir}`,
      // What point-in-time recovery needs (README, "Backups"): WAL kept for a base backup and archiving.
      '-c',
      'wal_level=replica',
    ],
    user: serviceUser(),
    logFile: path.join(dir, 'postgresql.log'),
    ready: () => portOpen(port),
    // Fast shutdown: roll back open transactions, close the connections, checkpoint.
    stopSignal: 'SIGINT',
  });
  await pg.start();
  return pg;
}

/** psql as the superuser, over TCP with the password. */
function psql(bin, port, password, sql, database = 'postgres') {
  return run(path.join(bin, 'psql'), ['-X', '-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-tAc', sql], {
    env: { ...process.env, PGPASSWORD: password },
  });
}

/** The application's role and database; its timeouts are the role's, as PgBouncer passes no startup options. */
function createAppDatabase(bin, port, superPassword, appPassword) {
  const exists = psql(bin, port, superPassword, "select 1 from pg_roles where rolname = 'oujda'").trim() === '1';
  if (exists) return;
  psql(bin, port, superPassword, `create role oujda login password '${appPassword}'`);
  psql(bin, port, superPassword, 'create database oujda owner oujda');
  psql(bin, port, superPassword, "alter role oujda set statement_timeout = '15s'");
  psql(bin, port, superPassword, "alter role oujda set idle_in_transaction_session_timeout = '60s'");
}

function pgbouncerService(binary, dir, ports, appPassword) {
  const conf = path.join(dir, 'pgbouncer');
  mkdirSync(conf, { recursive: true, mode: 0o777 });
  chmodSync(conf, 0o777);
  writeAll(conf, {
    'pgbouncer.ini': [
      '[databases]',
      `oujda = host=127.0.0.1 port=${ports.postgres} dbname=oujda`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${ports.pgbouncer}`,
      `unix_socket_dir = ${conf}`,
      'auth_type = scram-sha-256',
      `auth_file = ${path.join(conf, 'userlist.txt')}`,
      'pool_mode = transaction',
      // Two nodes × a pool of 20, plus room; the server side stays small.
      'max_client_conn = 200',
      'default_pool_size = 20',
      // node-postgres sends these at connect time; the role carries the real values (createAppDatabase).
      'ignore_startup_parameters = extra_float_digits,statement_timeout,idle_in_transaction_session_timeout',
      `pidfile = ${path.join(conf, 'pgbouncer.pid')}`,
      'server_reset_query =',
      '',
    ].join('\n'),
    'userlist.txt': `"oujda" "${appPassword}"\n`,
  });
  return service('pgbouncer', {
    command: binary,
    args: [path.join(conf, 'pgbouncer.ini')],
    user: serviceUser(),
    logFile: path.join(dir, 'pgbouncer.log'),
    ready: () => portOpen(ports.pgbouncer),
    // Immediate shutdown, as a crash or `systemctl restart` would: clients see their connections cut.
    stopSignal: 'SIGTERM',
  });
}

/** The SPA the nodes serve: dist/ when built, else a build of our own in the topology's folder. */
function staticDir(dir, log) {
  if (existsSync(path.join(root, 'dist', 'index.html'))) return path.join(root, 'dist');
  const out = path.join(dir, 'dist');
  if (!existsSync(path.join(out, 'index.html'))) {
    log('No dist/: building the SPA (vite build)…');
    run('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  return out;
}

function nodeService(name, dir, port, env) {
  const dataDir = path.join(dir, name);
  mkdirSync(dataDir, { recursive: true });
  return service(name, {
    command: 'npm',
    args: ['run', '--silent', 'serve'],
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    logFile: path.join(dir, `${name}.log`),
    ready: () => httpOk(`http://127.0.0.1:${port}/api/health`),
  });
}

/** The self-signed certificate nginx serves (kept in `dir`): a client trusts it with NODE_EXTRA_CA_CERTS. */
export function makeCertificate(dir) {
  const cert = path.join(dir, 'tls', 'cert.pem');
  const key = path.join(dir, 'tls', 'key.pem');
  if (existsSync(cert)) return { cert, key };
  mkdirSync(path.dirname(cert), { recursive: true });
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '30',
    '-keyout',
    key,
    '-out',
    cert,
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ]);
  return { cert, key };
}

function nginxService(binary, dir, ports, tls) {
  const conf = path.join(dir, 'nginx');
  for (const sub of ['logs', 'tmp']) mkdirSync(path.join(conf, sub), { recursive: true, mode: 0o777 });
  chmodSync(path.join(conf, 'tmp'), 0o777);
  copyFileSync(path.join(root, 'ops', 'nginx', 'oujda.conf'), path.join(conf, 'oujda.conf'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${path.join(conf, 'tmp', k)};`);
  writeAll(conf, {
    'nginx.conf': [
      'daemon off;',
      'worker_processes 2;',
      `pid ${path.join(conf, 'nginx.pid')};`,
      `error_log ${path.join(conf, 'logs', 'error.log')} warn;`,
      // A city's desks: each WebSocket holds two of a worker's connections (the browser's and the node's).
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      ...temp,
      '  include oujda.conf;',
      '}',
      '',
    ].join('\n'),
    'oujda-nodes.conf': [ports.nodeA, ports.nodeB].map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;\n`).join(''),
    'oujda-listen.conf': [
      `listen 127.0.0.1:${ports.https} ssl http2;`,
      'server_name localhost;',
      `ssl_certificate ${tls.cert};`,
      `ssl_certificate_key ${tls.key};`,
      '',
    ].join('\n'),
  });
  run(binary, ['-t', '-q', '-p', `${conf}/`, '-c', path.join(conf, 'nginx.conf'), '-e', path.join(conf, 'logs', 'error.log')]);
  return service('nginx', {
    command: binary,
    args: ['-p', `${conf}/`, '-c', path.join(conf, 'nginx.conf'), '-e', path.join(conf, 'logs', 'error.log')],
    logFile: path.join(dir, 'nginx.log'),
    ready: () => portOpen(ports.https),
    stopSignal: 'SIGQUIT',
  });
}

function prometheusService(parts, dir, ports, token, scrapeSeconds) {
  const conf = path.join(dir, 'prometheus');
  mkdirSync(path.join(conf, 'data'), { recursive: true });
  const ops = path.join(root, 'ops', 'prometheus');
  // ops/prometheus/prometheus.yml, with this host's nodes, token and a short interval for people watching.
  const config = readFileSync(path.join(ops, 'prometheus.yml'), 'utf8')
    .replace(/scrape_interval: 15s/, `scrape_interval: ${scrapeSeconds}s`)
    .replace(/evaluation_interval: 15s/, `evaluation_interval: ${scrapeSeconds}s`);
  copyFileSync(path.join(ops, 'alerts.yml'), path.join(conf, 'alerts.yml'));
  writeAll(conf, {
    'prometheus.yml': config,
    'metrics-token': `${token}\n`,
    'oujda-nodes.yml': `- targets:\n    - 127.0.0.1:${ports.nodeA}\n    - 127.0.0.1:${ports.nodeB}\n`,
  });
  run(parts.promtool, ['check', 'config', path.join(conf, 'prometheus.yml')]);
  return service('prometheus', {
    command: parts.prometheus,
    args: [
      `--config.file=${path.join(conf, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(conf, 'data')}`,
      `--web.listen-address=127.0.0.1:${ports.prometheus}`,
      '--web.enable-lifecycle',
    ],
    logFile: path.join(dir, 'prometheus.log'),
    ready: () => httpOk(`http://127.0.0.1:${ports.prometheus}/-/ready`),
  });
}

/**
 * Starts everything in `dir` (kept between runs: the database survives) on ports from `base` (or `ports`' own,
 * over those); resolves with the addresses, each service (stop/start/restart) and stop() for all.
 */
export async function startTopology({ dir, base = 3600, ports: chosen = {}, scrapeSeconds = 5, log = console.log }) {
  const parts = ensurePackages(log);
  mkdirSync(dir, { recursive: true });
  const ports = { ...portsFrom(base), ...chosen };
  const secretsFile = path.join(dir, 'secrets.json');
  if (!existsSync(secretsFile)) {
    const secret = () => randomBytes(18).toString('base64url');
    writeFileSync(secretsFile, JSON.stringify({ postgres: secret(), app: secret(), metrics: secret(), jwt: secret() }), { mode: 0o600 });
  }
  const secrets = JSON.parse(readFileSync(secretsFile, 'utf8'));
  const started = [];
  const stop = async () => {
    for (const s of started.reverse()) await s.stop().catch(() => {});
  };
  try {
    log('PostgreSQL…');
    const postgres = await startPostgres(parts.postgres, dir, ports.postgres, secrets.postgres, log);
    started.push(postgres);
    createAppDatabase(parts.postgres, ports.postgres, secrets.postgres, secrets.app);

    log('PgBouncer…');
    const pgbouncer = pgbouncerService(parts.pgbouncer, dir, ports, secrets.app);
    await pgbouncer.start();
    started.push(pgbouncer);

    const direct = `postgres://oujda:${secrets.app}@127.0.0.1:${ports.postgres}/oujda`;
    const pooled = `postgres://oujda:${secrets.app}@127.0.0.1:${ports.pgbouncer}/oujda`;
    const publicUrl = `https://localhost:${ports.https}`;
    const spa = staticDir(dir, log);
    const nodeEnv = {
      DATABASE_URL: pooled,
      REALTIME_DATABASE_URL: direct,
      TRUST_PROXY: '1',
      METRICS_TOKEN: secrets.metrics,
      JWT_SECRET: secrets.jwt,
      PUBLIC_URL: publicUrl,
      STATIC_DIR: spa,
      SEED: 'demo',
      // The demo admin signs in with its password alone (a real deployment requires a second factor).
      ADMIN_TWO_FACTOR: 'optional',
      LOG_LEVEL: 'info',
    };
    log('Two API nodes…');
    const nodeA = nodeService('node-a', dir, ports.nodeA, nodeEnv);
    const nodeB = nodeService('node-b', dir, ports.nodeB, nodeEnv);
    await Promise.all([nodeA.start(), nodeB.start()]);
    started.push(nodeA, nodeB);

    log('nginx…');
    const tls = makeCertificate(dir);
    const nginx = nginxService(parts.nginx, dir, ports, tls);
    await nginx.start();
    started.push(nginx);

    log('Prometheus…');
    const prometheus = prometheusService(parts, dir, ports, secrets.metrics, scrapeSeconds);
    await prometheus.start();
    started.push(prometheus);

    return {
      dir,
      ports,
      urls: {
        app: publicUrl,
        prometheus: `http://127.0.0.1:${ports.prometheus}`,
        nodeA: `http://127.0.0.1:${ports.nodeA}`,
        nodeB: `http://127.0.0.1:${ports.nodeB}`,
        direct,
        pooled,
      },
      ca: readFileSync(tls.cert),
      staticDir: spa,
      metricsToken: secrets.metrics,
      services: { postgres, pgbouncer, nodeA, nodeB, nginx, prometheus },
      logs: { nodeA: path.join(dir, 'node-a.log'), nodeB: path.join(dir, 'node-b.log'), nginx: path.join(dir, 'nginx', 'logs') },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
