import type { AuditAction, AuditObjectType } from 'shared-contracts/api/admin';
import type { Queryable, SqlValue } from '../db/database';

/**
 * Who did it: an operator in the console, the command line (`npm run operator`), the system (automated decisions), a
 * member (their report or appeal in a moderation case; the entry names them), or someone not signed in (a failed
 * sign-in to the console; the entry names the account tried, the address and the browser).
 */
export type AuditActor =
  | { kind: 'operator'; operatorId: number }
  | { kind: 'cli' }
  | { kind: 'system' }
  | { kind: 'member' }
  | { kind: 'anonymous' };

/** Where an operator's request came from; the command line and the system have no address. */
export interface AuditOrigin {
  ip: string;
  userAgent: string;
}

/** Who acts and from where: what a route hands a service that records an operator action. */
export interface OperatorAct {
  actor: AuditActor;
  origin?: AuditOrigin;
}

export interface AuditEntry extends OperatorAct {
  /** What was done, `<object>.<verb>`: one of `auditActions` (shared-contracts), which the console names in words. */
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string | number;
  siteId?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

export interface AuditRecord {
  id: number;
  at: Date;
  actor: AuditActor['kind'];
  operator_id: number | null;
  operator_email: string | null;
  action: string;
  object_type: string;
  object_id: string;
  site_id: number | null;
  before: unknown;
  after: unknown;
  reason: string;
  ip: string;
  user_agent: string;
}

export interface AuditFilter {
  operatorId?: number;
  action?: string;
  /** Entries of these actions only, or of any action but these (the log's `kind`: reads of private content). */
  actions?: { among: readonly string[] } | { notAmong: readonly string[] };
  objectType?: string;
  objectId?: string;
  siteId?: number;
  from?: Date;
  to?: Date;
  /** Keyset paging: entries older than this id. */
  before?: number;
  limit: number;
}

/**
 * The audit log (docs/operators.md "Audit log"): appended in the transaction of the action it records, so an action
 * and its entry commit together or not at all. The table refuses updates and deletes (migration 018); this class
 * has no method for them either.
 */
export class AuditRepository {
  constructor(private readonly db: Queryable) {}

  async append(tx: Queryable, entry: AuditEntry): Promise<void> {
    await tx.query(
      `insert into audit_log (actor, operator_id, action, object_type, object_id, site_id, before, after, reason, ip, user_agent)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        entry.actor.kind,
        entry.actor.kind === 'operator' ? entry.actor.operatorId : null,
        entry.action,
        entry.objectType,
        String(entry.objectId),
        entry.siteId ?? null,
        entry.before === undefined ? null : JSON.stringify(entry.before),
        entry.after === undefined ? null : JSON.stringify(entry.after),
        entry.reason ?? '',
        entry.origin?.ip ?? '',
        (entry.origin?.userAgent ?? '').slice(0, 512),
      ],
    );
  }

  /** Newest first, by keyset (`before`), so a deep page costs what the first does. */
  async list(filter: AuditFilter): Promise<AuditRecord[]> {
    const conditions: string[] = [];
    const params: SqlValue[] = [];
    const add = (sql: string, value: SqlValue) => {
      params.push(value);
      conditions.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.operatorId !== undefined) add('a.operator_id = ?', filter.operatorId);
    if (filter.action !== undefined) add('a.action = ?', filter.action);
    if (filter.actions && 'among' in filter.actions) add('a.action = any(?)', filter.actions.among);
    if (filter.actions && 'notAmong' in filter.actions) add('a.action <> all(?)', filter.actions.notAmong);
    if (filter.objectType !== undefined) add('a.object_type = ?', filter.objectType);
    if (filter.objectId !== undefined) add('a.object_id = ?', filter.objectId);
    if (filter.siteId !== undefined) add('a.site_id = ?', filter.siteId);
    if (filter.from !== undefined) add('a.at >= ?', filter.from);
    if (filter.to !== undefined) add('a.at < ?', filter.to);
    if (filter.before !== undefined) add('a.id < ?', filter.before);
    params.push(filter.limit);
    return this.db.query<AuditRecord>(
      `select a.id::int as id, a.at, a.actor, a.operator_id, o.email as operator_email, a.action, a.object_type,
              a.object_id, a.site_id, a.before, a.after, a.reason, a.ip, a.user_agent
         from audit_log a left join operators o on o.id = a.operator_id
        ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
        order by a.id desc
        limit $${params.length}`,
      params,
    );
  }

  /** The actions recorded so far, for the log's filter. */
  async actions(): Promise<string[]> {
    const rows = await this.db.query<{ action: string }>('select distinct action from audit_log order by action');
    return rows.map((row) => row.action);
  }
}
