import type { Queryable } from '../db/database';
import { hiddenProfiles } from './blocks';
import { CARD_COLUMNS, type CardRow } from './profileCards';
import type { Viewer } from './profiles';

/** Likes (docs/product.md §3, §4): who likes whom, and whether the liked member has seen it. */
export class LikeRepository {
  constructor(private readonly db: Queryable) {}

  /** Public profiles the viewer likes, newest like first, none hidden by a block. */
  async given(viewer: Viewer): Promise<CardRow[]> {
    return this.db.query<CardRow>(
      `select ${CARD_COLUMNS} from likes l join profiles p on p.id = l.profile_id left join profile_images i on i.id = p.main_image_id
        where l.member_id = $1 and p.status = 'active' and p.id not in ${hiddenProfiles('$1', '$2')}
        order by l.created_at desc`,
      [viewer.memberId, viewer.profileId],
    );
  }

  /** Public profiles whose members like the viewer, unseen first, then newest. */
  async received(viewer: Viewer): Promise<(CardRow & { seen: boolean })[]> {
    return this.db.query<CardRow & { seen: boolean }>(
      `select ${CARD_COLUMNS}, l.seen from likes l join profiles p on p.member_id = l.member_id left join profile_images i on i.id = p.main_image_id
        where l.profile_id = $1 and p.status = 'active' and p.id not in ${hiddenProfiles('$2', '$1')}
        order by l.seen, l.created_at desc`,
      [viewer.profileId, viewer.memberId],
    );
  }

  /** Idempotent: liking twice is one like. */
  async like(memberId: number, profileId: number): Promise<void> {
    await this.db.query('insert into likes (member_id, profile_id) values ($1, $2) on conflict do nothing', [
      memberId,
      profileId,
    ]);
  }

  async unlike(memberId: number, profileId: number): Promise<void> {
    await this.db.query('delete from likes where member_id = $1 and profile_id = $2', [memberId, profileId]);
  }

  async likes(memberId: number, profileId: number): Promise<boolean> {
    return (
      (await this.db.query('select 1 from likes where member_id = $1 and profile_id = $2', [memberId, profileId]))
        .length > 0
    );
  }

  /** The liker's like of this profile has been seen (its owner opened the liker's page). */
  async markSeen(likerMemberId: number, profileId: number): Promise<void> {
    await this.db.query('update likes set seen = true where member_id = $1 and profile_id = $2 and not seen', [
      likerMemberId,
      profileId,
    ]);
  }
}
