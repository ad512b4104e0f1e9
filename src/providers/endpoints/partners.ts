import { operation, param, type EndpointTable, type RequestBody } from './types';

/** Admin partner lists (SPEC §7 Admin); meta.role is restaurant_owner, services_owner, store_owner, rider or non_verified. */
export const partnersEndpoints: EndpointTable = {
  users: {
    /** The accounts of one role, or every partner not verified yet: meta { role }. */
    getList: operation('listPartners', { method: 'GET', path: (p) => `/admin/getAll/${param(p, 'role')}` }),
    /** Verifies a partner (or takes it back): id, values { verified }. */
    update: operation('setPartnerVerified', {
      method: 'PUT',
      path: (p) => `/admin/update/${param(p, 'id')}`,
      body: (p) => ({ verified: p.variables?.verified as boolean }),
      select: (r) => r.user,
    }),
    /** Changes a partner's e-mail: meta { id }, values { newEmail }. */
    updateEmail: operation('updatePartnerEmail', {
      method: 'PUT',
      path: (p) => `/admin/updateEmail/${param(p, 'id')}`,
      body: (p) => ({ newEmail: p.variables?.newEmail as string }),
    }),
    /** E-mails a partner a link to choose a new password: meta { id }. */
    resetPassword: operation('sendPartnerPasswordReset', { method: 'POST', path: (p) => `/admin/resetPassword/${param(p, 'id')}` }),
  },
  /** A business's commission terms (admins): meta { businessId }. */
  commissionTerms: {
    /** The terms in force and the first page of the history (the current terms alone are read from it). */
    get: operation('getCommissionTerms', { method: 'GET', path: (p) => `/admin/commission/${param(p, 'businessId')}` }),
    /** The history, server-paged, newest start first. */
    getList: operation('getCommissionTerms', {
      method: 'GET',
      path: (p) => `/admin/commission/${param(p, 'businessId')}`,
      select: (r) => r.history,
    }),
    /** New terms from now or later: values { rate, fixedFee, effectiveFrom? }. */
    set: operation('setCommissionTerms', {
      method: 'POST',
      path: (p) => `/admin/commission/${param(p, 'businessId')}`,
      body: (p) => p.variables as RequestBody<'setCommissionTerms'>,
    }),
  },
  /** A business's legal identity and RIB as an admin checks them: meta { businessId }. */
  partnerBankDetails: {
    get: operation('getBankDetails', { method: 'GET', path: (p) => `/businesses/${param(p, 'businessId')}/bank-details` }),
    /** Marks the RIB the owner entered as checked: payouts may go to it. */
    verify: operation('verifyRib', {
      method: 'POST',
      path: (p) => `/admin/businesses/${param(p, 'businessId')}/rib/verify`,
      body: (p) => p.variables as RequestBody<'verifyRib'>,
    }),
  },
};
