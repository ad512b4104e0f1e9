import { useMemo, useState } from 'react';
import { orderAlarm } from '../../components/orderAlarm';
import { useOrderFeed } from '../../components/useOrderFeed';
import type { OrderListSource } from '../../providers/endpoints/orders';
import type { Order } from './types';

/**
 * One desk list: the feed from the API, minus orders just decided (they leave the list at once), or
 * — for grocery orders, updated in place — with decided orders kept where they were, showing their new status.
 */
export function useDeskOrders(sources: readonly OrderListSource[], options: { enabled?: boolean; keepDecided?: boolean } = {}) {
  const feed = useOrderFeed<Order>(sources, options.enabled ?? true);
  const [decided, setDecided] = useState<Map<string, Order>>(new Map());
  const orders = useMemo(() => {
    const fetched = feed.data ?? [];
    if (!options.keepDecided) return fetched.filter((o) => !decided.has(o._id) || decided.get(o._id)!.statusOrders === o.statusOrders);
    const ids = new Set(fetched.map((o) => o._id));
    const kept = [...decided.values()].filter((o) => !ids.has(o._id));
    return [...fetched.map((o) => decided.get(o._id) ?? o), ...kept].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, [feed.data, decided, options.keepDecided]);
  return {
    orders,
    isLoading: feed.isLoading,
    error: feed.error as Error | null,
    refetch: () => void feed.refetch(),
    /** Records a decision so the row leaves (or, in place, changes) before the refetch lands. */
    markDecided(order: Order, status: string) {
      orderAlarm.acknowledge(order._id);
      setDecided((map) => new Map(map).set(order._id, { ...order, statusOrders: status }));
      void feed.refetch();
    },
  };
}
