import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_ESCALATION, ORDER_ESCALATED_EVENT, escalationSchedule, type EscalationStep } from '../../src/domain/escalation';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { ApiError } from '../errors';
import type { Job } from '../jobs/queue';
import { AUTOMATIC, changeOrderStatus, loadOrder } from '../orders/records';
import { readEscalation } from './settings';
import type { WaitingPush } from './waitingPush';

/** The job kinds of an unanswered order; each job's key is `<kind>:<orderId>`, so scheduling twice keeps one. */
export const ESCALATION_JOBS: Record<EscalationStep | 'autoAccept', string> = {
  reminder: 'order-waiting',
  adminAlert: 'order-escalate',
  autoRefuse: 'order-autorefuse',
  autoAccept: 'order-autoaccept',
};

/** A minute of the escalation settings in ms: shorter only when ESCALATION_MINUTE_MS says so (tests). */
const minuteMs = (ctx: AppContext) => ctx.options.escalationMinuteMs ?? 60_000;

/**
 * Called inside the transaction that creates an order: its escalation steps become jobs of that
 * transaction (they exist only if the order does), by the business's settings at that moment, or the
 * defaults (Easy Market orders: the reminder and the admin alert). With auto-accept on, a job accepts the
 * order a minute later should this node fail to do it at once (see acceptAutomatically).
 */
export async function scheduleAnswerJobs(
  ctx: AppContext,
  tx: Pick<Db, 'insert' | 'select'>,
  orderId: string,
  businessId: string | null,
): Promise<{ autoAccept: boolean }> {
  const settings = businessId ? await readEscalation(tx, businessId) : DEFAULT_ESCALATION;
  const placedAt = ctx.now();
  const due = escalationSchedule(settings, placedAt, minuteMs(ctx)).map(({ step, runAt }) => ({ kind: ESCALATION_JOBS[step], runAt }));
  if (settings.autoAccept) due.push({ kind: ESCALATION_JOBS.autoAccept, runAt: new Date(placedAt.getTime() + minuteMs(ctx)) });
  for (const { kind, runAt } of due) await ctx.jobs.schedule(tx, { kind, runAt, payload: { orderId }, key: `${kind}:${orderId}` });
  return { autoAccept: settings.autoAccept };
}

/** Accepts or refuses as the business's settings ask; false when someone decided first (their decision stands). */
async function decideAutomatically(ctx: AppContext, orderId: string, decision: 'confirmé' | 'refusée'): Promise<boolean> {
  try {
    await changeOrderStatus(ctx, AUTOMATIC, orderId, decision);
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 409 || error.statusCode === 404)) return false;
    throw error;
  }
}

/** Auto-accept: the order, if still new, accepted with the business's usual preparation time. */
export const acceptAutomatically = (ctx: AppContext, orderId: string) => decideAutomatically(ctx, orderId, 'confirmé');

async function stillNew(ctx: AppContext, orderId: string) {
  const [order] = await ctx.db
    .select({ businessId: orders.businessId })
    .from(orders)
    .where(and(eq(orders._id, orderId), eq(orders.statusOrders, 'new')));
  return order ?? null;
}

const orderOf = (job: Job) => String(job.payload.orderId);

/**
 * What each step does when it falls due. A job may run again (its node died mid-run), so each one acts
 * only on an order still new, and the admin alert and the refusal are conditional updates: the first run,
 * or an owner's decision made meanwhile, wins.
 */
export function handleEscalationJobs(ctx: AppContext, waitingPush: WaitingPush, log: FastifyBaseLogger): void {
  ctx.jobs.handle(ESCALATION_JOBS.reminder, async (job) => {
    const orderId = orderOf(job);
    if (!(await stillNew(ctx, orderId))) return;
    // One try: the devices that did get it would ring twice if the job ran again.
    const { failed } = await waitingPush(ctx, orderId);
    for (const failure of failed) log.warn({ push: failure, orderId }, '"still waiting" push not delivered');
  });

  ctx.jobs.handle(ESCALATION_JOBS.adminAlert, async (job) => {
    const orderId = orderOf(job);
    const [flagged] = await ctx.db
      .update(orders)
      .set({ escalatedAt: ctx.now().toISOString() })
      .where(and(eq(orders._id, orderId), eq(orders.statusOrders, 'new'), isNull(orders.escalatedAt)))
      .returning({ _id: orders._id });
    if (flagged) ctx.realtime.toAdmins(ORDER_ESCALATED_EVENT, await loadOrder(ctx, orderId));
  });

  ctx.jobs.handle(ESCALATION_JOBS.autoRefuse, async (job) => {
    const orderId = orderOf(job);
    const order = await stillNew(ctx, orderId);
    // Turned off since the order was placed: the owner no longer wants it.
    if (!order?.businessId || (await readEscalation(ctx.db, order.businessId)).autoRefuseMinutes === null) return;
    await decideAutomatically(ctx, orderId, 'refusée');
  });

  ctx.jobs.handle(ESCALATION_JOBS.autoAccept, async (job) => void (await acceptAutomatically(ctx, orderOf(job))));
}
