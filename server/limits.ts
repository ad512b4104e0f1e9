import type { FastifyReply, FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from './db/client';
import { rateLimits } from './db/schema';
import { ApiError } from './errors';

export interface Hit {
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** When the current window ends. */
  resetAt: Date;
}

/**
 * Counts one attempt for `key` in a fixed window of `windowMs`, in the database, so every node sees the
 * same count (round-robin across nodes does not multiply an attacker's attempts). One atomic upsert.
 */
export async function countAttempt(db: Db, key: string, windowMs: number): Promise<Hit> {
  const result = await db.execute<{ count: number | string; expires_at: Date | string }>(sql`
    insert into ${rateLimits} (key, count, expires_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when ${rateLimits.expiresAt} <= now() then 1 else ${rateLimits.count} + 1 end,
      expires_at = case when ${rateLimits.expiresAt} <= now() then excluded.expires_at else ${rateLimits.expiresAt} end
    returning count, expires_at`);
  const [row] = rowsOf<{ count: number | string; expires_at: Date | string }>(result);
  // Now and then, forget windows that are over.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now() - interval '1 hour'`));
  return { count: Number(row!.count), resetAt: new Date(row!.expires_at) };
}

/** Forgets the attempts counted for `key` (e.g. after a successful login, if a caller wants that). */
export async function resetAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

export interface LimitRule {
  /** Prefix of the stored keys, e.g. 'login'. */
  name: string;
  /** Attempts allowed per window; the next one answers 429. */
  max: number;
  windowMs: number;
  /** What to count the request under (several keys: each is counted and each must stay under max). Null skips. */
  key: (req: FastifyRequest) => string | string[] | null;
  message: string;
}

/**
 * A preHandler (so the body is parsed and can be part of the key) that counts the request against `rule`
 * and refuses it with 429, the rule's message and `Retry-After` once over the limit.
 */
export function limitRequests(db: Db, rule: LimitRule) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const keys = rule.key(req);
    if (keys === null) return;
    for (const key of Array.isArray(keys) ? keys : [keys]) {
      const hit = await countAttempt(db, `${rule.name}:${key}`, rule.windowMs);
      if (hit.count > rule.max) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000))));
        throw new ApiError(429, rule.message);
      }
    }
  };
}
