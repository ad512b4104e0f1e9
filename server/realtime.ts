import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { guardPool, type Db } from './db/client';
import { businesses } from './db/schema';
import { findSessionUser, type RequestUser } from './access';
import { originAllowed } from './security';
import type { TokenService } from './tokens';

/** Room names; a socket joins only rooms it is entitled to. */
export const rooms = {
  admin: 'admin',
  business: (businessId: string) => `business:${businessId}`,
  rider: (riderId: string) => `rider:${riderId}`,
  user: (userId: string) => `user:${userId}`,
};

export interface Realtime {
  io: Server;
  toAdmins(event: string, payload: unknown): void;
  toBusiness(businessId: string, event: string, payload: unknown): void;
  toRider(riderId: string, event: string, payload: unknown): void;
  /** Closes every live socket of the account (its tokens were just revoked). */
  disconnectUser(userId: string): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  /** Origins allowed besides the API's own (CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /**
   * PostgreSQL to carry events between nodes (LISTEN/NOTIFY); none keeps socket.io's in-memory adapter
   * (one node, the embedded database). It must be a direct connection: LISTEN does not survive a
   * transaction pooler such as PgBouncer in transaction mode.
   */
  databaseUrl?: string;
  onError?: (error: Error) => void;
}

type Ack = (answer: { ok: boolean; message?: string }) => void;

/**
 * socket.io on the API's own HTTP server. The handshake carries the login token (`auth.token`);
 * joinAdminRoom is for admins, joinRestaurantRoom / joinStoreRoom for the owner of that business
 * (or an admin), joinRiderRoom for that rider.
 */
export function createRealtime(server: HttpServer, db: Db, tokens: TokenService, options: RealtimeOptions = {}): Realtime {
  const corsOrigins = options.corsOrigins ?? [];
  const io = new Server(server, {
    cors: { origin: [...corsOrigins], credentials: true },
    // The same list as the HTTP API, for WebSocket upgrades too (CORS headers alone do not cover them).
    allowRequest: (req, callback) => callback(null, originAllowed(req.headers.origin, req.headers.host, corsOrigins)),
    serveClient: false,
  });
  // Its own small pool: one client stays checked out for LISTEN, the others send NOTIFY.
  const pool = options.databaseUrl ? new pg.Pool({ connectionString: options.databaseUrl, max: 4, connectionTimeoutMillis: 5_000 }) : null;
  if (pool) {
    guardPool(pool, options.onError);
    // The LISTEN client is never released; once its connection ends, free its slot so the reconnection gets one.
    pool.on('connect', (client) => {
      client.on('end', () => {
        try {
          (client as pg.PoolClient).release?.(new Error('connection ended'));
        } catch {
          // Already released (a NOTIFY client).
        }
      });
    });
    io.adapter(createAdapter(pool, { errorHandler: (error) => options.onError?.(error) }));
  }

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    const claims = token ? await tokens.verify(token) : null;
    const user = claims ? await findSessionUser(db, claims) : null;
    if (!user) return next(new Error('unauthorized'));
    socket.data.user = user;
    next();
  });

  io.on('connection', (socket: Socket) => {
    const user = socket.data.user as RequestUser;
    // Every socket of an account, so that a reset or a logout can close them all.
    void socket.join(rooms.user(user._id));
    const answer = (ack: unknown, ok: boolean, message?: string) => {
      if (typeof ack === 'function') (ack as Ack)({ ok, message });
    };
    socket.on('joinAdminRoom', async (...args: unknown[]) => {
      const ack = args.find((a) => typeof a === 'function');
      if (user.role !== 'admin') return answer(ack, false, 'forbidden');
      await socket.join(rooms.admin);
      answer(ack, true);
    });
    const joinBusiness = (type: 'restaurant' | 'store' | 'services') => async (businessId: unknown, ack?: unknown) => {
      if (typeof businessId !== 'string' || !/^[0-9a-f-]{36}$/i.test(businessId)) return answer(ack, false, 'bad id');
      const [business] = await db
        .select({ owner: businesses.owner })
        .from(businesses)
        .where(and(eq(businesses._id, businessId), eq(businesses.type, type)));
      if (!business || (business.owner !== user._id && user.role !== 'admin')) return answer(ack, false, 'forbidden');
      await socket.join(rooms.business(businessId));
      answer(ack, true);
    };
    socket.on('joinRestaurantRoom', joinBusiness('restaurant'));
    socket.on('joinStoreRoom', joinBusiness('store'));
    socket.on('joinServicesRoom', joinBusiness('services'));
    socket.on('joinRiderRoom', async (riderId: unknown, ack?: unknown) => {
      if (riderId !== user._id && user.role !== 'admin') return answer(ack, false, 'forbidden');
      await socket.join(rooms.rider(String(riderId)));
      answer(ack, true);
    });
  });

  return {
    io,
    toAdmins: (event, payload) => void io.to(rooms.admin).emit(event, payload),
    toBusiness: (businessId, event, payload) => void io.to(rooms.business(businessId)).emit(event, payload),
    toRider: (riderId, event, payload) => void io.to(rooms.rider(riderId)).emit(event, payload),
    disconnectUser: (userId) => io.in(rooms.user(userId)).disconnectSockets(true),
    close: async () => {
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await pool?.end();
    },
  };
}
