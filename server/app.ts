import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { eq } from 'drizzle-orm';
import { MSG } from '../src/domain/messages';
import { SERVER_MSG } from '../src/domain/serverMessages';
import { registerAccessGuard } from './access';
import { LOG_LEVELS, type AppContext, type AppOptions, type LogLevel } from './context';
import { isDatabaseUnavailable, LOCKS, openDatabase, type Database, type Db } from './db/client';
import { serverSettings } from './db/schema';
import { seedDemoData } from './db/seed';
import { ApiError, databaseRequestError, errorBody } from './errors';
import { answerClientError, requestError } from './requestErrors';
import { registerOwnerFirst } from './schemas';
import { buildValidator } from './validators';
import { createBackground } from './background';
import { createJobQueue } from './jobs/queue';
import { issuerFromEnv } from './statements/issuer';
import { importImagesFromDisk } from './images/routes';
import { createMailer } from './mail';
import { metrics } from './metrics';
import { registerMetrics } from './metricsEndpoint';
import { registerRequestLog, requestIdFrom } from './requestLog';
import { createRealtime } from './realtime';
import { registerRequestContext } from './lastResort';
import { closeConnectionsWhenClosing } from './drainOnClose';
import { parseOrigins, registerInputGuard, registerSecurity } from './security';
import { registerRoutes } from './routes';
import { registerDocs } from './docs';
import { registerSpa } from './spa';
import { registerMethodNotAllowed } from './methodNotAllowed';
import { createTokenService } from './tokens';
import { createSecretBox, twoFactorKey } from './secretBox';
import { ADMIN_TWO_FACTOR_MODES, type AdminTwoFactorMode } from '../src/domain/twoFactor';

export type { AppOptions } from './context';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
}

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy (the socket's address is the client's); a number is the
 * count of proxy hops in front of the node; anything else is a comma-separated list of the load balancer's
 * addresses or CIDR ranges. 'true' is refused: it would let any client choose its IP for the rate limits.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true')
    throw new Error(
      "TRUST_PROXY=true would believe any client's X-Forwarded-For: give the hop count (e.g. 1) or the load balancer's addresses",
    );
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** LOG_LEVEL: trace, debug, info (default) or warn; a level that would hide warnings or errors is refused. */
function parseLogLevel(value: string | undefined): LogLevel {
  const level = (value ?? '').trim().toLowerCase() || 'info';
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  throw new Error(`LOG_LEVEL=${value}: use ${LOG_LEVELS.join(', ')} (warnings and errors are always written)`);
}

/** ADMIN_TWO_FACTOR: 'required' or 'optional'; unset follows SEED's default (required on a DATABASE_URL). */
function parseAdminTwoFactor(value: string | undefined): AdminTwoFactorMode | undefined {
  const v = (value ?? '').trim();
  if (!v) return undefined;
  if ((ADMIN_TWO_FACTOR_MODES as readonly string[]).includes(v)) return v as AdminTwoFactorMode;
  throw new Error(`ADMIN_TWO_FACTOR=${value}: use ${ADMIN_TWO_FACTOR_MODES.join(' or ')}`);
}

/** SEED: 'demo' seeds the demo data set, 'false'/'none' never; unset seeds only the embedded database. */
function parseSeed(value: string | undefined, databaseUrl: string | undefined): boolean {
  if (value === 'demo' || value === 'true') return true;
  if (value === 'false' || value === 'none') return false;
  if (value) throw new Error(`SEED=${value}: use SEED=demo or SEED=false`);
  return !databaseUrl;
}

export function defaultOptions(env: NodeJS.ProcessEnv = process.env): AppOptions {
  const port = env.PORT ?? '3000';
  const databaseUrl = env.DATABASE_URL || undefined;
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/$/, '') || undefined;
  return {
    databaseUrl,
    realtimeDatabaseUrl: env.REALTIME_DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? '.data',
    jwtSecret: env.JWT_SECRET || undefined,
    adminTwoFactor: parseAdminTwoFactor(env.ADMIN_TWO_FACTOR),
    twoFactorKey: env.TWO_FACTOR_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: publicUrl ?? `http://localhost:${port}`,
    imageBaseUrl: publicUrl ?? '',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seed: parseSeed(env.SEED, databaseUrl),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    registerRateLimit: Number(env.REGISTER_RATE_LIMIT ?? 10),
    resetRateLimit: Number(env.RESET_RATE_LIMIT ?? 3),
    pageViewRateLimit: Number(env.PAGE_VIEW_RATE_LIMIT ?? 600),
    uploadsPerHour: Number(env.UPLOAD_LIMIT ?? 60),
    uploadBytesPerHour: Number(env.UPLOAD_LIMIT_MB ?? 60) * 1024 * 1024,
    logger: true,
    logLevel: parseLogLevel(env.LOG_LEVEL),
    requestLog: env.LOG !== 'false',
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    escalationMinuteMs: env.ESCALATION_MINUTE_MS ? Number(env.ESCALATION_MINUTE_MS) : undefined,
    platformIdentity: issuerFromEnv(env),
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY || undefined,
      privateKey: env.VAPID_PRIVATE_KEY || undefined,
      subject: env.VAPID_SUBJECT || undefined,
    },
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
  const message = String(error.message ?? '')
    .split('\nparams:')[0]!
    .slice(0, 500);
  return { type: error.name, code: error.code ?? cause?.code, message, cause: cause?.message?.slice(0, 300) };
}

export async function buildApp(overrides: Partial<AppOptions> = {}): Promise<BuiltApp> {
  // Defaults without the environment: only server/index.ts reads it, so tests never pick up an exported DATABASE_URL.
  const options: AppOptions = { ...defaultOptions({}), ...overrides };
  const filesDir = path.resolve(options.filesDir ?? (options.dataDir === 'memory://' ? '.data-test' : options.dataDir));
  const app = Fastify({
    logger: options.logger
      ? {
          level: options.logLevel ?? 'info',
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
          },
        }
      : false,
    // server/requestLog.ts writes one line per request instead of pino's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFrom(options.trustProxy),
    bodyLimit: 1024 * 1024,
    // What the HTTP parser refuses (headers over 16 KB, a malformed request) answers in the API's shape too.
    clientErrorHandler: answerClientError,
    // Bodies are checked as sent, query strings read as their typed parameters (server/validators.ts).
    schemaController: { compilersFactory: { buildValidator: buildValidator as never } },
    // On close (SIGTERM) requests that already reached the node are answered normally, not with 503;
    // idle keep-alive connections are closed so the load balancer opens new ones elsewhere.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A hop count trusts that many proxies nearest to the node (the load balancer), nothing a client wrote before them.
    trustProxy:
      typeof options.trustProxy === 'number' ? (_address: string, hop: number) => hop < (options.trustProxy as number) : options.trustProxy,
  });
  registerRequestContext(app);
  closeConnectionsWhenClosing(app);
  registerRequestLog(app, options.requestLog !== false, redactUrl);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    directUrl: options.realtimeDatabaseUrl,
    dataDir: options.dataDir === 'memory://' ? 'memory://' : path.join(path.resolve(options.dataDir), 'pglite'),
    memoryImage: options.memoryImage,
    onQuery: (seconds, ok) => metrics.queryDuration.observe({ outcome: ok ? 'ok' : 'error' }, seconds),
    onPoolError: (error) => app.log.warn({ err: loggableError(error) }, 'database connection lost; the pool reconnects on the next query'),
  });
  const { db } = database;

  const tokens = createTokenService(await jwtSecret(db, options.jwtSecret));
  const realtime = createRealtime(app.server, db, tokens, {
    corsOrigins: options.corsOrigins,
    databaseUrl: options.databaseUrl ? (options.realtimeDatabaseUrl ?? options.databaseUrl) : undefined,
    onError: (error) => app.log.warn({ err: loggableError(error) }, 'live events: database connection error'),
    onHandlerError: (error, what) =>
      isDatabaseUnavailable(error)
        ? app.log.warn({ err: loggableError(error as Error) }, `${what}: database unavailable, answered "unavailable"`)
        : app.log.error({ err: loggableError(error as Error) }, `${what} failed`),
  });
  const mailer = createMailer({ smtpUrl: options.smtpUrl, outboxDir: path.join(filesDir, 'outbox'), log: app.log });
  const background = createBackground(app.log);
  const now = options.now ?? (() => new Date());
  const jobs = createJobQueue({ db, log: app.log, now, pollMs: options.jobPollMs });
  const ctx: AppContext = {
    db,
    database,
    mailer,
    tokens,
    secrets: createSecretBox(await twoFactorKey(db, options.twoFactorKey)),
    // A real deployment is safe by default; the embedded demo stays a two-command try-out.
    adminTwoFactor: options.adminTwoFactor ?? (options.databaseUrl ? 'required' : 'optional'),
    codeClock: options.codeClock ?? (() => new Date()),
    realtime,
    background,
    jobs,
    publicUrl: options.publicUrl,
    options,
    filesDir,
    now,
  };

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, req, reply) => {
    const known = error instanceof ApiError ? error : (databaseRequestError(error) ?? requestError(error, req));
    if (known) return reply.code(known.statusCode).send(errorBody(known.statusCode, known.message, known.code, known.errors));
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(errorBody(503, MSG.databaseUnavailable));
    }
    req.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send(errorBody(500, SERVER_MSG.serverError));
  });

  await registerSecurity(app, { corsOrigins: options.corsOrigins, staticDir: options.staticDir });
  // API answers above 1 KB travel compressed; the SPA's files are compressed once, at build time (server/spa.ts).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false });
  await app.register(multipart);
  registerAccessGuard(app, db, tokens, { adminTwoFactor: ctx.adminTwoFactor });
  registerOwnerFirst(app);
  await registerMetrics(app, ctx);
  await registerDocs(app);
  registerInputGuard(app);
  await registerRoutes(app, ctx);
  registerMethodNotAllowed(app);
  await registerSpa(app, options.staticDir && existsSync(options.staticDir) ? options.staticDir : undefined);

  app.addHook('onClose', async () => {
    await jobs.stop();
    await background.settled();
    await realtime.close();
    await database.close();
  });

  if (options.seed) await database.exclusively(LOCKS.seed, () => seedDemoData(db, app.log));
  await importImagesFromDisk(database, filesDir, app.log);
  jobs.start();
  return { app, ctx, database };
}
