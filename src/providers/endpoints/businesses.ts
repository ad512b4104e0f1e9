import { operation, param, type EndpointTable } from './types';

/** Business profiles (SPEC §7 Businesses); meta.type is restaurant, store or services. */
export const businessesEndpoints: EndpointTable = {
  businesses: {
    /** The business of an owner: meta { type, ownerId }. */
    byOwner: operation('getBusinessByOwner', { method: 'GET', path: (p) => `/${param(p, 'type')}/getByOwner/${param(p, 'ownerId')}` }),
    /** Any business, for admins: meta { type }, id (one route per type). */
    getOne: operation(['getRestaurantForAdmin', 'getStoreForAdmin', 'getServicesForAdmin'], {
      method: 'GET',
      path: (p) => `/admin/${param(p, 'type')}/${param(p, 'id')}`,
    }),
    /**
     * PUT /{type}/update/{id}: the schedule body {schedule, isTemporarilyClosed, openingAllTimes}, the
     * settings body, or {visible} (admins). meta { type, id } with useCustomMutation('businesses.update'),
     * or id + meta { type } with useUpdate. Answers the updated business.
     */
    update: operation('updateBusiness', { method: 'PUT', path: (p) => `/${param(p, 'type')}/update/${param(p, 'id')}` }),
    /** PUT /{type}/pause/{id} { minutes: 15 | 30 | 60 | null (until resumed) }: pause new orders; meta { type, id }. */
    pause: operation('pauseBusiness', { method: 'PUT', path: (p) => `/${param(p, 'type')}/pause/${param(p, 'id')}` }),
    /** DELETE /{type}/pause/{id}: take new orders again; meta { type, id }. */
    resume: operation('resumeBusiness', { method: 'DELETE', path: (p) => `/${param(p, 'type')}/pause/${param(p, 'id')}` }),
    /** GET /{type}/escalation/{id}: how unanswered orders escalate, and auto-accept; meta { type, id }. */
    escalation: operation('getEscalationSettings', { method: 'GET', path: (p) => `/${param(p, 'type')}/escalation/${param(p, 'id')}` }),
    /** PUT /{type}/escalation/{id} { reminderMinutes, adminAlertMinutes, autoRefuseMinutes, autoAccept }; meta { type, id }. */
    saveEscalation: operation('updateEscalationSettings', {
      method: 'PUT',
      path: (p) => `/${param(p, 'type')}/escalation/${param(p, 'id')}`,
    }),
  },
};
