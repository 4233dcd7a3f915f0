import type { Queryable } from '../db/database';
import { hiddenProfiles } from './blocks';
import { CARD_COLUMNS, type CardRow } from './profileCards';

/** The logged-in member as a searcher and viewer: their own profile is never in their results. */
export interface Viewer {
  memberId: number;
  profileId: number;
  gender: 'male' | 'female' | null;
  country: string;
}

export type ProfileDetailRow = CardRow & { fields: Record<string, string>; member_id: number | null };

/** Reading profiles for the profile page, likes, blocks and reports; writing them is MemberRepository's. */
export class ProfileRepository {
  constructor(private readonly db: Queryable) {}

  /** The language a member's profile names (for texts the member gets outside the site, such as a push). */
  async languageOf(memberId: number): Promise<string | null> {
    const [row] = await this.db.query<{ language: string }>('select language from profiles where member_id = $1', [
      memberId,
    ]);
    return row?.language ?? null;
  }

  /** The member's own profile as a viewer; null for a member without one (gone). */
  async viewer(memberId: number): Promise<Viewer | null> {
    const [row] = await this.db.query<{ id: number; gender: 'male' | 'female' | null; country: string }>(
      'select id, gender, country from profiles where member_id = $1',
      [memberId],
    );
    return row ? { memberId, profileId: row.id, gender: row.gender, country: row.country } : null;
  }

  /** What a profile update is checked against and merged into. */
  async editable(memberId: number): Promise<{ country: string; fields: Record<string, string> } | null> {
    const [row] = await this.db.query<{ country: string; fields: Record<string, string> }>(
      'select country, fields from profiles where member_id = $1',
      [memberId],
    );
    return row ?? null;
  }

  /**
   * A public profile of this site, with its member (null for demo profiles); null when there is none, or when a block
   * hides it from `hiddenFrom` (either side blocked the other).
   */
  async active(
    siteId: number,
    profileId: number,
    hiddenFrom: Viewer | null = null,
  ): Promise<{ member_id: number | null } | null> {
    const [row] = await this.db.query<{ member_id: number | null }>(
      `select p.member_id from profiles p where p.id = $1 and p.site_id = $2 and p.status = 'active' and p.id not in ${hiddenProfiles('$3', '$4')}`,
      [profileId, siteId, hiddenFrom?.memberId ?? 0, hiddenFrom?.profileId ?? 0],
    );
    return row ?? null;
  }

  /** A profile for its page: public, or the viewer's own while pending, and not hidden by a block either way. */
  async detail(siteId: number, profileId: number, viewer: Viewer | null): Promise<ProfileDetailRow | null> {
    const [row] = await this.db.query<ProfileDetailRow>(
      `select ${CARD_COLUMNS}, p.fields, p.member_id
         from profiles p left join profile_images i on i.id = p.main_image_id
        where p.id = $1 and p.site_id = $2 and (p.status = 'active' or (p.status = 'pending' and p.member_id = $3))
          and p.id not in ${hiddenProfiles('$3', '$4')}`,
      [profileId, siteId, viewer?.memberId ?? 0, viewer?.profileId ?? 0],
    );
    return row ?? null;
  }
}
