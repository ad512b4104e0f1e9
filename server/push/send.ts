import { eq, inArray } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { Locale } from '../../src/i18n/types';
import type { AppContext } from '../context';
import { pushSubscriptions, users } from '../db/schema';
import { vapidKeys } from './keys';
import { metrics } from '../metrics';

/** What the service worker shows (public/sw.ts reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** The page a click opens: the order's desk. */
  url: string;
  /** One notification per order: a later one about the same order replaces it. */
  tag: string;
  /** Stays on screen until dealt with, and rings again. */
  insistent?: boolean;
}

export interface Recipient {
  userId: string;
  language: Locale;
}

/** A device not reached, as the log may show it: the endpoint is a capability URL, only its host is kept. */
export interface Failure {
  subscription: string;
  host: string;
  status?: number;
  message: string;
}

export interface Delivery {
  sent: number;
  /** Subscriptions the push service no longer knows (404/410): deleted. */
  gone: number;
  /** Subscriptions that failed otherwise (push service down, timeout): worth another try. */
  failed: Failure[];
}

/** A new order is worth little an hour later: the push service may drop it after that. */
const TTL_SECONDS = 3600;
const TIMEOUT_MS = 10_000;

export async function recipientsOf(ctx: AppContext, userIds: readonly string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  return ctx.db
    .select({ userId: users._id, language: users.language })
    .from(users)
    .where(inArray(users._id, [...userIds]));
}

/**
 * Sends one push to every device of the recipients (each written in its owner's language), all at once.
 * `only` limits it to some subscriptions (a retry of those that failed). Never throws for a device: the
 * outcome says what happened to each.
 */
export async function pushTo(
  ctx: AppContext,
  recipients: readonly Recipient[],
  messageIn: (language: Locale) => PushMessage,
  only?: readonly string[],
): Promise<Delivery> {
  const delivery: Delivery = { sent: 0, gone: 0, failed: [] };
  if (recipients.length === 0) return delivery;
  const language = new Map(recipients.map((r) => [r.userId, r.language]));
  let devices = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...language.keys()]));
  if (only) devices = devices.filter((d) => only.includes(d._id));
  if (devices.length === 0) return delivery;
  const keys = await vapidKeys(ctx);
  await Promise.all(
    devices.map(async (device) => {
      const payload = JSON.stringify(messageIn(language.get(device.userId) ?? 'en'));
      try {
        await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
          vapidDetails: keys,
          TTL: TTL_SECONDS,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          timeout: TIMEOUT_MS,
        });
        delivery.sent++;
        metrics.pushesSent.inc();
      } catch (error) {
        metrics.pushesFailed.inc();
        const status = error instanceof WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) {
          await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions._id, device._id));
          delivery.gone++;
          return;
        }
        delivery.failed.push({
          subscription: device._id,
          host: new URL(device.endpoint).host,
          status,
          message: (error as Error).message.slice(0, 200),
        });
      }
    }),
  );
  return delivery;
}
