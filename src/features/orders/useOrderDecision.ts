import { useCustomMutation, useTranslate } from '@refinedev/core';
import { App } from 'antd';
import { useState } from 'react';
import { orderAlarm } from '../../components/orderAlarm';
import type { Desk, Order } from './types';

export type Decision = 'confirmé' | 'refusée';

export interface DecisionDetails {
  preparationMinutes?: number;
  refusalReason?: string;
  refusalNote?: string;
}

/** The endpoint that records a decision for this desk and order (DESIGN §3 "Status updates"). */
export function decisionEndpoint(desk: Desk, order: Pick<Order, 'type_order'>): string {
  const pack = order.type_order === 'pack';
  if (desk.by === 'owner') return pack ? 'orders.ownerPackUpdate' : 'orders.ownerUpdate';
  if (desk.type === 'grocery') return 'orders.groceryUpdate';
  return pack ? 'orders.adminPackUpdate' : 'orders.adminUpdate';
}

/**
 * Confirms or refuses a new order, says so with the spec's words ('The order has been successfully
 * updated.' / 'Order refused.'), silences its alarm and tells the caller which order changed.
 */
export function useOrderDecision(desk: Desk, onDone: (order: Order, status: string) => void) {
  const t = useTranslate();
  const { message } = App.useApp();
  const { mutateAsync } = useCustomMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  /** Resolves true once the server recorded it; `details` carry the preparation time or the refusal reason. */
  const decide = async (order: Order, decision: Decision, details: DecisionDetails = {}): Promise<boolean> => {
    setBusyId(order._id);
    try {
      const result = await mutateAsync({
        url: decisionEndpoint(desk, order),
        method: 'put',
        values: details,
        meta: { id: order._id, status: decision, type: desk.type },
        successNotification: false,
        errorNotification: false,
      });
      orderAlarm.acknowledge(order._id);
      const stored =
        (result.data as { order?: { statusOrders?: string } } | undefined)?.order?.statusOrders ??
        (decision === 'confirmé' ? 'waiting' : 'refusée');
      void message.success(decision === 'refusée' ? t('messages.orderRefused') : t('messages.orderUpdated'));
      onDone(order, stored);
      return true;
    } catch (error) {
      void message.error((error as Error).message || t('orders.loadFailed'));
      return false;
    } finally {
      setBusyId(null);
    }
  };
  return { decide, busyId };
}
