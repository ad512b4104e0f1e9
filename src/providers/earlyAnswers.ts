import { resolveEndpoint, urlOf, type Send } from './callEndpoint';
import type { EndpointParams, EndpointTable } from './endpoints/types';
import { request } from './http';
import { tokenStore } from './token';

/**
 * Answers asked ahead of the screen that needs them (a page loaded afresh: its first requests leave with the
 * identity, while the app's code is on its way), each taken once by the first call of the same request.
 *
 * Fail closed: an answer is kept for the token it was asked with and taken only under that same token (another
 * sign-in, or a logout, in between drops it); one not taken within EARLY_ANSWER_MS is dropped rather than shown
 * late; a refused or failed early request is not an answer: the caller asks again as it would have.
 */
export const EARLY_ANSWER_MS = 10_000;

interface Early {
  token: string;
  at: number;
  answer: Promise<unknown>;
}

const early = new Map<string, Early>();

/**
 * Asks a read now, for the screen that will make this very call soon; its answer, selected as callEndpoint
 * would, or null when nobody is signed in. Reads only: nothing is written ahead of time.
 */
export function askEarly<T = unknown>(table: EndpointTable, resource: string, action: string, p: EndpointParams = {}): Promise<T> | null {
  const endpoint = resolveEndpoint(table, resource, action);
  if (endpoint.method !== 'GET') throw new Error(`${resource}.${action} is not a read: it cannot be asked early`);
  const token = tokenStore.get();
  if (!token) return null;
  const url = urlOf(endpoint, p);
  const answer = request('GET', url, undefined, undefined, endpoint.headers?.(p));
  // Whoever takes it handles a refusal; left untaken, it is no error of the page's.
  answer.catch(() => undefined);
  early.set(url, { token, at: Date.now(), answer });
  return answer.then((response) => (endpoint.select ? endpoint.select(response, p) : response) as T);
}

/** The early answer to this read, once, if it was asked under the current token and not too long ago. */
function takeEarly(url: string): Promise<unknown> | null {
  const kept = early.get(url);
  if (!kept) return null;
  early.delete(url);
  const age = Date.now() - kept.at;
  return age >= 0 && age <= EARLY_ANSWER_MS && kept.token === tokenStore.get() ? kept.answer : null;
}

/** Sends a call, a read asked early taking its answer; a refused or failed early request is asked again. */
export const sendTakingEarly: Send = (method, url, ask) => {
  const taken = method === 'GET' ? takeEarly(url) : null;
  return taken ? taken.catch(ask) : ask();
};
