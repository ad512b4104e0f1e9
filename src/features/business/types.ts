import type { GeoPoint } from '../../domain/geo';
import type { BusinessType } from '../../domain/roles';
import type { TimeSlot } from '../../domain/schedule';
import type { Closure } from '../../domain/service';
import type { SocialNetwork } from '../../domain/settings';

/** A business as the provider API sends it (SPEC §3 Business). */
export interface BusinessRecord {
  _id: string;
  type?: BusinessType;
  name: string;
  logo: string;
  background: string;
  contactNumber: string;
  description: string;
  socialMedia: Partial<Record<SocialNetwork, string>>;
  delivery: boolean;
  openingTime: string;
  closingTime: string;
  openingAllTimes: boolean;
  isTemporarilyClosed: boolean;
  schedule: Record<string, TimeSlot[]>;
  category: string[];
  location: GeoPoint;
  owner: string;
  city: string;
  visible: boolean;
  /** Service controls: a pause of new orders, exceptional closures, usual preparation time, print on accept. */
  pausedUntil?: string | null;
  pausedIndefinitely?: boolean;
  closures?: Closure[];
  preparationMinutes?: number;
  printOnAccept?: boolean;
}

/** PUT /{type}/update/{id} with the schedule body. */
export interface ScheduleBody {
  schedule: Record<string, TimeSlot[]>;
  isTemporarilyClosed: boolean;
  openingAllTimes: boolean;
}
