import type { Niche } from './slug';

/** Who a niche's landers show: the gender and the age range (docs/product.md §1 niches). */
export interface NicheAudience {
  gender: 'male' | 'female';
  minAge: number;
  maxAge: number;
}

/**
 * The gay niche shows men; every other niche shows women (a site's visitors are mostly men looking for women, as
 * search assumes for visitors). gilf and milf narrow the ages; the others show grown-ups of any age up to 65.
 */
export function nicheAudience(niche: Niche, minimumAge = 18): NicheAudience {
  const gender = niche === 'gay' ? 'male' : 'female';
  const [min, max] = niche === 'gilf' ? [55, 100] : niche === 'milf' ? [33, 58] : [minimumAge, 65];
  return { gender, minAge: Math.max(min, minimumAge), maxAge: Math.max(max, minimumAge) };
}
