import { Type } from 'typebox';
import { Bool, enumOf, Int, Moment, Money, Nullable, Page, ref, Str } from '../answers';
import { CANCELLERS, DISPUTE_STATUSES, LIABLE_PARTIES, REFUND_REASONS } from '../../src/domain/orderProblems';

const Liable = enumOf(LIABLE_PARTIES, 'Who bears the cost: the business, the platform, or split 50/50');

/** An order's cancellation: by whom, why, and who bears it. */
export const Cancellation = Type.Object(
  {
    by: enumOf(CANCELLERS, 'Who cancelled'),
    reason: Str('One of the canceller’s reasons (src/domain/orderProblems.ts)'),
    note: Nullable(Str()),
    accepted: Bool('The business had accepted the order: only then does it cost anyone anything'),
    liable: Liable,
    actorName: Str('The person’s name as it was then'),
    at: Moment('ISO 8601'),
  },
  { $id: 'Cancellation' },
);

export const Dispute = Type.Object(
  {
    _id: Str(),
    comment: Str(),
    status: enumOf(DISPUTE_STATUSES),
    openedByName: Str(),
    createdAt: Moment('ISO 8601'),
    decidedByName: Nullable(Str()),
    decisionNote: Nullable(Str()),
    decidedAt: Nullable(Moment('ISO 8601')),
  },
  { $id: 'Dispute' },
);

export const Refund = Type.Object(
  {
    _id: Str(),
    orderId: Str(),
    commandNumber: Int(),
    business: Nullable(Type.Object({ _id: Str(), name: Str(), type: Str() })),
    whole: Bool('The whole order (what was left of it, delivery fee included)'),
    lines: Type.Array(
      Type.Object({
        line: Int('The order line’s index'),
        name: Str(),
        quantity: Int(),
        reason: enumOf(REFUND_REASONS),
        amount: Money('These units at the line’s price'),
      }),
    ),
    amount: Money('Given back to the customer'),
    goods: Money('Of which goods (the rest is the delivery fee)'),
    liable: Liable,
    charge: Money('What it charges the business (≤ 0), as its ledger entries sum'),
    note: Nullable(Str()),
    createdByName: Str(),
    createdAt: Moment('ISO 8601'),
    disputeDeadline: Moment('The business may dispute it until then (when it was charged for it)'),
    dispute: Nullable(ref(Dispute)),
  },
  { $id: 'Refund' },
);

export const OrderVersion = Type.Object({
  version: Int('2 for the first change; the order as placed is version 1'),
  changedByName: Str(),
  createdAt: Moment('ISO 8601'),
  before: Type.Object({ lines: Type.Array(Type.Object({ name: Str(), quantity: Int(), prixTotal: Money() })), totalPrix: Money() }),
  after: Type.Object({ lines: Type.Array(Type.Object({ name: Str(), quantity: Int(), prixTotal: Money() })), totalPrix: Money() }),
});

export const LiabilityChange = Type.Object({
  refundId: Nullable(Str('The refund whose party changed; null: the cancellation')),
  from: Liable,
  to: Liable,
  note: Str(),
  changedByName: Str(),
  createdAt: Moment('ISO 8601'),
});

/** Everything that went wrong with one order. */
export const OrderProblems = Type.Object({
  orderId: Str(),
  cancellation: Nullable(ref(Cancellation)),
  refunds: Type.Array(ref(Refund)),
  refunded: Money('The refunds’ amounts added up'),
  refundable: Money('What may still be refunded'),
  versions: Type.Array(OrderVersion),
  liabilityChanges: Type.Array(LiabilityChange),
});

export const RefundPage = Page(ref(Refund));
