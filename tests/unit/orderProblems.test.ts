import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centimes, sumMoney, type Centimes } from '../../src/domain/money';
import {
  cancellationEntries,
  CANCELLERS,
  CANCEL_REASONS_BY,
  entriesDifference,
  LIABLE_PARTIES,
  planCancellation,
  planEdit,
  planRefund,
  REFUND_REASONS,
  refundCharge,
  refundedSoFar,
  type RefundPick,
} from '../../src/domain/orderProblems';
import { canTransition, FINAL_STATUSES, ORDER_STATUSES, planTransition, storedStatus, type OrderStatus } from '../../src/domain/orders';

/** Every move anyone may ask for: a status change by an actor, or a cancellation by a canceller. */
const move = fc.oneof(
  fc.record({
    kind: fc.constant('status' as const),
    to: fc.constantFrom(...ORDER_STATUSES),
    actor: fc.constantFrom('owner', 'admin', 'rider'),
  }),
  fc.record({
    kind: fc.constant('cancel' as const),
    by: fc.constantFrom(...CANCELLERS),
    reason: fc.constantFrom('changedMind', 'tooBusy', 'noRider', 'other', 'x'),
  }),
);

describe('the order state machine with cancellations', () => {
  it('nothing ever leaves cancelled, refused or delivered, and a cancellation only ever leads to cancelled', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        let status: OrderStatus = 'new';
        for (const m of moves) {
          const before: OrderStatus = status;
          if (m.kind === 'status') {
            const plan = planTransition(status, m.to, m.actor as 'owner' | 'admin' | 'rider');
            if (plan.ok) status = plan.status;
            expect(plan.ok && plan.status === 'annulée').toBe(false);
          } else {
            const plan = planCancellation(status, m.by, { reason: m.reason, note: 'a note' });
            if (plan.ok) {
              expect(plan.accepted).toBe(before !== 'new');
              status = 'annulée';
            }
          }
          if (FINAL_STATUSES.includes(before)) expect(status).toBe(before);
          if (status !== before) expect(canTransition(before, status) || storedStatus(status) !== status).toBe(true);
        }
      }),
    );
  });

  it('the customer cancels only a new order, the business only an accepted one before pickup, an admin anything not finished', () => {
    for (const from of ORDER_STATUSES) {
      for (const by of CANCELLERS) {
        const plan = planCancellation(from, by, { reason: CANCEL_REASONS_BY[by][0], note: 'n' });
        const expected = FINAL_STATUSES.includes(from)
          ? false
          : by === 'customer'
            ? from === 'new'
            : by === 'business'
              ? ['waiting', 'confirmé', 'confirme'].includes(from)
              : true;
        expect(plan.ok, `${by} from ${from}`).toBe(expected);
      }
    }
  });
});

const lineArb = fc.record({ quantity: fc.integer({ min: 1, max: 8 }), unit: fc.integer({ min: 1, max: 50_000 }) });
const orderArb = fc
  .record({ lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }), fee: fc.integer({ min: 0, max: 3000 }) })
  .map(({ lines, fee }) => {
    const priced = lines.map((l) => ({ quantity: l.quantity, prixTotal: centimes(l.unit * l.quantity) }));
    return { lines: priced, deleveryFee: centimes(fee), totalPrix: sumMoney([...priced.map((l) => l.prixTotal), centimes(fee)]) };
  });
const askArb = fc.oneof(
  fc.record({ whole: fc.constant(true as const), reason: fc.constantFrom(...REFUND_REASONS) }),
  fc.record({
    lines: fc.array(
      fc.record({
        line: fc.integer({ min: 0, max: 6 }),
        quantity: fc.integer({ min: 0, max: 9 }),
        reason: fc.constantFrom(...REFUND_REASONS),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  }),
);

describe('refund caps', () => {
  it('whatever refunds are asked, in any order, they never add up to more than was paid nor a line to more units than it had', () => {
    fc.assert(
      fc.property(orderArb, fc.array(askArb, { maxLength: 12 }), (order, asks) => {
        const made: { amount: Centimes; picks: RefundPick[] }[] = [];
        for (const ask of asks) {
          const plan = planRefund(order, refundedSoFar(made), ask);
          if (!plan.ok) continue;
          expect(plan.amount).toBeGreaterThan(0);
          expect(plan.goods).toBeLessThanOrEqual(plan.amount);
          made.push({ amount: plan.amount, picks: plan.picks });
          const sofar = refundedSoFar(made);
          expect(sofar.amount).toBeLessThanOrEqual(order.totalPrix);
          for (const [line, units] of sofar.quantities) expect(units).toBeLessThanOrEqual(order.lines[line]!.quantity);
          for (const party of LIABLE_PARTIES) {
            const charge = refundCharge(plan.goods, party);
            expect(charge).toBeLessThanOrEqual(0);
            expect(-charge).toBeLessThanOrEqual(plan.goods);
          }
        }
        // A whole refund at the end takes exactly what is left.
        const last = planRefund(order, refundedSoFar(made), { whole: true, reason: 'late' });
        const refunded = made.length ? refundedSoFar(made).amount : 0;
        if (refunded < order.totalPrix) expect(last.ok && last.amount).toBe(order.totalPrix - refunded);
        else expect(last.ok).toBe(false);
      }),
    );
  });
});

describe('who pays for a cancellation', () => {
  const terms = { rate: 1500, fixedFee: centimes(200) };
  it('costs nothing before acceptance; accepted, the business pays the commission, the platform pays the rest, split is half; a change moves by the difference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom(...LIABLE_PARTIES),
        fc.constantFrom(...LIABLE_PARTIES),
        (goods, fee, a, b) => {
          const order = { totalPrix: centimes(goods + fee), deleveryFee: centimes(fee) };
          for (const party of LIABLE_PARTIES)
            expect(Object.values(cancellationEntries(order, terms, 2000, party, false)).every((v) => v === 0)).toBe(true);
          const platform = cancellationEntries(order, terms, 2000, 'platform', true);
          const business = cancellationEntries(order, terms, 2000, 'business', true);
          expect(platform.sales).toBe(goods);
          expect(business.sales).toBe(0);
          expect(business.commission).toBe(platform.commission);
          const before = cancellationEntries(order, terms, 2000, a, true);
          const after = cancellationEntries(order, terms, 2000, b, true);
          const diff = entriesDifference(before, after);
          for (const kind of ['sales', 'commission', 'commission_tax'] as const) expect(before[kind] + (diff[kind] ?? 0)).toBe(after[kind]);
        },
      ),
    );
  });
});

describe('edits before pickup', () => {
  it('only lower quantities of an accepted order, one line at least kept, each at its unit price', () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.array(fc.record({ line: fc.integer({ min: 0, max: 6 }), quantity: fc.integer({ min: 0, max: 9 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (order, changes) => {
          expect(planEdit('new', order.lines, changes).ok).toBe(false);
          const plan = planEdit('waiting', order.lines, changes);
          if (!plan.ok) return;
          expect(plan.lines.length).toBeGreaterThan(0);
          expect(plan.goods).toBeLessThan(sumMoney(order.lines.map((l) => l.prixTotal)));
          for (const r of plan.removed) expect(r.quantity).toBeGreaterThan(0);
        },
      ),
    );
  });
});
