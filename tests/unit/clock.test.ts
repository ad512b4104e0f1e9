import { describe, expect, it } from 'vitest';
import { dateIn, dateTimeIn, dayMonthTimeIn, hourIn, isTimeZone, timeIn, timeZoneOf, wallClockDate } from '../../src/domain/clock';

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
