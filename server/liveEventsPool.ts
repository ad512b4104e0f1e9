import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { guardPool, releaseEndedClients } from './db/client';

/** The channel prefix given to socket.io's PostgreSQL adapter; its one namespace ('/') listens on `${prefix}#/`. */
const CHANNEL_PREFIX = 'socket.io';
const CHANNEL = `${CHANNEL_PREFIX}#/`;

export interface LiveEventsPool {
  adapter: ReturnType<typeof createAdapter>;
  end(): Promise<void>;
}

/**
 * socket.io's PostgreSQL adapter over a small pool of its own: one client stays checked out for LISTEN, the
 * others send NOTIFY. The adapter reconnects its LISTEN client by itself after PostgreSQL restarts, but
 * whatever was notified between the drop and the new LISTEN never reaches this node: `onSubscribed` is called
 * each time the LISTEN is in place again (and the first time), so the node can tell its sockets to catch up.
 */
export function createLiveEventsPool(databaseUrl: string, onSubscribed: () => void, onError?: (error: Error) => void): LiveEventsPool {
  // keepAlive: a LISTEN connection cut without a reset (a network partition) is noticed, dropped and renewed.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: 5_000, keepAlive: true });
  guardPool(pool, onError);
  // The LISTEN client is never released; once its connection ends, its slot is freed so the reconnection gets one.
  releaseEndedClients(pool);
  // The adapter checks a client out only for its LISTEN (NOTIFY goes through pool.query): LISTEN here first,
  // so that `onSubscribed` runs once events reach this node again (the adapter's own LISTEN repeats it, harmlessly).
  // NOTIFYs still on their way when the node stops (SIGTERM) are sent before the pool closes: the other nodes'
  // sockets would otherwise never hear of the last orders this node took.
  const sending = new Set<Promise<unknown>>();
  // The adapter gives its LISTEN client back when it closes, but one it was still taking then (a node stopped
  // as it started, or while reconnecting) it keeps for good: the pool's end would wait for it forever. So the
  // pool ends them itself, and after the end the adapter's reconnection is handed nothing, not even an error
  // (which would make it try again every two seconds).
  let ended = false;
  const listeners = new Set<pg.PoolClient>();
  const neverAfterEnd = (client: pg.PoolClient) => {
    client.release(true);
    return new Promise<never>(() => {});
  };
  const listening = {
    query: (...args: Parameters<pg.Pool['query']>) => {
      const sent = (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
      sending.add(sent);
      void sent.then(
        () => sending.delete(sent),
        () => sending.delete(sent),
      );
      return sent;
    },
    connect: async () => {
      const client = await pool.connect();
      if (ended) return neverAfterEnd(client);
      listeners.add(client);
      client.once('end', () => listeners.delete(client));
      try {
        await client.query(`LISTEN "${CHANNEL}"`);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      queueMicrotask(onSubscribed);
      return client;
    },
  } as unknown as pg.Pool;
  return {
    adapter: createAdapter(listening, { channelPrefix: CHANNEL_PREFIX, errorHandler: (error) => onError?.(error) }),
    end: async () => {
      ended = true;
      await Promise.allSettled([...sending]);
      for (const client of listeners) {
        // Its 'end' listener is the adapter's reconnection. (Released already by the adapter's own close: nothing.)
        client.removeAllListeners('end');
        client.release(true);
      }
      await pool.end();
    },
  };
}
