import { useState } from 'react';
import { useSubscription } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { ORDER_ESCALATED_EVENT } from '../domain/escalation';
import { ADMIN_ORDER_KINDS } from '../domain/orders';
import { EscalationAlertList, type EscalationAlert } from './EscalationAlertList';
import { useStableCallback } from './useStableCallback';

interface OrderEventPayload {
  event?: string;
  _id?: string;
  commandNumber?: number;
  kind?: string;
  statusOrders?: string;
  createdAt?: string;
  business?: { name?: string } | null;
}

/**
 * Every admin's live alert when an order went unanswered (the server's orderEscalated event): shown until
 * the order is accepted or refused, the admin opens it, or dismisses the alert.
 */
export function EscalationAlerts() {
  const navigate = useNavigate();
  const [alerts, setAlerts] = useState<EscalationAlert[]>([]);
  const remove = (id: string) => setAlerts((list) => list.filter((a) => a.id !== id));

  const handle = useStableCallback((order: OrderEventPayload) => {
    const id = order._id;
    if (!id) return;
    if (order.event === ORDER_ESCALATED_EVENT && order.statusOrders === 'new') {
      const alert = {
        id,
        number: order.commandNumber ?? 0,
        kind: order.kind,
        business: order.business?.name,
        placedAt: order.createdAt ?? new Date().toISOString(),
      };
      setAlerts((list) => [...list.filter((a) => a.id !== id), alert]);
    } else if (order.statusOrders && order.statusOrders !== 'new') remove(id);
  });
  useSubscription({ channel: 'resources/orders', types: ['updated'], onLiveEvent: (event) => handle(event.payload as OrderEventPayload) });

  return (
    <EscalationAlertList
      alerts={alerts}
      onClose={(alert) => remove(alert.id)}
      onView={(alert) => {
        remove(alert.id);
        const kind = (ADMIN_ORDER_KINDS as readonly string[]).includes(alert.kind ?? '') ? alert.kind : null;
        navigate(kind ? `/orders/${kind}/new` : '/');
      }}
    />
  );
}
