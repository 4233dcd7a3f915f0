import type { Queryable } from '../db/database';

/** Reset links (docs/product.md §2 /reset-password): only the token's hash is stored, each works once. */
export class PasswordResetRepository {
  constructor(private readonly db: Queryable) {}

  /** How many links the member was sent since `hours` ago (the per-address limit). */
  async sentSince(tx: Queryable, memberId: number, hours: number): Promise<number> {
    const [row] = await tx.query<{ count: number }>(
      `select count(*)::int as count from password_reset_tokens
        where member_id = $1 and created_at > now() - make_interval(hours => $2)`,
      [memberId, hours],
    );
    return row?.count ?? 0;
  }

  async insert(tx: Queryable, tokenHash: string, memberId: number, ttlSeconds: number): Promise<void> {
    await tx.query(
      `insert into password_reset_tokens (token_hash, member_id, expires_at)
       values ($1, $2, now() + make_interval(secs => $3))`,
      [tokenHash, memberId, ttlSeconds],
    );
  }

  /**
   * Uses a valid, unused, unexpired link of a member of the site who may still log in, and ends every other open link
   * of that member: the member it was for, or null.
   */
  async use(tx: Queryable, tokenHash: string, siteId: number): Promise<{ memberId: number; email: string } | null> {
    const [used] = await tx.query<{ member_id: number; email: string }>(
      `update password_reset_tokens t set used_at = now()
         from members m
        where t.token_hash = $1 and t.used_at is null and t.expires_at > now()
          and m.id = t.member_id and m.site_id = $2 and m.status in ('active', 'not_confirmed')
        returning t.member_id, m.email`,
      [tokenHash, siteId],
    );
    if (!used) return null;
    await tx.query('update password_reset_tokens set used_at = now() where member_id = $1 and used_at is null', [
      used.member_id,
    ]);
    return { memberId: used.member_id, email: used.email };
  }

  /** The member whose link this was, when it was used or ended within `seconds`: perhaps a retry after a lost answer. */
  async usedRecently(
    tokenHash: string,
    siteId: number,
    seconds: number,
  ): Promise<{ memberId: number; passwordHash: string | null } | null> {
    const [row] = await this.db.query<{ member_id: number; password_hash: string | null }>(
      `select t.member_id, m.password_hash from password_reset_tokens t join members m on m.id = t.member_id
        where t.token_hash = $1 and m.site_id = $2 and m.status in ('active', 'not_confirmed')
          and t.used_at > now() - make_interval(secs => $3)`,
      [tokenHash, siteId, seconds],
    );
    return row ? { memberId: row.member_id, passwordHash: row.password_hash } : null;
  }
}
