import path from 'node:path';
import { z } from 'zod';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

/** Everything the server reads from its environment, validated once at start-up. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repositoryRoot, 'data')),
  DEPLOY_DIR: z.string().default(path.join(repositoryRoot, 'deploy')),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  /** Cookies get the Secure flag; on by default in production. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  NODE_ENV: z.string().default('development'),
  /** Trust X-Forwarded-* from a reverse proxy (needed for real client IPs in rate limits). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** smtp://user:pass@host:port — without it, mail goes to the local outbox listed at /_dev/mail. */
  SMTP_URL: z.string().startsWith('smtp').optional(),
  /** Demo profiles created on the first start with an empty database. */
  SEED_PROFILES: z.coerce.number().int().min(0).default(2000),
  START_TIMESTAMP: z.coerce.number().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  deployDir: string;
  databaseUrl: string | undefined;
  cookieSecure: boolean;
  production: boolean;
  trustProxy: boolean;
  logLevel: string;
  seedProfiles: number;
  smtpUrl: string | undefined;
  startTimestamp: number | undefined;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    deployDir: path.resolve(env.DEPLOY_DIR),
    databaseUrl: env.DATABASE_URL,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    production,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL,
    seedProfiles: env.SEED_PROFILES,
    smtpUrl: env.SMTP_URL,
    startTimestamp: env.START_TIMESTAMP,
  };
}
