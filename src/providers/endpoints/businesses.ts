import { param, type EndpointTable } from './types';

/** Business profiles (SPEC §7 Businesses); meta.type is restaurant, store or services. */
export const businessesEndpoints: EndpointTable = {
  businesses: {
    /** The business of an owner: meta { type, ownerId }. */
    byOwner: { method: 'GET', path: (p) => `/${param(p, 'type')}/getByOwner/${param(p, 'ownerId')}` },
    /** Any business, for admins: meta { type }, id. */
    getOne: { method: 'GET', path: (p) => `/admin/${param(p, 'type')}/${param(p, 'id')}` },
    /**
     * PUT /{type}/update/{id}: the schedule body {schedule, isTemporarilyClosed, openingAllTimes}, the
     * settings body, or {visible} (admins). meta { type, id } with useCustomMutation('businesses.update'),
     * or id + meta { type } with useUpdate. Answers the updated business.
     */
    update: { method: 'PUT', path: (p) => `/${param(p, 'type')}/update/${param(p, 'id')}` },
  },
};
