import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import { MSG } from '../src/domain/messages';
import { registerAccessGuard } from './access';
import type { AppContext, AppOptions } from './context';
import { openDatabase, type Database, type Db } from './db/client';
import { serverSettings } from './db/schema';
import { seedDemoData } from './db/seed';
import { ApiError } from './errors';
import { createBackground } from './background';
import { createMailer } from './mail';
import { createRealtime } from './realtime';
import { parseOrigins, registerSecurity } from './security';
import { registerRoutes } from './routes';
import { registerSpa } from './spa';
import { createTokenService } from './tokens';

export type { AppOptions } from './context';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
}

export function defaultOptions(env: NodeJS.ProcessEnv = process.env): AppOptions {
  const port = env.PORT ?? '3000';
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? '.data',
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    seed: env.SEED !== 'false',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    logger: env.LOG !== 'false',
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
  };
}

/** The secret that signs login tokens: JWT_SECRET, else one generated once and kept in the database. */
async function jwtSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(32).toString('base64url');
  await db.insert(serverSettings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
  return row!.value;
}

/** URLs are logged without one-time tokens in their path nor any query string. */
export const redactUrl = (url: string) =>
  url.replace(/\/(verify|reset|confirme|reset-password)\/[^/?]+/, '/$1/…').replace(/\?.*$/s, (q) => (q.length > 1 ? '?…' : ''));

/** What a server error may leave in the log: its kind and message, never the query's parameters (a password hash, a token). */
export function loggableError(error: Error & { code?: string; cause?: unknown }) {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const message = String(error.message ?? '').split('\nparams:')[0]!.slice(0, 500);
  return { type: error.name, code: error.code ?? cause?.code, message, cause: cause?.message?.slice(0, 300) };
}

export async function buildApp(overrides: Partial<AppOptions> = {}): Promise<BuiltApp> {
  const options: AppOptions = { ...defaultOptions(), ...overrides };
  const filesDir = path.resolve(options.filesDir ?? (options.dataDir === 'memory://' ? '.data-test' : options.dataDir));
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir === 'memory://' ? 'memory://' : path.join(path.resolve(options.dataDir), 'pglite'),
  });
  const { db } = database;

  const app = Fastify({
    logger: options.logger
      ? {
          level: process.env.LOG_LEVEL ?? 'info',
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
          },
        }
      : false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });

  const tokens = createTokenService(await jwtSecret(db, options.jwtSecret));
  const realtime = createRealtime(app.server, db, tokens, options.corsOrigins);
  const mailer = createMailer({ smtpUrl: options.smtpUrl, outboxDir: path.join(filesDir, 'outbox'), log: app.log });
  const background = createBackground(app.log);
  const ctx: AppContext = { db, mailer, tokens, realtime, background, publicUrl: options.publicUrl, options, filesDir, now: options.now ?? (() => new Date()) };

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, req, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ statusCode: error.statusCode, message: error.message, errors: error.errors });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ statusCode: 429, message: MSG.tooManyAttempts });
    }
    if (error.validation || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.code(error.statusCode ?? 400).send({ statusCode: error.statusCode ?? 400, message: error.message });
    }
    // PostgreSQL: malformed id → 400, unique violation → 409.
    const cause = (error as { cause?: { code?: string } }).cause;
    const pgCode = error.code ?? cause?.code;
    if (pgCode === '22P02') return reply.code(400).send({ statusCode: 400, message: 'Invalid id' });
    if (pgCode === '23505') return reply.code(409).send({ statusCode: 409, message: 'This already exists' });
    req.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({ statusCode: 500, message: 'Something went wrong on our side. Please try again.' });
  });

  await registerSecurity(app, { corsOrigins: options.corsOrigins, staticDir: options.staticDir });
  // API answers above 1 KB travel compressed; the SPA's files are compressed once, at build time (server/spa.ts).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false });
  await app.register(multipart);
  registerAccessGuard(app, db, tokens);
  await registerRoutes(app, ctx);

  await app.register(fastifyStatic, { root: path.join(filesDir, 'images'), prefix: '/uploads/', decorateReply: false, index: false });
  await registerSpa(app, options.staticDir && existsSync(options.staticDir) ? options.staticDir : undefined);

  app.addHook('onClose', async () => {
    await background.settled();
    await realtime.close();
    await database.close();
  });

  if (options.seed) await seedDemoData(db, app.log);
  return { app, ctx, database };
}
