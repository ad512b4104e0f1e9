import { param, type EndpointTable } from './types';

/** Admin partner lists (SPEC §7 Admin); meta.role is restaurant_owner, services_owner, store_owner, rider or non_verified. */
export const partnersEndpoints: EndpointTable = {
  users: {
    /** The accounts of one role, or every partner not verified yet: meta { role }. */
    getList: { method: 'GET', path: (p) => `/admin/getAll/${param(p, 'role')}` },
    /** Verifies a partner (or takes it back): id, values { verified }. */
    update: {
      method: 'PUT',
      path: (p) => `/admin/update/${param(p, 'id')}`,
      body: (p) => ({ verified: p.variables?.verified }),
      select: (r: { user: unknown }) => r.user,
    },
    /** Changes a partner's e-mail: meta { id }, values { newEmail }. */
    updateEmail: {
      method: 'PUT',
      path: (p) => `/admin/updateEmail/${param(p, 'id')}`,
      body: (p) => ({ newEmail: p.variables?.newEmail }),
    },
    /** E-mails a partner a link to choose a new password: meta { id }. */
    resetPassword: { method: 'POST', path: (p) => `/admin/resetPassword/${param(p, 'id')}` },
  },
};
