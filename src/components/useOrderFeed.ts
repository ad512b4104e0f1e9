import { useEffect, useRef } from 'react';
import { useDataProvider, useSubscription, type BaseRecord, type LiveEvent } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderListSource } from '../providers/endpoints/orders';
import { liveProvider } from '../providers/liveProvider';
import { applyChanges, catchUpFrom, collectChanges, latestChange, type FeedOrder } from './orderFeedMerge';
import { useStableCallback } from './useStableCallback';

export interface OrderLike extends BaseRecord, FeedOrder {
  _id: string;
  createdAt?: string;
  statusOrders: string;
}

/**
 * One list of orders read from one or more order lists of the API (e.g. the admin's waiting, comming
 * and confirme lists), newest first. Read whole once; then each order event of the socket is applied to it
 * as it comes (the event carries the order), and after a reconnection or when the server says events may have
 * been missed (the live provider sends '*'), only what changed since the last change known is fetched, a page
 * at a time — never the whole list again.
 */
export function useOrderFeed<T extends OrderLike = OrderLike>(sources: readonly OrderListSource[], enabled = true) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const queryKey = ['orders-feed', sources];
  const cursor = useRef<string | undefined>(undefined);
  // The last change known when the connection was lost: events heard once back (before the catch-up runs)
  // move `cursor` past the gap, so the catch-up starts from here.
  const beforeGap = useRef<{ cursor: string | undefined } | null>(null);
  useEffect(
    () =>
      liveProvider.onStatus((status) => {
        if (status !== 'connected' && !beforeGap.current) beforeGap.current = { cursor: cursor.current };
      }),
    [],
  );
  const query = useQuery({
    queryKey,
    enabled: enabled && sources.length > 0,
    queryFn: async () => {
      const provider = dataProvider();
      const lists = await Promise.all(
        sources.map((meta) => provider.getList<T>({ resource: 'orders', meta: meta as unknown as Record<string, unknown> })),
      );
      const all = lists.flatMap((list) => list.data);
      cursor.current = latestChange(cursor.current, all);
      return applyChanges<T>([], all, sources);
    },
  });

  /** Every change of the sources' scopes after `since`. */
  const changesSince = async (since: string): Promise<T[]> => {
    const provider = dataProvider();
    const lists = await Promise.all(
      sources.map((source) =>
        collectChanges<T>(since, async (from, after) => {
          const { data } = await provider.custom!<{ data: T[]; more: boolean }>({
            url: 'orders.changes',
            method: 'get',
            meta: { ...source, since: from, after },
          });
          return data;
        }),
      ),
    );
    return lists.flat();
  };

  const onEvent = useStableCallback(async (event: LiveEvent) => {
    const current = queryClient.getQueryData<T[]>(queryKey);
    // Still loading (or never loaded): the read in progress is started again, so it includes this.
    if (!current) return void query.refetch();
    if (event.type !== '*') {
      const { event: _name, ...order } = event.payload as T & { event?: string };
      if (!order._id) return;
      cursor.current = latestChange(cursor.current, [order as T]);
      queryClient.setQueryData<T[]>(queryKey, (list) => applyChanges(list ?? [], [order as T], sources));
      return;
    }
    const from = beforeGap.current ? beforeGap.current.cursor : cursor.current;
    beforeGap.current = null;
    // Nothing known to start from (an empty list): reading the lists again costs no more.
    if (!from) return void query.refetch();
    const changed = await changesSince(catchUpFrom(from)).catch(() => null);
    if (!changed) return void query.refetch();
    cursor.current = latestChange(cursor.current, changed);
    queryClient.setQueryData<T[]>(queryKey, (list) => applyChanges(list ?? [], changed, sources));
  });
  useSubscription({ channel: 'resources/orders', types: ['*'], enabled, onLiveEvent: (event) => void onEvent(event) });
  return query;
}
