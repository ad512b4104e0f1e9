import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../../server/app';
import { jobs } from '../../server/db/schema';
import { createJobQueue, JobStopped, type Job, type JobQueue } from '../../server/jobs/queue';
import { createTestApp } from './helpers';

/** The job queue on a real database (PGlite, then PostgreSQL): due rows run once, whichever node claims them. */
describe('jobs', () => {
  let built: BuiltApp;
  let clock = new Date('2026-03-02T10:00:00Z');
  const queues: JobQueue[] = [];
  const queue = (handlers: Record<string, (job: Job) => Promise<void>>, leaseMs?: number) => {
    const q = createJobQueue({ db: built.ctx.db, log: built.app.log, now: () => clock, pollMs: 60_000, leaseMs, maxAttempts: 2 });
    for (const [kind, handler] of Object.entries(handlers)) q.handle(kind, handler);
    queues.push(q);
    return q;
  };
  const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
  const rowOf = async (key: string) => (await built.ctx.db.select().from(jobs).where(eq(jobs.key, key)))[0]!;

  beforeAll(async () => {
    built = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    for (const q of queues) await q.stop();
    await built.app.close();
  });

  it('runs a job once, when it falls due and not before', async () => {
    const ran: unknown[] = [];
    const q = queue({ remind: async (job) => void ran.push(job.payload) });
    await q.schedule(built.ctx.db, { kind: 'remind', runAt: minutes(3), payload: { order: 'a' }, key: 'remind:a' });

    expect(await q.runDue()).toBe(0);
    clock = minutes(3);
    expect(await q.runDue()).toBe(1);
    expect(await q.runDue()).toBe(0);
    expect(ran).toEqual([{ order: 'a' }]);
    expect((await rowOf('remind:a')).doneAt).not.toBeNull();
  });

  it('keeps the first job when the same key is scheduled again', async () => {
    const ran: unknown[] = [];
    const q = queue({ once: async (job) => void ran.push(job.payload) });
    await q.schedule(built.ctx.db, { kind: 'once', runAt: clock, payload: { n: 1 }, key: 'once:1' });
    await q.schedule(built.ctx.db, { kind: 'once', runAt: clock, payload: { n: 2 }, key: 'once:1' });
    await q.runDue();
    expect(ran).toEqual([{ n: 1 }]);
  });

  it('a job scheduled in a transaction that rolls back never exists', async () => {
    const q = queue({});
    await built.ctx.db
      .transaction(async (tx) => {
        await q.schedule(tx, { kind: 'lost', runAt: clock, key: 'lost:1' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await built.ctx.db.select().from(jobs).where(eq(jobs.key, 'lost:1'))).toEqual([]);
  });

  it('two nodes claiming at the same moment run each job exactly once', async () => {
    const ranBy = new Map<string, string[]>();
    const handler = (node: string) => async (job: Job) => {
      const key = job.key!;
      ranBy.set(key, [...(ranBy.get(key) ?? []), node]);
      // Hold the claim a moment so both nodes are inside a pass together.
      await new Promise((resolve) => setImmediate(resolve));
    };
    const a = queue({ race: handler('a') });
    const b = queue({ race: handler('b') });
    for (let i = 0; i < 60; i++) await a.schedule(built.ctx.db, { kind: 'race', runAt: clock, key: `race:${i}` });

    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(byA + byB).toBe(60);
    expect(ranBy.size).toBe(60);
    expect([...ranBy.values()].every((nodes) => nodes.length === 1)).toBe(true);
  });

  it('a failing job is tried again later, then given up with its error kept', async () => {
    let calls = 0;
    const q = queue({
      flaky: async () => {
        calls++;
        throw new Error('push service down');
      },
    });
    await q.schedule(built.ctx.db, { kind: 'flaky', runAt: clock, key: 'flaky:1' });
    await q.runDue();
    let row = await rowOf('flaky:1');
    expect([calls, row.doneAt, row.lastError]).toEqual([1, null, 'push service down']);
    expect(row.runAt.getTime()).toBeGreaterThan(clock.getTime());

    expect(await q.runDue()).toBe(0);
    clock = new Date(row.runAt.getTime());
    await q.runDue();
    row = await rowOf('flaky:1');
    expect(calls).toBe(2);
    expect(row.doneAt).not.toBeNull();
    expect(row.lastError).toBe('push service down');
  });

  it('a job whose node died while running it is taken by another node once its lease is over', async () => {
    const ran: string[] = [];
    // Node "dead" claims the job and does not finish it while the other node looks.
    let revive!: () => void;
    const hung = new Promise<void>((resolve) => (revive = resolve));
    const dead = queue({ lease: () => hung }, 30_000);
    const alive = queue({ lease: async () => void ran.push('alive') }, 30_000);
    await dead.schedule(built.ctx.db, { kind: 'lease', runAt: clock, key: 'lease:1' });
    void dead.runDue();
    await expect.poll(async () => (await rowOf('lease:1')).lockedUntil).not.toBeNull();

    expect(await alive.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 31_000);
    expect(await alive.runDue()).toBe(1);
    expect(ran).toEqual(['alive']);
    expect((await rowOf('lease:1')).attempts).toBe(2);
    revive();
  });

  it('a stopping node waits only for the step running: the long job and the rest of its batch go back, free for the next node', async () => {
    const steps: number[] = [];
    let stepTaken!: () => void;
    const firstStep = new Promise<void>((resolve) => (stepTaken = resolve));
    let finishStep!: () => void;
    const stepDone = new Promise<void>((resolve) => (finishStep = resolve));
    const ran: string[] = [];
    const stopping = queue({
      long: async (job) => {
        for (let step = 1; step <= 5; step++) {
          if (job.stopping()) throw new JobStopped();
          steps.push(step);
          if (step === 1) {
            stepTaken();
            await stepDone;
          }
        }
      },
      short: async () => void ran.push('stopping node'),
    });
    await stopping.schedule(built.ctx.db, { kind: 'long', runAt: minutes(-2), key: 'stop:long' });
    await stopping.schedule(built.ctx.db, { kind: 'short', runAt: minutes(-1), key: 'stop:short' });
    const pass = stopping.runDue();
    await firstStep;
    const stopped = stopping.stop();
    finishStep();
    await stopped;
    expect(await pass).toBe(0);
    expect(steps).toEqual([1]);
    expect(ran).toEqual([]);
    for (const key of ['stop:long', 'stop:short']) {
      const row = await rowOf(key);
      expect(row.doneAt, key).toBeNull();
      expect(row.lockedUntil, key).toBeNull();
      expect(row.attempts, key).toBe(0);
      expect(row.lastError, key).toBeNull();
    }
    const next = queue({ long: async () => void ran.push('next node: long'), short: async () => void ran.push('next node: short') });
    expect(await next.runDue()).toBe(2);
    expect(ran).toEqual(['next node: long', 'next node: short']);
  });
});
