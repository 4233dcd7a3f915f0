/** The interface locales (docs/product.md §3 "Locale entry", §9). */
export const localeCodes = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'] as const;
export type LocaleCode = (typeof localeCodes)[number];

export interface LocaleEntry {
  code: LocaleCode;
  iso: string;
  'gif-locale': string;
  /** The language's own name, shown in the switcher whatever the current locale. */
  nativeName: string;
}

export const locales: readonly LocaleEntry[] = [
  { code: 'en', iso: 'en-US', 'gif-locale': 'en_US', nativeName: 'English' },
  { code: 'nl', iso: 'nl-NL', 'gif-locale': 'nl_NL', nativeName: 'Nederlands' },
  { code: 'de', iso: 'de-DE', 'gif-locale': 'de_DE', nativeName: 'Deutsch' },
  { code: 'it', iso: 'it-IT', 'gif-locale': 'it_IT', nativeName: 'Italiano' },
  { code: 'fr', iso: 'fr-FR', 'gif-locale': 'fr_FR', nativeName: 'Français' },
  { code: 'es', iso: 'es-ES', 'gif-locale': 'es_ES', nativeName: 'Español' },
  { code: 'pl', iso: 'pl-PL', 'gif-locale': 'pl_PL', nativeName: 'Polski' },
];

export const DEFAULT_LOCALE: LocaleCode = 'en';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Message catalogs may be cached for 24 hours (docs/product.md §9). */
export const LOCALE_MESSAGES_MAX_AGE_S = 24 * 60 * 60;

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

/**
 * Picks the locale: the cookie first, then the browser's preferred languages in order, then English (docs/product.md §4).
 * `nl-BE` matches `nl`. Used by the shell in the browser and by the server for <html lang> alike.
 */
export function detectLocale(cookieValue: string | undefined | null, preferred: readonly string[]): LocaleCode {
  if (isLocaleCode(cookieValue)) return cookieValue;
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocaleCode(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** Parses an Accept-Language header into tags ordered by their q weight. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The catalog URL: the hash changes with every release that may change a catalog, so a cached file is never stale. */
export function messagesUrl(hash: string, locale: LocaleCode): string {
  return `/_i18n/${hash}/${locale}/messages.json`;
}
