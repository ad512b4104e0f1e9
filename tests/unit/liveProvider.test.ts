import type { LiveEvent } from '@refinedev/core';
import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { createLiveProvider, SOCKET_EVENTS, type ConnectionStatus } from '../../src/providers/liveProvider';

/** A socket.io client double: records what the app emits and lets the test play the server. */
class FakeSocket {
  connected = false;
  emitted: unknown[][] = [];
  disconnected = false;
  private handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
    return this;
  }
  /** The server (or the network) does something. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
}

function setup(getToken: () => string | undefined = () => 'jwt-abc') {
  const sockets: { url: string; token: string; socket: FakeSocket }[] = [];
  const live = createLiveProvider({
    url: 'http://api.test',
    getToken,
    socketFactory: (url, t) => {
      const socket = new FakeSocket();
      sockets.push({ url, token: t, socket });
      return socket as unknown as Socket;
    },
  });
  return { live, sockets, socket: () => sockets[0]!.socket };
}

const collect = () => {
  const events: LiveEvent[] = [];
  return { events, callback: (e: LiveEvent) => events.push(e) };
};

describe('the live provider over socket.io', () => {
  it('opens one socket, with the login token in the handshake, on the first subscription', () => {
    const { live, sockets } = setup();
    expect(sockets).toHaveLength(0);
    live.subscribe({ channel: 'resources/orders', types: ['*'], callback: () => {} });
    live.subscribe({ channel: 'resources/packs', types: ['*'], callback: () => {} });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]).toMatchObject({ url: 'http://api.test', token: 'jwt-abc' });
  });

  it('opens no socket without a token', () => {
    const { live, sockets } = setup(() => undefined);
    live.subscribe({ channel: 'resources/orders', types: ['*'], callback: () => {} });
    live.join({ event: 'joinAdminRoom' });
    expect(sockets).toHaveLength(0);
  });

  it("turns the server's order events into Refine events on resources/orders", () => {
    const { live, socket } = setup();
    const all = collect();
    live.subscribe({ channel: 'resources/orders', types: ['*'], callback: all.callback });
    socket().fire('connect');
    socket().fire('orderCreated', { _id: 'o1', totalPrix: 120 });
    socket().fire('newOrdeAdmin', { _id: 'o2' });
    socket().fire('orderToDeliver', { _id: 'o3' });
    expect(all.events.map((e) => [e.channel, e.type, (e.payload as { event: string }).event])).toEqual([
      ['resources/orders', 'created', 'orderCreated'],
      ['resources/orders', 'created', 'newOrdeAdmin'],
      ['resources/orders', 'updated', 'orderToDeliver'],
    ]);
    expect(all.events[0]!.payload).toMatchObject({ _id: 'o1', totalPrix: 120 });
    expect(all.events[0]!.date).toBeInstanceOf(Date);
    expect(Object.keys(SOCKET_EVENTS)).toEqual(expect.arrayContaining(['orderCreated', 'newOrdeAdmin', 'orderToDeliver']));
  });

  it('delivers an event only to subscribers of its channel and type', () => {
    const { live, socket } = setup();
    const created = collect();
    const updated = collect();
    const packs = collect();
    live.subscribe({ channel: 'resources/orders', types: ['created'], callback: created.callback });
    live.subscribe({ channel: 'resources/orders', types: ['updated'], callback: updated.callback });
    live.subscribe({ channel: 'resources/packs', types: ['*'], callback: packs.callback });
    socket().fire('connect');
    socket().fire('orderCreated', { _id: 'o1' });
    expect(created.events).toHaveLength(1);
    expect(updated.events).toHaveLength(0);
    expect(packs.events).toHaveLength(0);
    socket().fire('orderUpdated', { _id: 'o1' });
    expect(created.events).toHaveLength(1);
    expect(updated.events).toHaveLength(1);
  });

  it('stops delivering after unsubscribe', () => {
    const { live, socket } = setup();
    const seen = collect();
    const sub = live.subscribe({ channel: 'resources/orders', types: ['*'], callback: seen.callback });
    socket().fire('connect');
    live.unsubscribe(sub);
    socket().fire('orderCreated', { _id: 'o1' });
    expect(seen.events).toHaveLength(0);
  });

  it('joins rooms at once when connected, otherwise on connection', () => {
    const { live, socket } = setup();
    live.join({ event: 'joinRestaurantRoom', arg: 'biz-1' });
    expect(socket().emitted).toEqual([]);
    socket().fire('connect');
    expect(socket().emitted).toEqual([['joinRestaurantRoom', 'biz-1']]);
    live.join({ event: 'joinAdminRoom' });
    expect(socket().emitted).toEqual([['joinRestaurantRoom', 'biz-1'], ['joinAdminRoom']]);
  });

  it('joins the same room once, and rejoins every room after a reconnection', () => {
    const { live, socket } = setup();
    live.join({ event: 'joinAdminRoom' });
    live.join({ event: 'joinStoreRoom', arg: 'store-9' });
    live.join({ event: 'joinStoreRoom', arg: 'store-9' });
    socket().fire('connect');
    expect(socket().emitted).toEqual([['joinAdminRoom'], ['joinStoreRoom', 'store-9']]);
    socket().fire('disconnect');
    socket().emitted = [];
    socket().fire('connect');
    expect(socket().emitted).toEqual([['joinAdminRoom'], ['joinStoreRoom', 'store-9']]);
  });

  it("sends every subscribed channel a '*' event after a reconnection (not on the first connection) so lists refetch", () => {
    const { live, socket } = setup();
    const orders = collect();
    const ordersCreatedOnly = collect();
    const packs = collect();
    live.subscribe({ channel: 'resources/orders', types: ['*'], callback: orders.callback });
    live.subscribe({ channel: 'resources/orders', types: ['created'], callback: ordersCreatedOnly.callback });
    live.subscribe({ channel: 'resources/packs', types: ['updated'], callback: packs.callback });
    socket().fire('connect');
    expect(orders.events).toHaveLength(0);
    socket().fire('disconnect');
    socket().fire('connect');
    for (const seen of [orders, ordersCreatedOnly, packs]) {
      expect(seen.events).toHaveLength(1);
      expect(seen.events[0]).toMatchObject({ type: '*', payload: { reason: 'reconnected' } });
    }
    expect(orders.events[0]!.channel).toBe('resources/orders');
    expect(packs.events[0]!.channel).toBe('resources/packs');
  });

  it('tells listeners about the connection, until they stop listening', () => {
    const { live, socket } = setup();
    const seen: ConnectionStatus[] = [];
    const stop = live.onStatus((s) => seen.push(s));
    live.subscribe({ channel: 'resources/orders', types: ['*'], callback: () => {} });
    socket().fire('connect');
    socket().fire('disconnect');
    socket().fire('connect_error', new Error('refused'));
    stop();
    socket().fire('connect');
    expect(seen).toEqual(['connected', 'disconnected', 'error']);
  });

  it('disconnect closes the socket and forgets the rooms; the next use opens a fresh one', () => {
    const { live, sockets } = setup();
    live.join({ event: 'joinAdminRoom' });
    sockets[0]!.socket.fire('connect');
    live.disconnect();
    expect(sockets[0]!.socket.disconnected).toBe(true);
    const after = vi.fn();
    live.subscribe({ channel: 'resources/orders', types: ['*'], callback: after });
    expect(sockets).toHaveLength(2);
    sockets[1]!.socket.fire('connect');
    expect(sockets[1]!.socket.emitted).toEqual([]);
    expect(after).not.toHaveBeenCalled();
  });
});
