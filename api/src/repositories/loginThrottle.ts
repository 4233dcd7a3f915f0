import { randomBytes } from 'node:crypto';
import { tokenHash } from '../lib/tokenHash';
import type { Database, SqlValue } from '../db/database';
import { normalizeEmail } from './members';

/** Failed logins an account gets before each further guess has to wait. */
const FREE_FAILURES = 5;
const FIRST_DELAY_S = 30;
const MAX_DELAY_S = 15 * 60;

/** A table of failure counts (a constant of this file, never input) and the columns that key one account in it. */
interface ThrottleTable {
  table: 'login_throttle' | 'operator_login_throttle';
  keys: readonly string[];
}

/**
 * Guessing one account's password from many addresses: the per-address limit does not see it, so failures are also
 * counted per account (per address typed, whether or not it has an account, so answers reveal nothing). After five,
 * every further attempt must wait 30 s, then 1, 2, 4, 8 and at most 15 minutes; a success clears the count. Each
 * attempt takes its slot atomically before the password is checked, so parallel guesses cannot slip through.
 * A free attempt leaves `blocked_until` at -infinity rather than now(): now() is each transaction's start, and an
 * attempt that started earlier but waited for the row lock would otherwise see a later attempt's now() as a wait.
 */
class AttemptThrottle {
  private readonly where: string;

  constructor(
    private readonly db: Database,
    private readonly spec: ThrottleTable,
  ) {
    this.where = spec.keys.map((key, index) => `${key} = $${index + 1}`).join(' and ');
  }

  /**
   * Takes a slot for one attempt, or answers the seconds to wait; either way with the failures counted so far (this
   * attempt's included). `engaged`: this attempt made the account wait (the fifth failure or later), what the
   * account's owner may be told of.
   */
  async reserve(
    key: SqlValue[],
  ): Promise<
    | { allowed: true; engaged: boolean; failures: number }
    | { allowed: false; retryAfterSeconds: number; failures: number }
  > {
    const { table, keys } = this.spec;
    const n = keys.length;
    const [taken] = await this.db.query<{ failures: number }>(
      `insert into ${table} (${keys.join(', ')}, failures, last_failure_at, blocked_until)
       values (${keys.map((_, index) => `$${index + 1}`).join(', ')}, 1, now(), '-infinity')
       on conflict (${keys.join(', ')}) do update
          set failures = ${table}.failures + 1,
              last_failure_at = now(),
              blocked_until = case when ${table}.failures + 1 < $${n + 1} then '-infinity'::timestamptz
                                   else now() + make_interval(secs => least($${n + 2} * power(2, ${table}.failures + 1 - $${n + 1}), $${n + 3})) end
        where ${table}.blocked_until <= now()
       returning failures`,
      [...key, FREE_FAILURES, FIRST_DELAY_S, MAX_DELAY_S],
    );
    if (taken) return { allowed: true, engaged: taken.failures >= FREE_FAILURES, failures: taken.failures };
    const [row] = await this.db.query<{ seconds: number; failures: number }>(
      `select greatest(1, ceil(extract(epoch from blocked_until - now())))::int as seconds, failures
         from ${table} where ${this.where}`,
      key,
    );
    return { allowed: false, retryAfterSeconds: row?.seconds ?? 1, failures: row?.failures ?? FREE_FAILURES };
  }

  async clear(key: SqlValue[]): Promise<void> {
    await this.db.query(`delete from ${this.spec.table} where ${this.where}`, key);
  }

  /** Counts older than a day are forgotten: the table does not grow with every address ever typed. */
  async purgeOld(): Promise<void> {
    await this.db.query(
      `delete from ${this.spec.table} where last_failure_at < now() - interval '1 day' and blocked_until < now()`,
    );
  }
}

/**
 * Members' failed logins per site and address typed (AttemptThrottle). The owner is never locked out: a browser they
 * logged in from before (a known device, see KnownDevices) skips the wait.
 */
export class LoginThrottle {
  private readonly attempts: AttemptThrottle;

  constructor(db: Database) {
    this.attempts = new AttemptThrottle(db, { table: 'login_throttle', keys: ['site_id', 'email_normalized'] });
  }

  /** Takes a slot for one attempt; answers the seconds to wait instead when the account is waiting. */
  reserve(siteId: number, email: string) {
    return this.attempts.reserve([siteId, normalizeEmail(email)]);
  }

  succeeded(siteId: number, email: string): Promise<void> {
    return this.attempts.clear([siteId, normalizeEmail(email)]);
  }

  purgeOld(): Promise<void> {
    return this.attempts.purgeOld();
  }
}

/**
 * Operators' failed sign-ins per address typed, on every site at once (docs/operators.md "Accounts and signing in").
 * As for members, a browser the operator signed in from before skips the wait (KnownDevices.ofOperators).
 */
export class OperatorLoginThrottle {
  private readonly attempts: AttemptThrottle;

  constructor(db: Database) {
    this.attempts = new AttemptThrottle(db, { table: 'operator_login_throttle', keys: ['email_normalized'] });
  }

  reserve(email: string) {
    return this.attempts.reserve([normalizeEmail(email)]);
  }

  succeeded(email: string): Promise<void> {
    return this.attempts.clear([normalizeEmail(email)]);
  }

  purgeOld(): Promise<void> {
    return this.attempts.purgeOld();
  }
}

export const DEVICE_COOKIE = 'did';
export const DEVICE_TTL_S = 365 * 24 * 60 * 60;

/** A table of known devices (a constant of this file, never input) and the column of whose they are. */
interface DeviceTable {
  table: 'known_devices' | 'operator_known_devices';
  owner: 'member_id' | 'operator_id';
}

/**
 * Browsers an account has signed in from (OWASP "device cookies"): a random token in an HttpOnly cookie, of which only
 * the hash is stored. It proves nothing but "this browser signed in to this account before", which is enough to let
 * the owner past the per-account wait. Members' (`did`) and operators' (`odid`, KnownDevices.ofOperators) are kept
 * apart, so neither cookie counts for the other.
 */
export class KnownDevices {
  constructor(
    private readonly db: Database,
    private readonly spec: DeviceTable = { table: 'known_devices', owner: 'member_id' },
  ) {}

  static ofOperators(db: Database): KnownDevices {
    return new KnownDevices(db, { table: 'operator_known_devices', owner: 'operator_id' });
  }

  async isKnown(token: string | undefined, ownerId: number): Promise<boolean> {
    if (!token) return false;
    const { table, owner } = this.spec;
    const rows = await this.db.query(`select 1 from ${table} where token_hash = $1 and ${owner} = $2`, [
      tokenHash(token),
      ownerId,
    ]);
    return rows.length > 0;
  }

  /** Browsers not seen for more than the cookie's life are forgotten. */
  async purgeOld(): Promise<void> {
    await this.db.query(`delete from ${this.spec.table} where last_used_at < now() - make_interval(secs => $1)`, [
      DEVICE_TTL_S,
    ]);
  }

  /** Records this browser for the account; answers the token for its cookie (the same one if it is known already). */
  async remember(ownerId: number, token: string | undefined): Promise<string> {
    const { table, owner } = this.spec;
    if (token && (await this.isKnown(token, ownerId))) {
      await this.db.query(`update ${table} set last_used_at = now() where token_hash = $1`, [tokenHash(token)]);
      return token;
    }
    const fresh = randomBytes(32).toString('base64url');
    await this.db.query(`insert into ${table} (token_hash, ${owner}) values ($1, $2)`, [tokenHash(fresh), ownerId]);
    return fresh;
  }
}
