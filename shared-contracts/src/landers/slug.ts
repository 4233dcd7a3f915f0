import { isLocaleCode, type LocaleCode } from '../locales';

/** The site niches by their settings id (docs/product.md §1): slugs name them, settings.niche numbers them. */
export const niches = ['none', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;
export type Niche = (typeof niches)[number];

export function nicheById(id: number): Niche {
  return niches[id - 1] ?? 'none';
}

export function nicheId(niche: Niche): number {
  return niches.indexOf(niche) + 1;
}

/** Three-letter language codes as slugs carry them (ISO 639-2, both the B and T forms), and the two-letter ones. */
const slugLocales: Record<string, LocaleCode> = {
  eng: 'en',
  nld: 'nl',
  dut: 'nl',
  deu: 'de',
  ger: 'de',
  ita: 'it',
  fra: 'fr',
  fre: 'fr',
  spa: 'es',
  pol: 'pl',
};

export interface LanderSlug {
  /** The niche the slug names, or null when it names none (the site's own niche applies). */
  niche: Niche | null;
  /** The locale the slug names, or null (the visitor's own locale applies). */
  locale: LocaleCode | null;
  /** The remaining words, lower case: a campaign's own naming, kept for tracking and copy variants. */
  campaign: string[];
}

/**
 * Reads a lander slug (the `{slug...}` part of /landers/{type}/…): the niche first, then the locale, then any
 * campaign words, split by slashes or dashes, e.g. `milf/eng/summer-nights` or `milf-eng-summer-nights`. The niche
 * may be its name or its settings id; `en` and `eng` both mean English. Anything it does not recognise is a campaign
 * word, so an unknown or empty slug still gives a lander (with the site's niche and the visitor's locale).
 */
export function parseLanderSlug(slug: string): LanderSlug {
  let words: string[];
  try {
    words = decodeURIComponent(slug)
      .toLowerCase()
      .split(/[/\-_+\s]+/);
  } catch {
    words = slug.toLowerCase().split(/[/\-_+\s]+/);
  }
  words = words.filter((word) => /^[\p{L}\p{N}]{1,40}$/u.test(word)).slice(0, 12);
  let niche: Niche | null = null;
  let locale: LocaleCode | null = null;
  const first = words[0];
  if (first !== undefined) {
    const byName = (niches as readonly string[]).includes(first) ? (first as Niche) : null;
    const byId = /^[1-7]$/.test(first) ? nicheById(Number(first)) : null;
    niche = byName ?? byId;
    if (niche) words.shift();
  }
  const next = words[0];
  if (next !== undefined) {
    locale = slugLocales[next] ?? (isLocaleCode(next) ? next : null);
    if (locale) words.shift();
  }
  return { niche, locale, campaign: words };
}
