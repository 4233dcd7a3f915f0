import { ageOn } from 'shared-contracts/api/signup';
import type { LanderMember } from 'shared-contracts/api';
import type { LanderRepository } from '../repositories/landers';

/**
 * The member a member lander shows (docs/product.md §2 /members/{memberId}/landing…): public pages, so only a profile
 * logged-out search could find — active (not pending, deactivated or deleted), of this site, in a country it offers,
 * with the gender and birth date search filters on — and only a search card's public part: name, age, city and the
 * main photo. Blocks hide profiles from members, not from visitors, so a logged-out page needs none.
 */
export class MemberLanderService {
  constructor(private readonly landers: LanderRepository) {}

  async member(
    siteId: number,
    countries: readonly string[],
    profileId: number,
    today = new Date(),
  ): Promise<LanderMember | null> {
    const row = await this.landers.member(siteId, countries, profileId);
    if (!row) return null;
    return { id: row.id, name: row.name, age: ageOn(row.birthdate, today), city: row.city, photo: row.filename };
  }
}
