import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts/api/payments';

/** Money and dates in the interface language: amounts are integers in minor units (docs/product.md §7). */
export function useFormat() {
  const { i18n } = useTranslation('account');
  const language = i18n.language;
  return {
    language,
    money: (minor: number, currency: string) => formatMoney(minor, currency, language),
    date: (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso)),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    country: (code: string) => countryName(code, language),
  };
}

/** A country's name in `language` ("NL" → "Niederlande" in de); the code itself when Intl does not know it. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** True when the ISO time lies ahead. */
export function isFuture(iso: string | null | undefined, now: number = Date.now()): iso is string {
  return iso != null && Date.parse(iso) > now;
}
