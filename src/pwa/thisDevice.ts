/**
 * This browser's side of Web Push: whether it can be notified, its current subscription, and subscribing or
 * unsubscribing it. The permission is asked only by `subscribeThisDevice`, on the person's click.
 */
export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

export class PermissionRefused extends Error {}

const hasPush = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's registration, when the app registered one (production builds). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return hasPush() ? navigator.serviceWorker.getRegistration() : undefined;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function devicePushState(): Promise<DevicePushState> {
  if (!(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameKey = (key: ArrayBuffer | null | undefined, base64url: string) => {
  if (!key) return false;
  const a = new Uint8Array(key);
  const b = keyBytes(base64url);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
};

/** Asks the permission, then subscribes with the server's key; the answer is what the server stores. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefused(permission);
  const reg = await navigator.serviceWorker.ready;
  let subscription = await reg.pushManager.getSubscription();
  // A subscription made with an older key can no longer be pushed to.
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  return subscription.toJSON();
}

/** Unsubscribes this browser; answers the endpoint it had, to remove its row on the server. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
