import { MSG, type MessageKey } from './messages';
import { closureOn, pauseAt, type Closure } from './service';

/**
 * Opening schedule rules (SPEC §4 Schedule, §5 Schedule, §9), shared by the schedule manager and the
 * server. A schedule maps each weekday to a list of {opening, closing} slots in "HH:mm".
 *
 * Times are minutes after the day's midnight. Choices run from 00:00 to 24:00 in 15-minute steps;
 * 24:00 is a closing only. A closing earlier than its opening ends after midnight ("overnight"):
 * registration offers closings up to 03:30, so the last slot of a day may close the next morning,
 * up to 04:00, and those hours belong to the day the slot opened.
 */

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface TimeSlot {
  opening: string;
  closing: string;
}
export type WeekSchedule = Partial<Record<Weekday, TimeSlot[]>>;

export const SCHEDULE_STEP_MINUTES = 15;
export const DAY_MINUTES = 24 * 60;
export const WEEK_MINUTES = 7 * DAY_MINUTES;
/** An overnight slot closes at the latest at 04:00 the next morning. */
export const OVERNIGHT_LIMIT_MINUTES = 4 * 60;
/** 24/7 sets every day to 00:00-23:59 (SPEC §4). */
export const ALL_TIMES_SLOT: TimeSlot = { opening: '00:00', closing: '23:59' };
/** Turning 24/7 off resets every day to 10:00-22:00 (SPEC §4). */
export const RESET_SLOT: TimeSlot = { opening: '10:00', closing: '22:00' };
/** The closing that 24/7 uses; it stands for the end of the day. */
export const END_OF_DAY_CLOSING = '23:59';

const TIME_RE = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** "HH:mm" → minutes after midnight (00:00 → 0, 24:00 → 1440), or null when it is not a time. */
export function toMinutes(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  const match = TIME_RE.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > DAY_MINUTES ? null : minutes;
}

/** Minutes after midnight → "HH:mm" (1440 → "24:00"; values past a day wrap to the next day). */
export function fromMinutes(minutes: number): string {
  const m = minutes === DAY_MINUTES ? DAY_MINUTES : ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

const isOnStep = (minutes: number) => minutes % SCHEDULE_STEP_MINUTES === 0;

/** A valid opening: 00:00 to 23:45 on a 15-minute step. */
export function isValidOpening(time: unknown): time is string {
  const m = toMinutes(time);
  return m !== null && m < DAY_MINUTES && isOnStep(m);
}

/** A valid closing on its own: 00:00 to 24:00 on a 15-minute step, or 23:59 (the 24/7 closing). */
export function isValidClosingTime(time: unknown): time is string {
  if (time === END_OF_DAY_CLOSING) return true;
  const m = toMinutes(time);
  return m !== null && isOnStep(m);
}

/** Every choice of the schedule manager: 00:00, 00:15, …, 24:00 (97 times). */
export function timeChoices(): string[] {
  const out: string[] = [];
  for (let m = 0; m <= DAY_MINUTES; m += SCHEDULE_STEP_MINUTES) out.push(fromMinutes(m));
  return out;
}

/** The choices for an opening: 00:00 to 23:45. */
export function openingChoices(): string[] {
  return timeChoices().slice(0, -1);
}

export interface ClosingChoice {
  value: string;
  /** Closes the next morning (after midnight). */
  nextDay: boolean;
}

/**
 * The choices for a closing: only times after the opening (none until an opening is set). The last
 * slot of a day may also close after midnight, up to 04:00 the next morning.
 */
export function closingChoices(opening: string | null | undefined, allowOvernight = false): ClosingChoice[] {
  const start = toMinutes(opening);
  if (start === null || !isValidOpening(opening)) return [];
  const out: ClosingChoice[] = [];
  for (let m = start + SCHEDULE_STEP_MINUTES; m <= DAY_MINUTES; m += SCHEDULE_STEP_MINUTES)
    out.push({ value: fromMinutes(m), nextDay: false });
  if (allowOvernight) {
    for (let m = SCHEDULE_STEP_MINUTES; m <= OVERNIGHT_LIMIT_MINUTES && m < start; m += SCHEDULE_STEP_MINUTES)
      out.push({ value: fromMinutes(m), nextDay: true });
  }
  return out;
}

/**
 * Where a slot ends, in minutes after the opening day's midnight: a closing earlier than (or equal
 * to) the opening is read as the next morning, so it ends past 1440. 23:59 counts as the end of the day.
 */
export function closingMinutes(slot: TimeSlot): number | null {
  const open = toMinutes(slot.opening);
  const close = toMinutes(slot.closing);
  if (open === null || close === null) return null;
  if (slot.closing === END_OF_DAY_CLOSING) return DAY_MINUTES;
  return close <= open ? close + DAY_MINUTES : close;
}

export function isOvernight(slot: TimeSlot): boolean {
  const end = closingMinutes(slot);
  return end !== null && end > DAY_MINUTES;
}

/** Why a slot is not acceptable on its own (ignoring its neighbours), or null. */
export function slotProblem(slot: Partial<TimeSlot> | null | undefined, isLast: boolean): MessageKey | null {
  if (!slot || typeof slot !== 'object' || !slot.opening || !slot.closing) return 'slotIncomplete';
  if (!isValidOpening(slot.opening) || !isValidClosingTime(slot.closing)) return 'slotInvalidTime';
  const end = closingMinutes(slot as TimeSlot)!;
  if (end > DAY_MINUTES) {
    // After midnight: only the day's last slot, and only until 04:00.
    if (!isLast || end - DAY_MINUTES > OVERNIGHT_LIMIT_MINUTES) return 'closingAfterOpening';
  }
  return null;
}

export interface SlotEdit {
  slots: TimeSlot[];
  /** The rule the edit broke; the slots are then unchanged. */
  error: MessageKey | null;
}

const refuse = (slots: TimeSlot[], error: MessageKey): SlotEdit => ({ slots, error });

/**
 * Sets a slot's opening, as the schedule manager does when an opening is picked. An opening that is
 * not after the previous slot's closing, or not before the next slot's opening, is refused. A closing
 * that no longer follows the new opening is cleared, so it has to be chosen again.
 */
export function setSlotOpening(slots: TimeSlot[], index: number, opening: string): SlotEdit {
  if (!isValidOpening(opening)) return refuse(slots, 'slotInvalidTime');
  const start = toMinutes(opening)!;
  const prev = slots[index - 1];
  const prevEnd = prev ? closingMinutes(prev) : null;
  if (prevEnd !== null && start <= prevEnd) return refuse(slots, 'openingAfterPrevious');
  const next = slots[index + 1];
  const nextStart = next ? toMinutes(next.opening) : null;
  if (nextStart !== null && start >= nextStart) return refuse(slots, 'openingBeforeNext');
  const current = slots[index]!;
  const isLast = index === slots.length - 1;
  const keepsClosing =
    current.closing !== '' &&
    slotProblem({ opening, closing: current.closing }, isLast) === null &&
    (nextStart === null || closingMinutes({ opening, closing: current.closing })! < nextStart);
  return { slots: slots.map((s, i) => (i === index ? { opening, closing: keepsClosing ? current.closing : '' } : s)), error: null };
}

/**
 * Sets a slot's closing: it must come after the slot's opening, and a closing at or after the next
 * slot's opening is refused.
 */
export function setSlotClosing(slots: TimeSlot[], index: number, closing: string): SlotEdit {
  const current = slots[index]!;
  if (!isValidOpening(current.opening)) return refuse(slots, 'slotIncomplete');
  if (!isValidClosingTime(closing)) return refuse(slots, 'slotInvalidTime');
  const candidate = { opening: current.opening, closing };
  if (slotProblem(candidate, index === slots.length - 1) !== null) return refuse(slots, 'closingAfterOpening');
  const next = slots[index + 1];
  const nextStart = next ? toMinutes(next.opening) : null;
  if (nextStart !== null && closingMinutes(candidate)! >= nextStart) return refuse(slots, 'closingBeforeNext');
  return { slots: slots.map((s, i) => (i === index ? candidate : s)), error: null };
}

/** A new, empty slot at the end of the day (its closing stays disabled until an opening is set). */
export function addSlot(slots: TimeSlot[]): TimeSlot[] {
  return [...slots, { opening: '', closing: '' }];
}

export function removeSlot(slots: TimeSlot[], index: number): TimeSlot[] {
  return slots.filter((_, i) => i !== index);
}

export interface DayProblem {
  /** The slot at fault. */
  index: number;
  message: MessageKey;
}

/** The first problem of one day's slots: incomplete or bad times, overlapping or unordered slots. */
export function dayProblem(slots: unknown): DayProblem | null {
  if (!Array.isArray(slots)) return { index: 0, message: 'scheduleInvalid' };
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i] as Partial<TimeSlot> | null;
    const own = slotProblem(slot, i === slots.length - 1);
    if (own) return { index: i, message: own };
    if (i > 0) {
      const prevEnd = closingMinutes(slots[i - 1] as TimeSlot)!;
      if (toMinutes(slot!.opening)! <= prevEnd) return { index: i, message: 'openingAfterPrevious' };
    }
  }
  return null;
}

export type ScheduleErrors = Partial<Record<Weekday, string>>;

/**
 * Every day's first problem, as messages keyed by weekday; empty when the schedule can be saved.
 * An overnight slot must also close before the next day's first opening (Sunday's runs into Monday).
 */
export function validateSchedule(schedule: unknown): ScheduleErrors & { schedule?: string } {
  const messages = MSG;
  if (!schedule || typeof schedule !== 'object' || Array.isArray(schedule)) return { schedule: messages.scheduleInvalid };
  const unknownDay = Object.keys(schedule).find((d) => !(WEEKDAYS as readonly string[]).includes(d));
  if (unknownDay) return { schedule: messages.scheduleInvalid };
  const week = schedule as Record<Weekday, unknown>;
  const errors: ScheduleErrors = {};
  WEEKDAYS.forEach((day) => {
    if (week[day] === undefined) return;
    const problem = dayProblem(week[day]);
    if (problem) errors[day] = messages[problem.message];
  });
  WEEKDAYS.forEach((day, i) => {
    if (errors[day]) return;
    const slots = (week[day] as TimeSlot[] | undefined) ?? [];
    const last = slots.at(-1);
    if (!last || !isOvernight(last)) return;
    const nextDay = WEEKDAYS[(i + 1) % 7]!;
    const first = ((week[nextDay] as TimeSlot[] | undefined) ?? [])[0];
    const firstStart = first ? toMinutes(first.opening) : null;
    if (firstStart !== null && closingMinutes(last)! - DAY_MINUTES >= firstStart) errors[day] = messages.closingBeforeNext;
  });
  return errors;
}

/** Every day with the same slots. */
export function everyDay(slots: TimeSlot[]): Record<Weekday, TimeSlot[]> {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, slots.map((s) => ({ ...s }))])) as Record<Weekday, TimeSlot[]>;
}

/** 24/7 on: every day 00:00-23:59. */
export const allTimesSchedule = () => everyDay([ALL_TIMES_SLOT]);
/** 24/7 off: every day back to 10:00-22:00. */
export const resetSchedule = () => everyDay([RESET_SLOT]);

/** A stored schedule with every weekday present, in order (missing days have no slots). */
export function fullWeek(schedule: WeekSchedule | Record<string, TimeSlot[]> | null | undefined): Record<Weekday, TimeSlot[]> {
  const source = (schedule ?? {}) as WeekSchedule;
  return Object.fromEntries(WEEKDAYS.map((d) => [d, (source[d] ?? []).map((s) => ({ opening: s.opening, closing: s.closing }))])) as Record<
    Weekday,
    TimeSlot[]
  >;
}

// ---------------------------------------------------------------------------------------------
// Open now

/** The fields of a business that decide whether it is open. */
export interface OpeningInfo {
  openingAllTimes?: boolean | null;
  isTemporarilyClosed?: boolean | null;
  schedule?: WeekSchedule | Record<string, TimeSlot[]> | null;
  openingTime?: string | null;
  closingTime?: string | null;
  /** New orders paused until this moment, or until resumed (SPA badge and server agree through openStatusAt). */
  pausedUntil?: string | null;
  pausedIndefinitely?: boolean | null;
  closures?: readonly Closure[] | null;
}

/** A moment of the week: day 0 is Monday, minutes after that day's midnight. */
export interface WeekTime {
  day: number;
  minutes: number;
}

export interface DayTime {
  day: Weekday;
  time: string;
  /** 0 today, 1 tomorrow, … */
  inDays: number;
}

export type OpenStatus =
  | { state: 'open'; allTimes: boolean; closesAt: DayTime | null }
  | { state: 'temporarilyClosed' }
  | { state: 'exceptionalClosure'; closure: Closure }
  | { state: 'paused'; until: string | null }
  | { state: 'closed'; opensAt: DayTime | null };

/** Oujda's clock. */
export const BUSINESS_TIME_ZONE = 'Africa/Casablanca';

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** The weekday and minute of a moment on a given clock (Oujda's by default). */
export function weekTimeOf(date: Date, timeZone = BUSINESS_TIME_ZONE): WeekTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAY_INDEX[get('weekday')] ?? 0, minutes: (Number(get('hour')) % 24) * 60 + Number(get('minute')) };
}

/** Half-open [start, end) stretches of the week, in minutes after Monday 00:00; they may pass Sunday midnight. */
export function openIntervals(info: OpeningInfo): [number, number][] {
  const schedule = info.schedule ?? {};
  const hasDays = Object.keys(schedule).some((d) => (WEEKDAYS as readonly string[]).includes(d));
  // A business without any schedule yet (as registered) opens every day from openingTime to closingTime.
  const week = hasDays
    ? fullWeek(schedule)
    : info.openingTime && info.closingTime
      ? everyDay([{ opening: info.openingTime, closing: info.closingTime }])
      : fullWeek({});
  const out: [number, number][] = [];
  WEEKDAYS.forEach((day, d) => {
    for (const slot of week[day]) {
      const start = toMinutes(slot.opening);
      const end = closingMinutes(slot);
      if (start === null || end === null || start >= DAY_MINUTES || end <= start) continue;
      out.push([d * DAY_MINUTES + start, d * DAY_MINUTES + end]);
    }
  });
  return out;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;
const covers = ([start, end]: [number, number], t: number) => mod(t - start, WEEK_MINUTES) < end - start;

/** A moment `t` at or after `from` (both in week minutes, t may run past the week's end), as a day and a time. */
function dayTime(t: number, from: number): DayTime {
  const at = mod(t, WEEK_MINUTES);
  return {
    day: WEEKDAYS[Math.floor(at / DAY_MINUTES)]!,
    time: fromMinutes(at % DAY_MINUTES),
    inDays: Math.floor((mod(from, DAY_MINUTES) + (t - from)) / DAY_MINUTES),
  };
}

/**
 * Whether a business is open at a moment: temporary closure wins, then 24/7, then the slots (a slot
 * that closes after midnight keeps the business open into the next morning, Sunday's into Monday).
 * When open it says when it closes; when closed, when it opens next.
 */
export function openStatus(info: OpeningInfo, at: WeekTime): OpenStatus {
  if (info.isTemporarilyClosed) return { state: 'temporarilyClosed' };
  if (info.openingAllTimes) return { state: 'open', allTimes: true, closesAt: null };
  const intervals = openIntervals(info);
  const now = at.day * DAY_MINUTES + at.minutes;
  if (intervals.some((iv) => covers(iv, now))) {
    // Follow touching slots (e.g. Monday 18:00-24:00 then Tuesday 00:00-02:00) to the real closing.
    let end = now;
    for (let step = 0; step < intervals.length + 1; step++) {
      const current = intervals.find((iv) => covers(iv, end));
      if (!current) break;
      end += current[1] - current[0] - mod(end - current[0], WEEK_MINUTES);
      if (end - now >= WEEK_MINUTES) return { state: 'open', allTimes: true, closesAt: null };
    }
    return { state: 'open', allTimes: false, closesAt: dayTime(end, now) };
  }
  let best: number | null = null;
  for (const [start] of intervals) {
    const wait = mod(start - now, WEEK_MINUTES) || WEEK_MINUTES;
    if (best === null || wait < best) best = wait;
  }
  return { state: 'closed', opensAt: best === null ? null : dayTime(now + best, now) };
}

/**
 * "HH:mm" of a moment ("Paused until 20:45") on the device's own clock unless a zone is given: the
 * owner reads it against the clock on their wall, and some browsers' time-zone data disagree with
 * the server's about Oujda's offset.
 */
export function clockTimeOf(date: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(date));
}

/** The calendar day ("YYYY-MM-DD") of a moment on a given clock (Oujda's by default). */
export function calendarDateOf(date: Date, timeZone = BUSINESS_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * Open-now for a real moment, on Oujda's clock: temporary closure first, then an exceptional closure
 * covering today, then a pause of new orders, then the weekly schedule. The owner's badge and the
 * server's order check both read this, so they agree in every case.
 */
export function openStatusAt(info: OpeningInfo, date: Date, timeZone = BUSINESS_TIME_ZONE): OpenStatus {
  if (info.isTemporarilyClosed) return { state: 'temporarilyClosed' };
  const closure = closureOn(info.closures, calendarDateOf(date, timeZone));
  if (closure) return { state: 'exceptionalClosure', closure };
  const pause = pauseAt(info, date);
  if (pause) return { state: 'paused', until: pause.until };
  return openStatus(info, weekTimeOf(date, timeZone));
}

/** Why a customer's order is refused at this status (each case its own message), or null when it may be placed. */
export function orderingRefusal(status: OpenStatus): MessageKey | null {
  switch (status.state) {
    case 'open':
      return null;
    case 'temporarilyClosed':
      return 'businessTemporarilyClosed';
    case 'exceptionalClosure':
      return 'businessOnClosure';
    case 'paused':
      return 'businessPaused';
    default:
      return 'businessClosedNow';
  }
}

/**
 * The moment the business next opens after its current (or next) opening stretch: "until tomorrow"
 * for a sold-out item. A 24/7 business gives the next midnight. Null when it never opens.
 */
export function nextOpeningAfter(info: OpeningInfo, date: Date, timeZone = BUSINESS_TIME_ZONE): Date | null {
  const at = weekTimeOf(date, timeZone);
  const base = date.getTime() - (date.getTime() % 60_000);
  const plain = { ...info, isTemporarilyClosed: false };
  if (info.openingAllTimes) return new Date(base + (DAY_MINUTES - at.minutes) * 60_000);
  let status = openStatus(plain, at);
  let wait = 0;
  if (status.state === 'open') {
    if (!status.closesAt) return new Date(base + (DAY_MINUTES - at.minutes) * 60_000);
    const closes = status.closesAt;
    const closeWeek = (WEEKDAYS.indexOf(closes.day) * DAY_MINUTES + toMinutes(closes.time)!) % WEEK_MINUTES;
    wait = mod(closeWeek - (at.day * DAY_MINUTES + at.minutes), WEEK_MINUTES) || WEEK_MINUTES;
    const later = at.day * DAY_MINUTES + at.minutes + wait;
    status = openStatus(plain, { day: Math.floor(mod(later, WEEK_MINUTES) / DAY_MINUTES), minutes: mod(later, DAY_MINUTES) });
  }
  if (status.state !== 'closed' || !status.opensAt) return null;
  const now = at.day * DAY_MINUTES + at.minutes + wait;
  const opens = WEEKDAYS.indexOf(status.opensAt.day) * DAY_MINUTES + toMinutes(status.opensAt.time)!;
  return new Date(base + (wait + (mod(opens - now, WEEK_MINUTES) || WEEK_MINUTES)) * 60_000);
}

export function isOpen(info: OpeningInfo, at: WeekTime): boolean {
  return openStatus(info, at).state === 'open';
}
