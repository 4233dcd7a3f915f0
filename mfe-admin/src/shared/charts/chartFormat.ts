import { useTranslation } from 'react-i18next';
import { consoleIntlLocale } from '../format';

/** Numbers, percentages and days as the charts' axes, tooltips, summaries and tables write them. */
export function useChartFormat() {
  const { i18n } = useTranslation();
  const locale = consoleIntlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signedPercent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  // A day of the dashboards is a UTC day: written in UTC, so it is the same day wherever the operator is.
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    number: (value: number) => number.format(value),
    /** A figure with this many decimals: 0.0007 (0,0007 in Dutch). */
    fixed: (value: number, digits: number) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value),
    /** Short, for an axis: 12K, 1.2M. */
    compact: (value: number) => compact.format(value),
    /** An amount in minor units (cents), short, for an axis: €12K. */
    compactMoney: (currency: string) => (minor: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(minor / 100),
    percent: (value: number) => percent.format(value),
    signedPercent: (value: number) => signedPercent.format(value),
    day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
  };
}
