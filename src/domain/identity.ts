import { MSG } from './messages';
import { isBlank, type FieldErrors } from './validation';

export const MIN_AGE = 18;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Whole years between a YYYY-MM-DD birth date and today (UTC); the birthday itself counts. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isFileSizeAllowed(bytes: number): boolean {
  return bytes < MAX_IMAGE_BYTES;
}

export interface IdentityInput {
  N_identité?: unknown;
  Date_birth?: unknown;
  scan_Id?: unknown;
}
export type IdentityField = 'N_identité' | 'Date_birth' | 'scan_Id';

export function validateIdentity(input: IdentityInput, today = new Date()): FieldErrors<IdentityField> {
  const errors: FieldErrors<IdentityField> = {};
  if (isBlank(input.N_identité)) errors['N_identité'] = MSG.identityRequired;
  if (isBlank(input.scan_Id)) errors.scan_Id = MSG.identityRequired;
  if (isBlank(input.Date_birth) || !isIsoDate(input.Date_birth)) errors.Date_birth = MSG.identityRequired;
  else if (new Date(`${input.Date_birth}T00:00:00Z`).getTime() > today.getTime()) errors.Date_birth = MSG.futureBirth;
  else if (ageOn(input.Date_birth, today) < MIN_AGE) errors.Date_birth = MSG.minAge;
  return errors;
}
