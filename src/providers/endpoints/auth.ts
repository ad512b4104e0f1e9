import { operation, param, type Answer, type ResourceEndpoints } from './types';

/** The signed-in account's second factor, as its account screen reads it. */
export type TwoFactorState = Answer<'getTwoFactor'>;
/** A set-up under way: the QR code, the secret in text and the link they hold. */
export type TwoFactorEnrolment = Answer<'startTwoFactor'>;
/** One open session (a sign-in) of the account. */
export type AccountSession = Answer<'listSessions'>['sessions'][number];
/** Another account's second factor and last sign-in, as an admin sees them. */
export type AccountSecurity = Answer<'getAccountSecurity'>;

/** SPEC §7 Authentication (login and current user are called by the auth provider). */
export const authEndpoints: ResourceEndpoints = {
  register: operation('register', { method: 'POST', path: () => '/auth/register' }),
  login: operation('login', { method: 'POST', path: () => '/auth/login' }),
  me: operation('getAccount', {
    method: 'GET',
    path: () => '/auth/data',
    select: (r) => ({ ...r.user, twoFactorRequired: r.twoFactorRequired }),
  }),
  /** The second step of a sign-in: values { challenge, code }. */
  loginSecondFactor: operation('loginSecondFactor', { method: 'POST', path: () => '/auth/login/secondFactor' }),
  /** Proves it is the person again before a sensitive action: values { code } or { password }. */
  stepUp: operation('stepUp', { method: 'POST', path: () => '/auth/stepUp' }),
  /** The signed-in person's own settings: values { language } or { timeZone }. */
  updateMe: operation('updateAccount', { method: 'PATCH', path: () => '/auth/data', select: (r) => r.user }),
  logout: operation('logout', { method: 'POST', path: () => '/auth/logout' }),
  verify: operation('confirmEmail', { method: 'GET', path: (p) => `/auth/verify/${param(p, 'id')}` }),
  forget: operation('requestPasswordReset', { method: 'POST', path: () => '/auth/forget' }),
  /** A new confirmation link for an e-mail not confirmed yet: values { email }. */
  resendConfirmation: operation('resendConfirmation', { method: 'POST', path: () => '/auth/resendConfirmation' }),
  reset: operation('resetPassword', { method: 'POST', path: (p) => `/auth/reset/${param(p, 'id')}` }),
  /** The partner accepts the current terms: values { version }. */
  acceptTerms: operation('acceptTerms', { method: 'PUT', path: () => '/auth/terms', select: (r) => r.user }),
  twoFactor: operation('getTwoFactor', { method: 'GET', path: () => '/auth/twoFactor' }),
  startTwoFactor: operation('startTwoFactor', { method: 'POST', path: () => '/auth/twoFactor/setup' }),
  /** values { code }: the first code; answers the recovery codes, once. */
  confirmTwoFactor: operation('confirmTwoFactor', { method: 'POST', path: () => '/auth/twoFactor/confirm' }),
  turnOffTwoFactor: operation('turnOffTwoFactor', { method: 'DELETE', path: () => '/auth/twoFactor' }),
  sessions: operation('listSessions', { method: 'GET', path: () => '/auth/sessions' }),
  endSession: operation('endSession', { method: 'DELETE', path: (p) => `/auth/sessions/${param(p, 'id')}` }),
  endOtherSessions: operation('endOtherSessions', { method: 'POST', path: () => '/auth/sessions/endOthers' }),
  /** An admin reads another account's second factor and last sign-in, and resets it (meta id: the account). */
  accountSecurity: operation('getAccountSecurity', { method: 'GET', path: (p) => `/auth/accounts/${param(p, 'id')}/security` }),
  resetAccountTwoFactor: operation('resetAccountTwoFactor', {
    method: 'DELETE',
    path: (p) => `/auth/accounts/${param(p, 'id')}/twoFactor`,
  }),
  confirmIdentity: operation('submitIdentity', { method: 'PUT', path: (p) => `/auth/confirme/${param(p, 'id')}` }),
};
