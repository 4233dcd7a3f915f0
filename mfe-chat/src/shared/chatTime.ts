import { dateTimeFormat } from 'shared-contracts';

const DAY_MS = 86_400_000;

const format = (date: Date, locale: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(locale, options).format(date);

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole calendar days between two moments in the browser's time zone (0 = same day, 1 = the day before, …). */
export function daysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / DAY_MS);
}

/** The time of a message: "14:05" (in the locale's way). */
export function timeOfDay(iso: string, locale: string): string {
  return format(new Date(iso), locale, { timeStyle: 'short' });
}

/** A day separator: today, yesterday, or the date ("Monday 21 November 2026"). */
export function dayLabel(iso: string, locale: string, words: { today: string; yesterday: string }, now = new Date()) {
  const days = daysBetween(new Date(iso), now);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  return format(new Date(iso), locale, { dateStyle: 'full' });
}

/** The time in the chat list: the time today, the weekday this week, the date before that. */
export function listTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  const days = daysBetween(date, now);
  if (days === 0) return timeOfDay(iso, locale);
  if (days < 7) return format(date, locale, { weekday: 'short' });
  return format(date, locale, { dateStyle: 'short' });
}

/** Whether two messages were written on different calendar days (a separator goes between them). */
export const differentDay = (a: string, b: string) => daysBetween(new Date(a), new Date(b)) !== 0;
