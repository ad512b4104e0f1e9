import { callEndpoint } from './callEndpoint';
import { authEndpoints } from './endpoints/auth';

/**
 * A signed-in page loaded afresh (a desk reloaded, a link opened) asks who is signed in as soon as the entry runs,
 * while the app's code is still on its way: Refine asked only once its providers were drawn, about 300 ms later on
 * a desktop and more on a phone, and every screen's first request waits for that answer. The auth provider takes
 * this answer for its first read; the screen's code and first reads follow it (firstScreen).
 */
let early: Promise<unknown> | null = null;

export function askIdentityEarly(): void {
  const asked = callEndpoint({ auth: authEndpoints }, 'auth', 'me');
  early = asked;
  // Whoever takes it handles a refusal; left untaken, it is no error of the page's.
  asked.catch(() => undefined);
  const { pathname, search } = window.location;
  // In a chunk of its own (with the app's): the signed-out entry does not carry the routes and the endpoint table.
  void import('../firstScreen').then((m) => m.prepareFirstScreen(asked, pathname, search)).catch(() => undefined);
}

/** The early answer, once: later reads ask the server as before. */
export function takeEarlyIdentity<T>(): Promise<T> | null {
  const taken = early as Promise<T> | null;
  early = null;
  return taken;
}
