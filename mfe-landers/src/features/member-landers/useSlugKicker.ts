import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { nicheId, parseLanderSlug } from 'shared-contracts';
import { seekingOptions } from 'shared-contracts/api';
import { useSettings } from 'shared-contracts/store';
import type { LanderMemberState } from './useLanderMember';

/**
 * The small line above a full-bleed lander's heading. For a generic lander (no member to show) it comes from the slug
 * (`/landing2/milf/eng/summer`): whom the niche the slug names (or else the site's) is about — "Women near you",
 * "Men near you", "Singles near you".
 */
export function useSlugKicker(state: LanderMemberState): string {
  const { t } = useTranslation('landers');
  const settings = useSettings();
  const slug = parseLanderSlug(useParams()['*'] ?? '');
  const options = seekingOptions(slug.niche ? nicheId(slug.niche) : settings.niche);
  const who = options.length === 1 ? options[0] : 'both';
  // With a member on the page, a niche's "Men near you" could contradict their photo: the line names the site.
  if (state.status !== 'ready' || state.profile) return t('member.kickerMember', { site: settings.name });
  return t(`member.near.${who ?? 'both'}`);
}
