import { sumMoney, ZERO, type Centimes } from './money';

/**
 * What a rider earns, and how a rider's journal is put together (SPEC §3 "Rider journal").
 *
 * The fee rule: a rider earns an order's delivery fee (`deleveryFee`) when the order was delivered
 * (statusOrders 'succes'). Orders still on their way earn nothing yet; cancelled or refused orders earn
 * nothing. Easy Market (grocery) orders follow the same rule; their fee is reported apart as `easyFee`.
 *
 * The total to pay a rider is the sum of every command type's fee plus the easy fee, added to the centime.
 */

/** The four lists of a journal: Easy Market, restaurant (and services), store, and pack orders. */
export const JOURNAL_GROUPS = ['easy', 'restaurant', 'store', 'packs'] as const;
export type JournalGroup = (typeof JOURNAL_GROUPS)[number];

/** Command types of the fee table (Easy Market is reported apart, as `easyFee`). */
export const COMMAND_TYPES = ['restaurant', 'store', 'packs'] as const;
export type CommandType = (typeof COMMAND_TYPES)[number];

/** The status of a delivered order: the only one that earns the rider a fee. */
export const DELIVERED_STATUS = 'succes';
/** Statuses of orders that were called off; counted in the fee table's `cencel` column. */
export const CANCELLED_STATUSES: readonly string[] = ['refusée', 'annulée'];
/** Statuses after which an order no longer changes: a payment settles these, the rest wait for the next period. */
export const SETTLED_STATUSES: readonly string[] = [DELIVERED_STATUS, ...CANCELLED_STATUSES];

/**
 * What the journal needs to know of an order. Amounts are centimes where they are added (`M` = Centimes),
 * dh as the API sends them on a screen (`M` = number).
 */
export interface JournalOrder<M extends number = Centimes> {
  kind: string;
  type_order: string;
  statusOrders: string;
  deleveryFee: M;
  totalPrix: M;
  prixActual?: M | null;
}

export interface CommandFee<M extends number = Centimes> {
  type: CommandType;
  /** Sum of the delivered orders' totals (what customers paid, delivery included). */
  totalGain: M;
  /** Number of delivered orders. */
  total: number;
  /** Number of cancelled orders. */
  cencel: number;
  /** What the rider earned on this type: the delivered orders' delivery fees. */
  fee: M;
}

export interface EasyFee<M extends number = Centimes> {
  /** What the rider earned on delivered Easy Market orders: their delivery fees. */
  fee: M;
  /** What customers paid for the delivered Easy Market orders. */
  PrixTotal: M;
  /** What the goods of those orders cost the marketplace. */
  PrixActual: M;
}

export interface FeeJournal<M extends number = Centimes> {
  CommandFee: CommandFee<M>[];
  easyFee: EasyFee<M>;
}

/** The same journal with its amounts converted (centimes ↔ dh at the API's edge). */
export function mapJournalMoney<A extends number, B extends number>(journal: FeeJournal<A>, convert: (amount: A) => B): FeeJournal<B> {
  const { fee, PrixTotal, PrixActual } = journal.easyFee;
  return {
    CommandFee: journal.CommandFee.map((c) => ({ ...c, totalGain: convert(c.totalGain), fee: convert(c.fee) })),
    easyFee: { fee: convert(fee), PrixTotal: convert(PrixTotal), PrixActual: convert(PrixActual) },
  };
}

/** Which list of the journal an order belongs to; services orders are listed with restaurants. */
export function journalGroupOf(order: Pick<JournalOrder, 'kind' | 'type_order'>): JournalGroup {
  if (order.kind === 'grocery') return 'easy';
  if (order.type_order === 'pack') return 'packs';
  return order.kind === 'store' ? 'store' : 'restaurant';
}

export function isDelivered(order: Pick<JournalOrder, 'statusOrders'>): boolean {
  return order.statusOrders === DELIVERED_STATUS;
}

export function isCancelled(order: Pick<JournalOrder, 'statusOrders'>): boolean {
  return CANCELLED_STATUSES.includes(order.statusOrders);
}

export function isSettled(order: Pick<JournalOrder, 'statusOrders'>): boolean {
  return SETTLED_STATUSES.includes(order.statusOrders);
}

/** The fee one order earns its rider: its delivery fee once delivered, otherwise nothing. */
export function commandFee<M extends number>(order: Pick<JournalOrder<M>, 'statusOrders' | 'deleveryFee'>): M {
  return isDelivered(order) ? order.deleveryFee : (0 as M);
}

/** The fee table of a period's orders. */
export function buildFeeJournal(orders: readonly JournalOrder[]): FeeJournal {
  const byGroup = (group: JournalGroup) => orders.filter((o) => journalGroupOf(o) === group);
  const CommandFee = COMMAND_TYPES.map((type): CommandFee => {
    const list = byGroup(type);
    const delivered = list.filter(isDelivered);
    return {
      type,
      totalGain: sumMoney(delivered.map((o) => o.totalPrix)),
      total: delivered.length,
      cencel: list.filter(isCancelled).length,
      fee: sumMoney(delivered.map(commandFee)),
    };
  });
  const easyDelivered = byGroup('easy').filter(isDelivered);
  return {
    CommandFee,
    easyFee: {
      fee: sumMoney(easyDelivered.map(commandFee)),
      PrixTotal: sumMoney(easyDelivered.map((o) => o.totalPrix)),
      PrixActual: sumMoney(easyDelivered.map((o) => o.prixActual ?? ZERO)),
    },
  };
}

/** SPEC §9: the rider fee total is the sum of the command fees plus the easy fee, to the centime. */
export function riderFeeTotal(journal: Pick<FeeJournal, 'CommandFee' | 'easyFee'>): Centimes {
  return sumMoney([...journal.CommandFee.map((c) => c.fee), journal.easyFee.fee]);
}
