import { BASIS_POINTS, type CommissionTerms, deliveryEntries, type DeliveredOrder, type DeliveryKind } from './commission';
import { centimes, shareOf, sumMoney, ZERO, type Centimes } from './money';
import { FINAL_STATUSES, type OrderStatus } from './orders';
import { SERVER_MSG } from './serverMessages';

/**
 * When an order goes wrong: who may cancel it and why, who pays for a cancellation or a refund (the party
 * liable), what that writes in the partner's ledger, how much may still be refunded, and when a refund may be
 * disputed. Amounts are centimes signed from the partner's side (positive: owed to it), as in the ledger.
 */

/** Who cancels: the customer (before the business answers), the business (accepted, not picked up), an admin. */
export const CANCELLERS = ['customer', 'business', 'admin'] as const;
export type Canceller = (typeof CANCELLERS)[number];

export const CUSTOMER_CANCEL_REASONS = ['orderedByMistake', 'changedMind', 'tooLong', 'other'] as const;
export const BUSINESS_CANCEL_REASONS = ['itemUnavailable', 'tooBusy', 'closing'] as const;
export const ADMIN_CANCEL_REASONS = ['customerRequest', 'noRider', 'fraud', 'other'] as const;
export const CANCEL_REASONS_BY: Record<Canceller, readonly string[]> = {
  customer: CUSTOMER_CANCEL_REASONS,
  business: BUSINESS_CANCEL_REASONS,
  admin: ADMIN_CANCEL_REASONS,
};
export const CANCEL_REASONS = [...new Set([...CUSTOMER_CANCEL_REASONS, ...BUSINESS_CANCEL_REASONS, ...ADMIN_CANCEL_REASONS])];
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Who bears the cost: the business, the marketplace, or half each. */
export const LIABLE_PARTIES = ['business', 'platform', 'split'] as const;
export type LiableParty = (typeof LIABLE_PARTIES)[number];

export const REFUND_REASONS = ['missing', 'wrongItem', 'quality', 'late', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A note (a reason "other", a liability change, a dispute and its decision): one to this many characters. */
export const MAX_PROBLEM_NOTE = 500;
/** A business may dispute a refund charged to it for this many days. */
export const DISPUTE_DAYS = 7;
const DAY_MS = 86_400_000;

/** The statuses from which each canceller may cancel: nothing leaves cancelled, refused or delivered. */
const CANCELLABLE_FROM: Record<Canceller, readonly OrderStatus[]> = {
  customer: ['new'],
  // Accepted and not yet on the road: waiting for a rider, or taken by one who has not left.
  business: ['waiting', 'confirmé', 'confirme'],
  admin: ['new', 'waiting', 'confirmé', 'confirme', 'comming'],
};

/** Whether the business had accepted the order when it was cancelled (before that, a cancellation costs nothing). */
export const wasAccepted = (from: OrderStatus) => from !== 'new';

export type CancelPlan =
  | { ok: true; reason: CancelReason; note: string | null; liable: LiableParty; accepted: boolean }
  | { ok: false; statusCode: 400 | 409; message: string; code: CancelRefusalCode };
export type CancelRefusalCode =
  | 'cancelReasonInvalid'
  | 'problemNoteRequired'
  | 'problemNoteTooLong'
  | 'orderAlreadyFinal'
  | 'customerCancelTooLate'
  | 'businessCancelNotAccepted'
  | 'businessCancelAfterPickup';

/** A note as sent: trimmed, null when blank; `required` for the reason "other". */
export function checkNote(
  note: unknown,
  required: boolean,
): { ok: true; note: string | null } | { ok: false; code: 'problemNoteRequired' | 'problemNoteTooLong' } {
  const text = typeof note === 'string' ? note.trim() : '';
  if (!text) return required ? { ok: false, code: 'problemNoteRequired' } : { ok: true, note: null };
  if (text.length > MAX_PROBLEM_NOTE) return { ok: false, code: 'problemNoteTooLong' };
  return { ok: true, note: text };
}

/** Who pays for a cancellation when nobody says otherwise: the business for its own reasons, else the marketplace. */
export function defaultCancellationLiable(by: Canceller): LiableParty {
  return by === 'business' ? 'business' : 'platform';
}

/**
 * Checks a cancellation against the state machine and the canceller's reasons: the customer before the business
 * answers, the business after accepting and before pickup, an admin any time before delivery (who may also name
 * the party liable).
 */
export function planCancellation(
  from: OrderStatus,
  by: Canceller,
  input: { reason?: unknown; note?: unknown; liable?: unknown },
): CancelPlan {
  const refuse = (statusCode: 400 | 409, code: CancelRefusalCode): CancelPlan => ({
    ok: false,
    statusCode,
    message: SERVER_MSG[code],
    code,
  });
  if (FINAL_STATUSES.includes(from)) return refuse(409, 'orderAlreadyFinal');
  if (!CANCELLABLE_FROM[by].includes(from)) {
    if (by === 'customer') return refuse(409, 'customerCancelTooLate');
    return refuse(409, from === 'new' ? 'businessCancelNotAccepted' : 'businessCancelAfterPickup');
  }
  if (typeof input.reason !== 'string' || !CANCEL_REASONS_BY[by].includes(input.reason)) return refuse(400, 'cancelReasonInvalid');
  const note = checkNote(input.note, input.reason === 'other');
  if (!note.ok) return refuse(400, note.code);
  const liable = by === 'admin' && isLiableParty(input.liable) ? input.liable : defaultCancellationLiable(by);
  return { ok: true, reason: input.reason as CancelReason, note: note.note, liable, accepted: wasAccepted(from) };
}

export const isLiableParty = (value: unknown): value is LiableParty => (LIABLE_PARTIES as readonly unknown[]).includes(value);

/** The ledger's kinds a cancellation writes: a delivery's (what the business is paid and charged). */
export type CancellationEntries = Record<DeliveryKind, Centimes>;
const NOTHING: CancellationEntries = { sales: ZERO, commission: ZERO, commission_tax: ZERO };

/**
 * What a cancellation writes for the business, by the party liable:
 *  - nothing when the order had not been accepted (a customer changing their mind costs nobody anything);
 *  - the business: it is charged the commission (and its TVA) the order would have cost it;
 *  - the marketplace: the business is paid as if the order was delivered (its goods less commission and TVA);
 *  - split: the business bears half the loss: it is paid half of what the marketplace would have paid.
 */
export function cancellationEntries(
  order: DeliveredOrder,
  terms: CommissionTerms,
  taxRate: number,
  liable: LiableParty,
  accepted: boolean,
): CancellationEntries {
  if (!accepted) return NOTHING;
  const delivered = deliveryEntries(order, terms, taxRate);
  if (liable === 'platform') return delivered;
  if (liable === 'business') return { sales: ZERO, commission: delivered.commission, commission_tax: delivered.commission_tax };
  return {
    sales: shareOf(delivered.sales, 1, 2),
    commission: shareOf(delivered.commission, 1, 2),
    commission_tax: shareOf(delivered.commission_tax, 1, 2),
  };
}

/** Entry by entry, what moves the ledger from `before` to `after` (a change of liability), zeros left out. */
export function entriesDifference<K extends string>(before: Record<K, Centimes>, after: Record<K, Centimes>): Partial<Record<K, Centimes>> {
  const out: Partial<Record<K, Centimes>> = {};
  for (const kind of Object.keys(after) as K[]) {
    const delta = centimes(after[kind] - (before[kind] ?? ZERO));
    if (delta !== 0) out[kind] = delta;
  }
  return out;
}

// ── Refunds ────────────────────────────────────────────────────────────────────────────────────────────────

/** A line of an order as a refund reads it. */
export interface RefundableLine {
  quantity: number;
  prixTotal: Centimes;
}
export interface RefundableOrder {
  lines: readonly RefundableLine[];
  totalPrix: Centimes;
  deleveryFee: Centimes;
}
/** A line refunded: the order line's index, how many units, and why. */
export interface RefundPick {
  line: number;
  quantity: number;
  reason: RefundReason;
}
/** What earlier refunds of the order took: units per line, and the amount in all. */
export interface RefundedSoFar {
  quantities: ReadonlyMap<number, number>;
  amount: Centimes;
}

export type RefundPlan =
  | { ok: true; amount: Centimes; goods: Centimes; picks: RefundPick[]; liable: LiableParty }
  | { ok: false; code: RefundRefusalCode; message: string };
export type RefundRefusalCode =
  'refundLinesInvalid' | 'refundExceedsLine' | 'refundExceedsPaid' | 'refundReasonInvalid' | 'refundNothingLeft';

/** A line's units at its own price: a line's total is its unit price (options included) times its quantity. */
export function linesAmount(order: Pick<RefundableOrder, 'lines'>, picks: readonly Pick<RefundPick, 'line' | 'quantity'>[]): Centimes {
  return sumMoney(picks.map((p) => shareOf(order.lines[p.line]!.prixTotal, p.quantity, order.lines[p.line]!.quantity)));
}

/** A refund's default party: the business for what it got wrong (missing, wrong, quality), the marketplace for lateness and the rest; both when mixed. */
export function defaultRefundLiable(reasons: readonly RefundReason[]): LiableParty {
  const business = reasons.map((r) => r === 'missing' || r === 'wrongItem' || r === 'quality');
  if (business.every(Boolean)) return 'business';
  return business.some(Boolean) ? 'split' : 'platform';
}

/**
 * Checks a refund and computes it: the whole order (what is left of what was paid, the delivery fee included), or
 * chosen lines and quantities (their goods' price). No line gives more units than it had, and the refunds of an
 * order never add up to more than was paid.
 */
export function planRefund(
  order: RefundableOrder,
  sofar: RefundedSoFar,
  input: { whole: true; reason: unknown } | { whole?: false; lines: readonly { line?: unknown; quantity?: unknown; reason?: unknown }[] },
): RefundPlan {
  const refuse = (code: RefundRefusalCode): RefundPlan => ({ ok: false, code, message: SERVER_MSG[code] });
  const left = centimes(order.totalPrix - sofar.amount);
  if (left <= 0) return refuse('refundNothingLeft');
  if (input.whole) {
    if (!isRefundReason(input.reason)) return refuse('refundReasonInvalid');
    const picks = order.lines
      .map((l, line) => ({ line, quantity: l.quantity - (sofar.quantities.get(line) ?? 0), reason: input.reason as RefundReason }))
      .filter((p) => p.quantity > 0);
    const goods = centimes(Math.min(left, Math.max(ZERO, order.totalPrix - order.deleveryFee - sofar.amount)));
    return { ok: true, amount: left, goods, picks, liable: defaultRefundLiable([input.reason]) };
  }
  if (!Array.isArray(input.lines) || input.lines.length === 0) return refuse('refundLinesInvalid');
  const picks: RefundPick[] = [];
  const asked = new Map<number, number>();
  for (const p of input.lines) {
    if (!Number.isInteger(p.line) || (p.line as number) < 0 || (p.line as number) >= order.lines.length)
      return refuse('refundLinesInvalid');
    if (!Number.isInteger(p.quantity) || (p.quantity as number) < 1) return refuse('refundLinesInvalid');
    if (!isRefundReason(p.reason)) return refuse('refundReasonInvalid');
    const line = p.line as number;
    asked.set(line, (asked.get(line) ?? 0) + (p.quantity as number));
    picks.push({ line, quantity: p.quantity as number, reason: p.reason });
  }
  for (const [line, quantity] of asked)
    if (quantity + (sofar.quantities.get(line) ?? 0) > order.lines[line]!.quantity) return refuse('refundExceedsLine');
  const amount = linesAmount(order, picks);
  if (amount > left) return refuse('refundExceedsPaid');
  return { ok: true, amount, goods: amount, picks, liable: defaultRefundLiable(picks.map((p) => p.reason)) };
}

export const isRefundReason = (value: unknown): value is RefundReason => (REFUND_REASONS as readonly unknown[]).includes(value);

/** What a refund charges the business (its `refund` entry): the goods refunded, all, half or none by the party liable. */
export function refundCharge(goods: Centimes, liable: LiableParty): Centimes {
  if (liable === 'platform') return ZERO;
  return centimes(-(liable === 'business' ? goods : shareOf(goods, 1, 2)));
}

/** Earlier refunds (their picks and amounts) summed up, for the next refund's caps. */
export function refundedSoFar(refunds: readonly { amount: Centimes; picks: readonly RefundPick[] }[]): RefundedSoFar {
  const quantities = new Map<number, number>();
  for (const r of refunds) for (const p of r.picks) quantities.set(p.line, (quantities.get(p.line) ?? 0) + p.quantity);
  return { quantities, amount: sumMoney(refunds.map((r) => r.amount)) };
}

// ── Disputes ───────────────────────────────────────────────────────────────────────────────────────────────

export const DISPUTE_STATUSES = ['open', 'upheld', 'reversed'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_DECISIONS = ['uphold', 'reverse'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

export type DisputeRefusalCode = 'disputeNotCharged' | 'disputeTooLate' | 'disputeExists';

/** Whether a business may dispute a refund now: it was charged for it, within DISPUTE_DAYS, and not yet disputed. */
export function disputeRefusal(refund: { charge: Centimes; createdAt: string; disputed: boolean }, now: Date): DisputeRefusalCode | null {
  if (refund.disputed) return 'disputeExists';
  if (refund.charge >= 0) return 'disputeNotCharged';
  return now.getTime() - new Date(refund.createdAt).getTime() > DISPUTE_DAYS * DAY_MS ? 'disputeTooLate' : null;
}

/** The last moment a refund made at `createdAt` may be disputed. */
export const disputeDeadline = (createdAt: string) => new Date(new Date(createdAt).getTime() + DISPUTE_DAYS * DAY_MS).toISOString();

// ── Edits before pickup ────────────────────────────────────────────────────────────────────────────────────

/** The statuses in which the business may still change an order's lines: accepted, not on the road. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['waiting', 'confirmé', 'confirme'];

export interface EditableLine {
  quantity: number;
  prixTotal: Centimes;
}
export type EditPlan<L> =
  | { ok: true; lines: L[]; removed: { line: number; quantity: number }[]; goods: Centimes }
  | { ok: false; code: 'editLinesInvalid' | 'editNothingChanged' | 'editEmptiesOrder' | 'orderNotEditable'; message: string };

/**
 * The business lowering quantities (0: the line is unavailable) on an accepted order: every change lowers a line,
 * at least one line is left, and each kept line keeps its unit price. Returns the new lines, what was taken away
 * (for the stock), and the goods' new total.
 */
export function planEdit<L extends EditableLine>(
  status: OrderStatus,
  lines: readonly L[],
  changes: readonly { line?: unknown; quantity?: unknown }[],
): EditPlan<L> {
  const refuse = (code: 'editLinesInvalid' | 'editNothingChanged' | 'editEmptiesOrder' | 'orderNotEditable'): EditPlan<L> => ({
    ok: false,
    code,
    message: SERVER_MSG[code],
  });
  if (!EDITABLE_STATUSES.includes(status) || lines.length === 0) return refuse('orderNotEditable');
  const wanted = new Map<number, number>();
  for (const c of changes) {
    if (!Number.isInteger(c.line) || (c.line as number) < 0 || (c.line as number) >= lines.length) return refuse('editLinesInvalid');
    if (!Number.isInteger(c.quantity) || (c.quantity as number) < 0 || wanted.has(c.line as number)) return refuse('editLinesInvalid');
    if ((c.quantity as number) > lines[c.line as number]!.quantity) return refuse('editLinesInvalid');
    wanted.set(c.line as number, c.quantity as number);
  }
  const removed = [...wanted]
    .map(([line, quantity]) => ({ line, quantity: lines[line]!.quantity - quantity }))
    .filter((r) => r.quantity > 0);
  if (removed.length === 0) return refuse('editNothingChanged');
  const next: L[] = [];
  lines.forEach((l, i) => {
    const quantity = wanted.get(i) ?? l.quantity;
    if (quantity > 0) next.push({ ...l, quantity, prixTotal: shareOf(l.prixTotal, quantity, l.quantity) });
  });
  if (next.length === 0) return refuse('editEmptiesOrder');
  return { ok: true, lines: next, removed, goods: sumMoney(next.map((l) => l.prixTotal)) };
}

// ── Rates ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A part of a whole in basis points (0 when the whole is empty), as a rate is shown. */
export const rateOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * BASIS_POINTS) / whole) : 0);
