import { eq } from 'drizzle-orm';
import { centimes } from '../../src/domain/money';
import { weekEndDay } from '../../src/domain/statements';
import { emailIn } from '../../src/i18n/emails';
import { CURRENCY, CURRENCY_AR, formatMoney } from '../../src/domain/money';
import { payoutPushIn } from '../../src/i18n/pushes';
import { isLocale, type Locale } from '../../src/i18n/types';
import type { AppContext } from '../context';
import { businesses, payouts, statements, users } from '../db/schema';
import { pushTo } from '../push/send';

/** "2026-11-16" as printed in a message: 16/11/2026. */
const printedDay = (day: string) => day.split('-').reverse().join('/');

/**
 * Tells a business's owner that its statement was paid (or its debt collected): an e-mail and a push to its
 * devices, in the owner's language, opening the statement. Sent after the payout's commit, in the background.
 */
export async function tellOwnerOfPayout(ctx: AppContext, payoutId: string): Promise<void> {
  const [row] = await ctx.db
    .select({
      statementId: statements._id,
      weekStart: statements.weekStart,
      amount: payouts.amount,
      bankReference: payouts.bankReference,
      business: businesses.name,
      ownerId: users._id,
      ownerName: users.name,
      email: users.email,
      language: users.language,
    })
    .from(payouts)
    .innerJoin(statements, eq(statements._id, payouts.statementId))
    .innerJoin(businesses, eq(businesses._id, payouts.businessId))
    .innerJoin(users, eq(users._id, businesses.owner))
    .where(eq(payouts._id, payoutId));
  // Nothing moved for a week that closed at zero: nothing to tell.
  if (!row || row.amount === 0) return;
  const language: Locale = isLocale(row.language) ? row.language : 'en';
  const kind = row.amount > 0 ? 'payoutPaid' : 'payoutCollected';
  const amount = centimes(Math.abs(row.amount));
  const from = printedDay(row.weekStart);
  const to = printedDay(weekEndDay(row));
  const path = `/payments/statements/${row.statementId}`;
  const mail = emailIn(language, kind, {
    link: `${ctx.publicUrl}${path}`,
    name: row.ownerName,
    business: row.business,
    amount: formatMoney(amount, language === 'ar' ? CURRENCY_AR : CURRENCY),
    from,
    to,
    reference: row.bankReference,
  });
  await Promise.all([
    ctx.mailer.send({ to: row.email, link: `${ctx.publicUrl}${path}`, ...mail }),
    pushTo(ctx, [{ userId: row.ownerId, language }], (locale) => ({
      ...payoutPushIn(locale, kind, { business: row.business, amount, from, to }),
      url: path,
      tag: `payout-${row.statementId}`,
    })),
  ]);
}
