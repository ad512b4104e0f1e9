// `npm run restore FILE`: fills an empty database from `npm run backup`'s file and refuses one that holds
// anything (exit 2), so a restore never mixes with, nor overwrites, live data. Start the nodes afterwards.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { libpq, target, USER_TABLES_SQL } from './backup/database.mjs';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('usage: npm run restore FILE   (a file written by npm run backup)');
  process.exit(1);
}
const head = Buffer.alloc(5);
const fd = openSync(file, 'r');
readSync(fd, head, 0, 5, 0);
closeSync(fd);
const format = head.toString('latin1') === 'PGDMP' ? 'postgres' : head[0] === 0x1f && head[1] === 0x8b ? 'pglite' : null;
const db = target();
if (format !== db.kind) {
  console.error(
    `restore: ${file} is ${format ? `a ${format} backup` : 'not a backup'}, the target is ${db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${db.dir}`}`,
  );
  process.exit(1);
}

const refuse = (why) => {
  console.error(`restore: refused, ${why}. Restore into a new, empty database.`);
  process.exit(2);
};
const started = Date.now();

if (db.kind === 'postgres') {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query(USER_TABLES_SQL);
  await client.end();
  if (rows[0].n > 0) refuse(`the database already has ${rows[0].n} tables`);
  const { dsn, env } = libpq(db.url);
  const restore = spawnSync(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dsn}`, file],
    {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (restore.status !== 0) {
    console.error(`restore: pg_restore failed (${restore.status ?? restore.error?.message}); nothing was restored (one transaction)`);
    process.exit(1);
  }
} else {
  if (existsSync(db.dir) && readdirSync(db.dir).length > 0) refuse(`${db.dir} is not empty`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  mkdirSync(db.dir, { recursive: true });
  const embedded = new PGlite(db.dir, { loadDataDir: new Blob([readFileSync(file)]), extensions: { pg_trgm } });
  await embedded.waitReady;
  await embedded.close();
}
console.log(`restore: ${path.basename(file)} restored in ${((Date.now() - started) / 1000).toFixed(1)} s`);
