import type { Method } from '../http';

/** What a call needs: the record id, the payload, the parent ids a page passes in `meta`. */
export interface EndpointParams {
  id?: string | number;
  variables?: Record<string, unknown>;
  meta?: Record<string, unknown>;
  /** A server-mode list's page, order and filters (see listParams); the table appends them to the path. */
  query?: Record<string, string | string[]>;
}

export interface Endpoint {
  method: Method;
  path: (p: EndpointParams) => string;
  /** The request body; the variables by default for POST/PUT/PATCH. */
  body?: (p: EndpointParams) => unknown;
  /**
   * Turns the server's answer into what Refine expects (a list, one record). A method, so that each entry
   * may name the answer's shape for its route.
   */
  select?(response: unknown, p: EndpointParams): unknown;
}

export type CrudAction = 'getList' | 'getOne' | 'getMany' | 'create' | 'update' | 'deleteOne';

/** One resource's calls: the CRUD actions Refine knows, plus named actions used with `useCustom`. */
export type ResourceEndpoints = Partial<Record<CrudAction, Endpoint>> & Record<string, Endpoint | undefined>;

export type EndpointTable = Record<string, ResourceEndpoints>;

/** Reads a required path parameter from meta, failing loudly when a page forgot to pass it. */
export function param(p: EndpointParams, name: string): string {
  const value = name === 'id' ? p.id : p.meta?.[name];
  if (value === undefined || value === null || value === '') throw new Error(`Missing "${name}" for this call`);
  return encodeURIComponent(String(value));
}
