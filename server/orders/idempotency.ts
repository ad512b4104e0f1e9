import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { SERVER_MSG } from '../../src/domain/serverMessages';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError, badRequest } from '../errors';

const KEPT = sql`now() - interval '24 hours'`;

/** The request header, documented on the route. */
export const IdempotencyHeaders = Type.Object(
  {
    'idempotency-key': Type.Optional(
      Type.String({
        maxLength: 255,
        description:
          'Any unique value (a UUID) for this order: sent again with the same body within 24 hours, the first answer comes back (the same order, 201) and no second order is made; with another body, 422',
      }),
    ),
  },
  { additionalProperties: true },
);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The request's Idempotency-Key, checked (400 when malformed), or undefined when none was sent. */
export function keyOf(req: FastifyRequest): string | undefined {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !/^[\x21-\x7e]([\x20-\x7e]{0,253}[\x21-\x7e])?$/.test(key))
    throw badRequest(SERVER_MSG.idempotencyKeyInvalid);
  return key;
}

/** The same JSON whatever the order of its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
export const digestOf = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

export const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * The order an earlier request with this request's Idempotency-Key created (within 24 hours), or null;
 * 422 when that key came with another body. Asked first, so a retry gets its answer even if the order could
 * no longer be placed now (the business closed meanwhile).
 */
export async function orderOfKey(ctx: AppContext, req: FastifyRequest): Promise<string | null> {
  const key = keyOf(req);
  if (!key) return null;
  ctx.background.run('forget idempotency keys older than 24 hours', () =>
    ctx.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, KEPT)),
  );
  const [row] = await ctx.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, req.user!._id), eq(idempotencyKeys.key, key), gt(idempotencyKeys.createdAt, KEPT)));
  if (!row) return null;
  if (row.requestDigest !== digestOf(req.body)) throw new ApiError(422, SERVER_MSG.idempotencyKeyReused);
  return row.orderId;
}

/**
 * Keeps the request's Idempotency-Key with the order it made, in the order's own transaction (nothing without
 * a key). Two requests with one key racing on two nodes make one order: the second waits for the first's key,
 * then fails here, its order rolled back, with 409; asked again it gets the first's answer (orderOfKey).
 */
export async function keepIdempotencyKey(tx: Db | Tx, req: FastifyRequest, orderId: string): Promise<void> {
  const key = keyOf(req);
  if (!key) return;
  const userId = req.user!._id;
  // A key older than 24 hours is free again.
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), lt(idempotencyKeys.createdAt, KEPT)));
  try {
    await tx.insert(idempotencyKeys).values({ userId, key, requestDigest: digestOf(req.body), orderId });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, SERVER_MSG.idempotencyKeyInFlight);
    throw error;
  }
}
