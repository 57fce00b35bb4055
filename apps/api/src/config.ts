import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@tradewise/shared';
import { parseS3Url } from './lib/storage/s3-url.js';

/** The repository root: relative `file:` database paths are resolved against it. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The reference data the repository carries (apps/api/reference, see its README). */
export const DEFAULT_OUTCODES_FILE = path.join(ROOT_DIR, 'apps', 'api', 'reference', 'uk-outcodes.csv');

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The brand's own page on a social network (none configured: the footer shows none). */
const socialUrl = z.url({ protocol: /^https$/, error: "must be an https URL of the brand's page" }).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(0, { error: 'must be a port number' })
    .max(65535, { error: 'must be a port number' })
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, {
      error: 'must be file:PATH or postgres://USER:PASSWORD@HOST:PORT/DATABASE',
    })
    .default('file:./data/app.db'),
  SEED_DEMO: booleanString.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanString.default(false),
  CORS_ORIGIN: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins' })))
    .optional(),
  API_DOCS: booleanString.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  WEB_DEV: booleanString.optional(),
  OUTCODES_FILE: z.string().min(1).optional(),
  FORM_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be a whole number' })
    .default(30),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(0, { error: 'must be a whole number of milliseconds' })
    .max(600_000, { error: 'must be at most 600000 (10 minutes)' })
    .default(5000),
  STATS_CACHE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(0, { error: 'must be a whole number of milliseconds' })
    .max(3_600_000, { error: 'must be at most 3600000 (an hour)' })
    .default(60_000),
  PAGE_CACHE_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes' })
    .int({ error: 'must be a whole number of megabytes' })
    .min(0, { error: 'must be a whole number of megabytes' })
    .max(4096, { error: 'must be at most 4096' })
    .default(32),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { error: 'must be smtp://USER:PASSWORD@HOST:PORT or smtps://... (TLS)' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://tradewise.example' })
    .optional(),
  SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL'], { error: 'must be FULL or NORMAL' }).default('FULL'),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  S3_URL: z
    .string()
    .transform((value, context) => {
      const location = parseS3Url(value);
      if (typeof location === 'string') {
        context.addIssue({ code: 'custom', message: location });
        return z.NEVER;
      }
      return location;
    })
    .optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, { error: 'must be 16 to 200 printable characters without spaces' })
    .optional(),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(1, { error: 'must be a port number' })
    .max(65535, { error: 'must be a port number' })
    .optional(),
  SOCIAL_FACEBOOK_URL: socialUrl,
  SOCIAL_LINKEDIN_URL: socialUrl,
  SOCIAL_INSTAGRAM_URL: socialUrl,
  SOCIAL_TWITTER_URL: socialUrl,
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads and checks the environment; a malformed value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // S3_URL and METRICS_TOKEN are secrets: their values are not repeated where logs may keep them.
      const secret = name === 'S3_URL' || name === 'METRICS_TOKEN';
      return `  ${name}: ${issue.message}${secret ? '' : ` (got ${JSON.stringify(env[name])})`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const production = value.NODE_ENV === 'production';
  return {
    nodeEnv: value.NODE_ENV,
    production,
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    seedDemo: value.SEED_DEMO ?? !production,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    corsOrigins: value.CORS_ORIGIN ?? [],
    apiDocs: value.API_DOCS ?? !production,
    sqliteSynchronous: value.SQLITE_SYNCHRONOUS,
    /** The SMTP server that delivers the outbox; without it emails stay queued (readable at /admin/outbox). */
    smtpUrl: value.SMTP_URL,
    /** The From of every email; the brand name is added as its display name. */
    mailFrom: value.MAIL_FROM ?? 'no-reply@tradewise.localhost',
    /** The base of every link in an email (no trailing slash); the server's own address by default. */
    publicUrl: (
      value.PUBLIC_URL ?? `http://${value.HOST.includes(':') ? `[${value.HOST}]` : value.HOST}:${value.PORT}`
    ).replace(/\/+$/, ''),
    /** After SIGTERM, how long the server keeps serving (with /healthz at 503) before it stops accepting. */
    shutdownDrainMs: value.SHUTDOWN_DRAIN_MS,
    /** How long the live figures of GET /api/stats are answered from memory (0: every time from the database). */
    statsCacheMs: value.STATS_CACHE_MS,
    /**
     * Rendered pages kept in memory while the API answers they were made of are unchanged
     * (plugins/page-cache.ts): at most this many bytes, each made again after a minute; 0 keeps none.
     */
    pageCache: value.PAGE_CACHE_MB > 0 ? { maxBytes: value.PAGE_CACHE_MB * 1024 * 1024, ttlMs: 60_000 } : undefined,
    /** Requests per address per 10 minutes to each form that needs no account. */
    formRateLimit: value.FORM_RATE_LIMIT,
    /** The brand's social pages the footer links to, in the footer's order; unset networks are left out. */
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const url = value[`SOCIAL_${network.toUpperCase() as Uppercase<SocialNetwork>}_URL`];
      return url ? [{ network, url }] : [];
    }),
    /** The built web app to serve; apps/web/dist unless set (tests build elsewhere). */
    webDist: value.WEB_DIST_DIR ? path.resolve(ROOT_DIR, value.WEB_DIST_DIR) : path.join(ROOT_DIR, 'apps/web/dist'),
    /** `npm run dev`: the web app from its sources through Vite (hot reload) instead of the build. */
    webDev: value.WEB_DEV ?? false,
    /** Uploaded files (photos): in this directory, or in the S3_URL bucket when set (then the directory is unused). */
    storage: { uploadsDir: path.resolve(ROOT_DIR, value.UPLOADS_DIR), s3: value.S3_URL },
    /**
     * GET /metrics (Prometheus): served only with `Authorization: Bearer METRICS_TOKEN`; unset, it
     * answers 404. METRICS_PORT serves it without a token on its own port (HOST), for a private network.
     */
    metrics: { token: value.METRICS_TOKEN, port: value.METRICS_PORT },
    /** The UK outward codes' centres (distances, known areas); the reference data beside the repository unless set. */
    outcodesFile: value.OUTCODES_FILE ? path.resolve(ROOT_DIR, value.OUTCODES_FILE) : DEFAULT_OUTCODES_FILE,
  };
}
