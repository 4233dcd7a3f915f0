import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { nicheAudience, nicheById, parseLanderSlug, type LanderType, type Niche } from 'shared-contracts';
import { captureTracking } from 'shared-contracts/api';
import { selectSettings, useAppSelector } from 'shared-contracts/store';
import { landerText, nicheValues } from './copy';

/**
 * What every lander starts with: the traffic source kept for the signup (and taken out of the address), the niche
 * (the slug's, else the site's), who it shows, and its copy in the visitor's locale.
 */
export function useLander(type: LanderType) {
  const { t, i18n } = useTranslation('landers');
  const splat = useParams()['*'] ?? '';
  const settings = useAppSelector(selectSettings);
  useEffect(() => {
    captureTracking();
  }, []);
  const slug = useMemo(() => parseLanderSlug(splat), [splat]);
  const niche: Niche = slug.niche ?? nicheById(settings?.niche ?? 1);
  const site = settings?.name ?? '';
  const values = nicheValues(t, niche, site);
  return {
    t,
    locale: i18n.language,
    niche,
    audience: nicheAudience(niche, settings?.minimum_age ?? 18),
    campaign: slug.campaign,
    site,
    settings,
    /** A text of this lander type, worded for the niche where the catalog does so. */
    text: (key: string, extra: Record<string, string | number> = {}) =>
      landerText(t, niche, type, key, { ...values, ...extra }),
  };
}
