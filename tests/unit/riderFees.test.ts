import { describe, expect, it } from 'vitest';
import { toCentimes, toDirhams } from '../../src/domain/money';
import {
  buildFeeJournal,
  commandFee,
  journalGroupOf,
  mapJournalMoney,
  riderFeeTotal,
  type FeeJournal,
  type JournalOrder,
} from '../../src/domain/riderFees';
import { addKindCounts, emptyTotals, matchesRiderSearch, periodStarts, riderAvailability } from '../../src/domain/riderStats';

// Amounts written in dh as people read them, added in centimes as the rules do.
const order = (values: Partial<JournalOrder<number>>): JournalOrder => {
  const o = { kind: 'restaurant', type_order: 'order', statusOrders: 'succes', deleveryFee: 10, totalPrix: 50, ...values };
  return { ...o, deleveryFee: toCentimes(o.deleveryFee), totalPrix: toCentimes(o.totalPrix), prixActual: toCentimes(o.prixActual ?? 0) };
};
const inCentimes = (journal: FeeJournal<number>) => mapJournalMoney(journal, toCentimes);
const inDh = (journal: FeeJournal) => mapJournalMoney(journal, toDirhams);

describe('rider fee total', () => {
  it('is the sum of the command fees plus the easy fee, to the centime', () => {
    const total = riderFeeTotal(
      inCentimes({
        CommandFee: [
          { type: 'restaurant', totalGain: 0, total: 0, cencel: 0, fee: 0.1 },
          { type: 'store', totalGain: 0, total: 0, cencel: 0, fee: 0.2 },
          { type: 'packs', totalGain: 0, total: 0, cencel: 0, fee: 0.3 },
        ],
        easyFee: { fee: 0.1, PrixTotal: 0, PrixActual: 0 },
      }),
    );
    // Plain floating-point addition gives 0.7000000000000001.
    expect(0.1 + 0.2 + 0.3 + 0.1).not.toBe(0.7);
    expect(total).toBe(70);
  });

  it('counts the easy fee', () => {
    expect(riderFeeTotal(inCentimes({ CommandFee: [], easyFee: { fee: 12.5, PrixTotal: 100, PrixActual: 80 } }))).toBe(1250);
  });

  it('is zero for an empty period', () => {
    expect(riderFeeTotal(buildFeeJournal([]))).toBe(0);
  });
});

describe('per-command fee', () => {
  it('a delivered order earns its delivery fee; any other status earns nothing', () => {
    expect(commandFee(order({ deleveryFee: 12.35 }))).toBe(1235);
    for (const status of ['new', 'confirmé', 'waiting', 'confirme', 'comming', 'refusée']) {
      expect(commandFee(order({ statusOrders: status, deleveryFee: 12.35 })), status).toBe(0);
    }
  });

  it('sorts orders into the journal lists', () => {
    expect(journalGroupOf(order({ kind: 'grocery' }))).toBe('easy');
    expect(journalGroupOf(order({ kind: 'restaurant' }))).toBe('restaurant');
    expect(journalGroupOf(order({ kind: 'services' }))).toBe('restaurant');
    expect(journalGroupOf(order({ kind: 'store' }))).toBe('store');
    expect(journalGroupOf(order({ kind: 'store', type_order: 'pack' }))).toBe('packs');
  });
});

describe('fee table', () => {
  it('gives each command type its total gain, delivered count, cancelled count and fee, and the easy fee', () => {
    const journal = buildFeeJournal([
      order({ deleveryFee: 0.1, totalPrix: 0.1 }),
      order({ deleveryFee: 0.2, totalPrix: 0.2 }),
      order({ statusOrders: 'comming', deleveryFee: 10, totalPrix: 99 }),
      order({ kind: 'store', statusOrders: 'refusée', deleveryFee: 10, totalPrix: 40 }),
      order({ kind: 'store', type_order: 'pack', deleveryFee: 7, totalPrix: 187 }),
      order({ kind: 'grocery', deleveryFee: 15, totalPrix: 115.1, prixActual: 80.2 }),
      order({ kind: 'grocery', statusOrders: 'confirme', deleveryFee: 15, totalPrix: 60, prixActual: 40 }),
    ]);
    expect(inDh(journal).CommandFee).toEqual([
      { type: 'restaurant', totalGain: 0.3, total: 2, cencel: 0, fee: 0.3 },
      { type: 'store', totalGain: 0, total: 0, cencel: 1, fee: 0 },
      { type: 'packs', totalGain: 187, total: 1, cencel: 0, fee: 7 },
    ]);
    expect(inDh(journal).easyFee).toEqual({ fee: 15, PrixTotal: 115.1, PrixActual: 80.2 });
    expect(riderFeeTotal(journal)).toBe(2230);
  });
});

describe('rider list rules', () => {
  it('reads availability as available, on_delivery, otherwise unavailable', () => {
    expect(riderAvailability('available')).toBe('available');
    expect(riderAvailability('on_delivery')).toBe('on_delivery');
    expect(riderAvailability('offline')).toBe('unavailable');
    expect(riderAvailability(null)).toBe('unavailable');
  });

  it('starts periods at the UTC day, the Monday of the week and the first of the month', () => {
    const starts = periodStarts(new Date('2026-11-22T01:30:00Z')); // a Sunday
    expect(starts.day.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(starts.week.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(starts.month.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(periodStarts(new Date('2026-11-16T23:59:00Z')).week.toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it("starts them at Morocco's midnights when the reader chose Morocco time, Ramadan's UTC+0 included", () => {
    // 23:30 UTC on Sunday 22 November is 00:30 on Monday 23 November in Oujda (UTC+1).
    const starts = periodStarts(new Date('2026-11-22T23:30:00Z'), 'Africa/Casablanca');
    expect(starts.day.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(starts.week.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(starts.month.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    // 25 March 2026 is back on UTC+1; its month began in Ramadan's UTC+0 stretch (15 February to 22 March).
    const spring = periodStarts(new Date('2026-03-25T10:00:00Z'), 'Africa/Casablanca');
    expect(spring.day.toISOString()).toBe('2026-03-24T23:00:00.000Z');
    expect(spring.month.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('adds services orders to the restaurant column', () => {
    const totals = addKindCounts(emptyTotals(), 'services', { day: 1, week: 2, month: 3, allTime: 4 });
    addKindCounts(totals, 'restaurant', { day: 1, week: 1, month: 1, allTime: 1 });
    expect(totals.allTime).toEqual({ grocery: 0, restaurant: 5, store: 0 });
    expect(totals.day.restaurant).toBe(2);
  });

  it('finds riders by number and by name', () => {
    const rider = { Number_Rider: 104, name: 'Imane Kaddouri' };
    expect(matchesRiderSearch(rider, '104', '')).toBe(true);
    expect(matchesRiderSearch(rider, '#10', '')).toBe(true);
    expect(matchesRiderSearch(rider, '105', '')).toBe(false);
    expect(matchesRiderSearch(rider, '', 'kadd')).toBe(true);
    expect(matchesRiderSearch(rider, '', 'mehdi')).toBe(false);
    expect(matchesRiderSearch(rider, '104', 'imane')).toBe(true);
  });
});
