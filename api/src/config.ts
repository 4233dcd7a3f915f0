import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { StartRefusedError } from './db/startRefused';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

/** Everything the server reads from its environment, validated once at start-up. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Loopback by default: a demo on a laptop is not reachable from the network unless HOST says so. */
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default(path.join(repositoryRoot, 'data')),
  DEPLOY_DIR: z.string().default(path.join(repositoryRoot, 'deploy')),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /**
   * The role that owns the tables, for migrations only (docs/scaling.md "Database roles"): the server migrates as it
   * and grants DATABASE_URL's role what the application needs, so the application owns nothing.
   */
  DATABASE_MIGRATION_URL: z.string().startsWith('postgres').optional(),
  /** Cookies get the Secure flag; on by default in production. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  NODE_ENV: z.string().default('development'),
  /**
   * Which reverse proxies may say who the client is (X-Forwarded-For): the number of proxy hops in front of the
   * server, or their addresses/CIDRs, comma-separated. `true` would believe whatever the client itself wrote there.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (value) => value !== 'true',
      "TRUST_PROXY=true would trust the client's own X-Forwarded-For; give the number of proxy hops (e.g. 1) or the proxies' addresses (e.g. 10.0.0.5,10.0.1.0/24)",
    )
    .transform((value, context) => {
      if (value === 'false' || value === '' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const address of addresses) {
        if (!isCidr(address))
          context.addIssue({ code: 'custom', message: `TRUST_PROXY: ${address} is not an IP address or CIDR range` });
      }
      return addresses;
    }),
  /**
   * The address members reach the default site at (scheme, host and port), used for links in mail. Other sites use
   * their own configured origin. Never taken from a request's Host header.
   */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .refine(
      (value) => new URL(value).origin === value.replace(/\/$/, ''),
      'PUBLIC_ORIGIN is an origin only, like https://www.example.com',
    )
    .transform((value) => new URL(value).origin)
    .optional(),
  /** Multiplies every per-address rate limit (login, signup, e-mail checks, uploads, clicks, …). */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1000).default(1),
  /** Developer pages (/_dev, the mail outbox at /_dev/mail) and calls: off unless asked for, never in production. */
  DEV_TOOLS: z.enum(['0', '1', 'true', 'false']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** smtp://user:pass@host:port — without it, mail goes to the local outbox listed at /_dev/mail. */
  SMTP_URL: z.string().startsWith('smtp').optional(),
  /** Demo profiles created on the first start with an empty database. */
  SEED_PROFILES: z.coerce.number().int().min(0).default(2000),
  /** With the demo site, a second white-label site (nightlane.localhost) on the first start with an empty database. */
  SEED_SECOND_SITE: z.enum(['0', '1']).default('1'),
  START_TIMESTAMP: z.coerce.number().optional(),
  /**
   * `npm start` builds the apps it found without a live version while the server opens the database, and says over
   * the IPC channel when they are done; the server waits for that before it reads the deploy folder.
   */
  START_AWAITS_BUILDS: z.enum(['0', '1']).default('0'),
  /**
   * Pages are rendered on the server in worker threads and hydrated in the browser (docs/architecture.md, "First
   * paint"); `0` sends every page for the browser to render.
   */
  SERVER_RENDER: z.enum(['0', '1']).default('1'),
  /** How long a server render may take; what it still waits for then is rendered by the browser. */
  SERVER_RENDER_BUDGET_MS: z.coerce.number().int().min(50).max(10_000).default(1000),
  /** Render worker threads; by default one per core, at most four. */
  SERVER_RENDER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Payments go to Mollie with this key (docs/payments.md); without it, to the built-in sandbox. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/, 'MOLLIE_API_KEY is a Mollie API key: test_… or live_…')
    .optional(),
  /** Mollie's API address; only the tests' local stand-in sets it. */
  MOLLIE_API_ENDPOINT: z.url({ protocol: /^https$/ }).optional(),
  /**
   * The bearer token of the operator's calls (experiments, docs/experiments.md); at least 32 characters. Without it
   * the server makes one and keeps it in DATA_DIR/operator-token.
   */
  OPERATOR_TOKEN: z.string().min(32).optional(),
  /** The test-payment sandbox in production too (it charges nothing, so it is off there by default). */
  PAYMENTS_SANDBOX: z.enum(['0', '1', 'true', 'false']).optional(),
  /**
   * The reconciliation sweep (docs/payments.md "Reconciliation") asks the provider about unsettled orders at least
   * this old (seconds; the webhook normally comes first) …
   */
  PAYMENT_SWEEP_MIN_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** … looking for due ones this often (seconds). */
  PAYMENT_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /**
   * How often each process rolls up the hours that ended into the dashboards' counts (seconds; docs/operators.md
   * "Dashboards"); 0 turns the timer off (the dashboards then count every day from the tables, slower on big sites).
   */
  DASHBOARD_ROLLUP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /**
   * Rate limits are counted here when set (redis://host:port), so they hold across API nodes and restarts
   * (docs/scaling.md); without it, on the PostgreSQL server of DATABASE_URL; embedded, in the process's memory.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** This API node's name, sent back as `X-Served-By` on every answer (`npm run cluster` names its nodes). */
  NODE_NAME: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'NODE_NAME is a short name: letters, digits, dot, dash, underscore')
    .optional(),
  /** Uploads go to this S3 bucket when set (docs/scaling.md); without it, to DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** An S3-compatible store's address (MinIO, a cloud store's regional endpoint); without it, AWS's own. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Credentials; without them the AWS SDK's own chain (environment, instance role) applies. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

const isOn = (flag: string) => flag === '1' || flag === 'true';

/** Rules that join variables: developer tools are never on in production (docs/security.md). */
const configurationSchema = environmentSchema.superRefine((env, context) => {
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    context.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message:
        "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK's own chain",
    });
  if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL)
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_MIGRATION_URL'],
      message:
        "DATABASE_MIGRATION_URL without DATABASE_URL: the embedded database has no roles. Set DATABASE_URL to the application's own role on the same PostgreSQL database, or leave both unset.",
    });
  if (env.NODE_ENV === 'production' && isOn(env.DEV_TOOLS))
    context.addIssue({
      code: 'custom',
      path: ['DEV_TOOLS'],
      message: `DEV_TOOLS=${env.DEV_TOOLS} with NODE_ENV=production: developer tools are never on in production (the mail outbox shows every activation and reset link to anyone, and any member could set their own credits). Leave DEV_TOOLS unset there; they are for a machine nobody else can reach, without NODE_ENV=production.`,
    });
});

function isCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

export interface Config {
  port: number;
  host: string;
  /** The origin of the default site's links in mail. */
  publicOrigin: string | undefined;
  devTools: boolean;
  rateLimitFactor: number;
  dataDir: string;
  deployDir: string;
  databaseUrl: string | undefined;
  /** The tables' owner, for migrations; the application runs as DATABASE_URL's role. */
  databaseMigrationUrl: string | undefined;
  cookieSecure: boolean;
  production: boolean;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  logLevel: string;
  seedProfiles: number;
  seedSecondSite: boolean;
  smtpUrl: string | undefined;
  startTimestamp: number | undefined;
  startAwaitsBuilds: boolean;
  serverRender: { budgetMs: number; workers: number | undefined } | null;
  operatorToken: string | undefined;
  payments: {
    mollie: { apiKey: string; apiEndpoint: string | undefined } | null;
    /** Whether the sandbox provider may take payments. */
    sandbox: boolean;
    sweep: { minAgeMs: number; intervalMs: number };
  };
  /** The dashboards' hourly rollup: how often each process runs it (ms), 0 for never. */
  dashboardRollupIntervalMs: number;
  redisUrl: string | undefined;
  nodeName: string | undefined;
  s3: {
    bucket: string;
    endpoint: string | undefined;
    region: string;
    credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  } | null;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configurationSchema.safeParse(environment);
  if (!parsed.success) {
    // A refused start: server.ts prints the message alone, which names the variable and what to do.
    throw new StartRefusedError(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  return {
    port: env.PORT,
    host: env.HOST,
    publicOrigin: env.PUBLIC_ORIGIN ?? (production ? undefined : `http://localhost:${env.PORT}`),
    devTools: isOn(env.DEV_TOOLS),
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    dataDir: path.resolve(env.DATA_DIR),
    deployDir: path.resolve(env.DEPLOY_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseMigrationUrl: env.DATABASE_MIGRATION_URL,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    production,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    seedProfiles: env.SEED_PROFILES,
    seedSecondSite: env.SEED_SECOND_SITE === '1',
    smtpUrl: env.SMTP_URL,
    startTimestamp: env.START_TIMESTAMP,
    startAwaitsBuilds: env.START_AWAITS_BUILDS === '1',
    serverRender:
      env.SERVER_RENDER === '1' ? { budgetMs: env.SERVER_RENDER_BUDGET_MS, workers: env.SERVER_RENDER_WORKERS } : null,
    operatorToken: env.OPERATOR_TOKEN,
    payments: {
      mollie: env.MOLLIE_API_KEY ? { apiKey: env.MOLLIE_API_KEY, apiEndpoint: env.MOLLIE_API_ENDPOINT } : null,
      sandbox: env.PAYMENTS_SANDBOX ? ['1', 'true'].includes(env.PAYMENTS_SANDBOX) : !production,
      sweep: {
        minAgeMs: env.PAYMENT_SWEEP_MIN_AGE_SECONDS * 1000,
        intervalMs: env.PAYMENT_SWEEP_INTERVAL_SECONDS * 1000,
      },
    },
    dashboardRollupIntervalMs: env.DASHBOARD_ROLLUP_INTERVAL_SECONDS * 1000,
    redisUrl: env.REDIS_URL,
    nodeName: env.NODE_NAME,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : null,
  };
}
