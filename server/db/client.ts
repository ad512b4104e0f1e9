import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  /** Which storage backs it, for logs and the health check. */
  kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` while holding a PostgreSQL advisory lock shared by every node on the same database, so
   * only one node at a time does it (migrations, the demo seed). On PGlite there is one process: it just runs.
   */
  exclusively<T>(lock: AdvisoryLock, fn: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections and the requests waiting for one (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** The rows of a raw `execute`: node-postgres answers `{ rows }`, PGlite's drizzle driver the same or the rows alone. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** Advisory lock keys: one number per job that must not run on two nodes at once. */
export const LOCKS = { migrate: 1_402_301, seed: 1_402_302, importImages: 1_402_303 } as const;
export type AdvisoryLock = (typeof LOCKS)[keyof typeof LOCKS];

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** With 'memory://': the dump (PGlite's dumpDataDir) the database starts from. */
  memoryImage?: Blob;
  /** Told about connection errors the pool survives (a PostgreSQL restart or failover). */
  onPoolError?: (error: Error) => void;
  /** Longest a query may run on PostgreSQL (ms). */
  statementTimeoutMs?: number;
  /** Longest to wait for a free or new connection (ms). */
  connectTimeoutMs?: number;
  poolMax?: number;
  /**
   * A direct connection (not through PgBouncer in transaction mode) for the advisory locks and migrations:
   * a session-level lock or SET needs the same server connection from one statement to the next.
   */
  directUrl?: string;
  /** Told how long each PostgreSQL query took (metrics). */
  onQuery?: (seconds: number, ok: boolean) => void;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite: in `dataDir` on disk, or in memory
 * when `dataDir` is 'memory://'. Migrations run before the database is handed out, on PostgreSQL under
 * an advisory lock so nodes starting together apply them exactly once.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 20,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      // A transaction left open by a crashed request must not hold its locks forever.
      idle_in_transaction_session_timeout: 60_000,
    });
    guardPool(pool, options.onPoolError);
    releaseEndedClients(pool);
    if (options.onQuery) timeQueries(pool, options.onQuery);
    const direct =
      options.directUrl && options.directUrl !== options.databaseUrl ? new pg.Pool({ connectionString: options.directUrl, max: 2 }) : null;
    if (direct) {
      guardPool(direct, options.onPoolError);
      releaseEndedClients(direct);
    }
    const sessionPool = direct ?? pool;
    const exclusively = async <T>(lock: AdvisoryLock, fn: () => Promise<T>): Promise<T> => {
      const client = await sessionPool.connect();
      try {
        // The wait for another node's lock is not a slow statement.
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [lock]);
        await client.query(`set statement_timeout = ${Number(options.statementTimeoutMs ?? 15_000)}`);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lock]);
        }
      } finally {
        client.release();
      }
    };
    const db = drizzlePg(pool, { schema });
    try {
      await exclusively(LOCKS.migrate, async () => {
        // Long migrations (an index on a big table) may outlast the request statement timeout.
        const client = await sessionPool.connect();
        try {
          await client.query('set statement_timeout = 0');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          client.release();
        }
      });
    } catch (error) {
      await Promise.all([pool.end(), direct?.end()]);
      throw error;
    }
    // Both drivers expose the same query builder; the PGlite type stands for both.
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    const close = async () => void (await Promise.all([pool.end(), direct?.end()]));
    return { db: db as unknown as Db, kind: 'postgres', exclusively, poolStats, close };
  }
  if (options.dataDir !== 'memory://') mkdirSync(options.dataDir, { recursive: true });
  // The extensions the migrations create must be loaded each time the embedded database opens.
  const extensions = { pg_trgm };
  const client =
    options.dataDir === 'memory://'
      ? new PGlite({ extensions, loadDataDir: options.memoryImage })
      : new PGlite(options.dataDir, { extensions });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', exclusively: (_lock, fn) => fn(), close: () => client.close() };
}

/**
 * Without a listener, a connection error (PostgreSQL restarting, a failover) is an uncaught 'error' event
 * that kills the node: the pool reports idle clients' errors, and every client gets its own listener for
 * the moments it is checked out. The failed query itself still rejects, and the pool reconnects on demand.
 */
export function guardPool(pool: pg.Pool, onError: (error: Error) => void = () => {}): void {
  pool.on('error', (error) => onError(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => onError(error));
  });
}

/**
 * A client whose connection ends while it is checked out goes back to the pool, which drops it: the live pool's
 * LISTEN client, never released, and a transaction's whose BEGIN failed, which drizzle never releases. Cut at such
 * a moment (PostgreSQL restarting, a failover), it would hold its slot for good, and closing the pool would wait for
 * it forever. Releasing becomes idempotent, so the holder's own release afterwards is harmless.
 */
export function releaseEndedClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | void;
  const guard = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release;
    let released = false;
    const ended = () => client.release(new Error('connection ended while checked out'));
    client.release = (error) => {
      if (released) return;
      released = true;
      client.removeListener('end', ended);
      release(error);
    };
    client.once('end', ended);
    return client;
  };
  // pool.query checks its client out through the callback form, drizzle through the promise form.
  pool.connect = ((callback?: ConnectCallback) => {
    if (!callback) return (connect() as Promise<pg.PoolClient>).then(guard);
    connect((error, client, done) => {
      const guarded = client && guard(client);
      callback(error, guarded, guarded ? guarded.release : done);
    });
  }) as pg.Pool['connect'];
}
type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: pg.PoolClient['release']) => void;

/** Times every query of the pool's clients, in the promise form drizzle uses and the callback form pool.query uses. */
function timeQueries(pool: pg.Pool, onQuery: (seconds: number, ok: boolean) => void): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const started = performance.now();
      const done = (ok: boolean) => onQuery((performance.now() - started) / 1000, ok);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function')
        args[last] = (error: unknown, result: unknown) => {
          done(!error);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        };
      const result = query(...args);
      if (result instanceof Promise)
        result.then(
          () => done(true),
          () => done(false),
        );
      return result;
    };
  });
}

/** True when the database answered `select 1` within `ms`; otherwise the reason. */
export async function pingDatabase(db: Db, ms = 1_000): Promise<{ ok: true } | { ok: false; reason: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return { ok: true };
  } catch (error) {
    const cause = (error as { cause?: Error }).cause;
    return { ok: false, reason: (cause?.message ?? (error as Error).message).split('\n')[0]!.slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}

/** PostgreSQL errors that mean "the database is not reachable right now", not "this request is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (
      /^(08|57014|57P0[1-4]|53300)/.test(code) ||
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)
    )
      return true;
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly/i.test(
        e.message ?? '',
      )
    )
      return true;
  }
  return false;
}
