/**
 * The clocks a person may read times in: UTC by default (SPEC §1), or the business's own clock,
 * Africa/Casablanca of the tz database: UTC+1, back to UTC+0 around Ramadan.
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

/**
 * Morocco's UTC+0 stretches around Ramadan, each from 02:00 UTC of its first day to 02:00 UTC of its
 * last, as tzdata 2025c lists them. Browsers carry their own copy of the zone data and some (Debian's
 * Chromium among them) still put Casablanca on UTC+0 all year: the SPA and the server read this table
 * so that they print the same time. Outside it, the runtime's own zone data answers.
 */
const MOROCCO_UTC_STRETCHES: readonly (readonly [string, string])[] = [
  ['2020-04-19', '2020-05-31'],
  ['2021-04-11', '2021-05-16'],
  ['2022-03-27', '2022-05-08'],
  ['2023-03-19', '2023-04-23'],
  ['2024-03-10', '2024-04-14'],
  ['2025-02-23', '2025-04-06'],
  ['2026-02-15', '2026-03-22'],
  ['2027-02-07', '2027-03-14'],
  ['2028-01-23', '2028-03-05'],
  ['2029-01-14', '2029-02-18'],
  ['2029-12-30', '2030-02-10'],
  ['2030-12-22', '2031-01-26'],
  ['2031-12-14', '2032-01-18'],
  ['2032-11-28', '2033-01-09'],
  ['2033-11-20', '2033-12-25'],
  ['2034-11-05', '2034-12-17'],
  ['2035-10-28', '2035-12-09'],
  ['2036-10-19', '2036-11-23'],
  ['2037-10-04', '2037-11-15'],
  ['2038-09-26', '2038-10-31'],
  ['2039-09-18', '2039-10-23'],
  ['2040-09-02', '2040-10-14'],
];
const STRETCHES = MOROCCO_UTC_STRETCHES.map(([from, to]) => [Date.parse(`${from}T02:00:00Z`), Date.parse(`${to}T02:00:00Z`)] as const);
const TABLE_START = Date.UTC(2020, 0, 1);
const TABLE_END = Date.UTC(2041, 0, 1);

/** Minutes the clock is ahead of UTC at a moment. */
export function offsetMinutes(at: Date, zone: TimeZone): number {
  if (zone === 'UTC') return 0;
  const t = at.getTime();
  if (t >= TABLE_START && t < TABLE_END) return STRETCHES.some(([from, to]) => t >= from && t < to) ? 0 : 60;
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

type Moment = string | Date | null | undefined;
const pad = (n: number) => String(n).padStart(2, '0');

/** A Date whose UTC fields hold the wall-clock time of the moment on the chosen clock. */
function wall(value: Moment, zone: TimeZone): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return new Date(d.getTime() + offsetMinutes(d, zone) * 60_000);
}

/**
 * The moment a wall-clock time on the chosen clock stands for (given as a ms value whose UTC fields hold
 * it), with the offset in force then: a midnight of Ramadan's UTC+0 stretch is not shifted by an hour.
 */
export function momentOfWallClock(wallMs: number, zone: TimeZone): Date {
  const guess = new Date(wallMs - offsetMinutes(new Date(wallMs), zone) * 60_000);
  return new Date(wallMs - offsetMinutes(guess, zone) * 60_000);
}

/** The calendar day ("YYYY-MM-DD") a moment falls on, on the chosen clock. */
export function dayIn(value: Moment, zone: TimeZone): string {
  const w = wall(value, zone);
  return w ? w.toISOString().slice(0, 10) : '';
}

/** "HH:mm" of a moment on the chosen clock; '' when there is no readable moment. */
export function timeIn(value: Moment, zone: TimeZone): string {
  const w = wall(value, zone);
  return w ? `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}` : '';
}

/** "dd/mm/yyyy" of a moment on the chosen clock. */
export function dateIn(value: Moment, zone: TimeZone): string {
  const w = wall(value, zone);
  return w ? `${pad(w.getUTCDate())}/${pad(w.getUTCMonth() + 1)}/${w.getUTCFullYear()}` : '';
}

/** "dd/mm/yyyy HH:mm" of a moment on the chosen clock. */
export function dateTimeIn(value: Moment, zone: TimeZone): string {
  const w = wall(value, zone);
  return w ? `${dateIn(value, zone)} ${timeIn(value, zone)}` : '';
}

/** "dd/mm HH:mm", for moments within the coming days (sold out until…). */
export function dayMonthTimeIn(value: Moment, zone: TimeZone): string {
  const w = wall(value, zone);
  return w ? `${pad(w.getUTCDate())}/${pad(w.getUTCMonth() + 1)} ${timeIn(value, zone)}` : '';
}

/** The hour of the day (0-23) of a moment on the chosen clock: dashboards count orders by it. */
export function hourIn(value: Moment, zone: TimeZone): number | null {
  return wall(value, zone)?.getUTCHours() ?? null;
}

/**
 * The wall-clock time of a moment on the chosen clock as a Date whose UTC fields hold it: a spreadsheet
 * cell shows exactly this date and time whatever the reader's computer zone.
 */
export function wallClockDate(value: Moment, zone: TimeZone): Date | null {
  const w = wall(value, zone);
  return w ? new Date(Math.floor(w.getTime() / 1000) * 1000) : null;
}

const STORED_MOMENT = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)(Z|[+-]\d\d(?::?\d\d)?)$/;

/**
 * A moment written as text with its offset, as JSON ("2026-11-25T22:10:34.477Z") or PostgreSQL
 * ("2026-11-25 22:10:34.477+00") write it; null for any other text (a day alone has no clock).
 */
export function storedMoment(text: string): Date | null {
  const m = STORED_MOMENT.exec(text);
  if (!m) return null;
  const offset = m[3] === 'Z' ? 'Z' : m[3]!.length === 3 ? `${m[3]}:00` : m[3]!.replace(/^([+-]\d\d)(\d\d)$/, '$1:$2');
  const at = new Date(`${m[1]}T${m[2]}${offset}`);
  return Number.isNaN(at.getTime()) ? null : at;
}
