import type { Queryable } from '../db/database';

/**
 * Blocking works both ways (docs/product.md §6): the profiles a member blocked, and the profiles of members who
 * blocked them, as a subquery over the given parameter placeholders. Both sides are tiny, so `p.id not in (…)` stays
 * a hashed lookup and search keeps its index-only walk.
 */
export function hiddenProfiles(viewerMemberParam: string, viewerProfileParam: string): string {
  return `(select b.profile_id from blocks b where b.member_id = ${viewerMemberParam}
           union all
           select blocker.id from blocks b join profiles blocker on blocker.member_id = b.member_id where b.profile_id = ${viewerProfileParam})`;
}

/** Blocks and unblocks (docs/product.md §6); the target is checked by the caller. */
export class BlockRepository {
  constructor(private readonly db: Queryable) {}

  async block(memberId: number, profileId: number): Promise<void> {
    await this.db.query('insert into blocks (member_id, profile_id) values ($1, $2) on conflict do nothing', [
      memberId,
      profileId,
    ]);
  }

  async unblock(memberId: number, profileId: number): Promise<void> {
    await this.db.query('delete from blocks where member_id = $1 and profile_id = $2', [memberId, profileId]);
  }
}
