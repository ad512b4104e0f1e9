import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a proxy's X-Request-Id may hold to be kept: short, no spaces nor quotes to forge a log line with. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request id: the proxy's X-Request-Id when a proxy is trusted (nginx's $request_id ties its access log
 * to ours), else a new UUID. Behind no proxy a client's header is not believed, so ids stay unique.
 */
export function requestIdFrom(trustProxy: false | number | string[]) {
  return (req: IncomingMessage): string => {
    const header = req.headers['x-request-id'];
    if (trustProxy !== false && typeof header === 'string' && REQUEST_ID.test(header)) return header;
    return randomUUID();
  };
}

/**
 * One JSON line per answered request (pino's own request lines are off): its id, method, route template,
 * path without query string nor one-time tokens, status, duration and the user it was for. Headers and bodies
 * (tokens, cookies, passwords) are never written. The id is sent back for support to find the line.
 */
export function registerRequestLog(app: FastifyInstance, enabled: boolean, redactUrl: (url: string) => string) {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  if (!enabled) return;
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        route: req.routeOptions.url ?? null,
        path: redactUrl(req.url).replace(/\?.*$/s, ''),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: req.user?._id ?? null,
      },
      'request',
    );
  });
}
