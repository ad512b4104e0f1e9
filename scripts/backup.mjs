// `npm run backup [FILE]`: one consistent file of the whole database, uploaded images included (they are rows).
// PostgreSQL: pg_dump's custom format (one snapshot; restore with `npm run restore FILE` or pg_restore).
// Embedded: the PGlite data directory as a gzipped tarball; stop the server first, the embedded database
// belongs to one process. The file is written under a temporary name and renamed when complete.
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { LAST_BACKUP_KEY, libpq, target } from './backup/database.mjs';

const db = target();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join('backups', `oujda-${stamp}.${db.kind === 'postgres' ? 'dump' : 'tar.gz'}`));
const partial = `${file}.partial`;
mkdirSync(path.dirname(file), { recursive: true });
const started = Date.now();

const record = (value) => ({ key: LAST_BACKUP_KEY, value: JSON.stringify(value) });
const upsert = `insert into server_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`;

try {
  if (db.kind === 'postgres') {
    const { dsn, env } = libpq(db.url);
    const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dsn}`], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (dump.status !== 0) throw new Error(`pg_dump failed (${dump.status ?? dump.error?.message})`);
    renameSync(partial, file);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const done = record({ at: new Date().toISOString(), startedAt: new Date(started).toISOString(), file: path.basename(file) });
    await client.query(upsert, [done.key, done.value]).finally(() => client.end());
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const embedded = new PGlite(db.dir, { extensions: { pg_trgm } });
    // Recorded first, so the moment is in the file too; the embedded database has no other writer now.
    const done = record({ at: new Date().toISOString(), startedAt: new Date(started).toISOString(), file: path.basename(file) });
    await embedded.query(upsert, [done.key, done.value]);
    const tarball = await embedded.dumpDataDir('gzip');
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    await embedded.close();
    renameSync(partial, file);
  }
  const mb = (statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`backup: ${file} (${mb} MB, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  rmSync(partial, { force: true });
  console.error(`backup: ${error.message}`);
  process.exit(1);
}
