import type { AppContext } from './context';
import { emailTokens } from './db/schema';
import { newLinkToken } from './tokens';

const LINK_HOURS = { verify: 48, reset: 1 } as const;
export type LinkPurpose = keyof typeof LINK_HOURS;

/** Mails a one-use link: to confirm the address (/confirme/…) or to choose a new password (/reset-password/…). */
export async function sendEmailLink(ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>, userId: string, email: string, purpose: LinkPurpose) {
  const { token, hash } = newLinkToken();
  const hours = LINK_HOURS[purpose];
  await ctx.db.insert(emailTokens).values({ tokenHash: hash, userId, purpose, expiresAt: new Date(Date.now() + hours * 3600_000) });
  const link = `${ctx.publicUrl}/${purpose === 'verify' ? 'confirme' : 'reset-password'}/${token}`;
  await ctx.mailer.send(
    purpose === 'verify'
      ? { to: email, subject: 'Confirm your e-mail', link, text: `Welcome! Confirm your e-mail address by opening this link within ${hours} hours:\n${link}` }
      : { to: email, subject: 'Reset your password', link, text: `Someone asked to reset your password. If it was you, open this link within an hour:\n${link}\nOtherwise ignore this message.` },
  );
}
