// An owner's desk as the SPA runs it, outside a browser: the SPA's own live provider (reconnection, room
// joins, resync) and its catch-up rules (orderFeedMerge), over a real node. It knows an order once it heard
// it live or fetched it while catching up.
import type { LiveEvent } from '@refinedev/core';
import { catchUpFrom, collectChanges, latestChange, type FeedOrder } from '../../src/components/orderFeedMerge';
import { createLiveProvider, type ConnectionStatus } from '../../src/providers/liveProvider';
import { api, type Json } from './nodeProcess';

export interface Desk {
  /** Order id → when the desk first knew it (ms), and how (live event or catch-up). */
  known: Map<string, { at: number; how: 'live' | 'catch-up' }>;
  statuses: ConnectionStatus[];
  catchUps: number;
  status(): ConnectionStatus;
  close(): void;
}

/** A restaurant owner's desk on `url` (reconnecting there, as it would through a load balancer). */
export async function openDesk(url: string, token: string, restaurantId: string): Promise<Desk> {
  const known: Desk['known'] = new Map();
  const statuses: ConnectionStatus[] = [];
  const live = createLiveProvider({ url, getToken: () => token });
  let cursor: string | undefined;
  const learn = (orders: FeedOrder[], how: 'live' | 'catch-up') => {
    cursor = latestChange(cursor, orders);
    for (const o of orders) if (!known.has(o._id)) known.set(o._id, { at: Date.now(), how });
  };
  const desk: Desk = {
    known,
    statuses,
    catchUps: 0,
    status: () => live.status(),
    close: () => live.disconnect(),
  };
  // While the database is down the list cannot load: the desk opens empty and catches up once connected.
  const first = await api(url, 'GET', `/orders/restaurant/${restaurantId}?status=new`, token).catch(() => null);
  if (first?.status === 200) learn([...first.body.orders, ...first.body.ordersPack], 'catch-up');
  const catchUp = async () => {
    desk.catchUps++;
    const changed = await collectChanges<FeedOrder>(catchUpFrom(cursor ?? new Date(0).toISOString()), async (since, after) => {
      const res = await api(
        url,
        'GET',
        `/orders/restaurant/${restaurantId}?since=${encodeURIComponent(since)}${after ? `&after=${after}` : ''}`,
        token,
      );
      if (res.status !== 200) throw new Error(`catch-up answered ${res.status}`);
      return res.body as { data: FeedOrder[]; more: boolean };
    });
    learn(changed, 'catch-up');
  };
  live.onStatus((s) => statuses.push(s));
  live.subscribe({
    channel: 'resources/orders',
    types: ['*'],
    callback: (event: LiveEvent) => {
      if (event.type === '*') void catchUp().catch(() => undefined);
      else learn([event.payload as Json as FeedOrder], 'live');
    },
  });
  live.join({ event: 'joinRestaurantRoom', arg: restaurantId });
  return desk;
}
