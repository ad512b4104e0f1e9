import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { io, type Socket } from 'socket.io-client';
import { config } from '../config';
import { tokenStore } from './token';

/** Server events and the Refine resource each one refreshes. */
export const SOCKET_EVENTS: Record<string, { resource: string; type: LiveEvent['type'] }> = {
  orderCreated: { resource: 'orders', type: 'created' },
  newOrdeAdmin: { resource: 'orders', type: 'created' },
  orderUpdated: { resource: 'orders', type: 'updated' },
  orderToDeliver: { resource: 'orders', type: 'updated' },
};

/** A room to (re)join on every connection: `joinAdminRoom`, or `joinRestaurantRoom` with the business id, … */
export interface RoomJoin {
  event: string;
  arg?: string;
}

export type ConnectionStatus = 'connected' | 'disconnected' | 'error';

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
  disconnect(): void;
}

type SocketFactory = (url: string, token: string) => Socket;
/** A connection attempt that gets no answer within 10 s counts as failed (socket.io waits 20 s by default). */
export const CONNECT_TIMEOUT_MS = 10_000;
// WebSocket only: one connection stays on one node, so a load balancer in front of several API nodes needs
// no sticky sessions (HTTP long-polling would spread one session's requests over nodes that do not know it).
const defaultFactory: SocketFactory = (url, token) =>
  io(url || undefined, {
    auth: { token },
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelayMax: 5000,
    timeout: CONNECT_TIMEOUT_MS,
  });

/**
 * Refine's LiveProvider over socket.io. The login token goes in the handshake; the server lets the
 * socket join only its own rooms. After a reconnection every subscriber receives a '*' event so lists
 * refetch and nothing that happened while offline is missed.
 */
export function createLiveProvider(
  options: { url?: string; getToken?: () => string | undefined; socketFactory?: SocketFactory } = {},
): SocketLiveProvider {
  const getToken = options.getToken ?? tokenStore.get;
  const factory = options.socketFactory ?? defaultFactory;
  const subscriptions = new Set<Subscription>();
  const rooms = new Map<string, RoomJoin>();
  const statusListeners = new Set<(s: ConnectionStatus) => void>();
  let socket: Socket | null = null;
  let everConnected = false;

  const dispatch = (event: LiveEvent) => {
    for (const sub of subscriptions) {
      if (sub.channel !== event.channel) continue;
      if (event.type === '*' || sub.types.includes('*') || sub.types.includes(event.type)) sub.callback(event);
    }
  };
  const emitStatus = (status: ConnectionStatus) => statusListeners.forEach((l) => l(status));
  const joinAll = () => rooms.forEach((room) => (room.arg === undefined ? socket?.emit(room.event) : socket?.emit(room.event, room.arg)));

  const ensureSocket = (): Socket | null => {
    if (socket) return socket;
    const token = getToken();
    if (!token) return null;
    socket = factory(options.url ?? config.socketUrl, token);
    socket.on('connect', () => {
      joinAll();
      emitStatus('connected');
      if (everConnected) {
        const channels = new Set([...subscriptions].map((s) => s.channel));
        channels.forEach((channel) => dispatch({ channel, type: '*', payload: { reason: 'reconnected' }, date: new Date() }));
      }
      everConnected = true;
    });
    socket.on('disconnect', () => emitStatus('disconnected'));
    socket.on('connect_error', () => emitStatus('error'));
    for (const [name, target] of Object.entries(SOCKET_EVENTS)) {
      socket.on(name, (payload: unknown) =>
        dispatch({
          channel: `resources/${target.resource}`,
          type: target.type,
          payload: { event: name, ...(payload as object) },
          date: new Date(),
        }),
      );
    }
    return socket;
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
      rooms.set(`${room.event}:${room.arg ?? ''}`, room);
      const s = ensureSocket();
      if (!s?.connected) return;
      if (room.arg === undefined) s.emit(room.event);
      else s.emit(room.event, room.arg);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    disconnect() {
      socket?.disconnect();
      socket = null;
      everConnected = false;
      rooms.clear();
    },
  };
}

export const liveProvider = createLiveProvider();
