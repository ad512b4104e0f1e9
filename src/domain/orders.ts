import { MSG } from './messages';
import { centimes } from './money';
import { SERVER_MSG } from './serverMessages';

/**
 * Order statuses as the provider API spells them (SPEC §4, DESIGN §3) and the one state machine the
 * server enforces and the screens follow.
 *
 *   new ──accept ('confirmé')──▶ waiting ──rider takes it──▶ confirme ──on the road──▶ comming ──delivered──▶ succes
 *    └──refuse ('refusée')──▶ refusée
 *   new, waiting, confirme, comming ──cancel──▶ annulée   (who may cancel from where: src/domain/orderProblems.ts)
 *
 * Decision recorded here: 'confirmé' is the word the owner or admin SENDS from the new-orders screen
 * (SPEC §4), and accepting stores the order as 'waiting' (accepted, waiting for a rider to be free), so
 * an accepted order shows at once in the current-orders list (waiting / comming / confirme) without a
 * dispatcher having to move it. The server therefore never stores 'confirmé'; an order found in that
 * state (written by another system) is treated exactly like 'waiting'.
 */
export const ORDER_STATUSES = ['new', 'confirmé', 'refusée', 'waiting', 'confirme', 'comming', 'succes', 'annulée'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderKind = 'restaurant' | 'store' | 'services' | 'grocery';
export const ORDER_KINDS: readonly OrderKind[] = ['restaurant', 'store', 'services', 'grocery'];
/** The order kinds an admin oversees (SPEC §2 /orders/{grocery|restaurant|store}). */
export const ADMIN_ORDER_KINDS = ['grocery', 'restaurant', 'store'] as const;
export type AdminOrderKind = (typeof ADMIN_ORDER_KINDS)[number];

/** An order called off (by the customer, the business or an admin), with who did it and why. */
export const CANCELLED_STATUS = 'annulée';

/** Who asks for a change: the business's owner, an admin, or a rider. */
export type OrderActor = 'owner' | 'admin' | 'rider';

/** The statuses an order can be stored in, and where each can go next. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['waiting', 'refusée', 'annulée'],
  waiting: ['confirme', 'annulée'],
  // Legacy: an order stored as 'confirmé' is an accepted order waiting for a rider.
  confirmé: ['confirme', 'annulée'],
  confirme: ['comming', 'annulée'],
  comming: ['succes', 'annulée'],
  refusée: [],
  succes: [],
  annulée: [],
};

/** Statuses nothing leaves. */
export const FINAL_STATUSES: readonly OrderStatus[] = (Object.keys(NEXT) as OrderStatus[]).filter((s) => NEXT[s].length === 0);

/** The business (owner or admin) decides on new orders: the words sent from the new-orders screen. */
export const BUSINESS_DECISIONS: readonly OrderStatus[] = ['confirmé', 'refusée'];
/** Riders move accepted orders along. */
export const RIDER_MOVES: readonly OrderStatus[] = ['confirme', 'comming', 'succes'];

/** The current-orders list (SPEC §4) and the finished ones. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['waiting', 'comming', 'confirme'];
export const DONE_STATUSES: readonly OrderStatus[] = ['succes', 'refusée', 'annulée'];
/** Every status a list may ask for on the read endpoints. */
export const LISTABLE_STATUSES: readonly OrderStatus[] = [
  'new',
  'waiting',
  'confirme',
  'comming',
  'succes',
  'refusée',
  'annulée',
  'confirmé',
];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** What a requested status is stored as: accepting ('confirmé') stores 'waiting'. */
export function storedStatus(requested: OrderStatus): OrderStatus {
  return requested === 'confirmé' ? 'waiting' : requested;
}

/** Whether a stored order may move to the requested status (requests use the API's words). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(storedStatus(to));
}

export function transitionError(from: OrderStatus, to: string): string {
  return `An order that is '${from}' cannot become '${to}'.`;
}

export const NOT_YOUR_MOVE = {
  owner: SERVER_MSG.onlyRiderMovesAcceptedOrder,
  rider: SERVER_MSG.onlyBusinessDecidesNewOrder,
} as const;

export type TransitionPlan =
  | { ok: true; status: OrderStatus }
  | {
      ok: false;
      statusCode: 400 | 403 | 409;
      message: string;
      code:
        'unknownOrderStatus' | 'onlyRiderMovesAcceptedOrder' | 'onlyBusinessDecidesNewOrder' | 'transitionInvalid' | 'cancelNeedsReason';
    };

/**
 * Checks a requested change against the state machine and the actor's rights and says what to store.
 * Owners decide on new orders; riders move accepted orders; admins may do either.
 */
export function planTransition(from: OrderStatus, requested: unknown, actor: OrderActor): TransitionPlan {
  if (!isOrderStatus(requested) || requested === 'new')
    return { ok: false, statusCode: 400, message: `Unknown order status '${String(requested)}'.`, code: 'unknownOrderStatus' };
  // A cancellation says who and why: it has its own action (planCancellation), never a bare status change.
  if (requested === CANCELLED_STATUS)
    return { ok: false, statusCode: 400, message: SERVER_MSG.cancelNeedsReason, code: 'cancelNeedsReason' };
  const to = storedStatus(requested);
  if (actor === 'owner' && !BUSINESS_DECISIONS.includes(requested) && requested !== 'waiting') {
    return { ok: false, statusCode: 403, message: NOT_YOUR_MOVE.owner, code: 'onlyRiderMovesAcceptedOrder' };
  }
  if (actor === 'rider' && !RIDER_MOVES.includes(requested))
    return { ok: false, statusCode: 403, message: NOT_YOUR_MOVE.rider, code: 'onlyBusinessDecidesNewOrder' };
  if (!canTransition(from, requested))
    return { ok: false, statusCode: 409, message: transitionError(from, requested), code: 'transitionInvalid' };
  return { ok: true, status: to };
}

/**
 * The words every screen and export shows for a status (the API keeps its own values). An accepted
 * order ('confirmé', stored as 'waiting') waits for a rider; 'confirme' is a rider who took it.
 */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'New',
  confirmé: 'Waiting for a rider',
  refusée: 'Refused',
  waiting: 'Waiting for a rider',
  confirme: 'Confirmed',
  comming: 'On the way',
  succes: 'Delivered',
  annulée: 'Cancelled',
};

/** A status's words; a value this version does not know is shown as it is. */
export function statusLabel(status: string): string {
  return isOrderStatus(status) ? STATUS_LABELS[status] : status;
}

export type StatusTone = 'green' | 'yellow' | 'blue' | 'red';

/** Badge colours: green for confirme, yellow for waiting, red for refused (and cancelled), blue otherwise (SPEC §4). */
export function statusColor(status: string): StatusTone {
  if (status === 'confirme') return 'green';
  if (status === 'waiting' || status === 'confirmé') return 'yellow';
  if (status === 'refusée' || status === 'annulée') return 'red';
  return 'blue';
}

/** The hint shown when a status is clicked (SPEC §4), or null for statuses without one. */
export const STATUS_HINTS: Partial<Record<OrderStatus, string>> = {
  waiting: MSG.hintWaiting,
  confirmé: MSG.hintWaiting,
  confirme: MSG.hintConfirme,
  comming: MSG.hintComming,
};

export function statusHint(status: string): string | null {
  return isOrderStatus(status) ? (STATUS_HINTS[status] ?? null) : null;
}

/** What every order pays for its delivery: 10,00 dh. */
export const DEFAULT_DELIVERY_FEE = centimes(1000);
