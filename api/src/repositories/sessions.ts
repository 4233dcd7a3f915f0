import { randomBytes } from 'node:crypto';
import { tokenHash } from '../lib/tokenHash';
import type { Database, PreparedSql, Queryable } from '../db/database';
import type { Restriction } from 'shared-contracts/api';
import { activeRestrictionSql } from './members';
import type { Viewer } from './profiles';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so polling does not write on every request. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

export interface SessionRecord {
  memberId: number;
  siteId: number;
  /** The member's profile as a viewer, read with the session: most member calls need it, and this saves a query. */
  viewer: Viewer | null;
  /**
   * The member is suspended or banned (docs/product.md "Decisions about your account"): the session is kept, so the
   * ban page knows who it is, but it is no member's session for anything else.
   */
  restriction: Restriction | null;
}

const ACTIVE_RESTRICTION = activeRestrictionSql('m');

/** On every request with a cookie: prepared. */
const FIND_SESSION: PreparedSql = {
  name: 'session_find',
  text: `select s.member_id, s.site_id, s.last_seen_at, p.id as profile_id, p.gender, p.country,
                ${ACTIVE_RESTRICTION} as restriction
           from sessions s join members m on m.id = s.member_id left join profiles p on p.member_id = s.member_id
          where s.id_hash = $1 and s.expires_at > now()`,
};

/** A session as its member sees it in the list (docs/product.md "Privacy rights"). */
export interface SessionListing {
  public_id: string;
  created_at: Date;
  last_seen_at: Date;
  user_agent: string;
  ip: string;
  current: boolean;
}

export class SessionRepository {
  constructor(private readonly db: Database) {}

  /** Returns the cookie value; only its hash is stored. */
  async create(memberId: number, siteId: number, details: { userAgent: string; ip: string }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.query(
      `insert into sessions (id_hash, member_id, site_id, expires_at, user_agent, ip)
       values ($1, $2, $3, now() + make_interval(secs => $4), $5, $6)`,
      [tokenHash(token), memberId, siteId, SESSION_TTL_MS / 1000, details.userAgent.slice(0, 512), details.ip],
    );
    return token;
  }

  async find(token: string): Promise<SessionRecord | null> {
    const [row] = await this.db.query<{
      member_id: number;
      site_id: number;
      last_seen_at: Date;
      profile_id: number | null;
      gender: Viewer['gender'];
      country: string | null;
      restriction: Restriction | null;
    }>(FIND_SESSION, [tokenHash(token)]);
    if (!row) return null;
    if (Date.now() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      await this.db.query(
        `update sessions set last_seen_at = now(), expires_at = now() + make_interval(secs => $2) where id_hash = $1`,
        [tokenHash(token), SESSION_TTL_MS / 1000],
      );
    }
    const viewer =
      row.profile_id === null
        ? null
        : { memberId: row.member_id, profileId: row.profile_id, gender: row.gender, country: row.country ?? '' };
    return { memberId: row.member_id, siteId: row.site_id, viewer, restriction: row.restriction };
  }

  /**
   * Which of these sessions (by hash) have not ended and are not restricted (a live socket closes with either); does
   * not extend them.
   */
  async liveHashes(hashes: string[]): Promise<Set<string>> {
    const rows = await this.db.query<{ id_hash: string }>(
      `select s.id_hash from sessions s join members m on m.id = s.member_id
        where s.id_hash = any($1::text[]) and s.expires_at > now() and ${ACTIVE_RESTRICTION} is null`,
      [hashes],
    );
    return new Set(rows.map((row) => row.id_hash));
  }

  /**
   * Ends every session of the member except the one of `keepToken` (the browser that asked), inside `tx`; answers the
   * ended sessions' hashes (their live sockets are told to close).
   */
  async endOthers(tx: Queryable, memberId: number, keepToken: string | undefined): Promise<string[]> {
    const ended = await tx.query<{ id_hash: string }>(
      'delete from sessions where member_id = $1 and id_hash <> $2 returning id_hash',
      [memberId, keepToken ? tokenHash(keepToken) : ''],
    );
    return ended.map((row) => row.id_hash);
  }

  /** The hashes of the member's sessions, inside `tx` (a restriction closes their live sockets). */
  async hashesOf(tx: Queryable, memberId: number): Promise<string[]> {
    const rows = await tx.query<{ id_hash: string }>('select id_hash from sessions where member_id = $1', [memberId]);
    return rows.map((row) => row.id_hash);
  }

  /** The member's live sessions, most recently used first; `current` marks the one of `currentToken`. */
  async list(memberId: number, currentToken: string | undefined): Promise<SessionListing[]> {
    return this.db.query<SessionListing>(
      `select public_id::text as public_id, created_at, last_seen_at, user_agent, ip, id_hash = $2 as current
         from sessions where member_id = $1 and expires_at > now()
        order by id_hash = $2 desc, last_seen_at desc, created_at desc`,
      [memberId, currentToken ? tokenHash(currentToken) : ''],
    );
  }

  /** Ends one of the member's own sessions by its public id: its hash, or null for an unknown one or another member's. */
  async endOne(memberId: number, publicId: string): Promise<string | null> {
    const [ended] = await this.db.query<{ id_hash: string }>(
      'delete from sessions where member_id = $1 and public_id = $2 returning id_hash',
      [memberId, publicId],
    );
    return ended?.id_hash ?? null;
  }

  async destroy(token: string): Promise<void> {
    await this.db.query('delete from sessions where id_hash = $1', [tokenHash(token)]);
  }

  async purgeExpired(): Promise<void> {
    await this.db.query('delete from sessions where expires_at <= now()');
  }
}
