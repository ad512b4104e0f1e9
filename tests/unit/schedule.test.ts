import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import {
  addSlot,
  allTimesSchedule,
  closingChoices,
  dayProblem,
  fromMinutes,
  fullWeek,
  openingChoices,
  removeSlot,
  resetSchedule,
  setSlotClosing,
  setSlotOpening,
  timeChoices,
  toMinutes,
  validateSchedule,
  WEEKDAYS,
  type TimeSlot,
} from '../../src/domain/schedule';

const slot = (opening: string, closing: string): TimeSlot => ({ opening, closing });
const split = [slot('12:00', '15:00'), slot('19:00', '23:30')];

describe('schedule times', () => {
  it('reads and writes HH:mm, 00:00 to 24:00 only', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('12:15')).toBe(735);
    expect(toMinutes('24:00')).toBe(1440);
    for (const bad of ['24:15', '25:00', '7:00', '12:60', '', 'noon', null, 900]) expect(toMinutes(bad)).toBeNull();
    expect(fromMinutes(0)).toBe('00:00');
    expect(fromMinutes(1440)).toBe('24:00');
    expect(fromMinutes(1440 + 90)).toBe('01:30');
  });

  it('offers 15-minute choices from 00:00 to 24:00', () => {
    const choices = timeChoices();
    expect(choices).toHaveLength(97);
    expect(choices[0]).toBe('00:00');
    expect(choices[1]).toBe('00:15');
    expect(choices.at(-1)).toBe('24:00');
    choices.slice(1).forEach((c, i) => expect(toMinutes(c)! - toMinutes(choices[i])!).toBe(15));
    expect(openingChoices().at(-1)).toBe('23:45');
  });

  it('offers no closing until an opening is set, then only later times', () => {
    expect(closingChoices('')).toEqual([]);
    expect(closingChoices(undefined)).toEqual([]);
    const after = closingChoices('19:00').map((c) => c.value);
    expect(after[0]).toBe('19:15');
    expect(after.at(-1)).toBe('24:00');
    expect(after.every((c) => toMinutes(c)! > toMinutes('19:00')!)).toBe(true);
    expect(closingChoices('19:00').some((c) => c.nextDay)).toBe(false);
  });

  it('offers the last slot of a day closings after midnight up to 04:00', () => {
    const overnight = closingChoices('19:00', true)
      .filter((c) => c.nextDay)
      .map((c) => c.value);
    expect(overnight[0]).toBe('00:15');
    expect(overnight.at(-1)).toBe('04:00');
    // Never a "next morning" time that is not after the opening in the day's own terms.
    expect(
      closingChoices('02:00', true)
        .filter((c) => c.nextDay)
        .map((c) => c.value),
    ).toEqual(['00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45']);
  });
});

describe('editing a day', () => {
  it('builds a split shift slot by slot', () => {
    let slots = addSlot([]);
    expect(slots).toEqual([slot('', '')]);
    slots = setSlotOpening(slots, 0, '12:00').slots;
    slots = setSlotClosing(slots, 0, '15:00').slots;
    slots = addSlot(slots);
    let edit = setSlotOpening(slots, 1, '19:00');
    expect(edit.error).toBeNull();
    edit = setSlotClosing(edit.slots, 1, '23:30');
    expect(edit.error).toBeNull();
    expect(edit.slots).toEqual(split);
    expect(dayProblem(edit.slots)).toBeNull();
  });

  it("refuses an opening before or at the previous closing with the spec's message", () => {
    const slots = [slot('12:00', '15:00'), slot('', '')];
    for (const opening of ['14:00', '15:00', '09:00']) {
      const edit = setSlotOpening(slots, 1, opening);
      expect(edit.error).toBe('openingAfterPrevious');
      expect(MSG[edit.error!]).toBe('Opening time must be after the previous closing time.');
      expect(edit.slots).toBe(slots);
    }
    expect(setSlotOpening(slots, 1, '15:15').error).toBeNull();
  });

  it("refuses a closing at or after the next opening with the spec's message", () => {
    const slots = [slot('12:00', '15:00'), slot('19:00', '23:30')];
    for (const closing of ['19:00', '20:00']) {
      const edit = setSlotClosing(slots, 0, closing);
      expect(edit.error).toBe('closingBeforeNext');
      expect(MSG[edit.error!]).toBe('Closing time must be before the next opening time.');
      expect(edit.slots).toBe(slots);
    }
    expect(setSlotClosing(slots, 0, '18:45').slots[0]).toEqual(slot('12:00', '18:45'));
  });

  it('refuses a closing that is not after its opening, and one before any opening', () => {
    expect(setSlotClosing([slot('12:00', '15:00')], 0, '11:00').error).toBe('closingAfterOpening');
    expect(setSlotClosing([slot('12:00', '15:00')], 0, '12:00').error).toBe('closingAfterOpening');
    expect(setSlotClosing([slot('', '')], 0, '15:00').error).toBe('slotIncomplete');
    // Not the last slot: no closing after midnight.
    expect(setSlotClosing([slot('12:00', ''), slot('19:00', '22:00')], 0, '01:00').error).toBe('closingAfterOpening');
    // The last slot may close after midnight, up to 04:00.
    expect(setSlotClosing([slot('19:00', '')], 0, '02:00').error).toBeNull();
    expect(setSlotClosing([slot('19:00', '')], 0, '04:15').error).toBe('closingAfterOpening');
  });

  it('refuses an opening at or after the next slot opening', () => {
    const edit = setSlotOpening(split, 0, '19:00');
    expect(edit.error).toBe('openingBeforeNext');
    expect(setSlotOpening(split, 0, '20:00').error).toBe('openingBeforeNext');
  });

  it('clears a closing the new opening has passed, and keeps one still after it', () => {
    expect(setSlotOpening([slot('12:00', '15:00')], 0, '16:00').slots).toEqual([slot('16:00', '')]);
    expect(setSlotOpening([slot('12:00', '15:00')], 0, '13:00').slots).toEqual([slot('13:00', '15:00')]);
    expect(setSlotOpening([slot('12:00', '15:00')], 0, '12:10').error).toBe('slotInvalidTime');
  });

  it('removes a slot', () => {
    expect(removeSlot(split, 0)).toEqual([slot('19:00', '23:30')]);
    expect(removeSlot(split, 1)).toEqual([slot('12:00', '15:00')]);
  });
});

describe('validating a schedule', () => {
  const week = (slots: TimeSlot[]) => Object.fromEntries(WEEKDAYS.map((d) => [d, slots]));

  it('accepts split shifts, 24/7, the reset hours, closed days and an overnight last slot', () => {
    expect(validateSchedule(week(split))).toEqual({});
    expect(validateSchedule(allTimesSchedule())).toEqual({});
    expect(validateSchedule(resetSchedule())).toEqual({});
    expect(validateSchedule({ ...week(split), Sunday: [] })).toEqual({});
    expect(validateSchedule(week([slot('11:00', '02:00')]))).toEqual({});
    expect(validateSchedule(week([slot('18:00', '24:00')]))).toEqual({});
  });

  it('refuses overlapping and unordered slots', () => {
    expect(validateSchedule({ Monday: [slot('12:00', '15:00'), slot('14:00', '18:00')] })).toEqual({ Monday: MSG.openingAfterPrevious });
    expect(validateSchedule({ Tuesday: [slot('19:00', '23:00'), slot('12:00', '15:00')] })).toEqual({ Tuesday: MSG.openingAfterPrevious });
    expect(validateSchedule({ Friday: [slot('12:00', '15:00'), slot('15:00', '18:00')] })).toEqual({ Friday: MSG.openingAfterPrevious });
    expect(validateSchedule({ Wednesday: [slot('15:00', '12:00'), slot('19:00', '22:00')] })).toEqual({
      Wednesday: MSG.closingAfterOpening,
    });
  });

  it('refuses bad times and incomplete slots', () => {
    expect(validateSchedule({ Monday: [slot('12:10', '15:00')] })).toEqual({ Monday: MSG.slotInvalidTime });
    expect(validateSchedule({ Monday: [slot('12:00', '25:00')] })).toEqual({ Monday: MSG.slotInvalidTime });
    expect(validateSchedule({ Monday: [slot('24:00', '24:00')] })).toEqual({ Monday: MSG.slotInvalidTime });
    expect(validateSchedule({ Monday: [slot('12:00', '')] })).toEqual({ Monday: MSG.slotIncomplete });
    expect(validateSchedule({ Monday: [{ opening: '12:00' }] })).toEqual({ Monday: MSG.slotIncomplete });
    expect(validateSchedule({ Monday: [slot('19:00', '05:00')] })).toEqual({ Monday: MSG.closingAfterOpening });
  });

  it('refuses what is not a week of slot lists', () => {
    expect(validateSchedule(null)).toEqual({ schedule: MSG.scheduleInvalid });
    expect(validateSchedule([])).toEqual({ schedule: MSG.scheduleInvalid });
    expect(validateSchedule({ Funday: [] })).toEqual({ schedule: MSG.scheduleInvalid });
    expect(validateSchedule({ Monday: 'all day' })).toEqual({ Monday: MSG.scheduleInvalid });
  });

  it('refuses an overnight slot running into the next day, Sunday into Monday too', () => {
    expect(validateSchedule({ Monday: [slot('20:00', '03:00')], Tuesday: [slot('02:00', '10:00')] })).toEqual({
      Monday: MSG.closingBeforeNext,
    });
    expect(validateSchedule({ Monday: [slot('20:00', '03:00')], Tuesday: [slot('03:00', '10:00')] })).toEqual({
      Monday: MSG.closingBeforeNext,
    });
    expect(validateSchedule({ Monday: [slot('20:00', '03:00')], Tuesday: [slot('03:15', '10:00')] })).toEqual({});
    expect(validateSchedule({ Sunday: [slot('20:00', '03:00')], Monday: [slot('01:00', '10:00')] })).toEqual({
      Sunday: MSG.closingBeforeNext,
    });
    expect(validateSchedule({ Monday: [slot('18:00', '24:00')], Tuesday: [slot('00:00', '02:00')] })).toEqual({});
  });

  it('sets every day to 00:00-23:59 for 24/7 and back to 10:00-22:00', () => {
    const all = allTimesSchedule();
    const reset = resetSchedule();
    expect(Object.keys(all)).toEqual([...WEEKDAYS]);
    for (const day of WEEKDAYS) {
      expect(all[day]).toEqual([slot('00:00', '23:59')]);
      expect(reset[day]).toEqual([slot('10:00', '22:00')]);
    }
    // Each day owns its slots: editing one does not edit the others.
    reset.Monday[0]!.opening = '11:00';
    expect(reset.Tuesday[0]!.opening).toBe('10:00');
  });

  it('fills in missing days as closed, in Monday to Sunday order', () => {
    expect(fullWeek({ Sunday: split, Monday: [] })).toEqual({
      Monday: [],
      Tuesday: [],
      Wednesday: [],
      Thursday: [],
      Friday: [],
      Saturday: [],
      Sunday: split,
    });
  });
});
