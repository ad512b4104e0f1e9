import { MSG } from './messages';
import {
  BUSINESS_TIME_ZONE,
  fullWeek,
  openStatus,
  validateSchedule,
  weekTimeOf,
  WEEKDAYS,
  type TimeSlot,
  type Weekday,
  type WeekSchedule,
} from './schedule';

/**
 * Hours a category or an item can be ordered ("Breakfast 07:00–11:00, every day"): a week of slots read with
 * the opening-hours rules (15-minute steps, a day's last slot may close after midnight, up to 04:00). Null:
 * no limit. An item without hours of its own takes its category's.
 */
export type Availability = WeekSchedule | null;

/** Why these hours cannot be saved (the opening-hours rules' own message, or the shape's), or null. */
export function availabilityError(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const errors = validateSchedule(value);
  const first = errors.schedule ?? WEEKDAYS.map((d) => errors[d]).find(Boolean);
  if (first) return first;
  const week = fullWeek(value as WeekSchedule);
  return WEEKDAYS.some((d) => week[d].length > 0) ? null : MSG.availabilityInvalid;
}

/** Only the days that have slots, so an empty day is not stored. */
export function normalizeAvailability(value: Availability | undefined): Availability {
  if (!value) return null;
  const week = fullWeek(value);
  const out: WeekSchedule = {};
  for (const day of WEEKDAYS) if (week[day].length) out[day] = week[day].map(({ opening, closing }) => ({ opening, closing }));
  return Object.keys(out).length ? out : null;
}

/** The hours that apply to an item: its own, else its category's, else none. */
export function effectiveAvailability(
  item: { availability?: Availability },
  category?: { availability?: Availability } | null,
): Availability {
  return item.availability ?? category?.availability ?? null;
}

/** Whether an item with these hours can be ordered at this moment (on Oujda's clock); across midnight included. */
export function isAvailableAt(availability: Availability, date: Date, timeZone = BUSINESS_TIME_ZONE): boolean {
  if (!availability) return true;
  return openStatus({ schedule: fullWeek(availability) }, weekTimeOf(date, timeZone)).state === 'open';
}

export interface AvailabilityGroup {
  /** The days sharing these hours; all seven for "every day". */
  days: Weekday[];
  /** "07:00–11:00", or "07:00–11:00, 18:00–22:00". */
  hours: string;
}

const slotText = (s: TimeSlot) => `${s.opening}–${s.closing}`;

/** The hours as a card says them: days that share the same slots together, in week order. */
export function availabilityGroups(availability: Availability): AvailabilityGroup[] {
  if (!availability) return [];
  const week = fullWeek(availability);
  const groups: AvailabilityGroup[] = [];
  for (const day of WEEKDAYS) {
    if (!week[day].length) continue;
    const hours = week[day].map(slotText).join(', ');
    const group = groups.find((g) => g.hours === hours);
    if (group) group.days.push(day);
    else groups.push({ days: [day], hours });
  }
  return groups;
}

/** One window of hours on some days, as the editor shows it: "07:00–11:00 every day", "18:00–23:00 Fri, Sat". */
export interface AvailabilityWindow {
  days: Weekday[];
  opening: string;
  closing: string;
}

/** The hours as windows: the days sharing one slot together, in the order of the slots' openings. */
export function availabilityWindows(availability: Availability): AvailabilityWindow[] {
  if (!availability) return [];
  const week = fullWeek(availability);
  const windows = new Map<string, AvailabilityWindow>();
  for (const day of WEEKDAYS)
    for (const { opening, closing } of week[day]) {
      const key = slotText({ opening, closing });
      const window = windows.get(key) ?? { days: [], opening, closing };
      window.days.push(day);
      windows.set(key, window);
    }
  return [...windows.values()].sort((a, b) => a.opening.localeCompare(b.opening));
}

/** The windows back into hours: each day gets the slots of the windows on it, by opening; no day at all is no limit. */
export function availabilityOfWindows(windows: readonly AvailabilityWindow[]): Availability {
  const out: WeekSchedule = {};
  for (const day of WEEKDAYS) {
    const slots = windows
      .filter((w) => w.days.includes(day))
      .map(({ opening, closing }) => ({ opening, closing }))
      .sort((a, b) => a.opening.localeCompare(b.opening));
    if (slots.length) out[day] = slots;
  }
  return Object.keys(out).length ? out : null;
}
