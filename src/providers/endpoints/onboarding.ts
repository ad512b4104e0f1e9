import { operation, param, type EndpointTable } from './types';

/**
 * Resources of the onboarding area. The identity step uses auth.confirmIdentity (PUT /auth/confirme/{id})
 * and the wizard reads the owner's business with businesses.byOwner.
 */
export const onboardingEndpoints: EndpointTable = {
  onboarding: {
    /** Registers the owner's business: meta { type } (restaurant, store or services). */
    addBusiness: operation('createBusiness', { method: 'POST', path: (p) => `/${param(p, 'type')}/add` }),
  },
};
