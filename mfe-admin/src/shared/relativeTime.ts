import { useTranslation } from 'react-i18next';
import { consoleIntlLocale } from './format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The unit an age reads best in: hours up to two days (a queue's age is counted in working hours), then days, weeks
 * and months. Each is whole units, rounded down, so an age is never said to be more than it is.
 */
const units: [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['second', 1, MINUTE],
  ['minute', MINUTE, HOUR],
  ['hour', HOUR, 2 * DAY],
  ['day', DAY, 14 * DAY],
  ['week', 7 * DAY, 60 * DAY],
  ['month', 30 * DAY, 730 * DAY],
  ['year', 365 * DAY, Infinity],
];

/** How long ago (or from now) a time is, in words of the locale: "3 hours ago", "vor 2 Tagen". */
export function relativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  const [unit, size] = units.find(([, , below]) => Math.abs(seconds) < below) ?? ['year', 365 * DAY];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(Math.trunc(seconds / size), unit);
}

/** relativeTime in the console's language. */
export function useRelativeTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = consoleIntlLocale(i18n.language);
  return (iso) => relativeTime(iso, locale);
}
