import { firstError, type FieldErrors } from '../src/domain/validation';

/** An error the API answers as `{ statusCode, message, errors? }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** Throws a 400 carrying every field's message when the domain rules found problems. */
export function assertValid(errors: FieldErrors): void {
  const message = firstError(errors);
  if (message) throw new ApiError(400, message, errors);
}
