import { useTranslation } from 'react-i18next';
import { dateTimeFormat, displayName } from 'shared-contracts';
import { formatMoney } from 'shared-contracts/api/payments';

/** Money and dates in the interface language: amounts are integers in minor units (docs/product.md §7). */
export function useFormat() {
  const { i18n } = useTranslation('account');
  const language = i18n.language;
  return {
    language,
    money: (minor: number, currency: string) => formatMoney(minor, currency, language),
    date: (iso: string) => dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso)),
    time: (iso: string) => dateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso)),
    dateTime: (iso: string) =>
      dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    country: (code: string) => displayName('region', code, language),
  };
}

/** True when the ISO time lies ahead. */
export function isFuture(iso: string | null | undefined, now: number = Date.now()): iso is string {
  return iso != null && Date.parse(iso) > now;
}
