import { recordMemberConversion } from './experimentConversions';
import type { Queryable } from '../db/database';

/** Single-use activation links (docs/product.md §4 Activation): only the token's hash is stored. */
export async function insertActivationToken(
  db: Queryable,
  tokenHash: string,
  memberId: number,
  ttlSeconds: number,
): Promise<void> {
  await db.query(
    `insert into activation_tokens (token_hash, member_id, expires_at) values ($1, $2, now() + make_interval(secs => $3))`,
    [tokenHash, memberId, ttlSeconds],
  );
}

/**
 * Uses a valid, unused, unexpired link and activates its member, inside the caller's transaction (the link's use and
 * the activation commit together); a confirmed address makes the profile public (search, profile pages, likes).
 * Returns whether a member was activated.
 */
export async function useActivationToken(tx: Queryable, tokenHash: string): Promise<boolean> {
  const [used] = await tx.query<{ member_id: number }>(
    `update activation_tokens set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning member_id`,
    [tokenHash],
  );
  if (!used) return false;
  const [activated] = await tx.query<{ id: number }>(
    `update members set status = 'active', activated_at = coalesce(activated_at, now()) where id = $1 and status in ('not_confirmed', 'active') returning id`,
    [used.member_id],
  );
  if (activated) {
    await tx.query(`update profiles set status = 'active' where member_id = $1 and status = 'pending'`, [activated.id]);
    await recordMemberConversion(tx, activated.id, 'activation');
  }
  return activated !== undefined;
}
