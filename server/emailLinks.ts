import type { AppContext } from './context';
import { emailTokens } from './db/schema';
import { newLinkToken } from './tokens';
import { emailIn } from '../src/i18n/emails';
import type { Locale } from '../src/i18n/types';

const LINK_HOURS = { verify: 48, reset: 1 } as const;
export type LinkPurpose = keyof typeof LINK_HOURS;

/** Who a mail goes to: their address and the language they read. */
export interface Recipient {
  _id: string;
  email: string;
  language: Locale;
}

/**
 * Mails a one-use link, in the recipient's language: to confirm the address (/confirme/…) or to choose a
 * new password (/reset-password/…).
 */
export async function sendEmailLink(ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>, to: Recipient, purpose: LinkPurpose) {
  const { token, hash } = newLinkToken();
  const hours = LINK_HOURS[purpose];
  await ctx.db.insert(emailTokens).values({ tokenHash: hash, userId: to._id, purpose, expiresAt: new Date(Date.now() + hours * 3600_000) });
  const link = `${ctx.publicUrl}/${purpose === 'verify' ? 'confirme' : 'reset-password'}/${token}`;
  await ctx.mailer.send({ to: to.email, link, ...emailIn(to.language, purpose, { link, hours }) });
}
