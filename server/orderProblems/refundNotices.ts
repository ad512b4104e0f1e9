import { and, eq, gte, lt, ne } from 'drizzle-orm';
import { dayIn, momentOfWallClock } from '../../src/domain/clock';
import { centimes, CURRENCY, CURRENCY_AR, formatMoney, sumMoney } from '../../src/domain/money';
import { STATEMENT_CLOCK } from '../../src/domain/statements';
import { emailIn } from '../../src/i18n/emails';
import { refundPushIn } from '../../src/i18n/pushes';
import { isLocale, type Locale } from '../../src/i18n/types';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { businesses, orders, refunds, users } from '../db/schema';
import { pushTo } from '../push/send';

export const REFUND_PUSH_JOB = 'refund-push';
export const REFUND_DIGEST_JOB = 'refund-digest';
/** The digest of a day's refunds goes out the next morning at this hour, Morocco time. */
const DIGEST_HOUR = 7;
const DAY_MS = 86_400_000;
/** Where the owner reads an order's refunds and disputes them. */
const doneOrdersPath = (orderId: string) => `/orders/done?order=${orderId}`;
const printedDay = (day: string) => day.split('-').reverse().join('/');

/** The start of a Morocco day ("YYYY-MM-DD") plus some hours, as a moment. */
const moroccoMoment = (day: string, hours: number) =>
  momentOfWallClock(Date.parse(`${day}T00:00:00Z`) + hours * 3_600_000, STATEMENT_CLOCK);

/**
 * A refund charged to a business: a push now, and the day's digest e-mail (one job per business and Morocco day,
 * whoever schedules it), both jobs of the refund's transaction: they exist only if it does, and run once.
 */
export async function scheduleRefundNotices(tx: Pick<Db, 'insert'>, ctx: AppContext, refundId: string, businessId: string, now: Date) {
  const day = dayIn(now, STATEMENT_CLOCK);
  await ctx.jobs.schedule(tx, { kind: REFUND_PUSH_JOB, runAt: now, payload: { refundId }, key: `refund-push:${refundId}` });
  await ctx.jobs.schedule(tx, {
    kind: REFUND_DIGEST_JOB,
    runAt: moroccoMoment(day, 24 + DIGEST_HOUR),
    payload: { businessId, day },
    key: `refund-digest:${businessId}:${day}`,
  });
}

async function ownerOf(ctx: AppContext, businessId: string) {
  const [row] = await ctx.db
    .select({ business: businesses.name, ownerId: users._id, name: users.name, email: users.email, language: users.language })
    .from(businesses)
    .innerJoin(users, eq(users._id, businesses.owner))
    .where(eq(businesses._id, businessId));
  return row ? { ...row, language: (isLocale(row.language) ? row.language : 'en') as Locale } : null;
}

export function handleRefundNotices(ctx: AppContext) {
  ctx.jobs.handle(REFUND_PUSH_JOB, async (job) => {
    const { refundId } = job.payload as { refundId: string };
    const [refund] = await ctx.db
      .select({ orderId: refunds.orderId, businessId: refunds.businessId, charge: refunds.charge, number: orders.commandNumber })
      .from(refunds)
      .innerJoin(orders, eq(orders._id, refunds.orderId))
      .where(eq(refunds._id, refundId));
    if (!refund?.businessId || refund.charge === 0) return;
    const owner = await ownerOf(ctx, refund.businessId);
    if (!owner) return;
    await pushTo(ctx, [{ userId: owner.ownerId, language: owner.language }], (locale) => ({
      ...refundPushIn(locale, { number: refund.number, business: owner.business, amount: centimes(-refund.charge) }),
      url: doneOrdersPath(refund.orderId),
      tag: `refund-${refundId}`,
    }));
  });

  ctx.jobs.handle(REFUND_DIGEST_JOB, async (job) => {
    const { businessId, day } = job.payload as { businessId: string; day: string };
    const from = moroccoMoment(day, 0);
    const rows = await ctx.db
      .select({ number: orders.commandNumber, charge: refunds.charge })
      .from(refunds)
      .innerJoin(orders, eq(orders._id, refunds.orderId))
      .where(
        and(
          eq(refunds.businessId, businessId),
          ne(refunds.charge, centimes(0)),
          gte(refunds.createdAt, from.toISOString()),
          lt(refunds.createdAt, new Date(from.getTime() + DAY_MS).toISOString()),
        ),
      )
      .orderBy(orders.commandNumber);
    const owner = await ownerOf(ctx, businessId);
    if (!rows.length || !owner) return;
    const currency = owner.language === 'ar' ? CURRENCY_AR : CURRENCY;
    const link = `${ctx.publicUrl}/orders/done`;
    const mail = emailIn(owner.language, 'refundDigest', {
      link,
      name: owner.name,
      business: owner.business,
      from: printedDay(day),
      count: rows.length,
      amount: formatMoney(centimes(-sumMoney(rows.map((r) => r.charge))), currency),
      lines: rows.map((r) => `#${r.number} ${formatMoney(centimes(-r.charge), currency)}`).join(', '),
    });
    await ctx.mailer.send({ to: owner.email, link, ...mail });
  });
}
