import { describe, expect, it } from 'vitest';
import {
  availabilityError,
  availabilityGroups,
  availabilityOfWindows,
  availabilityWindows,
  effectiveAvailability,
  isAvailableAt,
  normalizeAvailability,
} from '../../src/domain/availability';
import { everyDay } from '../../src/domain/schedule';
import { MSG } from '../../src/domain/messages';

// Wednesday 25 November 2026 on Oujda's clock (UTC+1).
const at = (time: string, day = '2026-11-25') => new Date(`${day}T${time}:00+01:00`);
const breakfast = everyDay([{ opening: '07:00', closing: '11:00' }]);

describe('availability hours', () => {
  it('no hours: always orderable', () => {
    expect(isAvailableAt(null, at('03:00'))).toBe(true);
  });

  it('breakfast 07:00–11:00 every day: in at 07:00 and 10:59, out at 06:59, 11:00 and 21:00', () => {
    expect(isAvailableAt(breakfast, at('07:00'))).toBe(true);
    expect(isAvailableAt(breakfast, at('10:59'))).toBe(true);
    expect(isAvailableAt(breakfast, at('06:59'))).toBe(false);
    expect(isAvailableAt(breakfast, at('11:00'))).toBe(false);
    expect(isAvailableAt(breakfast, at('21:00'))).toBe(false);
  });

  it('a night slot across midnight belongs to the day it opens: Friday 22:00–02:00 covers Saturday 01:30, not Saturday 22:30', () => {
    const late = { Friday: [{ opening: '22:00', closing: '02:00' }] };
    expect(isAvailableAt(late, at('23:00', '2026-11-27'))).toBe(true);
    expect(isAvailableAt(late, at('01:30', '2026-11-28'))).toBe(true);
    expect(isAvailableAt(late, at('02:00', '2026-11-28'))).toBe(false);
    expect(isAvailableAt(late, at('22:30', '2026-11-28'))).toBe(false);
    expect(isAvailableAt(late, at('23:00', '2026-11-26'))).toBe(false);
  });

  it('only the days listed: weekdays-only lunch is refused on Sunday', () => {
    const lunch = { Monday: [{ opening: '12:00', closing: '15:00' }], Wednesday: [{ opening: '12:00', closing: '15:00' }] };
    expect(isAvailableAt(lunch, at('13:00'))).toBe(true);
    expect(isAvailableAt(lunch, at('13:00', '2026-11-29'))).toBe(false);
  });

  it('the item’s own hours win over its category’s; without either, none', () => {
    const lunch = everyDay([{ opening: '12:00', closing: '15:00' }]);
    expect(effectiveAvailability({ availability: lunch }, { availability: breakfast })).toBe(lunch);
    expect(effectiveAvailability({ availability: null }, { availability: breakfast })).toBe(breakfast);
    expect(effectiveAvailability({}, null)).toBeNull();
  });

  it('refuses what the opening-hours rules refuse, and hours with no slot at all', () => {
    expect(availabilityError(null)).toBeNull();
    expect(availabilityError(breakfast)).toBeNull();
    expect(availabilityError({ Monday: [{ opening: '07:10', closing: '11:00' }] })).toBe(MSG.slotInvalidTime);
    expect(availabilityError({ Monday: [{ opening: '11:00', closing: '07:00' }] })).toBe(MSG.closingAfterOpening);
    expect(availabilityError({ Someday: [] })).toBe(MSG.scheduleInvalid);
    expect(availabilityError('07:00-11:00')).toBe(MSG.scheduleInvalid);
    expect(availabilityError({ Monday: [] })).toBe(MSG.availabilityInvalid);
  });

  it('keeps only the days with slots', () => {
    expect(normalizeAvailability({ Monday: [], Tuesday: [{ opening: '07:00', closing: '11:00' }] })).toEqual({
      Tuesday: [{ opening: '07:00', closing: '11:00' }],
    });
    expect(normalizeAvailability({ Monday: [] })).toBeNull();
  });

  it('says the hours the way a card shows them: days with the same slots together', () => {
    expect(availabilityGroups(breakfast)).toEqual([{ days: expect.arrayContaining(['Monday', 'Sunday']), hours: '07:00–11:00' }]);
    expect(availabilityGroups(breakfast)[0]!.days).toHaveLength(7);
    const mixed = {
      Monday: [{ opening: '07:00', closing: '11:00' }],
      Tuesday: [{ opening: '07:00', closing: '11:00' }],
      Saturday: [
        { opening: '09:00', closing: '12:00' },
        { opening: '18:00', closing: '22:00' },
      ],
    };
    expect(availabilityGroups(mixed)).toEqual([
      { days: ['Monday', 'Tuesday'], hours: '07:00–11:00' },
      { days: ['Saturday'], hours: '09:00–12:00, 18:00–22:00' },
    ]);
  });
});

describe('availability windows (the editor of several windows)', () => {
  const late = { opening: '18:00', closing: '01:00' };
  const week = {
    ...breakfast,
    Friday: [{ opening: '07:00', closing: '11:00' }, late],
    Saturday: [{ opening: '07:00', closing: '11:00' }, late],
  };

  it('reads the hours as windows: each slot with the days it is on, by opening', () => {
    expect(availabilityWindows(week)).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opening: '07:00', closing: '11:00' },
      { days: ['Friday', 'Saturday'], opening: '18:00', closing: '01:00' },
    ]);
    expect(availabilityWindows(null)).toEqual([]);
  });

  it('writes windows back as the same week; a window without days adds nothing; none at all is no limit', () => {
    expect(normalizeAvailability(availabilityOfWindows(availabilityWindows(week)))).toEqual(normalizeAvailability(week));
    const windows = [
      { days: ['Friday' as const], opening: '18:00', closing: '01:00' },
      { days: ['Friday' as const, 'Monday' as const], opening: '07:00', closing: '11:00' },
      { days: [], opening: '12:00', closing: '14:00' },
    ];
    expect(availabilityOfWindows(windows)).toEqual({
      Monday: [{ opening: '07:00', closing: '11:00' }],
      Friday: [{ opening: '07:00', closing: '11:00' }, late],
    });
    expect(availabilityOfWindows([{ days: [], opening: '07:00', closing: '11:00' }])).toBeNull();
  });

  it('two windows that overlap on a day are refused by the opening-hours rules', () => {
    const overlapping = availabilityOfWindows([
      { days: ['Monday'], opening: '07:00', closing: '11:00' },
      { days: ['Monday'], opening: '10:00', closing: '12:00' },
    ]);
    expect(availabilityError(overlapping)).not.toBeNull();
  });
});
