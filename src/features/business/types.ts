import type { Business, RequestBody } from '../../api/types';

/** A business as the provider API sends it (SPEC §3 Business), typed by the contract. */
export type BusinessRecord = Business;

/** PUT /{type}/update/{id} with the schedule body, as the contract declares its fields. */
export type ScheduleBody = Required<Pick<RequestBody<'updateBusiness'>, 'schedule' | 'isTemporarilyClosed' | 'openingAllTimes'>>;
