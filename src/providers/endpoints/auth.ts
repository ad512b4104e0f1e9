import { param, type ResourceEndpoints } from './types';

/** SPEC §7 Authentication (login and current user are called by the auth provider). */
export const authEndpoints: ResourceEndpoints = {
  register: { method: 'POST', path: () => '/auth/register' },
  login: { method: 'POST', path: () => '/auth/login' },
  me: { method: 'GET', path: () => '/auth/data', select: (r: { user: unknown }) => r.user },
  /** The signed-in person's own settings: values { language } or { timeZone }. */
  updateMe: { method: 'PATCH', path: () => '/auth/data', select: (r: { user: unknown }) => r.user },
  logout: { method: 'POST', path: () => '/auth/logout' },
  verify: { method: 'GET', path: (p) => `/auth/verify/${param(p, 'id')}` },
  forget: { method: 'POST', path: () => '/auth/forget' },
  /** A new confirmation link for an e-mail not confirmed yet: values { email }. */
  resendConfirmation: { method: 'POST', path: () => '/auth/resendConfirmation' },
  reset: { method: 'POST', path: (p) => `/auth/reset/${param(p, 'id')}` },
  confirmIdentity: { method: 'PUT', path: (p) => `/auth/confirme/${param(p, 'id')}` },
};
