import { describe, expect, it } from 'vitest';
import { buildFeeJournal } from '../../src/domain/riderFees';
import { csvCell } from '../../src/domain/csv';
import { journalCsv, journalCsvFileName } from '../../src/features/riders/journalCsv';
import type { JournalEntry, RiderJournal } from '../../src/features/riders/types';

const entry = (n: number, values: Partial<JournalEntry>): JournalEntry => ({
  _id: `o${n}`,
  commandNumber: n,
  createdAt: '2026-11-21T09:05:00.000Z',
  statusOrders: 'succes',
  kind: 'restaurant',
  type_order: 'order',
  deleveryFee: 10,
  totalPrix: 50,
  ...values,
});

const orders = [
  entry(1, { deleveryFee: 10.1, totalPrix: 60.1 }),
  entry(2, { statusOrders: 'comming' }),
  entry(3, { kind: 'store', statusOrders: 'refusée' }),
  entry(4, { kind: 'grocery', deleveryFee: 0.2, totalPrix: 20.2, prixActual: 15 }),
  entry(5, { kind: 'store', type_order: 'pack', deleveryFee: 0.1, totalPrix: 180.1 }),
];
const data: RiderJournal = {
  rider: { riderId: 'r1', name: 'Rachid "Speedy" Rider', phone: '669900000', Number_Rider: 101, avability: 'available' },
  FeeJournal: buildFeeJournal(orders),
  journal: { easy: [orders[3]!], restaurant: [orders[0]!, orders[1]!], store: [orders[2]!], packs: [orders[4]!] },
  lastPayment: { _id: 'p1', amount: 40, createdAt: '2026-11-20T18:00:00.000Z' },
};

describe('journal CSV export', () => {
  const lines = journalCsv(data).trimEnd().split('\r\n');

  it('names the rider and the period', () => {
    expect(lines[0]).toBe('Rider,"Rachid ""Speedy"" Rider"');
    expect(lines[1]).toBe('Rider number,101');
    expect(lines[2]).toBe('Period since,20/11/2026 18:00');
  });

  it('lists every order of the four lists with its status in words and its rider fee', () => {
    expect(lines).toContain('Easy Market,4,21/11/2026 09:05,Delivered,20.20,0.20,0.20');
    expect(lines).toContain('Restaurants,1,21/11/2026 09:05,Delivered,60.10,10.10,10.10');
    expect(lines).toContain('Restaurants,2,21/11/2026 09:05,On the way,50.00,10.00,0.00');
    expect(lines).toContain('Stores,3,21/11/2026 09:05,Refused,50.00,10.00,0.00');
    expect(lines).toContain('Packs,5,21/11/2026 09:05,Delivered,180.10,0.10,0.10');
  });

  it('carries the fee table, the easy fee and the total to pay to the centime', () => {
    expect(lines).toContain('Restaurants,60.10,1,0,10.10');
    expect(lines).toContain('Stores,0.00,0,1,0.00');
    expect(lines).toContain('Packs,180.10,1,0,0.10');
    expect(lines).toContain(',0.20,20.20,15.00');
    expect(lines.at(-1)).toBe('Total to pay (dh),10.40');
  });

  it('quotes cells that need it and names the file after the rider', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(journalCsvFileName(data, new Date('2026-11-22T10:00:00Z'))).toBe('journal-rider-101-2026-11-22.csv');
  });
});
