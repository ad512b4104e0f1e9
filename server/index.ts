import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, defaultOptions, loggableError } from './app';
import { keepServingOnUnhandledRejection } from './lastResort';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
/** How long requests already received may take to finish after SIGTERM before the node gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;

const { app, ctx } = await buildApp({ ...defaultOptions(), staticDir: process.env.STATIC_DIR ?? path.join(root, 'dist') });
keepServingOnUnhandledRejection(app.log, loggableError);
await app.listen({ port, host });
app.log.info(`Back-office ready on http://localhost:${port}`);

/**
 * SIGTERM (a deploy, a scale-down): stop accepting connections so the load balancer sends new ones
 * elsewhere, disconnect this node's live sockets (only its own: the other nodes keep theirs) so their clients
 * reconnect to another node and catch up there, answer every request that already arrived normally, then close
 * the database pool and exit 0.
 */
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.log.info(`${signal}: finishing the requests in progress, then stopping`);
    setTimeout(() => {
      app.log.error(`requests still running ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}; stopping anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    ctx.realtime.disconnectLocalSockets();
    app.close().then(
      () => {
        app.log.info(`stopped ${Date.now() - started} ms after ${signal}`);
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}
