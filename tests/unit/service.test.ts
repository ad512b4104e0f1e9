import { describe, expect, it } from 'vitest';
import { nextOpeningAfter, openStatusAt, orderingRefusal, type OpeningInfo } from '../../src/domain/schedule';
import { checkRefusal, closuresProblem, pauseAt, pauseFields, readiness, upcomingClosures } from '../../src/domain/service';

const week = (slots: { opening: string; closing: string }[]) =>
  Object.fromEntries(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [d, slots]));
const darZitoun: OpeningInfo = {
  schedule: week([
    { opening: '12:00', closing: '15:00' },
    { opening: '19:00', closing: '23:30' },
  ]),
};
// Wednesday 25 November 2026, 13:00 in Oujda (UTC+1).
const NOW = new Date('2026-11-25T13:00:00+01:00');

describe('openStatusAt: the one rule behind the badge and the server', () => {
  it('puts temporary closure first, then an exceptional closure, then a pause, then the schedule', () => {
    const closure = { from: '2026-11-25', to: '2026-11-25', note: 'Eid' };
    const paused = { pausedUntil: '2026-11-25T12:30:00Z' };
    expect(openStatusAt({ ...darZitoun, isTemporarilyClosed: true, closures: [closure], ...paused }, NOW).state).toBe('temporarilyClosed');
    expect(openStatusAt({ ...darZitoun, closures: [closure], ...paused }, NOW)).toEqual({ state: 'exceptionalClosure', closure });
    expect(openStatusAt({ ...darZitoun, ...paused }, NOW)).toEqual({ state: 'paused', until: '2026-11-25T12:30:00.000Z' });
    expect(openStatusAt({ ...darZitoun, pausedIndefinitely: true }, NOW)).toEqual({ state: 'paused', until: null });
    expect(openStatusAt(darZitoun, NOW).state).toBe('open');
  });

  it("reads the closure day on Oujda's calendar, not UTC", () => {
    // 00:30 on 26 November in Oujda is still 25 November in UTC.
    const info = { openingAllTimes: true, closures: [{ from: '2026-11-26', to: '2026-11-26', note: '' }] };
    expect(openStatusAt(info, new Date('2026-11-25T23:30:00Z')).state).toBe('exceptionalClosure');
    expect(openStatusAt(info, new Date('2026-11-25T22:30:00Z')).state).toBe('open');
  });

  it('gives each refusal its own message', () => {
    expect(orderingRefusal({ state: 'open', allTimes: false, closesAt: null })).toBeNull();
    expect(
      new Set(['temporarilyClosed', 'exceptionalClosure', 'paused', 'closed'].map((state) => orderingRefusal({ state } as never))).size,
    ).toBe(4);
  });
});

describe('pause', () => {
  it('expires by itself at its moment', () => {
    const stored = pauseFields(15, NOW);
    expect(pauseAt(stored, new Date(NOW.getTime() + 14 * 60_000))).not.toBeNull();
    expect(pauseAt(stored, new Date(NOW.getTime() + 15 * 60_000))).toBeNull();
    expect(pauseAt(pauseFields(null, NOW), new Date(NOW.getTime() + 86_400_000))).toEqual({ until: null });
  });
});

describe('nextOpeningAfter (sold out until tomorrow)', () => {
  it('is the next opening after the current stretch', () => {
    // Open 12:00-15:00 at 13:00 → back at 19:00 the same day.
    expect(nextOpeningAfter(darZitoun, NOW)?.toISOString()).toBe(new Date('2026-11-25T19:00:00+01:00').toISOString());
    // After the evening slot → 12:00 the next day.
    expect(nextOpeningAfter(darZitoun, new Date('2026-11-25T23:45:00+01:00'))?.toISOString()).toBe(
      new Date('2026-11-26T12:00:00+01:00').toISOString(),
    );
    // 24/7 → the next midnight in Oujda.
    expect(nextOpeningAfter({ openingAllTimes: true }, NOW)?.toISOString()).toBe(new Date('2026-11-26T00:00:00+01:00').toISOString());
    expect(nextOpeningAfter({ schedule: week([]) }, NOW)).toBeNull();
  });
});

describe('closures', () => {
  it('refuses overlaps and bad ranges, hides past ones', () => {
    expect(
      closuresProblem([
        { from: '2026-12-01', to: '2026-12-03', note: 'Eid' },
        { from: '2026-12-04', to: '2026-12-04', note: '' },
      ]),
    ).toBeNull();
    expect(
      closuresProblem([
        { from: '2026-12-01', to: '2026-12-03', note: '' },
        { from: '2026-12-03', to: '2026-12-04', note: '' },
      ]),
    ).toBe('closuresOverlap');
    expect(closuresProblem([{ from: '2026-12-03', to: '2026-12-01', note: '' }])).toBe('closureInvalid');
    expect(
      upcomingClosures(
        [
          { from: '2026-11-01', to: '2026-11-24', note: '' },
          { from: '2026-11-20', to: '2026-11-25', note: '' },
        ],
        '2026-11-25',
      ),
    ).toHaveLength(1);
  });
});

describe('refusal and readiness', () => {
  it('needs words for other', () => {
    expect(checkRefusal('tooBusy', undefined)).toEqual({ ok: true, reason: 'tooBusy', note: null });
    expect(checkRefusal('other', '').ok).toBe(false);
    expect(checkRefusal('nope', 'x').ok).toBe(false);
  });
  it('counts down and turns late', () => {
    const readyAt = new Date(NOW.getTime() + 20 * 60_000).toISOString();
    expect(readiness(readyAt, NOW)).toEqual({ minutesLeft: 20, late: false });
    expect(readiness(readyAt, new Date(NOW.getTime() + 21 * 60_000))).toEqual({ minutesLeft: -1, late: true });
  });
});
