import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { io, type Socket } from 'socket.io-client';
import { config } from '../config';
import { ORDER_ESCALATED_EVENT } from '../domain/escalation';
import { LIVE_EVENTS } from '../domain/liveEvents';
import { tokenStore } from './token';

/** Server events and the Refine resource each one refreshes. */
export const SOCKET_EVENTS: Record<string, { resource: string; type: LiveEvent['type'] }> = {
  orderCreated: { resource: 'orders', type: 'created' },
  newOrdeAdmin: { resource: 'orders', type: 'created' },
  orderUpdated: { resource: 'orders', type: 'updated' },
  orderToDeliver: { resource: 'orders', type: 'updated' },
  [ORDER_ESCALATED_EVENT]: { resource: 'orders', type: 'updated' },
  reviewCreated: { resource: 'reviews', type: 'created' },
  reviewChanged: { resource: 'reviews', type: 'updated' },
};

/** A room to (re)join on every connection: `joinAdminRoom`, or `joinRestaurantRoom` with the business id, … */
export interface RoomJoin {
  event: string;
  arg?: string;
}

/**
 * connecting: the first connection is being made; connected: events arrive; reconnecting: cut (a node
 * restarting, the network, the database), trying again by itself; ended: the session is over (logged out
 * elsewhere, password reset), sign in again.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'ended';

interface Subscription {
  channel: string;
  types: string[];
  callback: (event: LiveEvent) => void;
}

export interface SocketLiveProvider extends LiveProvider {
  /** Joins a room now and after every reconnection. */
  join(room: RoomJoin): void;
  /** Listens to connection changes; returns the function that stops listening. */
  onStatus(listener: (status: ConnectionStatus) => void): () => void;
  status(): ConnectionStatus;
  disconnect(): void;
}

type SocketFactory = (url: string, token: string) => Socket;
/** A connection attempt that gets no answer within 10 s counts as failed (socket.io waits 20 s by default). */
export const CONNECT_TIMEOUT_MS = 10_000;
/** A room join unanswered within this time is asked again. */
const JOIN_TIMEOUT_MS = 5_000;
/** Waits before trying again: doubling from 1 s up to 10 s, each drawn between half and one and a half of it. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 10_000;

/**
 * How long to wait before attempt `attempt` (0 first). Drawn at random around the doubling delay, so that a
 * thousand desks cut by the same restart do not all come back in the same millisecond.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.5 + random()));
}

// WebSocket only: one connection stays on one node, so a load balancer in front of several API nodes needs
// no sticky sessions (HTTP long-polling would spread one session's requests over nodes that do not know it).
const defaultFactory: SocketFactory = (url, token) =>
  io(url || undefined, {
    auth: { token },
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: RETRY_FIRST_MS,
    reconnectionDelayMax: RETRY_MAX_MS,
    randomizationFactor: 0.5,
    timeout: CONNECT_TIMEOUT_MS,
  });

/**
 * Refine's LiveProvider over socket.io. The login token goes in the handshake; the server lets the socket
 * join only its own rooms. It stays connected whatever happens: after any cut it did not ask for (a node
 * restarting, which the server announces as a disconnect of its own; the database not answering the
 * handshake) it tries again, with a random backoff. Each time rooms are joined (at load, after a reconnection)
 * and whenever the server says it may have missed events, every subscriber receives a '*' event so lists catch
 * up — after the join, so that no order falls between a list read and the room. Only an ended session stops it.
 */
export function createLiveProvider(
  options: { url?: string; getToken?: () => string | undefined; socketFactory?: SocketFactory; random?: () => number } = {},
): SocketLiveProvider {
  const getToken = options.getToken ?? tokenStore.get;
  const factory = options.socketFactory ?? defaultFactory;
  const subscriptions = new Set<Subscription>();
  const rooms = new Map<string, RoomJoin>();
  const statusListeners = new Set<(s: ConnectionStatus) => void>();
  let socket: Socket | null = null;
  let everConnected = false;
  let current: ConnectionStatus = 'connecting';
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (event: LiveEvent) => {
    for (const sub of subscriptions) {
      if (sub.channel !== event.channel) continue;
      if (event.type === '*' || sub.types.includes('*') || sub.types.includes(event.type)) sub.callback(event);
    }
  };
  const catchUp = (reason: string) => {
    const channels = new Set([...subscriptions].map((s) => s.channel));
    channels.forEach((channel) => dispatch({ channel, type: '*', payload: { reason }, date: new Date() }));
  };
  const setStatus = (status: ConnectionStatus) => {
    if (status === current) return;
    current = status;
    statusListeners.forEach((l) => l(status));
  };

  /** Asks the server to let this socket into a room; when it cannot answer now, asks again a little later. */
  const joinRoom = (s: Socket, room: RoomJoin, tries = 0): Promise<void> =>
    new Promise((resolve) => {
      const answered = (error: Error | null, answer?: { ok?: boolean; message?: string }) => {
        if (!error && (answer?.ok || answer?.message !== LIVE_EVENTS.unavailable)) return resolve();
        if (!s.connected || socket !== s) return resolve();
        setTimeout(() => void joinRoom(s, room, tries + 1).then(resolve), retryDelay(tries, options.random));
      };
      const timed = s.timeout(JOIN_TIMEOUT_MS);
      if (room.arg === undefined) timed.emit(room.event, answered);
      else timed.emit(room.event, room.arg, answered);
    });
  const joinAll = (s: Socket) => Promise.all([...rooms.values()].map((room) => joinRoom(s, room)));

  const end = () => {
    clearTimeout(retryTimer);
    socket?.disconnect();
    setStatus('ended');
  };
  /** A cut socket.io does not retry by itself (the server's own disconnect, a refused handshake): retry here. */
  const retryLater = (s: Socket) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(
      () => {
        if (socket === s && !s.connected && current !== 'ended') s.connect();
      },
      retryDelay(attempt++, options.random),
    );
  };

  const ensureSocket = (): Socket | null => {
    if (socket) return socket;
    const token = getToken();
    if (!token) return null;
    const s = factory(options.url ?? config.socketUrl, token);
    socket = s;
    setStatus(everConnected ? 'reconnecting' : 'connecting');
    s.on('connect', () => {
      const again = everConnected;
      attempt = 0;
      everConnected = true;
      setStatus('connected');
      // Whatever the lists read before the rooms were joined (at load, or before a cut) may lack an order.
      void joinAll(s).then(() => {
        if ((again || rooms.size > 0) && socket === s && s.connected) catchUp(again ? 'reconnected' : 'joined');
      });
    });
    s.on('disconnect', (reason: string) => {
      if (socket !== s || current === 'ended') return;
      setStatus('reconnecting');
      // 'io client disconnect' is ours (logout); socket.io reconnects by itself after the other reasons.
      if (reason === 'io server disconnect') retryLater(s);
    });
    s.on('connect_error', (error: Error) => {
      if (socket !== s) return;
      if (error?.message === LIVE_EVENTS.unauthorized) return end();
      setStatus(everConnected ? 'reconnecting' : 'connecting');
      // A refusal by the server's handshake (the database did not answer) leaves the socket inactive.
      if (!s.active) retryLater(s);
    });
    s.on(LIVE_EVENTS.sessionEnded, end);
    s.on(LIVE_EVENTS.resync, () => catchUp('resync'));
    for (const [name, target] of Object.entries(SOCKET_EVENTS)) {
      s.on(name, (payload: unknown) =>
        dispatch({
          channel: `resources/${target.resource}`,
          type: target.type,
          payload: { event: name, ...(payload as object) },
          date: new Date(),
        }),
      );
    }
    return s;
  };

  return {
    subscribe({ channel, types, callback }) {
      ensureSocket();
      const sub: Subscription = { channel, types, callback };
      subscriptions.add(sub);
      return sub;
    },
    unsubscribe(sub: Subscription) {
      subscriptions.delete(sub);
    },
    join(room) {
      const key = `${room.event}:${room.arg ?? ''}`;
      const known = rooms.has(key);
      rooms.set(key, room);
      const s = ensureSocket();
      if (s?.connected && !known)
        void joinRoom(s, room).then(() => {
          if (socket === s && s.connected) catchUp('joined');
        });
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    status: () => current,
    disconnect() {
      clearTimeout(retryTimer);
      const s = socket;
      socket = null;
      s?.disconnect();
      everConnected = false;
      attempt = 0;
      rooms.clear();
      current = 'connecting';
    },
  };
}

export const liveProvider = createLiveProvider();
