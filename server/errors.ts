import { MSG } from '../src/domain/messages';
import { errorCodeOf, SERVER_MSG, type ErrorCode } from '../src/domain/serverMessages';
import { firstError, type FieldErrors } from '../src/domain/validation';

/**
 * An error the API answers as `{ statusCode, message, code, errors? }`: `code` is the message's key in MSG
 * or SERVER_MSG (src/domain/serverMessages.ts), or the one given for a message built from values.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    code?: ErrorCode,
  ) {
    super(message);
    this.code = code ?? errorCodeOf(message, statusCode);
  }
}

export const badRequest = (message: string, code?: ErrorCode) => new ApiError(400, message, undefined, code);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string, code?: ErrorCode) => new ApiError(409, message, undefined, code);

/** Throws a 400 carrying every field's message when the domain rules found problems. */
export function assertValid(errors: FieldErrors): void {
  const message = firstError(errors);
  if (message) throw new ApiError(400, message, errors);
}

/** The JSON body of an error answer. */
export function errorBody(statusCode: number, message: string, code: ErrorCode = errorCodeOf(message, statusCode), errors?: FieldErrors) {
  return { statusCode, message, code, ...(errors ? { errors } : {}) };
}

/**
 * PostgreSQL errors a request can cause by racing another (a delete, a duplicate) → 400/409 with a message:
 * a malformed value, a unique violation, a row that points at one deleted meanwhile, or a delete of a row
 * something started to point at meanwhile.
 */
export function databaseRequestError(error: Error & { code?: string }): ApiError | null {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const pgCode = error.code ?? cause?.code;
  if (pgCode === '22P02') return new ApiError(400, SERVER_MSG.invalidId);
  if (pgCode === '22021') return new ApiError(400, MSG.textHasNul);
  if (pgCode === '22001' || pgCode === '54000') return new ApiError(400, MSG.textTooLong);
  if (pgCode === '23505') return new ApiError(409, SERVER_MSG.alreadyExists);
  if (pgCode === '23503') {
    const text = `${cause?.message ?? ''} ${error.message ?? ''}`;
    return new ApiError(409, /still referenced|update or delete on/i.test(text) ? SERVER_MSG.stillInUse : SERVER_MSG.referenceGone);
  }
  return null;
}
