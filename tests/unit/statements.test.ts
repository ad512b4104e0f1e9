import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetMinutes } from '../../src/domain/clock';
import { centimes, type Centimes } from '../../src/domain/money';
import {
  invoiceNumber,
  lastEndedWeek,
  nextWeek,
  STATEMENT_CLOCK,
  summarize,
  weekEndDay,
  weekOf,
  weekStartingOn,
  type StatementEntry,
} from '../../src/domain/statements';
import { LEDGER_KINDS } from '../../src/domain/commission';

/** The wall-clock day and time of a moment in Morocco, read with the clock's own offset table. */
const moroccoWall = (at: Date) => new Date(at.getTime() + offsetMinutes(at, STATEMENT_CLOCK) * 60_000);

describe('weeks on Morocco’s clock', () => {
  it('start on Monday 00:00 in Morocco: 23:00 UTC the Sunday before on UTC+1, midnight UTC in Ramadan’s UTC+0', () => {
    expect(weekStartingOn('2026-11-23')).toEqual({
      weekStart: '2026-11-23',
      start: new Date('2026-11-22T23:00:00Z'),
      end: new Date('2026-11-29T23:00:00Z'),
    });
    // 2026-02-15 02:00 UTC to 2026-03-22 02:00 UTC is UTC+0.
    expect(weekStartingOn('2026-02-23')).toMatchObject({ start: new Date('2026-02-23T00:00:00Z'), end: new Date('2026-03-02T00:00:00Z') });
    // The week the clock goes back to UTC+1 is an hour shorter.
    const back = weekStartingOn('2026-03-16')!;
    expect(back.start).toEqual(new Date('2026-03-16T00:00:00Z'));
    expect(back.end).toEqual(new Date('2026-03-22T23:00:00Z'));
  });

  it('are named by a real Monday only', () => {
    for (const day of ['2026-11-24', '2026-11-22', '2026-02-30', '2026-11-2', 'monday', '']) expect(weekStartingOn(day), day).toBeNull();
    expect(weekEndDay({ weekStart: '2026-12-28' })).toBe('2027-01-03');
  });

  it('hold every moment exactly once, in the week of its Moroccan calendar day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }), (at) => {
        const week = weekOf(at);
        expect(week.start <= at && at < week.end).toBe(true);
        expect(moroccoWall(week.start).getUTCDay()).toBe(1);
        expect(moroccoWall(week.start).toISOString().slice(11, 19)).toBe('00:00:00');
        const day = moroccoWall(at).toISOString().slice(0, 10);
        expect(day >= week.weekStart && day <= weekEndDay(week)).toBe(true);
        expect(nextWeek(week).start).toEqual(week.end);
        expect(lastEndedWeek(at).end).toEqual(week.start);
      }),
    );
  });
});

/** Centimes summed with BigInt, apart from money.ts's rule. */
const exactSum = (amounts: readonly Centimes[]) => Number(amounts.reduce((sum, a) => sum + BigInt(a), 0n));

describe('a statement’s summary', () => {
  const entry = fc.record({
    kind: fc.constantFrom(...LEDGER_KINDS),
    amount: fc.integer({ min: -5_000_000, max: 5_000_000 }).map(centimes),
    orderId: fc.constantFrom('a', 'b', 'c', 'd', null),
    late: fc.boolean(),
  });

  it('adds up to its net, every entry but payouts counted once, late ones as adjustments', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), (entries: StatementEntry[]) => {
        const s = summarize(entries);
        const counted = entries.filter((e) => e.kind !== 'payout');
        expect(s.net).toBe(exactSum(counted.map((e) => e.amount)));
        expect(exactSum([s.sales, s.commission, s.commissionTax, s.refunds, s.adjustments])).toBe(s.net);
        expect(s.adjustments).toBe(exactSum(counted.filter((e) => e.late).map((e) => e.amount)));
        expect(s.orders).toBe(new Set(counted.filter((e) => !e.late && e.kind === 'sales').map((e) => e.orderId)).size);
      }),
    );
  });
});

it('numbers invoices by year and place, six digits', () => {
  expect(invoiceNumber(2026, 123)).toBe('2026-000123');
  expect(invoiceNumber(2027, 1)).toBe('2027-000001');
});
