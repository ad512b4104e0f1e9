import type { ProblemOrder, ProblemRefund, RatesRow } from './types';

/** Demo rows for the stories (no network): the week of 23/11/2026. */
const order = (n: number, values: Partial<ProblemOrder>): ProblemOrder =>
  ({
    _id: `20000000-0000-4000-8000-00000000000${n}`,
    commandNumber: 1180 + n,
    createdAt: '2026-11-25T11:10:00.000Z',
    updatedAt: '2026-11-25T11:40:00.000Z',
    kind: 'restaurant',
    type_order: 'order',
    user_id: { _id: '40000000-0000-4000-8000-000000000001', name: 'Salma Idrissi' },
    numberPhone: '0612345678',
    orders: [],
    deleveryFee: 15,
    totalPrix: 190,
    statusOrders: 'annulée',
    statusPreparing: false,
    statusSending: false,
    message: '',
    preparationMinutes: 20,
    readyAt: '2026-11-25T11:30:00.000Z',
    refusalReason: null,
    refusalNote: null,
    autoAccepted: false,
    decidedBy: null,
    escalatedAt: null,
    cancellation: null,
    refunded: 0,
    version: 1,
    business: { _id: '10000000-0000-4000-8000-000000000001', name: 'Dar Zitoun', type: 'restaurant' },
    rider_id: null,
    ...values,
  }) as ProblemOrder;

export const storyCancelled: ProblemOrder[] = [
  order(1, {
    cancellation: {
      by: 'admin',
      reason: 'other',
      note: 'Duplicate order placed twice by the customer app',
      accepted: false,
      liable: 'platform',
      actorName: 'Amina Admin',
      at: '2026-11-25T11:40:00.000Z',
    },
  }),
  order(2, {
    totalPrix: 120,
    cancellation: {
      by: 'business',
      reason: 'itemUnavailable',
      note: null,
      accepted: true,
      liable: 'business',
      actorName: 'Youssef Benali',
      at: '2026-11-25T10:05:00.000Z',
    },
  }),
  order(3, {
    kind: 'grocery',
    business: null,
    totalPrix: 86.5,
    cancellation: {
      by: 'admin',
      reason: 'noRider',
      note: null,
      accepted: true,
      liable: 'split',
      actorName: 'Amina Admin',
      at: '2026-11-24T19:20:00.000Z',
    },
  }),
];

export const storyLate: ProblemOrder[] = [
  order(4, { statusOrders: 'waiting', readyAt: '2026-11-25T11:05:00.000Z' }),
  order(5, {
    statusOrders: 'confirme',
    kind: 'store',
    readyAt: '2026-11-25T09:20:00.000Z',
    business: { _id: '10000000-0000-4000-8000-000000000002', name: 'Marché Al Amal', type: 'store' },
  }),
];

const dispute = (status: 'open' | 'upheld' | 'reversed'): NonNullable<ProblemRefund['dispute']> => ({
  _id: `60000000-0000-4000-8000-00000000000${status.length}`,
  comment: 'The dish was packed: the rider signed for the full bag.',
  status,
  openedByName: 'Youssef Benali',
  createdAt: '2026-11-25T12:00:00.000Z',
  decidedByName: status === 'open' ? null : 'Amina Admin',
  decisionNote: status === 'open' ? null : 'The rider confirmed the bag was sealed',
  decidedAt: status === 'open' ? null : '2026-11-25T15:00:00.000Z',
});

const refund = (n: number, values: Partial<ProblemRefund>): ProblemRefund => ({
  _id: `70000000-0000-4000-8000-00000000000${n}`,
  orderId: `20000000-0000-4000-8000-00000000001${n}`,
  commandNumber: 1160 + n,
  business: { _id: '10000000-0000-4000-8000-000000000001', name: 'Dar Zitoun', type: 'restaurant' },
  whole: false,
  lines: [{ line: 0, name: 'Seafood pizza', quantity: 1, reason: 'missing', amount: 65 }],
  amount: 65,
  goods: 65,
  liable: 'business',
  charge: -65,
  note: 'Customer called: one dish missing',
  createdByName: 'Amina Admin',
  createdAt: '2026-11-25T11:50:00.000Z',
  disputeDeadline: '2026-12-02T11:50:00.000Z',
  dispute: null,
  ...values,
});

export const storyRefunds: ProblemRefund[] = [
  refund(1, { dispute: dispute('open') }),
  refund(2, { whole: true, lines: [], amount: 260, goods: 245, liable: 'platform', charge: 0, note: null }),
  refund(3, {
    lines: [
      { line: 0, name: 'Chicken tagine with olives', quantity: 1, reason: 'quality', amount: 55 },
      { line: 2, name: 'Mint tea', quantity: 2, reason: 'missing', amount: 20 },
    ],
    amount: 75,
    goods: 75,
    liable: 'split',
    charge: -37.5,
    note: null,
  }),
];

export const storyDisputes: ProblemRefund[] = [
  refund(1, { dispute: dispute('open') }),
  refund(4, {
    commandNumber: 1150,
    amount: 55,
    goods: 55,
    charge: -55,
    note: null,
    dispute: { ...dispute('open'), comment: 'Cold because the rider was late' },
  }),
];
export const storyDecided: ProblemRefund[] = [refund(5, { dispute: dispute('reversed') }), refund(6, { dispute: dispute('upheld') })];

export const storyRates: RatesRow[] = [
  {
    businessId: '10000000-0000-4000-8000-000000000001',
    name: 'Dar Zitoun',
    type: 'restaurant',
    orders: 35,
    cancelled: 2,
    cancellationRate: 571,
    delivered: 21,
    refunds: 3,
    refundRate: 1429,
  },
  {
    businessId: '10000000-0000-4000-8000-000000000002',
    name: 'Marché Al Amal',
    type: 'store',
    orders: 25,
    cancelled: 0,
    cancellationRate: 0,
    delivered: 17,
    refunds: 0,
    refundRate: 0,
  },
];

export const STORY_WEEKS = ['2026-11-23', '2026-11-16', '2026-11-09'];
