/** A form's problems, one message per field; empty when the input is acceptable. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export function firstError(errors: FieldErrors): string | undefined {
  return Object.values(errors).find((m): m is string => typeof m === 'string');
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A text field that holds no text: missing, blank, or not a string at all (`{}`, `[]`, a number). */
export function isBlankText(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}
