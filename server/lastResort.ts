import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The request a piece of work was started for, so that a failure nobody awaited still names it. */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => requestContext.run({ reqId: req.id }, done));
}

/**
 * Last resort: a promise rejected with nobody to catch it (a bug, a driver's stray error) is logged with the
 * request it came from, and the node keeps serving its other requests and sockets instead of exiting.
 */
export function keepServingOnUnhandledRejection(log: FastifyBaseLogger, loggable: (error: Error) => object) {
  process.on('unhandledRejection', (reason) => {
    const error = reason instanceof Error ? reason : new Error(String(reason));
    log.error({ reqId: requestContext.getStore()?.reqId, err: loggable(error) }, 'unhandled rejection; still serving');
  });
}
