import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '../src/domain/messages';
import { errorBody } from './errors';

/** Vite names what it builds under /assets/ after its content: such a URL never changes meaning. */
const HASHED = `${path.sep}assets${path.sep}`;

/** Path → file of the public pages rendered at build time (scripts/vite-prerender.ts), e.g. /login → login.html. */
function prerenderedPages(staticDir: string): Map<string, string> {
  const dir = path.join(staticDir, 'prerendered');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`, `prerendered/${file}`]),
  );
}

/** Someone signed in gets the plain app shell, not a public page they would not stay on. */
const signedIn = (req: FastifyRequest) => /(?:^|;\s*)token=[^;]/.test(req.headers.cookie ?? '');

/**
 * Serves the built SPA: the Brotli or gzip copy the build wrote next to each file when the browser accepts it,
 * hashed assets cached for a year, everything else (HTML, favicon) revalidated on each visit by its ETag.
 * Public pages get their prerendered HTML, other client-side routes index.html; a missing file (an old
 * /assets/… chunk) is a plain 404.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const pages = staticDir ? prerenderedPages(staticDir) : new Map<string, string>();
  if (staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', file.includes(HASHED) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendPage = (req: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const prerendered = signedIn(req) ? undefined : pages.get(pathname);
    return reply.type('text/html').sendFile(prerendered ?? 'index.html', staticDir!);
  };
  // `/` is a page like the others, not a directory for @fastify/static to index.
  if (staticDir) app.get('/', (req, reply) => sendPage(req, reply, '/'));
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0]!;
    const isPage = staticDir && !/\.[a-z0-9]+$/i.test(pathname) && !pathname.startsWith('/api') && !pathname.startsWith('/uploads');
    if (isPage && req.method === 'GET') return sendPage(req, reply, pathname);
    // A prerendered form sent before the app's script arrived: back to the page, where the app now runs.
    if (isPage && req.method === 'POST' && pages.has(pathname)) return reply.redirect(pathname, 303);
    return reply.code(404).send(errorBody(404, MSG.notFound));
  });
}
