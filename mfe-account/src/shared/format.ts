import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts/api/payments';

/** Money and dates in the interface language: amounts are integers in minor units (docs/product.md §7). */
export function useFormat() {
  const { i18n } = useTranslation('account');
  const language = i18n.language;
  return {
    language,
    money: (minor: number, currency: string) => formatMoney(minor, currency, language),
    date: (iso: string) =>
      cached(`date ${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'long' })).format(new Date(iso)),
    dateTime: (iso: string) =>
      cached(
        `dateTime ${language}`,
        () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
      ).format(new Date(iso)),
    country: (code: string) => countryName(code, language),
  };
}

/**
 * Intl formatters by what they format and the language: making one takes milliseconds on a phone, and a list of
 * countries or orders formats dozens of values in one render.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.DisplayNames | Intl.Collator>();
function cached<T extends Intl.DateTimeFormat | Intl.DisplayNames | Intl.Collator>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A country's name in `language` ("NL" → "Niederlande" in de); the code itself when Intl does not know it. */
export function countryName(code: string, language: string): string {
  try {
    return cached(`region ${language}`, () => new Intl.DisplayNames([language], { type: 'region' })).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Sorts by a text in `language`'s alphabetical order ("Österreich" among the O's in de). */
export function sortByName<T>(items: readonly T[], name: (item: T) => string, language: string): T[] {
  const collator = cached(`collator ${language}`, () => new Intl.Collator(language));
  return items
    .map((item) => [name(item), item] as const)
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([, item]) => item);
}

/** True when the ISO time lies ahead. */
export function isFuture(iso: string | null | undefined, now: number = Date.now()): iso is string {
  return iso != null && Date.parse(iso) > now;
}
