import type { OrderProblems, Refund } from './problemTypes';

/** Realistic problems of an order for stories and tests (shapes as GET /api/orders/{id}/problems answers). */
export const NO_PROBLEMS: OrderProblems = {
  orderId: 'o-1042',
  cancellation: null,
  refunds: [],
  refunded: 0,
  refundable: 134,
  versions: [],
  liabilityChanges: [],
};

export function sampleRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    _id: 'rf-1',
    orderId: 'o-1042',
    commandNumber: 1042,
    business: { _id: 'b-1', name: 'Dar Zitoun', type: 'restaurant' },
    whole: false,
    lines: [{ line: 1, name: 'Mint tea', quantity: 1, reason: 'missing', amount: 10 }],
    amount: 10,
    goods: 10,
    liable: 'business',
    charge: -10,
    note: null,
    createdByName: 'Samira Admin',
    createdAt: '2026-11-22T10:15:00.000Z',
    disputeDeadline: '2026-11-29T10:15:00.000Z',
    dispute: null,
    ...overrides,
  };
}

export const cancelledProblems: OrderProblems = {
  ...NO_PROBLEMS,
  refundable: 0,
  cancellation: {
    by: 'admin',
    reason: 'noRider',
    note: 'No rider in the zone for 40 minutes',
    accepted: true,
    liable: 'platform',
    actorName: 'Samira Admin',
    at: '2026-11-21T19:52:00.000Z',
  },
  liabilityChanges: [
    {
      refundId: null,
      from: 'business',
      to: 'platform',
      note: 'The rider app was down',
      changedByName: 'Samira Admin',
      createdAt: '2026-11-21T20:05:00.000Z',
    },
  ],
};

export const editedAndRefundedProblems: OrderProblems = {
  ...NO_PROBLEMS,
  refunded: 10,
  refundable: 114,
  versions: [
    {
      version: 2,
      changedByName: 'Karim Desk',
      createdAt: '2026-11-21T19:12:00.000Z',
      before: {
        lines: [
          { name: 'Margherita', quantity: 2, prixTotal: 114 },
          { name: 'Mint tea', quantity: 2, prixTotal: 20 },
        ],
        totalPrix: 144,
      },
      after: {
        lines: [
          { name: 'Margherita', quantity: 2, prixTotal: 114 },
          { name: 'Mint tea', quantity: 1, prixTotal: 10 },
        ],
        totalPrix: 134,
      },
    },
  ],
  refunds: [sampleRefund()],
};
