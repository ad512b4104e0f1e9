import type { Background } from './background';
import type { Database, Db } from './db/client';
import type { InvoiceParty } from './db/schema';
import type { JobQueue } from './jobs/queue';
import type { Mailer } from './mail';
import type { Realtime } from './realtime';
import type { TokenService } from './tokens';
import type { SecretBox } from './secretBox';
import type { AdminTwoFactorMode } from '../src/domain/twoFactor';

/** LOG_LEVEL's choices: none of them mutes warnings and errors. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** A direct connection for live events between nodes (LISTEN/NOTIFY), when DATABASE_URL goes through a pooler. */
  realtimeDatabaseUrl?: string;
  /** Where PGlite, images, the outbox live. 'memory://' keeps the database in memory (tests). */
  dataDir: string;
  /** Folder for images and the outbox when `dataDir` is 'memory://'. */
  filesDir?: string;
  /** With 'memory://': a dump of an embedded database (PGlite's dumpDataDir) to start from instead of an empty one. */
  memoryImage?: Blob;
  jwtSecret?: string;
  /** ADMIN_TWO_FACTOR: unset follows the database (required on DATABASE_URL, optional on the embedded demo). */
  adminTwoFactor?: AdminTwoFactorMode;
  /** The clock authenticator codes are read against: the real one, except in tests that play the phone. */
  codeClock?: () => Date;
  /** TWO_FACTOR_KEY: seals authenticator secrets; unset, a key generated once and kept in the database. */
  twoFactorKey?: string;
  smtpUrl?: string;
  /** The address people open, used in e-mailed links. */
  publicUrl: string;
  /** PUBLIC_URL when it was set: image URLs are built from it, else relative (never from the request's Host). */
  imageBaseUrl: string;
  /** Which proxies may set X-Forwarded-For: false (none), a hop count, or their addresses. */
  trustProxy: false | number | string[];
  /** Built SPA to serve; none in tests or under `npm run dev`. */
  staticDir?: string;
  /** Seed the demo data set on an empty database (default: only on the embedded database). */
  seed: boolean;
  loginRateLimit: number;
  /** Accounts created per address per hour. */
  registerRateLimit: number;
  /** Reset links asked per e-mail per hour. */
  resetRateLimit: number;
  /** Page views recorded per address per minute, counted in the database for every node. */
  pageViewRateLimit: number;
  /** Uploads per account per hour (count and bytes), counted in the database for every node. */
  uploadsPerHour: number;
  uploadBytesPerHour: number;
  /** false writes nothing at all (tests); otherwise warnings and errors always, plus `logLevel` and the request log. */
  logger: boolean;
  /** How much besides warnings and errors is written (LOG_LEVEL): 'info' by default. */
  logLevel?: LogLevel;
  /** One line per request answered (LOG=false turns it off). */
  requestLog?: boolean;
  /** METRICS_TOKEN: GET /metrics answers the bearer of this token (Prometheus figures); unset, it does not exist. */
  metricsToken?: string;
  /** METRICS_PORT: GET /metrics also on this port, bound to 127.0.0.1 only, without a token. */
  metricsPort?: number;
  /** Browser origins other than our own that may call the API and socket.io (CORS_ORIGINS). */
  corsOrigins: readonly string[];
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT: Web Push keys instead of the pair kept in the database. */
  vapid?: { publicKey?: string; privateKey?: string; subject?: string };
  /** How often each node looks for due jobs (ms). */
  jobPollMs?: number;
  /** The length of a minute of the escalation settings (ESCALATION_MINUTE_MS): 60 000 ms, less only in tests. */
  escalationMinuteMs?: number;
  /** The marketplace's legal identity on its invoices (PLATFORM_* variables, server/statements/issuer.ts). */
  platformIdentity?: InvoiceParty;
  /** The clock the business rules read (open now, pauses, preparation); tests fix it. Real time by default. */
  now?: () => Date;
}

/** What every route module receives. */
export interface AppContext {
  db: Db;
  database: Database;
  mailer: Mailer;
  tokens: TokenService;
  /** Seals and opens the accounts' authenticator secrets. */
  secrets: SecretBox;
  /** Whether admins must have a second factor (ADMIN_TWO_FACTOR, resolved). */
  adminTwoFactor: AdminTwoFactorMode;
  codeClock: () => Date;
  realtime: Realtime;
  background: Background;
  /** Work due later or exactly once across nodes (rows in the database). */
  jobs: JobQueue;
  publicUrl: string;
  options: AppOptions;
  filesDir: string;
  /** Now, for the business rules (options.now or the real clock). */
  now: () => Date;
}
