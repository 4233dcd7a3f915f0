import type { Config } from './config';
import type { Database } from './db/database';
import type { DeployRegistry } from './deploy/registry';
import { accountDomain, type AccountServices } from './domains/account';
import { chatDomain, type ChatServices } from './domains/chat';
import { coreDomain, type CoreServices } from './domains/core';
import { dashboardsDomain, type DashboardsServices } from './domains/dashboards';
import type { AnyDomain, ContextOptions } from './domains/domain';
import { experimentsDomain, type ExperimentsServices } from './domains/experiments';
import { mailDomain, type MailServices } from './domains/mail';
import { membersDomain, type MembersServices } from './domains/members';
import { moderationDomain, type ModerationServices } from './domains/moderation';
import { operatorsDomain, type OperatorsServices } from './domains/operators';
import { paymentsDomain, type PaymentsServices } from './domains/payments';
import { photosDomain, type PhotosServices } from './domains/photos';
import { pushDomain, type PushServices } from './domains/push';
import { searchDomain, type SearchServices } from './domains/search';
import { sitesDomain, type SitesServices } from './domains/sites';
import type { Site } from './repositories/sites';
import type { Viewer } from './repositories/profiles';
import type { Restriction } from 'shared-contracts/api';

/**
 * Every domain of the API, each after the domains it depends on: `createContext` builds them in this order and
 * `buildApp` registers each as a Fastify plugin (domains/domain.ts), which starts and stops its workers with the app.
 */
export const domains: readonly AnyDomain[] = [
  coreDomain,
  pushDomain,
  mailDomain,
  sitesDomain,
  accountDomain,
  chatDomain,
  searchDomain,
  moderationDomain,
  photosDomain,
  paymentsDomain,
  operatorsDomain,
  experimentsDomain,
  dashboardsDomain,
  membersDomain,
];

/** What every route reaches as `app.ctx`: the configuration and every domain's services. */
export type AppContext = CoreServices &
  PushServices &
  MailServices &
  SitesServices &
  AccountServices &
  ChatServices &
  SearchServices &
  ModerationServices &
  PhotosServices &
  PaymentsServices &
  OperatorsServices &
  ExperimentsServices &
  DashboardsServices &
  MembersServices;

/** Builds every domain's services, in order, each from what the domains before it provide. */
export async function createContext(
  config: Config,
  db: Database,
  deploy: DeployRegistry,
  options: ContextOptions = {},
): Promise<AppContext> {
  const context: Record<string, unknown> = { config, db, deploy };
  const built = new Set<string>();
  for (const domain of domains) {
    const missing = domain.dependencies.find((dependency) => !built.has(dependency.name));
    if (missing) throw new Error(`The ${domain.name} domain needs ${missing.name}, which is listed after it`);
    Object.assign(context, await domain.create(context as never, options));
    built.add(domain.name);
  }
  return context as unknown as AppContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    site: Site;
    /** The logged-in member's id and the session cookie value, or null for a visitor. */
    session: { memberId: number; token: string; viewer: Viewer | null } | null;
    /** The session of a suspended or banned member, which gives no `session`: only the ban page's calls read it. */
    restricted: { memberId: number; token: string; restriction: Restriction } | null;
  }
}
