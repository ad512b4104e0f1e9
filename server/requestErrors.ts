import { MSG } from '../src/domain/messages';
import { SERVER_MSG } from '../src/domain/serverMessages';
import { ApiError } from './errors';

type FastifyError = Error & { statusCode?: number; code?: string; validation?: unknown };

/**
 * Fastify's own 4xx errors (a body that is not JSON, too large, of an unknown type, a rate limit) as API
 * errors with a message for a person and a stable code; null for anything that is not a client's error.
 */
export function requestError(error: FastifyError): ApiError | null {
  const status = error.statusCode;
  if (status === 429) return new ApiError(429, MSG.tooManyAttempts);
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
