import { callEndpoint } from './callEndpoint';
import { authEndpoints } from './endpoints/auth';

/**
 * A signed-in page loaded afresh (a desk reloaded, a link opened) asks who is signed in as soon as the entry runs,
 * while the app's code is still on its way: Refine asked only once its providers were drawn, about 300 ms later on
 * a desktop and more on a phone, and every screen's first request waits for that answer. The auth provider takes
 * this answer for its first read; the screen's code and first reads follow it (src/firstScreen.ts).
 */
let asked: Promise<unknown> | null = null;
let untaken: Promise<unknown> | null = null;

export function askIdentityEarly(): void {
  asked = untaken = callEndpoint({ auth: authEndpoints }, 'auth', 'me');
  // Whoever takes it handles a refusal; left untaken, it is no error of the page's.
  asked.catch(() => undefined);
}

/** The early answer, once: later reads ask the server as before. */
export function takeEarlyIdentity<T>(): Promise<T> | null {
  const taken = untaken as Promise<T> | null;
  untaken = null;
  return taken;
}

/** The identity this page load asked at its entry, if it did (taken or not): what its first screen follows. */
export const identityAskedEarly = <T>(): Promise<T> | null => asked as Promise<T> | null;
