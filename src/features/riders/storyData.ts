import { toCentimes, toDirhams } from '../../domain/money';
import { buildFeeJournal, mapJournalMoney, type FeeJournal } from '../../domain/riderFees';
import type { JournalEntry, RiderJournal, RiderRow } from './types';

/** Demo riders and a journal for the stories (no network). */
const totals = (d: number[], w: number[], m: number[], a: number[]) => {
  const k = ([grocery, restaurant, store]: number[]) => ({ grocery: grocery!, restaurant: restaurant!, store: store! });
  return { day: k(d), week: k(w), month: k(m), allTime: k(a) };
};

export const storyRiders: RiderRow[] = [
  {
    riderId: 'r-101',
    Number_Rider: 101,
    name: 'Rachid Rider',
    phone: '669900000',
    avability: 'available',
    totalOrders: totals([0, 2, 1], [1, 9, 4], [1, 30, 18], [1, 136, 68]),
  },
  {
    riderId: 'r-102',
    Number_Rider: 102,
    name: 'Mehdi Amrani',
    phone: '669900001',
    avability: 'on_delivery',
    totalOrders: totals([0, 1, 1], [1, 10, 5], [1, 31, 14], [1, 150, 73]),
  },
  {
    riderId: 'r-103',
    Number_Rider: 103,
    name: 'Said Ouali',
    phone: '669900002',
    avability: 'unavailable',
    totalOrders: totals([0, 0, 0], [0, 10, 4], [0, 34, 17], [0, 122, 75]),
  },
  {
    riderId: 'r-104',
    Number_Rider: 104,
    name: 'Imane Kaddouri',
    phone: '669900003',
    avability: 'available',
    totalOrders: totals([0, 0, 0], [0, 6, 7], [0, 26, 12], [0, 123, 71]),
  },
  {
    riderId: 'r-105',
    Number_Rider: 105,
    name: 'Anas Berrada',
    phone: '669900004',
    avability: 'offline',
    totalOrders: totals([0, 0, 0], [0, 4, 2], [0, 25, 20], [0, 116, 69]),
  },
];

let n = 4100;
const entry = (values: Partial<JournalEntry>): JournalEntry => {
  n += 1;
  return {
    _id: `o-${n}`,
    commandNumber: n,
    createdAt: `2026-11-${String(10 + (n % 12)).padStart(2, '0')}T${String(9 + (n % 12)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00.000Z`,
    statusOrders: 'succes',
    kind: 'restaurant',
    type_order: 'order',
    deleveryFee: 10,
    totalPrix: 85.5,
    ...values,
  };
};

const easy = [
  entry({ kind: 'grocery', totalPrix: 62.2, prixActual: 48.4 }),
  entry({ kind: 'grocery', totalPrix: 41, prixActual: 33.75, statusOrders: 'comming' }),
];
const restaurant = [
  entry({}),
  entry({ totalPrix: 120.25 }),
  entry({ kind: 'services', totalPrix: 60 }),
  entry({ statusOrders: 'confirme' }),
];
const store = [entry({ kind: 'store', totalPrix: 45.5 }), entry({ kind: 'store', statusOrders: 'refusée', totalPrix: 30 })];
const packs = [entry({ kind: 'restaurant', type_order: 'pack', totalPrix: 190 })];
const all = [...easy, ...restaurant, ...store, ...packs];

/** The fee table the API would send for these entries: built in centimes, answered in dh. */
const feeJournal = (entries: readonly JournalEntry[]): FeeJournal<number> =>
  mapJournalMoney(
    buildFeeJournal(
      entries.map((e) => ({
        ...e,
        deleveryFee: toCentimes(e.deleveryFee),
        totalPrix: toCentimes(e.totalPrix),
        prixActual: e.prixActual == null ? e.prixActual : toCentimes(e.prixActual),
      })),
    ),
    toDirhams,
  );

export const storyJournal: RiderJournal = {
  rider: { riderId: 'r-101', name: 'Rachid Rider', phone: '669900000', Number_Rider: 101, avability: 'available' },
  FeeJournal: feeJournal(all),
  journal: { easy, restaurant, store, packs },
  lastPayment: { _id: 'p-1', amount: 310, createdAt: '2026-11-09T18:30:00.000Z' },
};

/** Only orders still on their way: nothing to pay yet. */
const onTheWay = [entry({ statusOrders: 'comming' })];
export const storyJournalInProgress: RiderJournal = {
  ...storyJournal,
  FeeJournal: feeJournal(onTheWay),
  journal: { easy: [], restaurant: onTheWay, store: [], packs: [] },
};

export const storyJournalFirstPeriod: RiderJournal = { ...storyJournal, lastPayment: null };
