import { useSubscription } from '@refinedev/core';
import { useStableCallback } from '../../components/useStableCallback';
import type { Order } from './types';

/**
 * "Print on accept" for the orders auto-accept took: the open desk prints each one as it arrives (a person
 * accepting prints from the accept dialog instead). Nothing when `print` is not given (printing is off).
 */
export function useAutoAcceptPrint(print: ((order: Order) => void) | undefined) {
  const handle = useStableCallback((order: Partial<Order> & { event?: string }) => {
    if (print && order.event === 'orderCreated' && order.autoAccepted && order._id) print(order as Order);
  });
  useSubscription({ channel: 'resources/orders', types: ['created'], onLiveEvent: (event) => handle(event.payload as Partial<Order>) });
}
