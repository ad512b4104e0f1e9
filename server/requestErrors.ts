import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_TEXT_CHARS } from '../src/domain/input';
import { MSG } from '../src/domain/messages';
import { firstError } from '../src/domain/validation';
import { SERVER_MSG } from '../src/domain/serverMessages';
import { ApiError, errorBody } from './errors';
import { listQueryRefusal, type ListQuerystring } from './listFilters';
import { SLOT_CLOSING_PATTERN, SLOT_OPENING_PATTERN, UUID_PATTERN, type RequestPart } from './schemas';

type FastifyError = Error & { statusCode?: number; code?: string; validation?: unknown; validationContext?: string };

interface SchemaProblem {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const PLACES: Record<string, string> = {
  body: 'The request body',
  params: 'The path',
  querystring: 'The query string',
  headers: 'The headers',
};

/** One schema problem in words a person reads: which field, and what it must be. */
export function schemaProblemMessage(problem: SchemaProblem, context = 'body'): string {
  const field = problem.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = field ? `'${field}'` : (PLACES[context] ?? 'The request');
  switch (problem.keyword) {
    case 'required':
      return `'${[field, problem.params.missingProperty].filter(Boolean).join('.')}' is required`;
    case 'enum':
      return `${where} must be one of: ${(problem.params.allowedValues as unknown[]).join(', ')}`;
    case 'type':
      return `${where} must be ${problem.params.type === 'object' ? 'a JSON object' : problem.params.type === 'array' ? 'a list' : String(problem.params.type)}`;
    case 'maxLength':
      return `${where} is too long (at most ${String(problem.params.limit)} characters)`;
    case 'additionalProperties':
      return `${where} has an unknown field '${String(problem.params.additionalProperty)}'`;
    default:
      return `${where} ${problem.message ?? 'is not valid'}`;
  }
}

/** What the schema refused: the request's body, query string or path parameters as they arrived. */
function refusedInput(req: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return req.body;
  if (context === 'querystring') return req.query;
  if (context === 'params') return req.params;
  return undefined;
}

/** The domain rule's words for a refused input, when the route names one and it finds the problem. */
function domainRefusal(req: FastifyRequest | undefined, context: string | undefined): ApiError | null {
  const rule = req?.routeOptions.config.refusal?.[context as RequestPart];
  if (!rule) return null;
  const found = rule(refusedInput(req!, context), req!);
  if (found instanceof ApiError) return found;
  if (typeof found === 'string') return new ApiError(400, found);
  const message = found && firstError(found);
  return message ? new ApiError(400, message, found) : null;
}

/**
 * A request the route's schema refused, in the domain's words: the route's refusal rule when it finds the
 * problem (the spec's exact message and code); else a malformed id is `invalidId` everywhere, a schedule's
 * time off the quarter hours `slotInvalidTime`, an over-long text `textTooLong`, and anything else
 * `invalidRequest` with the field and what it must be.
 */
function schemaError(problems: SchemaProblem[], context: string | undefined, req?: FastifyRequest): ApiError {
  const problem = problems[0];
  if (!problem) return new ApiError(400, SERVER_MSG.invalidRequest);
  const domain =
    domainRefusal(req, context) ??
    (context === 'querystring' && req
      ? listQueryRefusal(req.query as ListQuerystring, problem, req.routeOptions.schema?.querystring as never)
      : null);
  if (domain) return domain;
  if (problem.keyword === 'pattern' && problem.params.pattern === UUID_PATTERN) return new ApiError(400, SERVER_MSG.invalidId);
  if (problem.keyword === 'pattern' && [SLOT_OPENING_PATTERN, SLOT_CLOSING_PATTERN].includes(problem.params.pattern as string))
    return new ApiError(400, MSG.slotInvalidTime);
  if (problem.keyword === 'maxLength' && problem.params.limit === MAX_TEXT_CHARS) return new ApiError(400, MSG.textTooLong);
  return new ApiError(400, schemaProblemMessage(problem, context), undefined, 'invalidRequest');
}

/**
 * Fastify's own 4xx errors (a body that is not JSON, too large, of an unknown type, a rate limit) as API
 * errors with a message for a person and a stable code; null for anything that is not a client's error.
 */
export function requestError(error: FastifyError, req?: FastifyRequest): ApiError | null {
  const status = error.statusCode;
  if (status === 429) return new ApiError(429, MSG.tooManyAttempts);
  if (Array.isArray(error.validation)) return schemaError(error.validation as SchemaProblem[], error.validationContext, req);
  if (!status || status < 400 || status >= 500) return null;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, SERVER_MSG.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, SERVER_MSG.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, SERVER_MSG.unsupportedMediaType);
  }
  return new ApiError(status, error.message, undefined, status === 400 ? 'badRequest' : 'requestFailed');
}

/**
 * What the HTTP parser refused before any route ran (an address and headers over 16 KB, a malformed
 * request, a request too slow to arrive) answers the API's `{ statusCode, message, code }` too.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? SERVER_MSG.headersTooLarge : status === 408 ? SERVER_MSG.requestTimeout : SERVER_MSG.invalidRequest;
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
