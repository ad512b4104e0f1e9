/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The app's service worker (built by vite-plugin-pwa, injectManifest). The hashed assets are precached, so a
 * second start needs no network for them; pages come from the network first, so a deploy is seen at once,
 * and from the precached shell only when offline. A new version waits until the app says "Reload".
 * It shows the pushes the server sends (server/push/send.ts: title, body, url, tag, insistent).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Pages are never answered from the precache by their address ("/", "/login"): the navigation route below decides.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
clientsClaim();

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/uploads\//, /^\/socket\.io\//] },
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
  insistent?: boolean;
}

self.addEventListener('push', (event) => {
  const message = event.data?.json() as PushMessage | undefined;
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
      requireInteraction: !!message.insistent,
      // A reminder about the same order rings again instead of silently replacing the first notification.
      ...({ renotify: !!message.insistent } as NotificationOptions),
    }),
  );
});

/** Only a page of this app: a push never sends anyone elsewhere. */
const pageOf = (url: unknown) => {
  const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : self.location.origin + '/';
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOf((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // An uncontrolled window cannot be navigated by the worker: it is asked to go there itself.
        const navigated = await open.navigate(url).catch(() => null);
        if (!navigated) open.postMessage({ type: 'OPEN', url });
        await (navigated ?? open).focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
