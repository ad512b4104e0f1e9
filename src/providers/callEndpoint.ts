import type { Endpoint, EndpointParams, EndpointTable } from './endpoints/types';
import { request, type Method } from './http';
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
export function urlOf(endpoint: Endpoint, p: EndpointParams): string {
  const path = endpoint.path(p);
  const query = listQueryString(p.query);
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/** How a call's request goes out (`ask`): at once, or through answers asked ahead of it (the data provider's). */
export type Send = (method: Method, url: string, ask: () => Promise<unknown>) => Promise<unknown>;
const atOnce: Send = (_method, _url, ask) => ask();

/** Calls one endpoint of the table: `call('auth', 'verify', { id })`. */
export async function callEndpoint<T = unknown>(
  table: EndpointTable,
  resource: string,
  action: string,
  p: EndpointParams = {},
  send: Send = atOnce,
): Promise<T> {
  const endpoint = resolveEndpoint(table, resource, action);
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const body = endpoint.body ? endpoint.body(p) : hasBody ? (p.variables ?? {}) : undefined;
  const url = urlOf(endpoint, p);
  const response = await send(endpoint.method, url, () => request(endpoint.method, url, body, undefined, endpoint.headers?.(p)));
  return (endpoint.select ? endpoint.select(response, p) : response) as T;
}
