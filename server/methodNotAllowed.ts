import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MSG } from '../src/domain/serverMessages';
import { apiRoutes } from './access';
import { errorBody } from './errors';

const patterns = new Map<string, RegExp>();

/** `/api/menu/update/:id` → a regular expression a concrete path is tested with. */
function patternOf(url: string): RegExp {
  let pattern = patterns.get(url);
  if (!pattern) {
    const source = url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    pattern = new RegExp(`^${source}/?$`);
    patterns.set(url, pattern);
  }
  return pattern;
}

/**
 * The methods the API answers at a path (from the route table), for a request with another one: the
 * server says 405 and lists them in `Allow` rather than a 404 that hides that the path exists. Empty when
 * no route has this path at all.
 */
export function allowedMethods(app: FastifyInstance, pathname: string): string[] {
  const methods = new Set<string>();
  for (const route of apiRoutes(app)) if (patternOf(route.url).test(pathname)) methods.add(route.method);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/** Answers 405 with `Allow` when the request's /api path is answered, but by other methods; else leaves the reply alone. */
export function refuseOtherMethod(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const pathname = req.url.split('?')[0]!;
  const allowed = pathname.startsWith('/api') ? allowedMethods(app, pathname) : [];
  if (allowed.length === 0 || allowed.includes(req.method)) return undefined;
  return reply.code(405).header('allow', allowed.join(', ')).send(errorBody(405, SERVER_MSG.methodNotAllowed));
}

/**
 * Refuses a method a path does not answer before its body is parsed: the body of a request no route takes
 * would otherwise be read for nothing, and a malformed or oversized one answered 400 or 413 instead of 405.
 */
export function registerMethodNotAllowed(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => (req.is404 ? refuseOtherMethod(app, req, reply) : undefined));
}
