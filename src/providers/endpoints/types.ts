import type { operations } from '../../api/openapi';
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
  /** Headers of the call's own (an Idempotency-Key from meta); none by default. */
  headers?: (p: EndpointParams) => Record<string, string>;
  /**
   * Turns the server's answer into what Refine expects (a list, one record). A method, so that each entry
   * may name the answer's shape for its route.
   */
  select?(response: unknown, p: EndpointParams): unknown;
  /** The operation of the contract this entry calls (or the ones, by its meta), when bound with `operation()`. */
  operationId?: string | readonly string[];
}

/** An operation of the API's contract (openapi.json), by its operationId. */
export type OperationId = keyof operations;
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type Responses<K extends OperationId> = operations[K]['responses'];
/** What an operation answers on success (its 200 or 201 JSON), as the contract declares it; of several, either. */
export type Answer<K extends OperationId> = K extends OperationId
  ? { [S in keyof Responses<K>]: S extends 200 | 201 ? JsonOf<Responses<K>[S]> : never }[keyof Responses<K>]
  : never;
/** The JSON body an operation takes, as the contract declares it. */
export type RequestBody<K extends OperationId> = K extends OperationId
  ? operations[K] extends { requestBody?: infer B }
    ? JsonOf<NonNullable<B>>
    : never
  : never;

/** An entry typed by the operation it calls: its answer and its body are the contract's types. */
export interface OperationEndpoint<K extends OperationId> extends Omit<Endpoint, 'select' | 'body'> {
  /** The JSON body the contract declares; an operation without one takes a form (a multipart upload). */
  body?: (p: EndpointParams) => [RequestBody<K>] extends [never] ? FormData : RequestBody<K>;
  select?(response: Answer<K>, p: EndpointParams): unknown;
}

/**
 * An entry of the table bound to its operation in the contract (`operation('getAccount', { … })`): a server
 * change that alters the answer the entry reads fails the type check, and the contract test checks that the
 * entry reaches that very operation (method and path). An entry whose meta picks one of several routes (a
 * type's or a source's) names each: `operation(['listBusinessOrders', 'listOrdersForAdmin'], { … })`.
 */
export function operation<K extends OperationId>(operationId: K | readonly [K, ...K[]], endpoint: OperationEndpoint<K>): Endpoint {
  return { ...(endpoint as Endpoint), operationId };
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
