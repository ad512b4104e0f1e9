import { useDataProvider, useSubscription, type BaseRecord } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderListSource } from '../providers/endpoints/orders';

export interface OrderLike extends BaseRecord {
  _id: string;
  createdAt?: string;
  statusOrders: string;
}

/**
 * One list of orders read from one or more order lists of the API (e.g. the admin's waiting, comming
 * and confirme lists), newest first. It refreshes on every order event of the socket and after a
 * reconnection (the live provider sends '*' then), so nothing placed meanwhile is missed.
 */
export function useOrderFeed<T extends OrderLike = OrderLike>(sources: readonly OrderListSource[], enabled = true) {
  const dataProvider = useDataProvider();
  const query = useQuery({
    queryKey: ['orders-feed', sources],
    enabled: enabled && sources.length > 0,
    queryFn: async () => {
      const provider = dataProvider();
      const lists = await Promise.all(
        sources.map((meta) => provider.getList<T>({ resource: 'orders', meta: meta as unknown as Record<string, unknown> })),
      );
      const byId = new Map<string, T>();
      for (const list of lists) for (const order of list.data) byId.set(order._id, order);
      return [...byId.values()].sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')));
    },
  });
  // refetch is stable for the query's life, so the subscription's first callback stays right.
  const { refetch } = query;
  useSubscription({ channel: 'resources/orders', types: ['*'], enabled, onLiveEvent: () => void refetch() });
  return query;
}
