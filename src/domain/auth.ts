import { MSG } from './messages';
import { normalizePhone } from './phone';
import { SELF_REGISTER_ROLES } from './roles';
import { isBlank, isBlankText, type FieldErrors } from './validation';

export const MIN_PASSWORD_LENGTH = 8;
/** Lower, upper, digit and one of @$!%*?&, and nothing else. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const LOGIN_COOKIE_DAYS = 7;
export const REDIRECT_AFTER_REGISTER_MS = 1500;
export const REDIRECT_AFTER_VERIFY_MS = 1500;
export const REDIRECT_AFTER_RESET_MS = 2000;

export function isStrongPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An e-mail field's problem: none given, or not shaped like an address. */
function emailProblem(email: unknown): string | undefined {
  if (isBlank(email)) return MSG.emailRequired;
  if (typeof email !== 'string' || !EMAIL_PATTERN.test(email.trim())) return MSG.emailInvalid;
  return undefined;
}

export interface RegistrationInput {
  name?: unknown;
  email?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
  role?: unknown;
  phone?: unknown;
}
export type RegistrationField = 'name' | 'email' | 'password' | 'confirmPassword' | 'role' | 'phone';

export function validateRegistration(input: RegistrationInput): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  if (isBlankText(input.name)) errors.name = MSG.nameRequired;
  const email = emailProblem(input.email);
  if (email) errors.email = email;
  if (isBlank(input.phone)) errors.phone = MSG.phoneRequired;
  else if (normalizePhone(str(input.phone)) === null) errors.phone = MSG.phoneInvalid;
  if (isBlank(input.password)) errors.password = MSG.passwordRequired;
  else if (!isStrongPassword(str(input.password))) errors.password = MSG.password;
  if (str(input.confirmPassword) !== str(input.password)) errors.confirmPassword = MSG.passwordsMismatch;
  if (!(SELF_REGISTER_ROLES as readonly string[]).includes(str(input.role))) errors.role = MSG.selectRole;
  return errors;
}

/** The login form's own check, before asking the server: an address that can be one, and a password. */
export function validateLogin(input: { email?: unknown; password?: unknown }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = emailProblem(input.email);
  if (email) errors.email = email;
  if (typeof input.password !== 'string' || input.password === '') errors.password = MSG.passwordRequired;
  return errors;
}

/** A request for a link by e-mail (a forgotten password, a new confirmation): an address to send it to. */
export function validateEmailRequest(input: { email?: unknown }): FieldErrors<'email'> {
  const email = emailProblem(input.email);
  return email ? { email } : {};
}

export function validateNewPassword(password: unknown, confirmPassword?: unknown): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  if (typeof password !== 'string' || !isStrongPassword(password)) errors.password = MSG.passwordReset;
  if (confirmPassword !== undefined && confirmPassword !== password) errors.confirmPassword = MSG.passwordsMismatch;
  return errors;
}
