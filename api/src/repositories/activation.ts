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

/** What a click on an activation link did (docs/product.md §2 step 7). */
export type ActivationOutcome = 'activated' | 'already_active' | 'invalid';

/**
 * Uses a valid, unused, unexpired link and activates its member, inside the caller's transaction (the link's use and
 * the activation commit together); a confirmed address makes the profile public (search, profile pages, likes).
 * A link that was used already or has expired, of a member who is active by now, is `already_active`: the mail was
 * clicked twice, nothing is wrong. Anything else (unknown, or its member still unconfirmed) is `invalid`.
 */
export async function useActivationToken(tx: Queryable, tokenHash: string): Promise<ActivationOutcome> {
  const [used] = await tx.query<{ member_id: number }>(
    `update activation_tokens set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning member_id`,
    [tokenHash],
  );
  if (!used) return (await activeMemberOf(tx, tokenHash)) ? 'already_active' : 'invalid';
  const [activated] = await tx.query<{ id: number }>(
    `update members set status = 'active', activated_at = coalesce(activated_at, now()) where id = $1 and status in ('not_confirmed', 'active') returning id`,
    [used.member_id],
  );
  if (activated) {
    await tx.query(`update profiles set status = 'active' where member_id = $1 and status = 'pending'`, [activated.id]);
    await recordMemberConversion(tx, activated.id, 'activation');
  }
  return activated ? 'activated' : 'invalid';
}

/** Whether the member of a known link (used or not) has a confirmed address now. */
async function activeMemberOf(tx: Queryable, tokenHash: string): Promise<boolean> {
  const [row] = await tx.query<{ active: boolean }>(
    `select m.status = 'active' as active from activation_tokens t join members m on m.id = t.member_id
      where t.token_hash = $1`,
    [tokenHash],
  );
  return row?.active ?? false;
}
