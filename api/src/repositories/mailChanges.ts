import type { Queryable } from '../db/database';
import { normalizeEmail } from './members';

/** E-mail change links (docs/product.md §2 /mail-change/do): only the token's hash is stored, each works once. */
export class MailChangeRepository {
  constructor(private readonly db: Queryable) {}

  /** How many links the member asked for since `hours` ago (the per-member limit). */
  async sentByMember(tx: Queryable, memberId: number, hours: number): Promise<number> {
    const [row] = await tx.query<{ count: number }>(
      `select count(*)::int as count from mail_change_tokens
        where member_id = $1 and created_at > now() - make_interval(hours => $2)`,
      [memberId, hours],
    );
    return row?.count ?? 0;
  }

  /** How many links went to this address since `hours` ago, whoever asked (the per-address limit). */
  async sentToAddress(tx: Queryable, email: string, hours: number): Promise<number> {
    const [row] = await tx.query<{ count: number }>(
      `select count(*)::int as count from mail_change_tokens
        where lower(email) = $1 and created_at > now() - make_interval(hours => $2)`,
      [normalizeEmail(email), hours],
    );
    return row?.count ?? 0;
  }

  /** Stores a new link; the member's older open links stop working, so only the latest address can be confirmed. */
  async insert(tx: Queryable, tokenHash: string, memberId: number, email: string, ttlSeconds: number): Promise<void> {
    await tx.query('update mail_change_tokens set used_at = now() where member_id = $1 and used_at is null', [
      memberId,
    ]);
    await tx.query(
      `insert into mail_change_tokens (token_hash, member_id, email, expires_at)
       values ($1, $2, $3, now() + make_interval(secs => $4))`,
      [tokenHash, memberId, email, ttlSeconds],
    );
  }

  /** The address of the member's open link, if one still works. */
  async pending(memberId: number): Promise<string | null> {
    const [row] = await this.db.query<{ email: string }>(
      `select email from mail_change_tokens
        where member_id = $1 and used_at is null and expires_at > now() order by created_at desc limit 1`,
      [memberId],
    );
    return row?.email ?? null;
  }

  /**
   * Uses a valid, unused, unexpired link of a member of the site who may still log in: the member and the new address,
   * or null.
   */
  async use(tx: Queryable, tokenHash: string, siteId: number): Promise<{ memberId: number; email: string } | null> {
    const [used] = await tx.query<{ member_id: number; email: string }>(
      `update mail_change_tokens t set used_at = now()
         from members m
        where t.token_hash = $1 and t.used_at is null and t.expires_at > now()
          and m.id = t.member_id and m.site_id = $2 and m.status in ('active', 'not_confirmed')
        returning t.member_id, t.email`,
      [tokenHash, siteId],
    );
    return used ? { memberId: used.member_id, email: used.email } : null;
  }

  /**
   * The address of a used link whose change is in place: the member's address is still the one it moved to. Opening
   * the link again (a reload, a lost answer) then confirms the change rather than saying the link does not work.
   */
  async alreadyApplied(tx: Queryable, tokenHash: string, siteId: number): Promise<string | null> {
    const [row] = await tx.query<{ email: string }>(
      `select m.email from mail_change_tokens t join members m on m.id = t.member_id
        where t.token_hash = $1 and t.used_at is not null and m.site_id = $2 and m.email = t.email
          and m.status in ('active', 'not_confirmed')`,
      [tokenHash, siteId],
    );
    return row?.email ?? null;
  }
}
