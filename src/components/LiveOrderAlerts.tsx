import { useEffect, useMemo } from 'react';
import { useSubscription, useTranslate } from '@refinedev/core';
import { useNavigate } from 'react-router';
import type { OrderListSource } from '../providers/endpoints/orders';
import { appTitle } from '../providers/i18nProvider';
import { NewOrderToasts } from './NewOrderToasts';
import { orderAlarm, type OrderAlarm } from './orderAlarm';
import { useOrderAlarm } from './useOrderAlarm';
import { useOrderFeed } from './useOrderFeed';
import { useStableCallback } from './useStableCallback';

interface OrderEventPayload {
  event?: string;
  _id?: string;
  commandNumber?: number;
  totalPrix?: number;
  statusOrders?: string;
  kind?: string;
  business?: { name?: string } | null;
}

export interface LiveOrderAlertsProps {
  /** 'admin' hears newOrdeAdmin; owners hear orderCreated for their business. */
  audience: 'admin' | 'owner';
  /** Where the new orders of an event are listed. */
  newOrdersPath: (kind: string | undefined) => string;
  /** The lists whose new orders the tab title counts. */
  countSources: readonly OrderListSource[];
  alarm?: OrderAlarm;
}

/**
 * New-order alerts for a logged-in owner or admin: a toast with the order's total and a chime for each
 * new order, ringing again until it is seen (unless muted); the toast closes by itself once the order's
 * row was on screen in a list; the tab title counts the orders waiting for a decision.
 */
export function LiveOrderAlerts({ audience, newOrdersPath, countSources, alarm = orderAlarm }: LiveOrderAlertsProps) {
  const t = useTranslate();
  const { pending, listed } = useOrderAlarm(alarm);
  const navigate = useNavigate();
  const wanted = audience === 'admin' ? 'newOrdeAdmin' : 'orderCreated';

  // The subscription keeps its first callback: the stable handler runs the latest one.
  const handle = useStableCallback((payload: OrderEventPayload, type: string) => {
    const id = payload._id;
    if (!id) return;
    if (type === 'created' && payload.event === wanted && payload.statusOrders === 'new') {
      // The admin hears every business: the toast says which one (or Easy Market).
      const business =
        audience === 'admin'
          ? (payload.business?.name ?? (payload.kind === 'grocery' ? t('orders.alert.easyMarket') : undefined))
          : undefined;
      alarm.add({ id, number: payload.commandNumber ?? '', total: payload.totalPrix ?? 0, kind: payload.kind, business });
    } else if (type === 'updated' && payload.statusOrders && payload.statusOrders !== 'new') {
      alarm.acknowledge(id);
    }
  });
  useSubscription({
    channel: 'resources/orders',
    types: ['created', 'updated'],
    onLiveEvent: (event) => handle(event.payload as OrderEventPayload, event.type),
  });

  // Browsers start audio only after a gesture: the first click lets the chime play.
  useEffect(() => {
    const unblock = () => alarm.unblock();
    window.addEventListener('pointerdown', unblock);
    window.addEventListener('keydown', unblock);
    return () => {
      window.removeEventListener('pointerdown', unblock);
      window.removeEventListener('keydown', unblock);
    };
  }, [alarm]);

  const { data } = useOrderFeed(countSources);
  const count = useMemo(() => (data ?? []).filter((o) => o.statusOrders === 'new').length, [data]);
  useTabTitleCount(count, (c, title) => t('orders.tabTitle', { count: c, title }));
  return (
    <NewOrderToasts
      pending={pending}
      listed={listed}
      onSeen={(id) => alarm.acknowledge(id)}
      onView={(alert) => {
        alarm.acknowledge(alert.id);
        navigate(newOrdersPath(alert.kind));
      }}
      onMute={() => alarm.setMuted(true)}
    />
  );
}

/** Prefixes the tab title (in the reader's language) with a count while it is above zero. */
function useTabTitleCount(count: number, format: (count: number, title: string) => string) {
  useEffect(() => {
    document.title = count > 0 ? format(count, appTitle()) : appTitle();
  }, [count, format]);
  useEffect(
    () => () => {
      document.title = appTitle();
    },
    [],
  );
}
