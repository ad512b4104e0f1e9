import { describe, expect, it } from 'vitest';
import {
  allTimesSchedule,
  openStatus,
  openStatusAt,
  weekTimeOf,
  WEEKDAYS,
  type OpeningInfo,
  type TimeSlot,
  type WeekSchedule,
  type WeekTime,
} from '../../src/domain/schedule';

const slot = (opening: string, closing: string): TimeSlot => ({ opening, closing });
const at = (day: number, time: string): WeekTime => ({ day, minutes: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) });
const MON = 0;
const TUE = 1;
const SAT = 5;
const SUN = 6;

describe('open now: examples', () => {
  const split: OpeningInfo = { schedule: Object.fromEntries(WEEKDAYS.map((d) => [d, [slot('12:00', '15:00'), slot('19:00', '23:30')]])) };

  it('is open inside a slot and says when it closes', () => {
    expect(openStatus(split, at(MON, '12:00'))).toEqual({
      state: 'open',
      allTimes: false,
      closesAt: { day: 'Monday', time: '15:00', inDays: 0 },
    });
    expect(openStatus(split, at(MON, '14:59'))).toMatchObject({ state: 'open' });
  });

  it('is closed at the closing minute and between shifts, and says when it opens', () => {
    expect(openStatus(split, at(MON, '15:00'))).toEqual({ state: 'closed', opensAt: { day: 'Monday', time: '19:00', inDays: 0 } });
    expect(openStatus(split, at(MON, '23:30'))).toEqual({ state: 'closed', opensAt: { day: 'Tuesday', time: '12:00', inDays: 1 } });
    expect(openStatus(split, at(SUN, '23:45'))).toEqual({ state: 'closed', opensAt: { day: 'Monday', time: '12:00', inDays: 1 } });
  });

  it('keeps an overnight slot with the day it opened, Sunday night into Monday morning', () => {
    const info: OpeningInfo = { schedule: { Sunday: [slot('20:00', '02:00')], Monday: [] } };
    expect(openStatus(info, at(SUN, '23:59'))).toEqual({
      state: 'open',
      allTimes: false,
      closesAt: { day: 'Monday', time: '02:00', inDays: 1 },
    });
    expect(openStatus(info, at(MON, '01:59'))).toEqual({
      state: 'open',
      allTimes: false,
      closesAt: { day: 'Monday', time: '02:00', inDays: 0 },
    });
    expect(openStatus(info, at(MON, '02:00'))).toEqual({ state: 'closed', opensAt: { day: 'Sunday', time: '20:00', inDays: 6 } });
    // Monday's own (empty) day does not close what Sunday opened, and Sunday's early morning is not open.
    expect(openStatus(info, at(SUN, '01:00')).state).toBe('closed');
  });

  it('follows touching slots across midnight to the real closing', () => {
    const info: OpeningInfo = {
      schedule: { Friday: [slot('18:00', '24:00')], Saturday: [slot('00:00', '02:00'), slot('12:00', '14:00')] },
    };
    expect(openStatus(info, at(4, '22:00'))).toEqual({
      state: 'open',
      allTimes: false,
      closesAt: { day: 'Saturday', time: '02:00', inDays: 1 },
    });
  });

  it('puts temporary closure before everything, then 24/7', () => {
    expect(openStatus({ ...split, isTemporarilyClosed: true }, at(MON, '13:00'))).toEqual({ state: 'temporarilyClosed' });
    expect(openStatus({ openingAllTimes: true, isTemporarilyClosed: true }, at(MON, '13:00'))).toEqual({ state: 'temporarilyClosed' });
    expect(openStatus({ openingAllTimes: true, schedule: {} }, at(MON, '03:00'))).toEqual({
      state: 'open',
      allTimes: true,
      closesAt: null,
    });
  });

  it('reads 00:00-23:59 every day as always open', () => {
    for (const time of ['00:00', '12:00', '23:59']) {
      expect(openStatus({ schedule: allTimesSchedule() }, at(SAT, time))).toEqual({ state: 'open', allTimes: true, closesAt: null });
    }
  });

  it('uses the opening and closing time while there is no schedule yet, overnight included', () => {
    const info: OpeningInfo = { schedule: {}, openingTime: '11:00', closingTime: '02:00' };
    expect(openStatus(info, at(TUE, '01:00'))).toMatchObject({ state: 'open', closesAt: { time: '02:00' } });
    expect(openStatus(info, at(TUE, '10:00'))).toEqual({ state: 'closed', opensAt: { day: 'Tuesday', time: '11:00', inDays: 0 } });
  });

  it('is closed with no next opening when no day has a slot', () => {
    expect(openStatus({ schedule: { Monday: [], Tuesday: [] } }, at(MON, '12:00'))).toEqual({ state: 'closed', opensAt: null });
  });

  it('says a slot opening at this minute next week is 7 days away', () => {
    const info: OpeningInfo = { schedule: { Monday: [slot('10:00', '11:00')] } };
    expect(openStatus(info, at(MON, '11:00'))).toEqual({ state: 'closed', opensAt: { day: 'Monday', time: '10:00', inDays: 7 } });
  });
});

describe("open now on Oujda's clock", () => {
  it('reads the weekday and minute in Africa/Casablanca (UTC+1 outside Ramadan)', () => {
    // 2026-11-23 is a Monday.
    expect(weekTimeOf(new Date('2026-11-23T10:30:00Z'))).toEqual({ day: MON, minutes: 11 * 60 + 30 });
    expect(weekTimeOf(new Date('2026-11-23T10:30:00Z'), 'UTC')).toEqual({ day: MON, minutes: 10 * 60 + 30 });
    // Sunday 23:30 UTC is already Monday 00:30 in Oujda: the week boundary.
    expect(weekTimeOf(new Date('2026-11-22T23:30:00Z'))).toEqual({ day: MON, minutes: 30 });
  });

  it('answers for a real moment', () => {
    const info: OpeningInfo = { schedule: { Monday: [slot('12:00', '15:00')] } };
    expect(openStatusAt(info, new Date('2026-11-23T11:30:00Z')).state).toBe('open');
    expect(openStatusAt(info, new Date('2026-11-23T14:30:00Z')).state).toBe('closed');
  });
});

// ---------------------------------------------------------------------------------------------
// Property-style checks: many random schedules and moments against a minute-by-minute model of the
// week written independently of the domain code.

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let r = Math.imul(s ^ (s >>> 15), 1 | s);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A random valid-looking schedule: 0-3 ordered slots a day, sometimes 24:00, 23:59 or after midnight. */
function randomSchedule(next: () => number): WeekSchedule {
  const schedule: WeekSchedule = {};
  for (const day of WEEKDAYS) {
    const count = Math.floor(next() * 4);
    const points = new Set<number>();
    while (points.size < count * 2) points.add(Math.floor(next() * 96) * 15);
    const sorted = [...points].sort((a, b) => a - b);
    const slots: TimeSlot[] = [];
    for (let i = 0; i < count; i++) slots.push(slot(hhmm(sorted[2 * i]!), hhmm(sorted[2 * i + 1]!)));
    const last = slots.at(-1);
    const roll = next();
    if (last && roll < 0.25)
      last.closing = hhmm((1 + Math.floor(next() * 16)) * 15); // after midnight, up to 04:00
    else if (last && roll < 0.35) last.closing = '24:00';
    else if (last && roll < 0.4) last.closing = '23:59';
    schedule[day] = slots;
  }
  return schedule;
}

/** The model: every minute of the week, open or not. */
function minuteModel(schedule: WeekSchedule): boolean[] {
  const open = new Array<boolean>(7 * 1440).fill(false);
  WEEKDAYS.forEach((day, d) => {
    for (const s of schedule[day] ?? []) {
      const [oh, om] = s.opening.split(':').map(Number);
      const [ch, cm] = s.closing.split(':').map(Number);
      const start = oh! * 60 + om!;
      let end = s.closing === '23:59' ? 1440 : ch! * 60 + cm!;
      if (end <= start) end += 1440; // closes the next morning
      for (let m = start; m < end; m++) open[(d * 1440 + m) % (7 * 1440)] = true;
    }
  });
  return open;
}

describe('open now: properties', () => {
  const next = prng(20261122);
  const cases = Array.from({ length: 150 }, () => randomSchedule(next));

  it('is open exactly in the minutes the model marks open', () => {
    for (const schedule of cases) {
      const model = minuteModel(schedule);
      for (let i = 0; i < 60; i++) {
        const t = Math.floor(next() * 7 * 1440);
        const status = openStatus({ schedule }, { day: Math.floor(t / 1440), minutes: t % 1440 });
        expect(status.state === 'open', `${JSON.stringify(schedule)} at ${t}`).toBe(model[t]);
      }
    }
  });

  it('closes at the first closed minute ahead, and opens at the first open minute ahead', () => {
    const week = 7 * 1440;
    for (const schedule of cases) {
      const model = minuteModel(schedule);
      for (let i = 0; i < 20; i++) {
        const t = Math.floor(next() * week);
        const status = openStatus({ schedule }, { day: Math.floor(t / 1440), minutes: t % 1440 });
        let ahead = 1;
        while (ahead <= week && model[(t + ahead) % week] === model[t]) ahead++;
        if (status.state === 'open') {
          if (ahead > week) expect(status.closesAt).toBeNull();
          else {
            const when = (t + ahead) % week;
            expect(status.closesAt).toEqual({
              day: WEEKDAYS[Math.floor(when / 1440)],
              time: hhmm(when % 1440),
              inDays: Math.floor(((t % 1440) + ahead) / 1440),
            });
          }
        } else if (status.state === 'closed') {
          if (ahead > week) expect(status.opensAt).toBeNull();
          else {
            const when = (t + ahead) % week;
            expect(status.opensAt).toEqual({
              day: WEEKDAYS[Math.floor(when / 1440)],
              time: hhmm(when % 1440),
              inDays: Math.floor(((t % 1440) + ahead) / 1440),
            });
          }
        }
      }
    }
  });

  it('is never open while temporarily closed, and always open 24/7 otherwise', () => {
    for (const schedule of cases.slice(0, 40)) {
      for (let i = 0; i < 10; i++) {
        const when = { day: Math.floor(next() * 7), minutes: Math.floor(next() * 1440) };
        expect(openStatus({ schedule, isTemporarilyClosed: true, openingAllTimes: next() < 0.5 }, when).state).toBe('temporarilyClosed');
        expect(openStatus({ schedule, openingAllTimes: true }, when).state).toBe('open');
      }
    }
  });

  it('gives the same answer a whole week later (the week wraps)', () => {
    for (const schedule of cases.slice(0, 40)) {
      for (let i = 0; i < 10; i++) {
        const day = Math.floor(next() * 7);
        const minutes = Math.floor(next() * 1440);
        const monday = new Date(Date.UTC(2026, 10, 23, 0, 0) + (day * 1440 + minutes) * 60_000);
        const later = new Date(monday.getTime() + 7 * 1440 * 60_000);
        expect(openStatusAt({ schedule }, later, 'UTC')).toEqual(openStatusAt({ schedule }, monday, 'UTC'));
        expect(openStatusAt({ schedule }, monday, 'UTC')).toEqual(openStatus({ schedule }, { day, minutes }));
      }
    }
  });
});
