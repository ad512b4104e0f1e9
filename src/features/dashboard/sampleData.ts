import type { SalesPoint } from '../../domain/stats';

/** Fixed figures for the admin's demo dashboard (SPEC §2: sample cards, charts and tables, not real data). */
export const SAMPLE_CARDS = [
  { key: 'partners', value: 128 },
  { key: 'ordersToday', value: 342 },
  { key: 'revenueMonth', value: 186_450, money: true },
  { key: 'ridersOnline', value: 27 },
] as const;

export const SAMPLE_SERIES: SalesPoint[] = [
  ['2026-06-01', 5120, 4630, 310],
  ['2026-07-01', 5980, 5410, 355],
  ['2026-08-01', 6420, 5870, 372],
  ['2026-09-01', 6010, 5490, 330],
  ['2026-10-01', 7150, 6580, 401],
  ['2026-11-01', 7680, 7090, 388],
].map(([date, totalOrder, success, refused]) => ({
  date: String(date),
  totalOrder: Number(totalOrder),
  success: Number(success),
  refused: Number(refused),
}));

export const SAMPLE_ORDERS = [
  { commandNumber: 10452, business: 'Dar Zitoun', type: 'restaurant', total: 142, status: 'succes' },
  { commandNumber: 10451, business: 'Marché Al Amal', type: 'store', total: 87.5, status: 'comming' },
  { commandNumber: 10450, business: 'Easy Market', type: 'grocery', total: 213, status: 'waiting' },
  { commandNumber: 10449, business: 'Pizzeria Angad', type: 'restaurant', total: 96, status: 'refusée' },
  { commandNumber: 10448, business: 'Snack Al Baraka', type: 'restaurant', total: 58, status: 'succes' },
];
