import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { jobs } from '../db/schema';

/** A scheduled job as its handler receives it. */
export interface Job {
  id: number;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  runAt: Date;
  attempts: number;
  /** True once the node is stopping: a long job (a backfill) stops between two of its steps by throwing JobStopped. */
  stopping: () => boolean;
}

/** Thrown by a job that stopped because its node is stopping: it is put back as it was, to run again (here or elsewhere). */
export class JobStopped extends Error {}

/**
 * What a job does. It may run again after a node died in the middle of it (the lease expired), so a handler
 * checks the state it acts on (is the order still new?) rather than trusting that it runs once.
 */
export type JobHandler = (job: Job) => Promise<void>;

export interface NewJob {
  kind: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  /** Scheduling the same key twice keeps the first job: callers may schedule without checking. */
  key?: string;
}

/** Db or a transaction: a job scheduled inside the transaction that makes it due exists only if that commits. */
type Writer = Pick<Db, 'insert'>;

async function insertJob(db: Writer, job: NewJob): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: job.kind, runAt: job.runAt, payload: job.payload ?? {}, key: job.key ?? null })
    .onConflictDoNothing({ target: jobs.key });
}

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** The clock jobs fall due by (the app's clock, which tests move). */
  now: () => Date;
  /** How often a node looks for due jobs when nobody pokes it. */
  pollMs?: number;
  /** How long a claimed job is this node's; after it another node may take the job again. */
  leaseMs?: number;
  /** Tries before a failing job is given up (its last error kept). */
  maxAttempts?: number;
}

export interface JobQueue {
  /** Says what jobs of this kind do; every kind is handled before `start`. */
  handle(kind: string, handler: JobHandler): void;
  /** Adds a job (inside the caller's transaction when given one), run when due by whichever node claims it. */
  schedule(db: Writer, job: NewJob): Promise<void>;
  /** Starts looking for due jobs every `pollMs`. */
  start(): void;
  /** Look for due jobs now (one was just committed for now), instead of at the next poll. */
  poke(): void;
  /** One pass over the due jobs; resolves when they have run. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

const BATCH = 20;

interface ClaimedRow extends Record<string, unknown> {
  id: number | string;
  kind: string;
  key: string | null;
  payload: Record<string, unknown> | null;
  run_at: Date | string;
  attempts: number | string;
}

/** Retry a failed job after 5 s, 10 s, 20 s … at most 5 minutes. */
const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 300_000);

/**
 * Every node runs one: it claims due jobs a batch at a time (rows locked with SKIP LOCKED, so two nodes
 * never claim the same job), runs their handlers and marks them done. A database error skips a pass and
 * the next poll tries again: the queue never takes the node down.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log, now } = options;
  const handlers = new Map<string, JobHandler>();
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  let stopped = false;
  let pass: Promise<number> | null = null;
  let again = false;

  /**
   * One statement: the due rows, locked and skipped by any other node's claim, in a CTE materialised once
   * (an `IN (subquery … LIMIT)` may be run again by the planner and claim fewer rows than are due).
   */
  async function claim(): Promise<Job[]> {
    const at = now();
    const moment = sql`${at.toISOString()}::timestamptz`;
    const result = await db.execute<ClaimedRow>(sql`
      with due as materialized (
        select ${jobs.id} from ${jobs}
        where ${jobs.doneAt} is null and ${jobs.runAt} <= ${moment}
          and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} < ${moment})
        order by ${jobs.runAt}
        limit ${BATCH}
        for update skip locked
      )
      update ${jobs} set locked_until = ${new Date(at.getTime() + leaseMs).toISOString()}::timestamptz, attempts = ${jobs.attempts} + 1
      from due where ${jobs.id} = due.id
      returning ${jobs.id}, ${jobs.kind}, ${jobs.key}, ${jobs.payload}, ${jobs.runAt}, ${jobs.attempts}`);
    const rows = rowsOf<ClaimedRow>(result);
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      key: row.key,
      payload: row.payload ?? {},
      runAt: new Date(row.run_at),
      attempts: Number(row.attempts),
      stopping: () => stopped,
    }));
  }

  /** A claimed job not run (or stopped) because the node is stopping: free at once for the next node, the attempt not counted. */
  async function release(job: Job): Promise<void> {
    await db
      .update(jobs)
      .set({ lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
      .where(eq(jobs.id, job.id))
      .catch(() => undefined);
  }

  /** Runs a claimed job; false when it stopped for the node stopping (and went back to the queue). */
  async function run(job: Job): Promise<boolean> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await db.update(jobs).set({ doneAt: now(), lockedUntil: null, lastError: null }).where(eq(jobs.id, job.id));
    } catch (error) {
      if (error instanceof JobStopped) {
        await release(job);
        return false;
      }
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= maxAttempts;
      log[giveUp ? 'error' : 'warn']({ job: { id: job.id, kind: job.kind, attempts: job.attempts }, err: { message } }, 'job failed');
      await db
        .update(jobs)
        .set({
          lastError: message.slice(0, 500),
          lockedUntil: null,
          ...(giveUp ? { doneAt: now() } : { runAt: new Date(now().getTime() + retryDelayMs(job.attempts)) }),
        })
        .where(eq(jobs.id, job.id))
        .catch(() => undefined);
    }
    return true;
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await claim();
      for (const job of claimed) {
        // Stopping waits for the job running, not for the rest of the batch.
        if (stopped) await release(job);
        else if (await run(job)) ran += 1;
      }
      if (claimed.length < BATCH || stopped) return ran;
    }
  }

  /** One pass at a time; a poke during a pass makes one more pass after it. */
  function tick(): Promise<number> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = runDue()
      .catch((error: Error) => {
        log.warn({ err: { type: error.name, message: error.message } }, 'jobs: pass skipped');
        return 0;
      })
      .finally(() => {
        pass = null;
        if (again && !stopped) {
          again = false;
          void tick();
        }
      });
    return pass;
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    handle: (kind, handler) => void handlers.set(kind, handler),
    schedule: insertJob,
    start: () => {
      timer ??= setInterval(() => void tick(), pollMs);
      timer.unref();
    },
    poke: () => void (stopped || tick()),
    runDue: async () => {
      if (pass) await pass;
      return stopped ? 0 : tick();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await pass;
    },
  };
}
