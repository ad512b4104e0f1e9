import type { FastifyInstance } from 'fastify';

/**
 * Once the node is closing (SIGTERM), every answer asks its client to close the connection: a keep-alive
 * connection that keeps bringing requests (a load balancer, a busy client) would otherwise never turn idle,
 * and the node would wait out its whole grace period instead of exiting as soon as those answers are sent.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
