import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The clocks a person may read times in: UTC by default (SPEC §1), or the business's own clock,
 * Africa/Casablanca from the tz database (Morocco moves its offset around Ramadan).
 */
export const TIME_ZONES = ['UTC', 'Africa/Casablanca'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: TimeZone = 'UTC';

export function isTimeZone(value: unknown): value is TimeZone {
  return typeof value === 'string' && (TIME_ZONES as readonly string[]).includes(value);
}

/** The account's clock, or the default when it has none (older sessions, unknown values). */
export const timeZoneOf = (value: unknown): TimeZone => (isTimeZone(value) ? value : DEFAULT_TIME_ZONE);

/** The translation key that names a clock ("UTC", "Morocco time"). */
export const clockNameKey = (zone: TimeZone): string => (zone === 'UTC' ? 'clock.utc' : 'clock.morocco');

type Moment = string | Date | null | undefined;

function read(value: Moment, zone: TimeZone) {
  if (!value) return null;
  const d = dayjs(value);
  return d.isValid() ? d.tz(zone) : null;
}

/** "HH:mm" of a moment on the chosen clock; '' when there is no readable moment. */
export function timeIn(value: Moment, zone: TimeZone): string {
  return read(value, zone)?.format('HH:mm') ?? '';
}

/** "dd/mm/yyyy" of a moment on the chosen clock. */
export function dateIn(value: Moment, zone: TimeZone): string {
  return read(value, zone)?.format('DD/MM/YYYY') ?? '';
}

/** "dd/mm/yyyy HH:mm" of a moment on the chosen clock. */
export function dateTimeIn(value: Moment, zone: TimeZone): string {
  return read(value, zone)?.format('DD/MM/YYYY HH:mm') ?? '';
}

/** "dd/mm HH:mm", for moments within the coming days (sold out until…). */
export function dayMonthTimeIn(value: Moment, zone: TimeZone): string {
  return read(value, zone)?.format('DD/MM HH:mm') ?? '';
}

/** The hour of the day (0-23) of a moment on the chosen clock: dashboards count orders by it. */
export function hourIn(value: Moment, zone: TimeZone): number | null {
  return read(value, zone)?.hour() ?? null;
}

/**
 * The wall-clock parts of a moment on the chosen clock as a Date whose UTC fields hold them: a
 * spreadsheet cell shows exactly this date and time whatever the reader's computer zone.
 */
export function wallClockDate(value: Moment, zone: TimeZone): Date | null {
  const d = read(value, zone);
  return d ? new Date(Date.UTC(d.year(), d.month(), d.date(), d.hour(), d.minute(), d.second())) : null;
}
