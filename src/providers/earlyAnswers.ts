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
const keyOf = (method: string, url: string) => `${method} ${url}`;

/** Keeps the answer `ask` gives for this request (GET only: nothing is written ahead of time). */
export function keepEarly(url: string, ask: () => Promise<unknown>): Promise<unknown> | null {
  const token = tokenStore.get();
  if (!token) return null;
  const answer = ask();
  // Whoever takes it handles a refusal; left untaken, it is no error of the page's.
  answer.catch(() => undefined);
  early.set(keyOf('GET', url), { token, at: Date.now(), answer });
  return answer;
}

/** The early answer to this request, once, if it was asked under the current token and not too long ago. */
export function takeEarly(method: string, url: string): Promise<unknown> | null {
  const key = keyOf(method, url);
  const kept = early.get(key);
  if (!kept) return null;
  early.delete(key);
  const fresh = Date.now() - kept.at <= EARLY_ANSWER_MS && Date.now() >= kept.at;
  return fresh && kept.token === tokenStore.get() ? kept.answer : null;
}
