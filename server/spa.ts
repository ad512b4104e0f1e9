import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '../src/domain/messages';
import { acceptedLanguages, langCookie, pickLocale, queryLocale } from '../src/i18n/preference';
import { isLocale, type Locale } from '../src/i18n/types';
import { errorBody } from './errors';
import { refuseOtherMethod } from './methodNotAllowed';

/** Vite names what it builds under /assets/ after its content: such a URL never changes meaning. */
const HASHED = `${path.sep}assets${path.sep}`;

type Variants = Partial<Record<Locale, string>>;

/**
 * Path → language → file of the public pages rendered at build time (scripts/vite-prerender.ts): /login →
 * { en: prerendered/login.html, fr: prerendered/fr/login.html, ar: prerendered/ar/login.html }.
 */
function prerenderedPages(staticDir: string): Map<string, Variants> {
  const root = path.join(staticDir, 'prerendered');
  const pages = new Map<string, Variants>();
  if (!existsSync(root)) return pages;
  const add = (locale: Locale, folder: string) => {
    for (const file of readdirSync(path.join(root, folder)).filter((f) => f.endsWith('.html'))) {
      const pathname = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      pages.set(pathname, { ...pages.get(pathname), [locale]: path.posix.join('prerendered', folder, file) });
    }
  };
  add('en', '');
  for (const entry of readdirSync(root, { withFileTypes: true }))
    if (entry.isDirectory() && isLocale(entry.name) && entry.name !== 'en') add(entry.name, entry.name);
  return pages;
}

/**
 * The reader's language, as the app picks it (src/i18n/preference.ts): the address's `?lang=`, else the `lang`
 * cookie the app keeps, else the browser's languages, else English.
 */
const readerLocale = (req: FastifyRequest): Locale =>
  pickLocale(queryLocale(req.url.split('?')[1]) ?? langCookie(req.headers.cookie), acceptedLanguages(req.headers['accept-language']));

/** Someone signed in gets the plain app shell, not a public page they would not stay on. */
const signedIn = (req: FastifyRequest) => /(?:^|;\s*)token=[^;]/.test(req.headers.cookie ?? '');

/**
 * Serves the built SPA: the Brotli or gzip copy the build wrote next to each file when the browser accepts it,
 * hashed assets cached for a year, everything else (HTML, favicon) revalidated on each visit by its ETag.
 * Public pages get their prerendered HTML, other client-side routes index.html; a missing file (an old
 * /assets/… chunk) is a plain 404.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const pages = staticDir ? prerenderedPages(staticDir) : new Map<string, Variants>();
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
    const variants = pages.get(pathname);
    // A public page's answer depends on the cookies (signed in or not, the language) and on the browser's
    // languages: a cache must keep one copy per combination.
    if (variants) reply.header('Vary', 'Cookie, Accept-Language');
    const prerendered = variants && !signedIn(req) ? (variants[readerLocale(req)] ?? variants.en) : undefined;
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
    // A GET or HEAD the static files' catch-all route passed on here (registerMethodNotAllowed refuses the others).
    return refuseOtherMethod(app, req, reply) ?? reply.code(404).send(errorBody(404, MSG.notFound));
  });
}
