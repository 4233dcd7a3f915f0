import type { Agent } from 'node:https';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DeployRegistry } from '../deploy/registry';
import type { MailServiceOptions } from '../mail/mailer';
import type { ScoringTiming } from '../photoReview/scoringWorker';

/** What the server (or a test) opens before any domain: the configuration, the database and the deploy registry. */
export interface Roots {
  config: Config;
  db: Database;
  deploy: DeployRegistry;
}

/** What a test may set beside the configuration (api/test/helpers/testApp.ts); the server sets none. */
export interface ContextOptions {
  pushAgent?: Agent;
  mail?: MailServiceOptions;
  scoring?: Partial<ScoringTiming>;
}

/**
 * One domain of the API (chat, payments, moderation, …): what it needs (`dependencies`: the domains built before it,
 * whose services `create` receives), the services it provides (its part of `AppContext`, which routes reach as
 * `app.ctx`), and its long-running work, started when the app is ready and stopped when it closes. A new service is one
 * line of its domain's `create` and one field of its domain's interface; nothing else lists it.
 */
export interface Domain<Needs extends object, Provides extends object> {
  readonly name: string;
  readonly dependencies: readonly AnyDomain[];
  create(needs: Needs, options: ContextOptions): Provides | Promise<Provides>;
  /**
   * Starts the domain's workers when the app is ready (every server process runs them) and says how to stop them,
   * after the work in progress, when the app closes.
   */
  start?(services: Needs & Provides): Stop | Promise<Stop>;
}

export type Stop = () => Promise<void>;

export type AnyDomain = Domain<never, object>;

/** Declares a domain; the type parameters say what it needs and what it provides. */
export function defineDomain<Needs extends object, Provides extends object>(
  domain: Domain<Needs, Provides>,
): Domain<Needs, Provides> {
  return domain;
}

/**
 * The domain as a Fastify plugin (fastify-plugin, so its hooks belong to the whole app): named after the domain,
 * registered after the `context` plugin and the domains it depends on (Fastify refuses another order), starting and
 * stopping its workers with the app.
 */
export function domainPlugin(domain: AnyDomain): FastifyPluginAsync {
  return fastifyPlugin(
    async (app) => {
      if (!domain.start) return;
      let stop: Stop | null = null;
      app.addHook('onReady', async () => {
        stop = (await domain.start?.(app.ctx as never)) ?? null;
      });
      app.addHook('onClose', async () => stop?.());
    },
    { name: domain.name, dependencies: ['context', ...domain.dependencies.map((dependency) => dependency.name)] },
  );
}

/** A warning of a background worker, unless the configuration silences the log (tests). */
export const warnUnlessSilent =
  (config: Config) =>
  (message: string, error?: unknown): void => {
    if (config.logLevel === 'silent') return;
    if (error === undefined) console.warn(message);
    else console.warn(message, error);
  };

/**
 * Housekeeping on a timer (an hour by default): rows that ended (sessions, login counts, rate-limit windows) are
 * deleted. The first round comes one interval after the start; the timer alone never keeps a process alive.
 */
export function purgeEvery(
  purges: () => Promise<unknown>[],
  warn: (message: string, error: unknown) => void,
  intervalMs = 60 * 60 * 1000,
): Stop {
  const timer = setInterval(() => {
    for (const purge of purges()) void purge.catch((error: unknown) => warn('Purge failed', error));
  }, intervalMs);
  timer.unref();
  return async () => clearInterval(timer);
}
