import { randomBytes } from 'node:crypto';
import type { OperatorLocale, OperatorRole } from 'shared-contracts/api/admin';
import { tokenHash } from '../lib/tokenHash';
import type { Database, PreparedSql, Queryable } from '../db/database';
import { normalizeEmail } from './members';

export type OperatorStatus = 'invited' | 'active' | 'disabled';

export interface Operator {
  id: number;
  email: string;
  name: string;
  role: OperatorRole;
  status: OperatorStatus;
  locale: OperatorLocale;
  created_at: Date;
  last_sign_in_at: Date | null;
  /** A password and an authenticator are set (never while invited, nor once an invitation is withdrawn). */
  has_credentials: boolean;
}

export interface OperatorCredentials extends Operator {
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number;
}

/** A console session: idle for at most 30 minutes, and over after 12 hours whatever happens. */
export const OPERATOR_SESSION_IDLE_S = 30 * 60;
export const OPERATOR_SESSION_ABSOLUTE_S = 12 * 60 * 60;
/** The idle limit is pushed on at most this often, so the console's reads do not write on every request. */
const TOUCH_EVERY_MS = 60 * 1000;
export const OPERATOR_INVITE_TTL_S = 72 * 60 * 60;

const FIELDS = ['id', 'email', 'name', 'role', 'status', 'locale', 'created_at', 'last_sign_in_at'];
/** An Operator's columns, of the table under `alias` when a query joins it. */
const columnsOf = (alias?: string) => {
  const of = alias ? `${alias}.` : '';
  // Password and authenticator are set and cleared together (create, activate, resetCredentials): one tells of both.
  return [...FIELDS.map((name) => of + name), `${of}password_hash is not null as has_credentials`].join(', ');
};
const COLUMNS = columnsOf();

/** On every console request: prepared. */
const FIND_SESSION: PreparedSql = {
  name: 'operator_session_find',
  text: `select s.last_seen_at, ${columnsOf('o')}
           from operator_sessions s join operators o on o.id = s.operator_id
          where s.id_hash = $1 and s.expires_at > now() and s.absolute_expires_at > now() and o.status = 'active'`,
};

/** Operators, their console sessions and their invitations (docs/operators.md). */
export class OperatorRepository {
  constructor(private readonly db: Database) {}

  async byId(id: number, tx: Queryable = this.db): Promise<Operator | null> {
    const [row] = await tx.query<Operator>(`select ${COLUMNS} from operators where id = $1`, [id]);
    return row ?? null;
  }

  /** The row locked for a change that reads it first (a role change, an invitation). */
  async lock(tx: Queryable, id: number): Promise<Operator | null> {
    const [row] = await tx.query<Operator>(`select ${COLUMNS} from operators where id = $1 for update`, [id]);
    return row ?? null;
  }

  async credentialsByEmail(email: string): Promise<OperatorCredentials | null> {
    const [row] = await this.db.query<OperatorCredentials>(
      `select ${COLUMNS}, password_hash, totp_secret, totp_last_step::int as totp_last_step
         from operators where email_normalized = $1`,
      [normalizeEmail(email)],
    );
    return row ?? null;
  }

  async list(): Promise<Operator[]> {
    return this.db.query<Operator>(`select ${COLUMNS} from operators order by status = 'disabled', email`);
  }

  async countActiveOwners(tx: Queryable): Promise<number> {
    const [row] = await tx.query<{ count: number }>(
      `select count(*)::int as count from operators where role = 'owner' and status = 'active'`,
    );
    return row?.count ?? 0;
  }

  /** A new operator; null when the address has one already. */
  async create(
    tx: Queryable,
    operator: {
      email: string;
      name: string;
      role: OperatorRole;
      createdBy: number | null;
      /** The console's language; English when not given. */
      locale?: OperatorLocale;
      /** Given for an operator made active at once (the command line); otherwise invited. */
      credentials?: { passwordHash: string; totpSecret: string };
    },
  ): Promise<Operator | null> {
    const [row] = await tx.query<Operator>(
      `insert into operators (email, email_normalized, name, role, status, password_hash, totp_secret, created_by, locale)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (email_normalized) do nothing
       returning ${COLUMNS}`,
      [
        operator.email.trim(),
        normalizeEmail(operator.email),
        operator.name,
        operator.role,
        operator.credentials ? 'active' : 'invited',
        operator.credentials?.passwordHash ?? null,
        operator.credentials?.totpSecret ?? null,
        operator.createdBy,
        operator.locale ?? 'en',
      ],
    );
    return row ?? null;
  }

  async update(
    tx: Queryable,
    id: number,
    change: { role?: OperatorRole; status?: OperatorStatus; name?: string; locale?: OperatorLocale },
  ): Promise<Operator | null> {
    const [row] = await tx.query<Operator>(
      `update operators set role = coalesce($2, role), status = coalesce($3, status), name = coalesce($4, name),
              locale = coalesce($5, locale)
        where id = $1 returning ${COLUMNS}`,
      [id, change.role ?? null, change.status ?? null, change.name ?? null, change.locale ?? null],
    );
    return row ?? null;
  }

  /** Sets the password and authenticator of an invited operator (or one whose invitation was issued again). */
  async activate(tx: Queryable, id: number, credentials: { passwordHash: string; totpSecret: string }): Promise<void> {
    await tx.query(
      `update operators set password_hash = $2, totp_secret = $3, totp_last_step = 0, status = 'active' where id = $1`,
      [id, credentials.passwordHash, credentials.totpSecret],
    );
  }

  /** Back to invited: the password and authenticator no longer work until a new invitation is accepted. */
  async resetCredentials(tx: Queryable, id: number): Promise<void> {
    await tx.query(
      `update operators set password_hash = null, totp_secret = null, totp_last_step = 0, status = 'invited' where id = $1`,
      [id],
    );
  }

  /**
   * Takes a TOTP time step for a sign-in: true only if it is later than every step used before, so a code seen over
   * a shoulder or replayed from a log cannot be used again.
   */
  async useTotpStep(id: number, step: number): Promise<boolean> {
    const rows = await this.db.query(
      `update operators set totp_last_step = $2, last_sign_in_at = now() where id = $1 and totp_last_step < $2 returning id`,
      [id, step],
    );
    return rows.length > 0;
  }

  // Sessions

  /** Returns the cookie value; only its hash is stored. */
  async createSession(operatorId: number, details: { ip: string; userAgent: string }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.query(
      `insert into operator_sessions (id_hash, operator_id, expires_at, absolute_expires_at, ip, user_agent)
       values ($1, $2, now() + make_interval(secs => $3), now() + make_interval(secs => $4), $5, $6)`,
      [
        tokenHash(token),
        operatorId,
        OPERATOR_SESSION_IDLE_S,
        OPERATOR_SESSION_ABSOLUTE_S,
        details.ip,
        details.userAgent.slice(0, 512),
      ],
    );
    return token;
  }

  async findSession(token: string): Promise<Operator | null> {
    const [row] = await this.db.query<Operator & { last_seen_at: Date }>(FIND_SESSION, [tokenHash(token)]);
    if (!row) return null;
    if (Date.now() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      await this.db.query(
        `update operator_sessions set last_seen_at = now(),
                expires_at = least(absolute_expires_at, now() + make_interval(secs => $2))
          where id_hash = $1`,
        [tokenHash(token), OPERATOR_SESSION_IDLE_S],
      );
    }
    const { last_seen_at: _seen, ...operator } = row;
    return operator;
  }

  async endSession(token: string): Promise<void> {
    await this.db.query('delete from operator_sessions where id_hash = $1', [tokenHash(token)]);
  }

  /** Every session of an operator ends (disabled, role changed, credentials reset). */
  async endSessionsOf(tx: Queryable, operatorId: number): Promise<void> {
    await tx.query('delete from operator_sessions where operator_id = $1', [operatorId]);
  }

  async purgeExpiredSessions(): Promise<void> {
    await this.db.query('delete from operator_sessions where expires_at < now() or absolute_expires_at < now()');
  }

  // Invitations

  /** A new invitation link for the operator; older open ones end. Returns the token for the link. */
  async createInvite(tx: Queryable, operatorId: number): Promise<string> {
    await this.endInvites(tx, operatorId);
    const token = randomBytes(32).toString('base64url');
    await tx.query(
      `insert into operator_invites (token_hash, operator_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
      [tokenHash(token), operatorId, OPERATOR_INVITE_TTL_S],
    );
    return token;
  }

  /** The invited operator an open link belongs to, locked; null for an unknown, used or expired link. */
  async openInvite(tx: Queryable, token: string): Promise<Operator | null> {
    const [row] = await tx.query<Operator>(
      `select ${columnsOf('o')}
         from operator_invites i join operators o on o.id = i.operator_id
        where i.token_hash = $1 and i.used_at is null and i.expires_at > now() and o.status = 'invited'
        for update of i, o`,
      [tokenHash(token)],
    );
    return row ?? null;
  }

  /** Every open invitation link of the operator stops working (a newer one, or the invitation withdrawn). */
  async endInvites(tx: Queryable, operatorId: number): Promise<void> {
    await tx.query('update operator_invites set used_at = now() where operator_id = $1 and used_at is null', [
      operatorId,
    ]);
  }

  /**
   * Takes the turn to tell an active operator that their account is being guessed: true at most once per `everyS`,
   * so a burst of guesses makes one mail, not one per guess. In the caller's transaction, with the mail.
   */
  async claimSignInAlert(tx: Queryable, id: number, everyS: number): Promise<boolean> {
    const rows = await tx.query(
      `update operators set sign_in_alert_at = now()
        where id = $1 and status = 'active'
          and (sign_in_alert_at is null or sign_in_alert_at <= now() - make_interval(secs => $2))
        returning id`,
      [id, everyS],
    );
    return rows.length > 0;
  }

  async useInvite(tx: Queryable, token: string): Promise<void> {
    await tx.query('update operator_invites set used_at = now() where token_hash = $1', [tokenHash(token)]);
  }
}
