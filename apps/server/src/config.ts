import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppService, PUBLIC_SEARCH_PER_MINUTE } from '@butikkpanel/contracts';
import { z } from 'zod';

/** The only place that reads process.env. Every variable is documented in docs/configuration.md. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(12 * 60),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Butikkpanel <no-reply@butikkpanel.no>'),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** A campaign's pace: mails per second per account (the sending job's batches are spaced to it). */
  EMAIL_CAMPAIGN_RATE: z.coerce.number().int().min(1).max(10_000).default(100),
  /** After how long a campaign mail claimed by a worker that died is taken by another (a live batch is done long before). */
  EMAIL_STALE_CLAIM_MS: z.coerce.number().int().min(1000).default(120_000),
  LOGIN_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  API_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SEARCH_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(PUBLIC_SEARCH_PER_MINUTE),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  LEGACY_APP_URL: z.url().default('https://app.butikkpanel.no/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  WIDGET_DIST_DIR: z.string().optional(),
  REDIS_URL: z.string().optional(),
  CHAT_VISITOR_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  CHAT_IP_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  CHAT_TRACKING_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  CHAT_VISITOR_EVENTS_BURST: z.coerce.number().int().min(1).default(40),
  CHAT_VISITOR_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CHAT_IP_EVENTS_BURST: z.coerce.number().int().min(1).default(400),
  CHAT_IP_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  CHAT_FLOOD_DROPS_BEFORE_DISCONNECT: z.coerce.number().int().min(1).default(40),
  PRIVACY_JOB_ENABLED: z.enum(['0', '1']).optional(),
  PRIVACY_JOB_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  JOB_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
  JOB_WORKER: z.enum(['0', '1']).default('1'),
  /** Browser tests only: lets a request with this token move the server's clock (platform/test-clock.ts). */
  TEST_CLOCK_TOKEN: z.string().min(32, 'TEST_CLOCK_TOKEN must be at least 32 characters').optional(),
  /** The nice value of the process's helper threads (garbage collector, libuv's pool); 0 leaves them be. */
  HELPER_THREADS_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** Where each app service's API answers (tests and staging point them at local servers); default the real one. */
  APPS_MAILCHIMP_URL: z.url().optional(),
  APPS_KLAVIYO_URL: z.url().optional(),
  APPS_RULE_URL: z.url().optional(),
  APPS_TRUSTPILOT_URL: z.url().optional(),
  APPS_REVIEWS_IO_URL: z.url().optional(),
  APPS_JUDGE_ME_URL: z.url().optional(),
  /** How long one call to an app service may take before it is retried later. */
  APPS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Hosts a product feed may be fetched from although private (tests, a shop's staging); comma-separated. */
  FEED_ALLOW_HOSTS: z.string().default(''),
  FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024 * 1024),
  FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  /** Signed webhook deliveries one account may send one instance per minute (a platform's burst fits). */
  WEBHOOK_MAX_PER_ACCOUNT_PER_MINUTE: z.coerce.number().int().min(1).default(120_000),
  /** Refused (unsigned, wrongly signed, unknown) webhook requests one address may make per minute. */
  WEBHOOK_MAX_REFUSED_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Minutes between two runs of an account's product feed. */
  FEED_EVERY_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** Orders or customers a WooCommerce history page asks for (WooCommerce takes 1–100; tests ask for fewer). */
  HISTORY_IMPORT_PAGE_SIZE: z.coerce.number().int().min(1).max(100).default(100),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string; poolSize: number };
  jwtSecret: Uint8Array;
  accessTokenTtlMinutes: number;
  seedDemo: boolean;
  mail: {
    smtpUrl: string | null;
    from: string;
    retryBaseMs: number;
    maxAttempts: number;
    /** Campaign mails per second per account. */
    campaignRate: number;
    /** After how long recipients claimed by a dead worker are claimed again. */
    campaignStaleClaimMs: number;
  };
  /** The job queue's worker on this instance (platform/jobs). */
  jobs: { pollMs: number; leaseMs: number; work: boolean };
  /** Set only by the browser tests' server (platform/test-clock.ts); null everywhere else. */
  testClockToken: string | null;
  limits: {
    loginPerIpPerMinute: number;
    loginFailuresPerEmail: number;
    loginFailureWindowMinutes: number;
    loginFailuresPerIp: number;
    loginSlowdownMs: number;
    apiPerIpPerMinute: number;
    /** The public search, per visitor IP and account (it replaces the API-wide limit there). */
    searchPerIpPerMinute: number;
    bodyLimitBytes: number;
  };
  trustProxy: boolean;
  legacyAppUrl: string;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  widgetDistDir: string;
  redisUrl: string | null;
  chatLimits: {
    visitorMessagesPerMinute: number;
    ipMessagesPerMinute: number;
    trackingPerMinute: number;
    visitorEventsBurst: number;
    visitorEventsPerMinute: number;
    ipEventsBurst: number;
    ipEventsPerMinute: number;
    dropsBeforeDisconnect: number;
  };
  /** The daily retention job: whether it is scheduled, and at which hour (Europe/Oslo) it runs. */
  privacyJob: { enabled: boolean; hour: number };
  /** The nice value main.ts gives the helper threads (lib/helper-threads); 0 leaves them be. */
  /** Each app service's configured API URL (tests, staging), else the real one; a call's timeout. */
  apps: { urls: Record<AppService, string | undefined>; timeoutMs: number };
  feeds: {
    allowHosts: string[];
    maxBytes: number;
    timeoutMs: number;
    everyMinutes: number;
    historyPageSize: number;
  };
  webhooks: { perAccountPerMinute: number; refusedPerIpPerMinute: number };
  helperThreadsNice: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** dist/main.js and src/config.ts both sit one level below apps/server, beside apps/web and apps/widget. */
const defaultDist = (app: 'web' | 'widget') => path.resolve(here, '..', '..', app, 'dist');

/**
 * On the embedded default the signing secret is made once and kept in DATA_DIR, so sessions survive
 * restarts. With DATABASE_URL (production) JWT_SECRET must be given: instances must share it.
 */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const embedded = !env.DATABASE_URL;
  if (!embedded && env.TEST_CLOCK_TOKEN) {
    // A moved clock is for the browser tests' throwaway embedded server, never a real database.
    throw new Error('Invalid configuration:\nTEST_CLOCK_TOKEN is only for tests on the embedded database');
  }
  if (!embedded && !env.JWT_SECRET) {
    throw new Error('Invalid configuration:\nJWT_SECRET is required when DATABASE_URL is set');
  }
  const secret = env.JWT_SECRET ?? embeddedJwtSecret(dataDir);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dir: path.join(dataDir, 'pgdata') },
    jwtSecret: new TextEncoder().encode(secret),
    accessTokenTtlMinutes: env.ACCESS_TOKEN_TTL_MINUTES,
    // Known demo passwords only on the embedded default, or when asked for explicitly.
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' : embedded,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      campaignRate: env.EMAIL_CAMPAIGN_RATE,
      campaignStaleClaimMs: env.EMAIL_STALE_CLAIM_MS,
    },
    jobs: { pollMs: env.JOB_POLL_MS, leaseMs: env.JOB_LEASE_MS, work: env.JOB_WORKER === '1' },
    testClockToken: env.TEST_CLOCK_TOKEN ?? null,
    limits: {
      loginPerIpPerMinute: env.LOGIN_MAX_PER_IP_PER_MINUTE,
      loginFailuresPerEmail: env.LOGIN_MAX_FAILURES_PER_EMAIL,
      loginFailureWindowMinutes: env.LOGIN_FAILURE_WINDOW_MINUTES,
      loginFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      loginSlowdownMs: env.LOGIN_SLOWDOWN_MS,
      apiPerIpPerMinute: env.API_MAX_PER_IP_PER_MINUTE,
      searchPerIpPerMinute: env.SEARCH_MAX_PER_IP_PER_MINUTE,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
    },
    trustProxy: env.TRUST_PROXY === '1',
    legacyAppUrl: env.LEGACY_APP_URL,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultDist('web'),
    widgetDistDir: env.WIDGET_DIST_DIR ? path.resolve(env.WIDGET_DIST_DIR) : defaultDist('widget'),
    redisUrl: env.REDIS_URL ?? null,
    chatLimits: {
      visitorMessagesPerMinute: env.CHAT_VISITOR_MESSAGES_PER_MINUTE,
      ipMessagesPerMinute: env.CHAT_IP_MESSAGES_PER_MINUTE,
      trackingPerMinute: env.CHAT_TRACKING_PER_MINUTE,
      visitorEventsBurst: env.CHAT_VISITOR_EVENTS_BURST,
      visitorEventsPerMinute: env.CHAT_VISITOR_EVENTS_PER_MINUTE,
      ipEventsBurst: env.CHAT_IP_EVENTS_BURST,
      ipEventsPerMinute: env.CHAT_IP_EVENTS_PER_MINUTE,
      dropsBeforeDisconnect: env.CHAT_FLOOD_DROPS_BEFORE_DISCONNECT,
    },
    privacyJob: {
      // Off in tests, which start it on demand; on everywhere else unless turned off.
      enabled: env.PRIVACY_JOB_ENABLED ? env.PRIVACY_JOB_ENABLED === '1' : env.NODE_ENV !== 'test',
      hour: env.PRIVACY_JOB_HOUR,
    },
    helperThreadsNice: env.HELPER_THREADS_NICE,
    apps: {
      urls: {
        mailchimp: env.APPS_MAILCHIMP_URL,
        klaviyo: env.APPS_KLAVIYO_URL,
        rule: env.APPS_RULE_URL,
        trustpilot: env.APPS_TRUSTPILOT_URL,
        'reviews-io': env.APPS_REVIEWS_IO_URL,
        'judge-me': env.APPS_JUDGE_ME_URL,
      } satisfies Record<AppService, string | undefined>,
      timeoutMs: env.APPS_TIMEOUT_MS,
    },
    feeds: {
      allowHosts: env.FEED_ALLOW_HOSTS.split(',')
        .map((host) => host.trim())
        .filter((host) => host !== ''),
      maxBytes: env.FEED_MAX_BYTES,
      timeoutMs: env.FEED_TIMEOUT_MS,
      everyMinutes: env.FEED_EVERY_MINUTES,
      historyPageSize: env.HISTORY_IMPORT_PAGE_SIZE,
    },
    webhooks: {
      perAccountPerMinute: env.WEBHOOK_MAX_PER_ACCOUNT_PER_MINUTE,
      refusedPerIpPerMinute: env.WEBHOOK_MAX_REFUSED_PER_IP_PER_MINUTE,
    },
  };
}
