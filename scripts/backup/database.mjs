// Which database `npm run backup` and `npm run restore` work on, read from the server's own settings: PostgreSQL
// (BACKUP_DATABASE_URL, else the direct REALTIME_DATABASE_URL, else DATABASE_URL: pg_dump needs a session of its
// own, not PgBouncer's transaction pooling), or the embedded database in DATA_DIR/pglite.
import path from 'node:path';

export function target(env = process.env) {
  const url = env.BACKUP_DATABASE_URL || env.REALTIME_DATABASE_URL || env.DATABASE_URL;
  if (url) return { kind: 'postgres', url };
  return { kind: 'pglite', dir: path.resolve(env.DATA_DIR ?? '.data', 'pglite') };
}

/**
 * libpq's settings for a URL, the password in PGPASSWORD rather than on the command line (where `ps` shows it).
 * The URL's other parts stay as they are.
 */
export function libpq(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dsn: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Tables a restore would collide with: any outside PostgreSQL's own schemas. */
export const USER_TABLES_SQL = `select count(*)::int as n from information_schema.tables
  where table_schema not in ('pg_catalog', 'information_schema')`;

/** The moment of the last good backup, kept for the system screen. */
export const LAST_BACKUP_KEY = 'last_backup';
