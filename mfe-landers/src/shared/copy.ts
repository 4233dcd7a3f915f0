import type { TFunction } from 'i18next';
import type { LanderType, Niche } from 'shared-contracts';

/**
 * The catalog keys for a text that may differ by niche, most specific first: `<type>.<key>_<niche>` when the catalog
 * words it for that niche, else the type's own `<type>.<key>`. i18next takes the first key that exists.
 */
export function nicheKeys(niche: Niche, type: LanderType, key: string): string[] {
  return niche === 'none' ? [`${type}.${key}`] : [`${type}.${key}_${niche}`, `${type}.${key}`];
}

/** What every lander text may interpolate: who the niche shows (`who`), the site's name and the niche's tagline. */
export function nicheValues(t: TFunction<'landers'>, niche: Niche, site: string) {
  return {
    who: t(`niche.${niche}.who`),
    tagline: t(`niche.${niche}.tagline`),
    site,
  };
}

/** A text of a lander type in the visitor's locale, worded for the niche where the catalog does so. */
export function landerText(
  t: TFunction<'landers'>,
  niche: Niche,
  type: LanderType,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return t(nicheKeys(niche, type, key) as unknown as TemplateStringsArray, values) as string;
}
