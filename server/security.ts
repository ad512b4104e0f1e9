import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { inputProblem, normalizeTexts } from '../src/domain/input';
import { MSG } from '../src/domain/messages';
import { SERVER_MSG } from '../src/domain/serverMessages';
import { DOCS_PREFIX } from './access';
import { ApiError } from './errors';

/** `CORS_ORIGINS=https://a.example,https://b.example` → exact origins; nothing means same-origin only. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/**
 * Whether a browser request from `origin` may talk to us: no Origin (not a browser, or same-origin GET),
 * the same host as the request, or an origin on the allowlist. Never a reflected arbitrary origin.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowlist: readonly string[]): boolean {
  if (!origin) return true;
  if (allowlist.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** sha256 sources of every inline <script> in the built HTML pages (the prerendered public pages may carry some). */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  if (!staticDir || !existsSync(staticDir)) return [];
  const hashes = new Set<string>();
  const visit = (dir: string, depth: number) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (depth < 3 && name !== 'assets') visit(full, depth + 1);
      } else if (name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8');
        for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
          if (match[1]!.trim()) hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
        }
      }
    }
  };
  visit(staticDir, 0);
  return [...hashes];
}

/** What answers that are not the SPA (JSON, uploaded files) may do in a browser: nothing. */
const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
/** The API's browsable docs (/api/docs, server/docs.ts): its own scripts and styles, nothing from elsewhere. */
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityOptions {
  corsOrigins: readonly string[];
  staticDir?: string;
}

/**
 * Security headers on every answer (helmet): a CSP the SPA passes without inline scripts, no framing,
 * nosniff, no referrer; HSTS only over HTTPS. CORS only for the configured origins.
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const extraConnect = options.corsOrigins;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(options.staticDir)],
        // antd writes its CSS-in-JS into <style> tags: inline styles, never inline scripts.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extraConnect],
        frameSrc: ['https://maps.google.com', 'https://www.google.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Set below, only when the request came over HTTPS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const url = req.url;
    if (url.startsWith(`${DOCS_PREFIX}/`) || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}?`))
      reply.header('content-security-policy', DOCS_CSP);
    else if (url.startsWith('/api') || url.startsWith('/uploads/')) reply.header('content-security-policy', LOCKED_DOWN_CSP);
    // Public images are shown by the customers' apps on other sites.
    if (url.startsWith('/uploads/')) reply.header('cross-origin-resource-policy', 'cross-origin');
  });

  const allowlist = options.corsOrigins;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowlist.includes(origin)),
    credentials: true,
  });
}

const PROBLEM_MESSAGES = {
  nul: MSG.textHasNul,
  control: SERVER_MSG.textHasControl,
  tooLong: MSG.textTooLong,
  imageUrl: MSG.imageUrlInvalid,
  invisible: SERVER_MSG.nameInvisible,
} as const;

/**
 * Refuses, before any handler runs (and after the access guard, so a stranger still gets 401/403),
 * what no field may hold: NUL and other control characters (PostgreSQL cannot store NUL), texts over the
 * cap, image addresses that are not http(s) or ours, names of invisible characters only. 400, nothing
 * written. What passes is stored Unicode-normalised (NFC): a JSON body's texts are rewritten so.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/api')) return;
    const found = inputProblem(req.params) ?? inputProblem(req.query) ?? inputProblem(req.body);
    if (found)
      throw new ApiError(
        400,
        PROBLEM_MESSAGES[found.problem],
        found.field ? { [found.field]: PROBLEM_MESSAGES[found.problem] } : undefined,
      );
    const body = req.body;
    if (body && typeof body === 'object' && (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype))
      req.body = normalizeTexts(body);
  });
}
