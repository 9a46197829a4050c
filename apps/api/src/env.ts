/**
 * The one place that reads the environment (CONVENTIONS.md rule 9). Everything else receives
 * a validated `Config`.
 */
import * as v from 'valibot';

const flag = v.pipe(
  v.optional(v.string(), ''),
  v.transform((s) => s === '1' || s.toLowerCase() === 'true'),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.pipe(
    v.optional(v.string(), '3000'),
    v.transform(Number),
    v.integer('PORT must be a whole number'),
    v.minValue(0),
    v.maxValue(65535),
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './.data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a URL'))),
  REDIS_URL: v.optional(v.pipe(v.string(), v.url('REDIS_URL must be a URL'))),
  SEED_DEMO: flag,
  /** Comma-separated origins allowed to call the API from a browser. */
  CORS_ORIGINS: v.optional(v.string(), ''),
  /** The registrable domain of the product, e.g. `nervus.example`; `*.localhost` always works. */
  BASE_DOMAIN: v.optional(v.string(), ''),
  /**
   * How many proxies of ours stand in front of the server (a load balancer: 1). The client's
   * address is the X-Forwarded-For entry that many hops from the right: each proxy appends the
   * address it was reached from, and everything further left is whatever the client sent.
   * `true` means 1; unset, `0` or `false`: the socket's address.
   */
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) => {
      const value = s.trim().toLowerCase();
      if (value === '' || value === 'false') return 0;
      if (value === 'true') return 1;
      return /^\d+$/.test(value) ? Number(value) : Number.NaN;
    }),
    v.integer('TRUST_PROXY must be the number of trusted proxy hops (0, 1, 2 …) or true/false'),
    v.maxValue(16, 'TRUST_PROXY must be at most 16 hops'),
  ),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  /**
   * Multiplies every rate limit (sign-in, sign-up, writes). 1 in production; the browser tests
   * raise it because one server takes every journey's sign-ins from one address.
   */
  RATE_LIMIT_FACTOR: v.pipe(
    v.optional(v.string(), '1'),
    v.transform(Number),
    v.number('RATE_LIMIT_FACTOR must be a number'),
    v.minValue(1, 'RATE_LIMIT_FACTOR must be at least 1'),
    v.maxValue(1000, 'RATE_LIMIT_FACTOR must be at most 1000'),
  ),
  /**
   * Server processes sharing the port (node:cluster), e.g. one per core. Needs DATABASE_URL:
   * the embedded database belongs to one process.
   */
  WEB_CONCURRENCY: v.pipe(
    v.optional(v.string(), '1'),
    v.transform(Number),
    v.integer('WEB_CONCURRENCY must be a whole number'),
    v.minValue(1, 'WEB_CONCURRENCY must be at least 1'),
    v.maxValue(64, 'WEB_CONCURRENCY must be at most 64'),
  ),
  /** How often each instance looks for challenges whose time is up (one sweeps at a time). */
  SETTLE_SWEEP_MS: v.pipe(
    v.optional(v.string(), '60000'),
    v.transform(Number),
    v.integer('SETTLE_SWEEP_MS must be a whole number of milliseconds'),
    v.minValue(50, 'SETTLE_SWEEP_MS must be at least 50'),
  ),
  /**
   * How long an idle kept-alive connection stays open. Behind a load balancer, above its idle
   * timeout (often 60 s: 65000), or it may send a request on a connection being closed.
   */
  KEEP_ALIVE_TIMEOUT_MS: v.pipe(
    v.optional(v.string(), '5000'),
    v.transform(Number),
    v.integer('KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds'),
    v.minValue(1000, 'KEEP_ALIVE_TIMEOUT_MS must be at least 1000'),
  ),
  /** Where the built web app lives, served with SPA fallback when present. */
  WEB_DIST: v.optional(v.string()),
  /** Unsplash access key: random images from Unsplash instead of the built-in painter. */
  UNSPLASH_ACCESS_KEY: v.optional(v.string()),
  /** An S3-compatible bucket for uploaded files instead of DATA_DIR/files. */
  S3_BUCKET: v.optional(v.string()),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('S3_ENDPOINT must be a URL'))),
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_PREFIX: v.optional(v.string(), ''),
  /**
   * An Ably API key (`appId.keyId:secret`): realtime events go through Ably. Without it the API
   * serves them itself as Server-Sent Events (over Redis between instances when REDIS_URL is set).
   */
  ABLY_API_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[^.:\s]+\.[^.:\s]+:\S+$/, 'ABLY_API_KEY must look like appId.keyId:secret'),
    ),
  ),
  /**
   * An SMTP server to send mail through (`smtp://user:pass@host:587`, `smtps://…:465`). Without
   * it mail stays in the outbox, read by admins at `GET /api/admin/outbox`.
   */
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('SMTP_URL must be a URL'),
      v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'),
    ),
  ),
  /** The sender of every mail, e.g. `Nervus <hello@nervus.example>`. */
  MAIL_FROM: v.optional(v.string()),
  /**
   * The site's address in mail (links, unsubscribe). Default: https:// + BASE_DOMAIN, or
   * http://localhost:PORT without one.
   */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a URL'))),
  /**
   * A mailbox whose incoming mail unsubscribes (processed outside the API): offered as the
   * `mailto:` of List-Unsubscribe beside the one-click https address when set.
   */
  MAIL_UNSUBSCRIBE_MAILTO: v.optional(
    v.pipe(v.string(), v.email('MAIL_UNSUBSCRIBE_MAILTO must be an address')),
  ),
});

export interface MailConfig {
  /** The SMTP server's URL, or undefined: mail stays in the outbox. */
  readonly smtpUrl: string | undefined;
  readonly from: string;
  /** The site's origin for links in mail, without a trailing slash. */
  readonly publicUrl: string;
  readonly unsubscribeMailto: string | undefined;
}

export interface S3Config {
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly prefix: string;
}

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  /** Seed demo users and content: always on the embedded database, on PostgreSQL only if asked. */
  readonly seedDemo: boolean;
  readonly corsOrigins: readonly string[];
  readonly baseDomain: string;
  /** Trusted proxy hops in front of the server (0: use the socket's address). */
  readonly trustProxy: number;
  readonly logLevel: string;
  readonly rateLimitFactor: number;
  /** Server processes sharing the port; more than 1 only on PostgreSQL. */
  readonly webConcurrency: number;
  readonly settleSweepMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly webDist: string | undefined;
  readonly unsplashAccessKey: string | undefined;
  /** Set when S3_BUCKET is: uploads are kept there. */
  readonly s3: S3Config | undefined;
  /** Set when realtime events go through Ably rather than the API's own event streams. */
  readonly ablyApiKey: string | undefined;
  /** Mail: SMTP or the outbox, the sender, the site's address in links. */
  readonly mail: MailConfig;
  readonly version: string;
}

export function loadConfig(source: Record<string, string | undefined>, version: string): Config {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? 'env'}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = result.output;
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL)
    throw new Error(
      `Invalid environment:\n  WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs DATABASE_URL: the embedded PGlite database lives in one process's memory and cannot be shared by several; run one process (WEB_CONCURRENCY=1) or use PostgreSQL`,
    );
  let s3: S3Config | undefined;
  if (env.S3_BUCKET) {
    if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
      throw new Error(
        'Invalid environment:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
    s3 = {
      endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      prefix: env.S3_PREFIX,
    };
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    seedDemo: env.SEED_DEMO || env.DATABASE_URL === undefined,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    baseDomain: env.BASE_DOMAIN.toLowerCase(),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    webConcurrency: env.WEB_CONCURRENCY,
    settleSweepMs: env.SETTLE_SWEEP_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    webDist: env.WEB_DIST,
    unsplashAccessKey: env.UNSPLASH_ACCESS_KEY || undefined,
    s3,
    ablyApiKey: env.ABLY_API_KEY || undefined,
    mail: mailConfig(env),
    version,
  };
}

function mailConfig(env: v.InferOutput<typeof EnvSchema>): MailConfig {
  const domain = env.BASE_DOMAIN.toLowerCase();
  const publicUrl = (
    env.PUBLIC_URL ?? (domain ? `https://${domain}` : `http://localhost:${env.PORT}`)
  ).replace(/\/+$/, '');
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || `Nervus <no-reply@${domain || 'localhost'}>`,
    publicUrl,
    unsubscribeMailto: env.MAIL_UNSUBSCRIBE_MAILTO || undefined,
  };
}

/** The process environment, read once at start-up by main.ts. */
export function processEnv(): Record<string, string | undefined> {
  return process.env;
}
