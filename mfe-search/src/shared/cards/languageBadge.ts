/** Countries with more than one language, where the badge always shows which one a member speaks (docs/product.md §2). */
const multilingualCountries = new Set(['CA', 'BE', 'CH', 'FI']);

/**
 * The language a card's badge names, or null for no badge: shown when the member's language differs from the
 * interface locale, or always for the multilingual countries.
 */
export function languageBadge(profile: { language: string; country: string }, locale: string): string | null {
  const language = profile.language.toLowerCase().split(/[-_]/)[0] ?? '';
  if (!language) return null;
  const localeLanguage = locale.toLowerCase().split(/[-_]/)[0];
  return language !== localeLanguage || multilingualCountries.has(profile.country) ? language : null;
}
