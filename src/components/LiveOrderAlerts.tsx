import { useEffect, useMemo, useRef } from 'react';
import { useSubscription, useTranslate } from '@refinedev/core';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import type { OrderListSource } from '../providers/endpoints/orders';
import { NewOrderToast, newOrderToastTexts } from './NewOrderToast';
import { orderAlarm, type OrderAlarm } from './orderAlarm';
import { useOrderFeed } from './useOrderFeed';

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

const toastKey = (id: string) => `order-${id}`;

/**
 * New-order alerts for a logged-in owner or admin: a toast with the order's total and a chime for each
 * new order, ringing again until it is seen (unless muted); the tab title counts the orders waiting
 * for a decision.
 */
export function LiveOrderAlerts({ audience, newOrdersPath, countSources, alarm = orderAlarm }: LiveOrderAlertsProps) {
  const { notification } = App.useApp();
  const t = useTranslate();
  const navigate = useNavigate();
  const wanted = audience === 'admin' ? 'newOrdeAdmin' : 'orderCreated';

  const handle = useRef<(payload: OrderEventPayload, type: string) => void>(() => undefined);
  handle.current = (payload, type) => {
    const id = payload._id;
    if (!id) return;
    if (type === 'created' && payload.event === wanted && payload.statusOrders === 'new') {
      const number = payload.commandNumber ?? '';
      const total = payload.totalPrix ?? 0;
      alarm.add({ id, number, total });
      notification.open({
        key: toastKey(id),
        message: (
          <NewOrderToast
            number={number}
            total={total}
            texts={newOrderToastTexts(t, number, total, audience === 'admin' ? (payload.business?.name ?? (payload.kind === 'grocery' ? t('orders.alert.easyMarket') : undefined)) : undefined)}
            onSeen={() => alarm.acknowledge(id)}
            onView={() => {
              alarm.acknowledge(id);
              navigate(newOrdersPath(payload.kind));
            }}
            onMute={() => alarm.setMuted(true)}
          />
        ),
        duration: 0,
        placement: 'topRight',
        onClose: () => alarm.acknowledge(id),
      });
    } else if (type === 'updated' && payload.statusOrders && payload.statusOrders !== 'new') {
      alarm.acknowledge(id);
    }
  };
  useSubscription({
    channel: 'resources/orders',
    types: ['created', 'updated'],
    onLiveEvent: (event) => handle.current(event.payload as OrderEventPayload, event.type),
  });

  // A seen order's toast goes away, wherever it was seen from.
  useEffect(() => {
    let shown = new Set(alarm.getState().pending.map((a) => a.id));
    return alarm.subscribe(() => {
      const now = new Set(alarm.getState().pending.map((a) => a.id));
      shown.forEach((id) => !now.has(id) && notification.destroy(toastKey(id)));
      shown = now;
    });
  }, [alarm, notification]);

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
  return null;
}

/** Prefixes the tab title with a count while it is above zero. */
function useTabTitleCount(count: number, format: (count: number, title: string) => string) {
  const base = useRef<string | null>(null);
  useEffect(() => {
    base.current ??= document.title;
    document.title = count > 0 ? format(count, base.current) : base.current;
  }, [count, format]);
  useEffect(
    () => () => {
      if (base.current !== null) document.title = base.current;
    },
    [],
  );
}
