import { ADMIN_ORDER_KINDS } from '../../domain/orders';

/**
 * Where an admin opens an order from the desk: its kind's order list, searched by its number (finished orders
 * in the history, others on the desk). Services orders have no admin list: none.
 */
export function orderHref(order: { kind: string; commandNumber: number }, finished: boolean): string | null {
  if (!(ADMIN_ORDER_KINDS as readonly string[]).includes(order.kind)) return null;
  if (!finished) return `/orders/${order.kind}`;
  const search = new URLSearchParams({
    'filters[0][field]': 'q',
    'filters[0][operator]': 'contains',
    'filters[0][value]': String(order.commandNumber),
  });
  return `/orders/${order.kind}/done?${search.toString()}`;
}
