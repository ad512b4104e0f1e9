import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Server as SocketServer } from 'socket.io';
import type { AppContext } from './context';
import { pingDatabase } from './db/client';
import { addMetricSource, metrics, registry, type DatabaseFigures } from './metrics';

/** How often each node sends its clock through LISTEN/NOTIFY so the others measure the live events' lag. */
const CLOCK_EVERY_MS = 5_000;
const CLOCK_EVENT = 'oujda:clock';
/** socket.io-adapter's MessageType.BROADCAST: an emit to rooms that another node published. */
const BROADCAST = 3;

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(req: FastifyRequest, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(sent), digest(token));
}

async function databaseFigures(ctx: AppContext): Promise<DatabaseFigures> {
  const started = performance.now();
  const ping = await pingDatabase(ctx.db, 1_000);
  const pingSeconds = (performance.now() - started) / 1000;
  if (!ping.ok) return { up: false, pingSeconds, jobsWaiting: 0, ordersWaitingAnswer: 0, oldestNewOrderSeconds: 0 };
  const { rows } = (await ctx.db.execute(sql`
    select (select count(*) from jobs where done_at is null and run_at <= now())::int as jobs,
           count(*)::int as waiting,
           coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
      from orders where status_orders = 'new'`)) as unknown as { rows: { jobs: number; waiting: number; oldest: number }[] };
  const row = rows[0]!;
  return { up: true, pingSeconds, jobsWaiting: row.jobs, ordersWaitingAnswer: row.waiting, oldestNewOrderSeconds: row.oldest };
}

/** Counts the live events this node publishes and receives, and measures the other nodes' clock signals' lag. */
function instrumentLiveEvents(io: SocketServer): () => void {
  const adapter = io.of('/').adapter as unknown as {
    broadcast: (...args: unknown[]) => unknown;
    onMessage?: (message: { type: number }, offset?: string) => unknown;
  };
  const broadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = (...args) => {
    metrics.liveEventsPublished.inc();
    return broadcast(...args);
  };
  // Only a cluster adapter (PostgreSQL) hears other nodes; the in-memory one serves a single node.
  if (!adapter.onMessage) return () => {};
  const onMessage = adapter.onMessage.bind(adapter);
  adapter.onMessage = (message, offset) => {
    if (message?.type === BROADCAST) metrics.liveEventsReceived.inc();
    return onMessage(message, offset);
  };
  io.on(CLOCK_EVENT, (sentAt: unknown) => {
    if (typeof sentAt === 'number') metrics.liveEventLag.observe(Math.max(0, Date.now() - sentAt) / 1000);
  });
  const timer = setInterval(() => io.serverSideEmit(CLOCK_EVENT, Date.now()), CLOCK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function answerMetrics(): Promise<{ type: string; body: string }> {
  return { type: registry.contentType, body: await registry.metrics() };
}

/**
 * Prometheus figures for this node. Off unless METRICS_TOKEN is set (GET /metrics with that bearer token, on the
 * API's port) or METRICS_PORT (GET /metrics on 127.0.0.1 only, for a scraper on the same host or a sidecar).
 * Also times every request by route template (the template, not the path: ids would make endless series).
 */
export async function registerMetrics(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { metricsToken, metricsPort } = ctx.options;
  app.addHook('onResponse', async (req, reply) => {
    metrics.httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const forget = addMetricSource({
    pool: ctx.database.poolStats,
    sockets: () => ctx.realtime.io.of('/').sockets.size,
    database: () => databaseFigures(ctx),
  });
  const stopClock = instrumentLiveEvents(ctx.realtime.io);

  if (metricsToken)
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      if (!bearerMatches(req, metricsToken)) return reply.code(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
      const { type, body } = await answerMetrics();
      return reply.type(type).header('cache-control', 'no-store').send(body);
    });

  let server: Server | undefined;
  if (metricsPort !== undefined) {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return void res.writeHead(404).end();
      answerMetrics().then(
        ({ type, body }) => res.writeHead(200, { 'content-type': type }).end(body),
        () => res.writeHead(500).end(),
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(metricsPort, '127.0.0.1', () => resolve());
    });
  }

  app.addHook('onClose', async () => {
    forget();
    stopClock();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
}
