import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../context';
import { serverSettings } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  /** Signs the push requests: never logged, never answered. */
  privateKey: string;
  subject: string;
}

const SETTING = 'vapid_keys';
const loaded = new WeakMap<AppContext, Promise<VapidKeys>>();

/**
 * Push services want a way to reach whoever sends: VAPID_SUBJECT, else the public address when it is https,
 * else a placeholder (set VAPID_SUBJECT in production; Apple refuses localhost subjects).
 */
function subjectOf(ctx: AppContext): string {
  const configured = ctx.options.vapid?.subject;
  if (configured) return configured;
  return ctx.publicUrl.startsWith('https://') ? ctx.publicUrl : 'mailto:push@oujda-marketplace.invalid';
}

/** Both keys or neither: one alone is a configuration mistake the node refuses at start. */
export function assertVapidOverride(ctx: AppContext): void {
  const { publicKey, privateKey } = ctx.options.vapid ?? {};
  if (!!publicKey !== !!privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
}

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else a pair generated once and kept in the database,
 * so that every node signs with the same key and subscriptions outlive restarts. Both halves sit in one row:
 * two nodes generating at the same moment keep the first pair whole, never one half of each.
 */
export function vapidKeys(ctx: AppContext): Promise<VapidKeys> {
  let keys = loaded.get(ctx);
  if (!keys) {
    keys = readOrCreate(ctx);
    loaded.set(ctx, keys);
    keys.catch(() => loaded.delete(ctx));
  }
  return keys;
}

async function readOrCreate(ctx: AppContext): Promise<VapidKeys> {
  const subject = subjectOf(ctx);
  const { publicKey, privateKey } = ctx.options.vapid ?? {};
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const generated = webpush.generateVAPIDKeys();
  await ctx.db
    .insert(serverSettings)
    .values({ key: SETTING, value: JSON.stringify(generated) })
    .onConflictDoNothing();
  const [row] = await ctx.db.select().from(serverSettings).where(eq(serverSettings.key, SETTING));
  const kept = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
