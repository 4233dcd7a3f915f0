import { useTranslation } from 'react-i18next';
import { dateTimeFormat, displayName, useHydrated } from 'shared-contracts';
import { formatMoney } from 'shared-contracts/api/payments';

/**
 * Money and dates in the interface language: amounts are integers in minor units (docs/product.md §7). Dates are in UTC
 * on the server, which does not know the member's time zone, and in the browser's hydrating render; in it from then on.
 */
export function useFormat() {
  const { i18n } = useTranslation('account');
  const language = i18n.language;
  const timeZone = useHydrated() ? undefined : 'UTC';
  return {
    language,
    money: (minor: number, currency: string) => formatMoney(minor, currency, language),
    date: (iso: string) => dateTimeFormat(language, { dateStyle: 'long', timeZone }).format(new Date(iso)),
    time: (iso: string) => dateTimeFormat(language, { timeStyle: 'short', timeZone }).format(new Date(iso)),
    dateTime: (iso: string) =>
      dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
    country: (code: string) => displayName('region', code, language),
  };
}

/** True when the ISO time lies ahead. */
export function isFuture(iso: string | null | undefined, now: number = Date.now()): iso is string {
  return iso != null && Date.parse(iso) > now;
}
