import { operation, param, type ResourceEndpoints } from './types';

/** SPEC §7 Authentication (login and current user are called by the auth provider). */
export const authEndpoints: ResourceEndpoints = {
  register: operation('register', { method: 'POST', path: () => '/auth/register' }),
  login: operation('login', { method: 'POST', path: () => '/auth/login' }),
  me: operation('getAccount', { method: 'GET', path: () => '/auth/data', select: (r) => r.user }),
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
  confirmIdentity: operation('submitIdentity', { method: 'PUT', path: (p) => `/auth/confirme/${param(p, 'id')}` }),
};
