import type { Business } from '../../api/types';
import type { TimeSlot } from '../../domain/schedule';

/** A business as the provider API sends it (SPEC §3 Business), typed by the contract. */
export type BusinessRecord = Business;

/** PUT /{type}/update/{id} with the schedule body. */
export interface ScheduleBody {
  schedule: Record<string, TimeSlot[]>;
  isTemporarilyClosed: boolean;
  openingAllTimes: boolean;
}
