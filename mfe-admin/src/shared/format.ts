import { formatMoney, minorUnitDigits } from 'shared-contracts/api/payments';
import { useTranslation } from 'react-i18next';
import { locales } from 'shared-contracts';

/**
 * The Intl locale of the console's language: its member site's, but British for English (day before month, 24-hour
 * clock, as the other six languages write them too).
 */
export function consoleIntlLocale(language: string): string {
  return language === 'en' ? 'en-GB' : (locales.find((entry) => entry.code === language)?.iso ?? 'en-GB');
}

/** A locale code by the language's own name ("de" → "Deutsch"); a code the site does not know stays as it is. */
export const languageName = (code: string) => locales.find((entry) => entry.code === code)?.nativeName ?? code;

/** Dates and numbers in the console's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = consoleIntlLocale(i18n.language);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return {
    dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : ''),
    date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : ''),
    number: (value: number) => number.format(value),
    /** A share from 0 to 1 (a classifier's probability) as a whole percentage: 0.9731… is "97%". */
    percent: (share: number) => percent.format(share),
    /**
     * An amount in minor units of a currency, exactly (JPY has none, so not always cents); a fraction of a minor unit
     * (a chart's tick between two) is only shown, never a price, so it may go through a float.
     */
    money: (minor: number, currency: string) =>
      Number.isInteger(minor)
        ? formatMoney(minor, currency, locale)
        : new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
            minor / 10 ** minorUnitDigits(currency),
          ),
  };
}
