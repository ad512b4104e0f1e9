import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { pushIn, type PushKind } from '../../src/i18n/pushes';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { businesses, orders, users } from '../db/schema';
import type { Job } from '../jobs/queue';
import { pushTo, recipientsOf, type Delivery, type PushMessage } from './send';
import { deskMembersOf } from '../team/members';
import type { Centimes } from '../../src/domain/money';

export const NEW_ORDER_PUSH = 'push-new-order';
/** A device that failed (push service down) is tried again this many times, a little later each time. */
const RETRIES = 3;
const RETRY_DELAY_MS = 10_000;

interface OrderFacts {
  id: string;
  number: number;
  kind: string;
  business: string;
  items: number;
  total: Centimes;
  /** Who hears about it: the business's owner, or every admin for Easy Market. */
  userIds: string[];
}

/** The desk where the order is answered (the routes of src/routes.tsx), opened on that order. */
function deskUrl(order: OrderFacts, admin: boolean): string {
  const desk = admin ? `/orders/${order.kind}/new` : order.kind === 'store' ? '/orders/new' : '/orders/now';
  return `${desk}?order=${order.id}`;
}

async function orderFacts(ctx: AppContext, orderId: string): Promise<OrderFacts | null> {
  const [row] = await ctx.db
    .select({
      number: orders.commandNumber,
      kind: orders.kind,
      typeOrder: orders.type_order,
      lines: orders.orders,
      total: orders.totalPrix,
      business: businesses.name,
      owner: businesses.owner,
    })
    .from(orders)
    .leftJoin(businesses, eq(businesses._id, orders.businessId))
    .where(eq(orders._id, orderId));
  if (!row) return null;
  const userIds =
    row.kind === 'grocery'
      ? (await ctx.db.select({ id: users._id }).from(users).where(eq(users.role, 'admin'))).map((u) => u.id)
      : row.owner
        ? [row.owner, ...(await deskMembersOf(ctx.db, row.owner))]
        : [];
  return {
    id: orderId,
    number: row.number,
    kind: row.kind,
    business: row.business ?? 'Easy Market',
    items: row.typeOrder === 'pack' ? 1 : row.lines.reduce((n, line) => n + line.quantity, 0),
    total: row.total,
    userIds,
  };
}

async function pushAboutOrder(ctx: AppContext, kind: PushKind, order: OrderFacts, only?: readonly string[]): Promise<Delivery> {
  const admin = order.kind === 'grocery';
  const message = (language: Parameters<typeof pushIn>[0]): PushMessage => ({
    ...pushIn(language, kind, order),
    url: deskUrl(order, admin),
    tag: `order-${order.id}`,
    insistent: kind === 'orderWaiting',
  });
  return pushTo(ctx, await recipientsOf(ctx, order.userIds), message, only);
}

/**
 * Called inside the transaction that creates an order: the push is a job of that transaction, so it exists
 * only if the order does, and is sent once by whichever node claims it. Poke the queue after the commit.
 */
export async function notifyNewOrder(tx: Pick<Db, 'insert'>, ctx: AppContext, orderId: string): Promise<void> {
  await ctx.jobs.schedule(tx, { kind: NEW_ORDER_PUSH, runAt: ctx.now(), payload: { orderId }, key: `push-new:${orderId}` });
}

/** The new-order job: one push to every device of the order's owner (admins for Easy Market). */
export function newOrderPushHandler(ctx: AppContext, log: FastifyBaseLogger) {
  return async (job: Job): Promise<void> => {
    const { orderId, only, attempt = 0 } = job.payload as { orderId: string; only?: string[]; attempt?: number };
    const order = await orderFacts(ctx, orderId);
    if (!order) return;
    const { failed } = await pushAboutOrder(ctx, 'newOrder', order, only);
    for (const failure of failed) log.warn({ push: failure, order: order.number }, 'push not delivered');
    // Retrying the whole job would ring the devices that did get it a second time: only the failed ones go again.
    if (failed.length && attempt < RETRIES) {
      await ctx.jobs.schedule(ctx.db, {
        kind: NEW_ORDER_PUSH,
        runAt: new Date(ctx.now().getTime() + RETRY_DELAY_MS * (attempt + 1)),
        payload: { orderId, only: failed.map((f) => f.subscription), attempt: attempt + 1 },
        key: `push-new:${orderId}:retry-${attempt + 1}`,
      });
    }
  };
}

/**
 * "Order #1234 is still waiting": a more insistent push to the owner's devices, sent at once. For the
 * escalation job, which already runs exactly once and checks the order is still new.
 * Never throws for a device: the devices not reached are in the answer's `failed`, for the caller's log.
 */
export async function notifyOrderWaiting(ctx: AppContext, orderId: string): Promise<Delivery> {
  const order = await orderFacts(ctx, orderId);
  if (!order) return { sent: 0, gone: 0, failed: [] };
  return pushAboutOrder(ctx, 'orderWaiting', order);
}
