import type { Config } from './config';
import type { Database } from './db/database';
import type { DeployRegistry } from './deploy/registry';
import { MemberRepository } from './repositories/members';
import { SessionRepository } from './repositories/sessions';
import { SiteRepository, type Site } from './repositories/sites';

/** What every route can reach: configuration, the database's repositories and the deploy registry. */
export interface AppContext {
  config: Config;
  db: Database;
  deploy: DeployRegistry;
  sites: SiteRepository;
  members: MemberRepository;
  sessions: SessionRepository;
}

export function createContext(config: Config, db: Database, deploy: DeployRegistry): AppContext {
  return {
    config,
    db,
    deploy,
    sites: new SiteRepository(db),
    members: new MemberRepository(db),
    sessions: new SessionRepository(db),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    site: Site;
    /** The logged-in member's id and the session cookie value, or null for a visitor. */
    session: { memberId: number; token: string } | null;
  }
}
