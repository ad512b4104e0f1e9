import { and, eq, ne, sql } from 'drizzle-orm';
import { weekOf } from '../../src/domain/statements';
import type { AppContext } from '../context';
import { ledgerEntries, orders } from '../db/schema';
import { commissionTaxRate } from '../commission/settings';
import { termsReader } from '../commission/terms';
import { deliveryRows, writeEntries } from '../ledger/delivery';
import { closeEndedWeeks } from './close';
import { JobStopped } from '../jobs/queue';

/** Closes the weeks ended; keyed by the week it waits for, so every node scheduling it makes one job. */
export const CLOSE_WEEKS_JOB = 'statements-close';
/** Once per database: the ledger entries of orders delivered before the ledger existed, then their weeks closed. */
export const LEDGER_BACKFILL_JOB = 'ledger-backfill';

const BATCH = 500;

/** Schedules the closing of the week running now, at its end (Monday 00:00 in Morocco). */
async function scheduleNextClosing(ctx: AppContext) {
  const week = weekOf(ctx.now());
  await ctx.jobs.schedule(ctx.db, { kind: CLOSE_WEEKS_JOB, runAt: week.end, key: `${CLOSE_WEEKS_JOB}:${week.weekStart}` });
}

/**
 * Delivered orders with no entries yet, a batch per transaction, each dated by its delivery (its last change).
 * Each (order, kind) is written once, so a second run, or a delivery racing it, adds nothing; a node stopping
 * stops it between two batches, and the next start goes on from there.
 */
async function backfillLedger(ctx: AppContext, stopping: () => boolean): Promise<number> {
  let written = 0;
  for (;;) {
    if (stopping()) throw new JobStopped();
    const batch = await ctx.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.statusOrders, 'succes'),
          ne(orders.kind, 'grocery'),
          sql`${orders.businessId} is not null`,
          sql`not exists (select 1 from ${ledgerEntries} where ${ledgerEntries.orderId} = ${orders._id})`,
        ),
      )
      .orderBy(orders.updatedAt)
      .limit(BATCH);
    if (!batch.length) return written;
    await ctx.db.transaction(async (tx) => {
      const taxRate = await commissionTaxRate(tx);
      const termsOf = termsReader(tx);
      const rows = [];
      for (const order of batch) rows.push(...(await deliveryRows(tx, order, new Date(order.updatedAt), taxRate, termsOf)));
      await writeEntries(tx, rows);
    });
    written += batch.length;
  }
}

/**
 * The statements' jobs: each week closed once it ends (then the next one scheduled), and the backfill once per
 * database. Both are rows of the job queue, so a restart loses none and two nodes run each once.
 */
export async function handleStatementJobs(ctx: AppContext): Promise<void> {
  ctx.jobs.handle(CLOSE_WEEKS_JOB, async (job) => {
    await closeEndedWeeks(ctx, job.stopping);
    await scheduleNextClosing(ctx);
  });
  ctx.jobs.handle(LEDGER_BACKFILL_JOB, async (job) => {
    await backfillLedger(ctx, job.stopping);
    await closeEndedWeeks(ctx, job.stopping);
  });
  await ctx.jobs.schedule(ctx.db, { kind: LEDGER_BACKFILL_JOB, runAt: ctx.now(), key: LEDGER_BACKFILL_JOB });
  await scheduleNextClosing(ctx);
}
