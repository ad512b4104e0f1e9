import type { FastifyInstance } from 'fastify';
import { apiRoutes } from './access';

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
