import type { PublicSettings } from 'shared-contracts/api';
import type { User } from 'shared-contracts/api';

/** docs/product.md §6, §9: cams and adverts only for members who signed up more than 4 days ago. */
export const RESELL_MIN_MEMBERSHIP_MS = 345_600_000;
/** docs/product.md §2, §9: in every block of 12 results, the live cam at index 1 and the advert at index 5. */
export const RESELL_BLOCK = 12;
export const CAM_INDEX = 1;
export const AD_INDEX = 5;

/** Whether this member sees live-cam and advert cards (docs/product.md §6). */
export function showsResellCards(
  user: User | null,
  settings: Pick<PublicSettings, 'member_resell'>,
  now = Date.now(),
): boolean {
  if (!user || user.paid_user) return false;
  if (!settings.member_resell.some((kind) => kind === 'cams' || kind === 'camads')) return false;
  return now - Date.parse(user.signup_date) > RESELL_MIN_MEMBERSHIP_MS;
}

export type GridItem<T> =
  { kind: 'profile'; profile: T } | { kind: 'cam'; block: number } | { kind: 'ad'; block: number };

/**
 * The grid's order: each block of 12 results with a cam card put in at index 1 and an advert at index 5. A block
 * too short to reach a slot goes without that card, so the cards never trail the results.
 */
export function interleaveResellCards<T>(profiles: readonly T[], withCams: boolean, withAds: boolean): GridItem<T>[] {
  const items: GridItem<T>[] = [];
  for (let start = 0, block = 0; start < profiles.length; start += RESELL_BLOCK, block += 1) {
    const blockItems: GridItem<T>[] = profiles
      .slice(start, start + RESELL_BLOCK)
      .map((profile) => ({ kind: 'profile', profile }));
    if (withCams && blockItems.length > CAM_INDEX) blockItems.splice(CAM_INDEX, 0, { kind: 'cam', block });
    if (withAds && blockItems.length > AD_INDEX) blockItems.splice(AD_INDEX, 0, { kind: 'ad', block });
    items.push(...blockItems);
  }
  return items;
}
