import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { eq, lt } from 'drizzle-orm';
import { HEARTBEAT_EVERY_MS } from '../../src/domain/system';
import type { AppContext } from '../context';
import { nodeHeartbeats } from '../db/schema';
import { metricValue } from '../metrics';

const HOUR_MS = 3_600_000;
/** Rows of nodes gone for a day are removed by whichever node beats next. */
const FORGET_AFTER_MS = 24 * HOUR_MS;
const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

interface Sample {
  at: number;
  emailsFailed: number;
  pushesFailed: number;
}

/**
 * Writes this node's row every HEARTBEAT_EVERY_MS: its live sockets and what failed on it in the last hour (the
 * difference of its counters with the sample an hour old). A database that does not answer skips a beat. On
 * close the row is removed, so a node stopped on purpose leaves the screen at once.
 */
export async function startHeartbeat(ctx: AppContext): Promise<() => Promise<void>> {
  const nodeId = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const startedAt = new Date().toISOString();
  const samples: Sample[] = [];

  async function beat() {
    const now = Date.now();
    const sample = {
      at: now,
      emailsFailed: await metricValue('oujda_emails_failed_total'),
      pushesFailed: await metricValue('oujda_pushes_failed_total'),
    };
    samples.push(sample);
    while (samples.length > 1 && samples[1]!.at <= now - HOUR_MS) samples.shift();
    const hourAgo = samples[0]!.at <= now - HOUR_MS ? samples[0]! : { emailsFailed: 0, pushesFailed: 0 };
    const row = {
      nodeId,
      host: hostname(),
      version,
      startedAt,
      seenAt: new Date(now).toISOString(),
      sockets: ctx.realtime.io.of('/').sockets.size,
      emailsFailedHour: sample.emailsFailed - hourAgo.emailsFailed,
      pushesFailedHour: sample.pushesFailed - hourAgo.pushesFailed,
    };
    await ctx.db.insert(nodeHeartbeats).values(row).onConflictDoUpdate({ target: nodeHeartbeats.nodeId, set: row });
    await ctx.db.delete(nodeHeartbeats).where(lt(nodeHeartbeats.seenAt, new Date(now - FORGET_AFTER_MS).toISOString()));
  }

  await beat();
  const timer = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await ctx.db
      .delete(nodeHeartbeats)
      .where(eq(nodeHeartbeats.nodeId, nodeId))
      .catch(() => undefined);
  };
}
