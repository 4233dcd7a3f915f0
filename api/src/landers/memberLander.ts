import { ageOn } from 'shared-contracts/api/signup';
import type { LanderMember } from 'shared-contracts/api';
import type { Queryable } from '../db/database';

/**
 * The member a member lander shows (docs/product.md §2 /members/{memberId}/landing…): public pages, so only a profile
 * logged-out search could find — active (not pending, deactivated or deleted), of this site, in a country it offers,
 * with the gender and birth date search filters on — and only a search card's public part: name, age, city and the
 * main photo. Blocks hide profiles from members, not from visitors, so a logged-out page needs none.
 */
export class MemberLanderService {
  constructor(private readonly db: Queryable) {}

  async member(
    siteId: number,
    countries: readonly string[],
    profileId: number,
    today = new Date(),
  ): Promise<LanderMember | null> {
    const [row] = await this.db.query<{
      id: number;
      name: string;
      birthdate: string;
      city: string;
      filename: string | null;
    }>(
      `select p.id, p.name, p.birthdate::text as birthdate, p.city, i.filename
         from profiles p left join profile_images i on i.id = p.main_image_id
        where p.id = $1 and p.site_id = $2 and p.status = 'active' and p.country = any($3::text[])
          and p.gender is not null and p.birthdate is not null`,
      [profileId, siteId, [...countries]],
    );
    if (!row) return null;
    return { id: row.id, name: row.name, age: ageOn(row.birthdate, today), city: row.city, photo: row.filename };
  }
}
