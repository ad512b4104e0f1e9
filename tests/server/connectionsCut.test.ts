// PostgreSQL cutting a node's connections at any moment (a restart, a failover, an operator's terminate): the
// pool gets every slot back, keeps serving, and still closes. Before, a connection cut between a transaction's
// checkout and its BEGIN held its slot for good, and the node's shutdown waited for it forever.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { createTestDatabase, TEST_BACKEND } from './helpers';

const POOL = 2;
const CUTTING_MS = 2_000;

describe.runIf(TEST_BACKEND === 'postgres')('connections cut under the pool', () => {
  it('every slot comes back, the pool serves again and closes', async () => {
    const database = await createTestDatabase({ seeded: true });
    const { db, close, poolStats } = await openDatabase({
      databaseUrl: database.url,
      dataDir: 'memory://',
      poolMax: POOL,
      connectTimeoutMs: 2_000,
    });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      let cutting = true;
      let cuts = 0;
      const cutter = (async () => {
        while (cutting) {
          const { rowCount } = await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          );
          cuts += rowCount ?? 0;
        }
      })();
      const outcomes = { committed: 0, failed: 0 };
      // Transactions on both slots at once while their connections are cut.
      const until = Date.now() + CUTTING_MS;
      await Promise.all(
        Array.from({ length: POOL }, async () => {
          while (Date.now() < until)
            await db
              .transaction(async (tx) => void (await tx.execute(sql`select 1`)))
              .then(
                () => outcomes.committed++,
                () => outcomes.failed++,
              );
        }),
      );
      cutting = false;
      await cutter;
      expect(cuts).toBeGreaterThan(0);
      expect(outcomes.failed).toBeGreaterThan(0);

      // Both slots serve at once: a slot held for good would make one of these wait out the connection timeout,
      // every time. (A client cut by the last terminate may fail one try before the pool hears of it.)
      let served: string[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const both = await Promise.allSettled(
          Array.from({ length: POOL }, () => db.transaction(async (tx) => void (await tx.execute(sql`select pg_sleep(0.05)`)))),
        );
        served = both.map((r) => r.status);
        if (served.every((s) => s === 'fulfilled')) break;
      }
      expect(served).toEqual(Array(POOL).fill('fulfilled'));
      expect(poolStats!()).toMatchObject({ waiting: 0 });
      await close();
    } finally {
      await admin.end();
      await database.drop();
    }
  }, 60_000);
});
