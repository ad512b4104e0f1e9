import { Workbox } from 'workbox-window';
import { appUpdate } from './appUpdate';

/**
 * Registers the service worker (production builds only: dev serves modules the worker would not know). When a
 * deploy brings a new worker, it waits; `appUpdate` then offers a reload that activates it first.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () =>
    appUpdate.set(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  // A notification clicked while this page was not yet under the worker: the worker asks the page to go there.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string }>) => {
    const url = event.data?.url;
    if (event.data?.type === 'OPEN' && url && new URL(url, window.location.href).origin === window.location.origin)
      window.location.assign(url);
  });
  // A browser that refuses workers (a private window, a policy, an automated browser) runs the app without one.
  workbox.register().catch(() => undefined);
}
