import { useCustom, useSubscription, type HttpError } from '@refinedev/core';
import type { OrderProblems } from './problemTypes';
import type { Order } from './types';

/**
 * An order's problems (GET /api/orders/{id}/problems), read again when the order changes: its status or version
 * as the screen knows it, or a live event about it (a cancellation, an edit, a refund from another screen).
 */
export function useOrderProblems(order: Order) {
  const { query } = useCustom<OrderProblems, HttpError>({
    url: 'orderProblems.get',
    method: 'get',
    meta: { id: order._id, status: order.statusOrders, version: order.version ?? 1, refunded: order.refunded ?? 0 },
    errorNotification: false,
  });
  useSubscription({
    channel: 'resources/orders',
    types: ['updated'],
    onLiveEvent: (event) => {
      if ((event.payload as { _id?: string } | undefined)?._id === order._id) void query.refetch();
    },
  });
  return {
    problems: query.data?.data,
    failed: query.isError,
    refetch: () => void query.refetch(),
  };
}
