import type { LiveEvent } from '@refinedev/core';
import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { createLiveProvider, retryDelay, SOCKET_EVENTS, type ConnectionStatus } from '../../src/providers/liveProvider';

/** A socket.io client double: records what the app emits and lets the test play the server. */
class FakeSocket {
  connected = false;
  /** False once the server refused the handshake (socket.io then waits to be told to connect again). */
  active = true;
  emitted: unknown[][] = [];
  /** The acknowledgement callbacks of what was emitted, in order: the test answers for the server. */
  acks: ((error: Error | null, answer?: unknown) => void)[] = [];
  disconnected = false;
  connectCalls = 0;
  private handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(...args: unknown[]) {
    this.emitted.push(args.filter((a) => typeof a !== 'function'));
    const ack = args.find((a) => typeof a === 'function');
    if (ack) this.acks.push(ack as (error: Error | null, answer?: unknown) => void);
    return this;
  }
  timeout() {
    return { emit: (...args: unknown[]) => this.emit(...args) };
  }
  connect() {
    this.connectCalls++;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
    return this;
  }
  /** The server answers every join so far with `answer`. */
  answerJoins(answer: unknown = { ok: true }) {
    const acks = this.acks;
    this.acks = [];
    for (const ack of acks) ack(null, answer);
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
    random: () => 0.5,
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
    socket().fire('disconnect', 'transport close');
    socket().emitted = [];
    socket().fire('connect');
    expect(socket().emitted).toEqual([['joinAdminRoom'], ['joinStoreRoom', 'store-9']]);
  });

  it("sends every subscribed channel a '*' event once its rooms are joined, at load and after a reconnection, never before", async () => {
    const { live, socket } = setup();
    const orders = collect();
    const ordersCreatedOnly = collect();
    const packs = collect();
    live.subscribe({ channel: 'resources/orders', types: ['*'], callback: orders.callback });
    live.subscribe({ channel: 'resources/orders', types: ['created'], callback: ordersCreatedOnly.callback });
    live.subscribe({ channel: 'resources/packs', types: ['updated'], callback: packs.callback });
    live.join({ event: 'joinAdminRoom' });
    socket().fire('connect');
    await Promise.resolve();
    // Not before the room is joined: an order placed in between would be missed.
    expect(orders.events).toHaveLength(0);
    socket().answerJoins();
    await vi.waitFor(() => expect(orders.events.map((e) => (e.payload as { reason: string }).reason)).toEqual(['joined']));
    socket().fire('disconnect', 'transport close');
    socket().fire('connect');
    await Promise.resolve();
    expect(orders.events).toHaveLength(1);
    socket().answerJoins();
    await vi.waitFor(() => expect(orders.events).toHaveLength(2));
    for (const seen of [orders, ordersCreatedOnly, packs]) {
      expect(seen.events).toHaveLength(2);
      expect(seen.events[1]).toMatchObject({ type: '*', payload: { reason: 'reconnected' } });
    }
    expect(orders.events[1]!.channel).toBe('resources/orders');
    expect(packs.events[1]!.channel).toBe('resources/packs');
  });

  it("sends '*' once a room joined later (the business known after connecting) is granted", async () => {
    const { live, socket } = setup();
    const orders = collect();
    live.subscribe({ channel: 'resources/orders', types: ['*'], callback: orders.callback });
    socket().fire('connect');
    await Promise.resolve();
    expect(orders.events).toHaveLength(0);
    live.join({ event: 'joinRestaurantRoom', arg: 'biz-1' });
    expect(orders.events).toHaveLength(0);
    socket().answerJoins();
    await vi.waitFor(() => expect(orders.events.map((e) => e.type)).toEqual(['*']));
  });

  it("sends '*' when the server says its node may have missed events", () => {
    const { live, socket } = setup();
    const orders = collect();
    live.subscribe({ channel: 'resources/orders', types: ['*'], callback: orders.callback });
    socket().fire('connect');
    socket().fire('resync');
    expect(orders.events.map((e) => [e.type, (e.payload as { reason: string }).reason])).toEqual([['*', 'resync']]);
  });

  it('tells listeners about the connection, until they stop listening', () => {
    const { live, socket } = setup();
    const seen: ConnectionStatus[] = [];
    const stop = live.onStatus((s) => seen.push(s));
    live.subscribe({ channel: 'resources/orders', types: ['*'], callback: () => {} });
    expect(live.status()).toBe('connecting');
    socket().fire('connect');
    socket().fire('disconnect', 'transport close');
    expect(live.status()).toBe('reconnecting');
    socket().fire('connect_error', new Error('refused'));
    socket().fire('connect');
    stop();
    socket().fire('disconnect', 'transport close');
    expect(seen).toEqual(['connected', 'reconnecting', 'connected']);
  });

  it('connects again by itself, after a random wait, when the server closed the socket (a node shutting down)', () => {
    vi.useFakeTimers();
    try {
      const { live, socket } = setup();
      live.subscribe({ channel: 'resources/orders', types: ['*'], callback: () => {} });
      socket().fire('connect');
      socket().fire('disconnect', 'io server disconnect');
      expect(live.status()).toBe('reconnecting');
      vi.advanceTimersByTime(retryDelay(0, () => 0.5) - 1);
      expect(socket().connectCalls).toBe(0);
      vi.advanceTimersByTime(1);
      expect(socket().connectCalls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries the handshake again when the server could not check it (its database did not answer)', () => {
    vi.useFakeTimers();
    try {
      const { live, socket } = setup();
      live.subscribe({ channel: 'resources/orders', types: ['*'], callback: () => {} });
      socket().active = false;
      socket().fire('connect_error', new Error('unavailable'));
      expect(live.status()).toBe('connecting');
      vi.advanceTimersByTime(retryDelay(0, () => 0.5));
      expect(socket().connectCalls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again for a room the server could not grant right now', async () => {
    vi.useFakeTimers();
    try {
      const { live, socket } = setup();
      live.join({ event: 'joinStoreRoom', arg: 'store-9' });
      socket().fire('connect');
      socket().answerJoins({ ok: false, message: 'unavailable' });
      expect(socket().emitted).toEqual([['joinStoreRoom', 'store-9']]);
      await vi.advanceTimersByTimeAsync(retryDelay(0, () => 0.5));
      expect(socket().emitted).toEqual([
        ['joinStoreRoom', 'store-9'],
        ['joinStoreRoom', 'store-9'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops, and says the session ended, when the server says so or refuses the token; it does not reconnect', () => {
    vi.useFakeTimers();
    try {
      for (const end of [
        (s: FakeSocket) => s.fire('sessionEnded'),
        (s: FakeSocket) => ((s.active = false), s.fire('connect_error', new Error('unauthorized'))),
      ]) {
        const { live, socket } = setup();
        live.subscribe({ channel: 'resources/orders', types: ['*'], callback: () => {} });
        socket().fire('connect');
        end(socket());
        socket().fire('disconnect', 'io server disconnect');
        expect(live.status()).toBe('ended');
        expect(socket().disconnected).toBe(true);
        vi.advanceTimersByTime(60_000);
        expect(socket().connectCalls).toBe(0);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits at random between half and one and a half of a doubling delay, up to 10 s', () => {
    expect([0, 1, 2, 3, 10].map((n) => retryDelay(n, () => 0))).toEqual([500, 1000, 2000, 4000, 5000]);
    expect([0, 1, 2, 3, 10].map((n) => retryDelay(n, () => 0.999))).toEqual([1499, 2998, 5996, 11992, 14990]);
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
