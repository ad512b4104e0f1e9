/** Order statuses as the provider API spells them (SPEC §4, DESIGN §3). */
export const ORDER_STATUSES = ['new', 'confirmé', 'refusée', 'waiting', 'confirme', 'comming', 'succes'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderKind = 'restaurant' | 'store' | 'services' | 'grocery';

/** new → accepted (confirmé) or refused (refusée); accepted waits for a rider, who takes it, carries it, delivers it. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmé', 'refusée'],
  'confirmé': ['waiting'],
  waiting: ['confirme'],
  confirme: ['comming'],
  comming: ['succes'],
  'refusée': [],
  succes: [],
};

/** Who moves an order: the business (owner or admin) decides on new orders; riders do the rest. */
export const BUSINESS_DECISIONS: readonly OrderStatus[] = ['confirmé', 'refusée'];
export const RIDER_MOVES: readonly OrderStatus[] = ['waiting', 'confirme', 'comming', 'succes'];

export const ACTIVE_STATUSES: readonly OrderStatus[] = ['waiting', 'comming', 'confirme'];
export const DONE_STATUSES: readonly OrderStatus[] = ['succes', 'refusée'];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function transitionError(from: OrderStatus, to: string): string {
  return `An order that is '${from}' cannot become '${to}'.`;
}

export const DEFAULT_DELIVERY_FEE = 10;
