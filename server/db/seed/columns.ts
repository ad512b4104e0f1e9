import type { Db } from '../client';
import type { GeoPoint } from '../../../src/domain/geo';
import type { TimeSlot, WeekSchedule } from '../schema';

/** The seed's one transaction: a seed that fails half-way leaves the database empty, to be seeded again. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The data files give one day's opening hours; every demo business keeps them all week. */
export function weekSchedule(slots: readonly TimeSlot[]): WeekSchedule {
  return Object.fromEntries(DAYS.map((d) => [d, slots.map((s) => ({ ...s }))]));
}

export const point = ([lng, lat]: readonly [number, number]): GeoPoint => ({ type: 'Point', coordinates: [lng, lat] });
