import type { Server as HttpServer } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { Server, type Socket } from 'socket.io';
import { LIVE_EVENTS } from '../src/domain/liveEvents';
import type { Db } from './db/client';
import { createLiveEventsPool } from './liveEventsPool';
import { businesses } from './db/schema';
import { findMembership, findSessionUser, type RequestUser } from './access';
import { STAFF_ACCOUNT_ROLE, staffMayUse } from '../src/domain/staff';
import { originAllowed } from './security';
import type { TokenService } from './tokens';

/** Room names; a socket joins only rooms it is entitled to. */
export const rooms = {
  admin: 'admin',
  business: (businessId: string) => `business:${businessId}`,
  rider: (riderId: string) => `rider:${riderId}`,
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
};

export interface Realtime {
  io: Server;
  toAdmins(event: string, payload: unknown): void;
  toBusiness(businessId: string, event: string, payload: unknown): void;
  toRider(riderId: string, event: string, payload: unknown): void;
  /** Every live socket of one account (a customer's app hearing about its own order). */
  toUser(userId: string, event: string, payload: unknown): void;
  /** Tells every live socket of the account, on every node, that its session ended, then closes them (its tokens were just revoked). */
  disconnectUser(userId: string): void;
  /** The same for the sockets of one session (one sign-in, ended from another browser), on every node. */
  endSession(sessionId: string): void;
  /** Closes this node's sockets only (SIGTERM): their clients reconnect to another node, which the others keep serving. */
  disconnectLocalSockets(): void;
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
  /** A socket's handshake or room join failed (the database did not answer): it was answered "unavailable", the client retries. */
  onHandlerError?: (error: unknown, what: string) => void;
}

type Ack = (answer: { ok: boolean; message?: string }) => void;

/** Between nodes: end the sockets of a room (an account's or a session's). */
const END_ROOM_EVENT = 'end-room';

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
  const events = options.databaseUrl
    ? createLiveEventsPool(options.databaseUrl, () => io.local.emit(LIVE_EVENTS.resync), options.onError)
    : null;
  if (events) io.adapter(events.adapter);

  io.use(async (socket, next) => {
    try {
      const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
      const claims = token ? await tokens.verify(token) : null;
      const found = claims ? await findSessionUser(db, claims) : null;
      if (!found) return next(new Error(LIVE_EVENTS.unauthorized));
      socket.data.user = found.user;
      socket.data.sessionId = found.signIn.sessionId;
      next();
    } catch (error) {
      options.onHandlerError?.(error, 'live connection');
      next(new Error(LIVE_EVENTS.unavailable));
    }
  });

  io.on('connection', (socket: Socket) => {
    const user = socket.data.user as RequestUser;
    // Every socket of an account, so that a reset or a logout can close them all.
    void socket.join(rooms.user(user._id));
    void socket.join(rooms.session(socket.data.sessionId as string));
    const answer = (ack: unknown, ok: boolean, message?: string) => {
      if (typeof ack === 'function') (ack as Ack)({ ok, message });
    };
    /** A handler that never throws: a database failure answers "unavailable" and the client asks again. */
    const handle =
      (what: string, run: (arg: unknown, ack: unknown) => Promise<void>) =>
      async (...args: unknown[]) => {
        const ack = args.findLast((a) => typeof a === 'function');
        const arg = typeof args[0] === 'function' ? undefined : args[0];
        try {
          await run(arg, ack);
        } catch (error) {
          options.onHandlerError?.(error, what);
          answer(ack, false, LIVE_EVENTS.unavailable);
        }
      };
    socket.on(
      'joinAdminRoom',
      handle('joinAdminRoom', async (_arg, ack) => {
        if (user.role !== 'admin') return answer(ack, false, 'forbidden');
        await socket.join(rooms.admin);
        answer(ack, true);
      }),
    );
    /** The owner, an admin, or (read fresh at each join) a staff member of the business whose role sees the desk. */
    const mayWatch = async (owner: string) => {
      if (owner === user._id || user.role === 'admin') return true;
      if (user.role !== STAFF_ACCOUNT_ROLE) return false;
      const membership = await findMembership(db, user._id);
      return membership?.owner._id === owner && staffMayUse(membership.role, 'desk');
    };
    const joinBusiness = (type: 'restaurant' | 'store' | 'services') =>
      handle(`join a ${type} room`, async (businessId, ack) => {
        if (typeof businessId !== 'string' || !/^[0-9a-f-]{36}$/i.test(businessId)) return answer(ack, false, 'bad id');
        const [business] = await db
          .select({ owner: businesses.owner })
          .from(businesses)
          .where(and(eq(businesses._id, businessId), eq(businesses.type, type)));
        if (!business || !(await mayWatch(business.owner))) return answer(ack, false, 'forbidden');
        await socket.join(rooms.business(businessId));
        answer(ack, true);
      });
    socket.on('joinRestaurantRoom', joinBusiness('restaurant'));
    socket.on('joinStoreRoom', joinBusiness('store'));
    socket.on('joinServicesRoom', joinBusiness('services'));
    socket.on(
      'joinRiderRoom',
      handle('joinRiderRoom', async (riderId, ack) => {
        if (riderId !== user._id && user.role !== 'admin') return answer(ack, false, 'forbidden');
        await socket.join(rooms.rider(String(riderId)));
        answer(ack, true);
      }),
    );
  });

  /**
   * "Session ended" is said first, so the client goes to the login screen instead of reconnecting; its sockets are
   * then disconnected on the same connection (not the connection cut), so that nothing cuts the word off. Each
   * node does both for its own sockets, in that order: across nodes, an emit and a disconnect are two NOTIFYs that
   * may come back in either order, and the disconnect first would swallow the word.
   */
  const endLocally = (room: unknown) => {
    if (typeof room !== 'string') return;
    io.local.to(room).emit(LIVE_EVENTS.sessionEnded);
    io.local.in(room).disconnectSockets();
  };
  io.on(END_ROOM_EVENT, endLocally);
  const endEverywhere = (room: string) => {
    endLocally(room);
    if (events) io.serverSideEmit(END_ROOM_EVENT, room);
  };

  return {
    io,
    toAdmins: (event, payload) => void io.to(rooms.admin).emit(event, payload),
    toBusiness: (businessId, event, payload) => void io.to(rooms.business(businessId)).emit(event, payload),
    toRider: (riderId, event, payload) => void io.to(rooms.rider(riderId)).emit(event, payload),
    toUser: (userId, event, payload) => void io.to(rooms.user(userId)).emit(event, payload),
    disconnectUser: (userId) => endEverywhere(rooms.user(userId)),
    endSession: (sessionId) => endEverywhere(rooms.session(sessionId)),
    disconnectLocalSockets: () => io.local.disconnectSockets(true),
    close: async () => {
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await events?.end();
    },
  };
}
