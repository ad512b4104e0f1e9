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

/** Calls one endpoint of the table: `call('auth', 'verify', { id })`. */
export async function callEndpoint<T = unknown>(
  table: EndpointTable,
  resource: string,
  action: string,
  p: EndpointParams = {},
): Promise<T> {
  const endpoint = resolveEndpoint(table, resource, action);
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const body = endpoint.body ? endpoint.body(p) : hasBody ? (p.variables ?? {}) : undefined;
  const path = endpoint.path(p);
  const query = listQueryString(p.query);
  const url = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
  const response = await request(endpoint.method, url, body, undefined, endpoint.headers?.(p));
  return (endpoint.select ? endpoint.select(response, p) : response) as T;
}
