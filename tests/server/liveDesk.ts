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
  /** Each catch-up: from when, and how many changes each page brought. */
  catchUpLog: string[];
  status(): ConnectionStatus;
  close(): void;
}

/**
 * A restaurant owner's desk on `url` (reconnecting there, as it would through a load balancer); `onNew` hears each
 * order the first time the desk knows it, as the owner's screen shows it.
 */
export async function openDesk(
  url: string,
  token: string,
  restaurantId: string,
  onNew?: (order: FeedOrder, how: 'live' | 'catch-up') => void,
): Promise<Desk> {
  const known: Desk['known'] = new Map();
  const statuses: ConnectionStatus[] = [];
  const live = createLiveProvider({ url, getToken: () => token });
  let cursor: string | undefined;
  // As the SPA's feed: the catch-up after a cut starts from the last change known when it was cut.
  let beforeGap: { cursor: string | undefined } | null = null;
  const learn = (orders: FeedOrder[], how: 'live' | 'catch-up') => {
    cursor = latestChange(cursor, orders);
    for (const o of orders)
      if (!known.has(o._id)) {
        known.set(o._id, { at: Date.now(), how });
        onNew?.(o, how);
      }
  };
  const desk: Desk = {
    known,
    statuses,
    catchUps: 0,
    catchUpLog: [],
    status: () => live.status(),
    close: () => {
      closed = true;
      live.disconnect();
    },
  };
  // While the database is down the list cannot load: the desk opens empty and catches up once connected.
  const first = await api(url, 'GET', `/orders/restaurant/${restaurantId}?status=new`, token).catch(() => null);
  if (first?.status === 200) learn([...first.body.orders, ...first.body.ordersPack], 'catch-up');
  const catchUp = async () => {
    desk.catchUps++;
    const start = beforeGap ? beforeGap.cursor : cursor;
    beforeGap = null;
    const from = catchUpFrom(start ?? new Date(0).toISOString());
    const pages: number[] = [];
    const changed = await collectChanges<FeedOrder>(from, async (since, after) => {
      const res = await api(
        url,
        'GET',
        `/orders/restaurant/${restaurantId}?since=${encodeURIComponent(since)}${after ? `&after=${after}` : ''}`,
        token,
      );
      if (res.status !== 200) throw new Error(`catch-up answered ${res.status}`);
      pages.push(res.body.data.length);
      return res.body as { data: FeedOrder[]; more: boolean };
    });
    desk.catchUpLog.push(`${new Date().toISOString()} from ${from}: ${pages.join('+')}`);
    learn(changed, 'catch-up');
  };
  // As the SPA's feed does when a catch-up fails (it reads its lists again): try until it works.
  let closed = false;
  const catchUpUntilDone = async () => {
    for (let attempt = 0; !closed; attempt++) {
      if (
        await catchUp().then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, Math.min(5_000, 250 * 2 ** attempt)));
    }
  };
  live.onStatus((s) => {
    statuses.push(s);
    if (s !== 'connected' && !beforeGap) beforeGap = { cursor };
  });
  live.subscribe({
    channel: 'resources/orders',
    types: ['*'],
    callback: (event: LiveEvent) => {
      if (event.type === '*') void catchUpUntilDone();
      else learn([event.payload as Json as FeedOrder], 'live');
    },
  });
  live.join({ event: 'joinRestaurantRoom', arg: restaurantId });
  return desk;
}
