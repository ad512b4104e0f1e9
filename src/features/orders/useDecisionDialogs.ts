import { useState } from 'react';
import { useUpdate } from '@refinedev/core';
import { readyAtFor } from '../../domain/service';
import type { Refusal } from './RefuseDialog';
import type { Desk, Order } from './types';
import type { Decision, DecisionDetails } from './useOrderDecision';

/** After a decision the keyboard stays in the list: focus goes to the next new order (or the one before). */
function focusNextOrder(list: readonly Order[], decided: Order) {
  const index = list.findIndex((o) => o._id === decided._id);
  const rest = list.filter((o) => o._id !== decided._id && o.statusOrders === 'new');
  const next = rest[Math.min(Math.max(index, 0), rest.length - 1)];
  window.requestAnimationFrame(() => {
    const row = next ? document.querySelector<HTMLElement>(`tr[data-order="${next.commandNumber}"] button`) : null;
    row?.focus();
  });
}

/**
 * Confirm and Refuse of a desk go through dialogs: accepting asks for the preparation time, refusing for
 * a reason (and can mark the unavailable items sold out). Focus then moves on to the next new order.
 */
export function useDecisionDialogs(
  desk: Desk,
  decide: (order: Order, decision: Decision, details?: DecisionDetails) => Promise<boolean>,
  list: readonly Order[],
  afterAccept?: (order: Order) => void,
) {
  const [accepting, setAccepting] = useState<Order | null>(null);
  const [refusing, setRefusing] = useState<Order | null>(null);
  const { mutateAsync: update } = useUpdate();

  const ask = (order: Order, decision: Decision) => (decision === 'confirmé' ? setAccepting(order) : setRefusing(order));

  const accept = async (order: Order, minutes: number) => {
    if (!(await decide(order, 'confirmé', { preparationMinutes: minutes }))) return;
    setAccepting(null);
    afterAccept?.({ ...order, statusOrders: 'confirmé', preparationMinutes: minutes, readyAt: readyAtFor(new Date(), minutes) });
    focusNextOrder(list, order);
  };

  const refuse = async (order: Order, refusal: Refusal) => {
    if (!(await decide(order, 'refusée', { refusalReason: refusal.reason, refusalNote: refusal.note }))) return;
    setRefusing(null);
    const prefix = desk.type === 'store' ? 'products' : 'menu';
    for (const id of refusal.soldOutIds) {
      await update({ resource: 'catalogueItems', id, values: { soldOut: true }, meta: { prefix }, successNotification: false }).catch(
        () => undefined,
      );
    }
    focusNextOrder(list, order);
  };

  return { accepting, refusing, ask, accept, refuse, cancel: () => (setAccepting(null), setRefusing(null)) };
}
