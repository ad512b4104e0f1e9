import { describe, expect, it } from 'vitest';
import {
  dateIn,
  dateTimeIn,
  dayMonthTimeIn,
  hourIn,
  isTimeZone,
  offsetMinutes,
  timeIn,
  timeZoneOf,
  wallClockDate,
} from '../../src/domain/clock';

describe('the chosen clock', () => {
  // 15 November 2026: Morocco is on UTC+1 outside Ramadan.
  const winter = '2026-11-15T14:05:00Z';
  // 1 March 2026 falls in Ramadan 2026: Morocco sets its clocks back to UTC+0.
  const ramadan = '2026-03-01T14:05:00Z';

  it('reads a moment as UTC by default and as Morocco time when chosen', () => {
    expect(timeIn(winter, 'UTC')).toBe('14:05');
    expect(timeIn(winter, 'Africa/Casablanca')).toBe('15:05');
    expect(dateTimeIn(winter, 'Africa/Casablanca')).toBe('15/11/2026 15:05');
    expect(dayMonthTimeIn(winter, 'UTC')).toBe('15/11 14:05');
  });

  it('follows the tz database through Ramadan', () => {
    expect(timeIn(ramadan, 'Africa/Casablanca')).toBe('14:05');
  });

  it('moves the day with the clock near midnight', () => {
    const late = '2026-11-15T23:30:00Z';
    expect(dateIn(late, 'UTC')).toBe('15/11/2026');
    expect(dateIn(late, 'Africa/Casablanca')).toBe('16/11/2026');
    expect(hourIn(late, 'Africa/Casablanca')).toBe(0);
    expect(hourIn(late, 'UTC')).toBe(23);
  });

  it('gives nothing for a missing or unreadable moment', () => {
    expect(timeIn(undefined, 'UTC')).toBe('');
    expect(dateTimeIn('not a date', 'UTC')).toBe('');
    expect(hourIn(null, 'UTC')).toBeNull();
  });

  it('keeps the wall clock in a spreadsheet date', () => {
    expect(wallClockDate(winter, 'Africa/Casablanca')?.toISOString()).toBe('2026-11-15T15:05:00.000Z');
    expect(wallClockDate(winter, 'UTC')?.toISOString()).toBe('2026-11-15T14:05:00.000Z');
  });

  it('accepts only the two clocks, UTC otherwise', () => {
    expect(isTimeZone('Africa/Casablanca')).toBe(true);
    expect(isTimeZone('Europe/Paris')).toBe(false);
    expect(timeZoneOf(undefined)).toBe('UTC');
    expect(timeZoneOf('Europe/Paris')).toBe('UTC');
  });
});

describe("Morocco's clock", () => {
  it('agrees with the runtime tz database hour by hour over the table (Node carries a current one)', () => {
    const zone = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Casablanca', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const wrong: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += 3_600_000) {
      const at = new Date(t);
      if (zone.format(at) !== timeIn(at, 'Africa/Casablanca')) wrong.push(at.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('falls back on the runtime zone data beyond the table', () => {
    expect(offsetMinutes(new Date('2019-09-01T12:00:00Z'), 'Africa/Casablanca')).toBe(60);
    expect(offsetMinutes(new Date('2045-01-01T12:00:00Z'), 'UTC')).toBe(0);
  });
});
