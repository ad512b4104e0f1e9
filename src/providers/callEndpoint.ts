import { keepEarly, takeEarly } from './earlyAnswers';
import type { Endpoint, EndpointParams, EndpointTable } from './endpoints/types';
import { request } from './http';
import { listQueryString } from './listParams';

// Apart from the data provider and its whole endpoint table: the signed-out entry calls a few endpoints of
// its own (logging in, a page view) without downloading every area's.

export class MissingEndpointError extends Error {}

export function resolveEndpoint(table: EndpointTable, resource: string, action: string): Endpoint {
  const endpoint = table[resource]?.[action];
  if (!endpoint) throw new MissingEndpointError(`No endpoint for ${resource}.${action}`);
  return endpoint;
}

/** The address a call goes to: the endpoint's path and, for a list, its query. */
function urlOf(endpoint: Endpoint, p: EndpointParams): string {
  const path = endpoint.path(p);
  const query = listQueryString(p.query);
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

const select = <T>(endpoint: Endpoint, response: unknown, p: EndpointParams) =>
  (endpoint.select ? endpoint.select(response, p) : response) as T;

/** Calls one endpoint of the table: `call('auth', 'verify', { id })`. A read asked early (earlyAnswers) is taken once. */
export async function callEndpoint<T = unknown>(
  table: EndpointTable,
  resource: string,
  action: string,
  p: EndpointParams = {},
): Promise<T> {
  const endpoint = resolveEndpoint(table, resource, action);
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const body = endpoint.body ? endpoint.body(p) : hasBody ? (p.variables ?? {}) : undefined;
  const url = urlOf(endpoint, p);
  const ask = () => request(endpoint.method, url, body, undefined, endpoint.headers?.(p));
  const early = endpoint.method === 'GET' ? takeEarly(endpoint.method, url) : null;
  // A refused or failed early request is asked again, as if there had been none (an expired token then logs out).
  const response = early ? await early.catch(ask) : await ask();
  return select<T>(endpoint, response, p);
}

/**
 * Asks a read now, for the screen that will make this very call soon (see earlyAnswers); its answer, selected
 * as callEndpoint would, or null when nobody is signed in.
 */
export function askEarly<T = unknown>(table: EndpointTable, resource: string, action: string, p: EndpointParams = {}): Promise<T> | null {
  const endpoint = resolveEndpoint(table, resource, action);
  if (endpoint.method !== 'GET') throw new Error(`${resource}.${action} is not a read: it cannot be asked early`);
  const answer = keepEarly(urlOf(endpoint, p), () => request('GET', urlOf(endpoint, p), undefined, undefined, endpoint.headers?.(p)));
  return answer && answer.then((response) => select<T>(endpoint, response, p));
}
