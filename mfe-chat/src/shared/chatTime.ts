import { useSyncExternalStore } from 'react';
import { dateTimeFormat } from 'shared-contracts';

const DAY_MS = 86_400_000;

/**
 * How times are told: in the browser's time zone and relative to its today (`now`). The server knows neither, and the
 * browser's hydrating render must repeat the server's markup: both tell times in UTC without a today.
 */
export interface Clock {
  now: Date | null;
  timeZone?: 'UTC';
}

const serverClock: Clock = { now: null, timeZone: 'UTC' };
const noChanges = () => () => {};

/** The server's clock on the server and while the browser hydrates, the browser's own from then on. */
export function useClock(): Clock {
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return hydrated ? { now: new Date() } : serverClock;
}

const format = (date: Date, locale: string, { timeZone }: Clock, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(locale, { ...options, timeZone }).format(date);

const startOfDay = (date: Date, { timeZone }: Clock) =>
  timeZone === 'UTC'
    ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
    : new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole calendar days between two moments in the clock's time zone (0 = same day, 1 = the day before, …). */
export function daysBetween(earlier: Date, later: Date, clock: Clock): number {
  return Math.round((startOfDay(later, clock) - startOfDay(earlier, clock)) / DAY_MS);
}

/** The time of a message: "14:05" (in the locale's way). */
export function timeOfDay(iso: string, locale: string, clock: Clock): string {
  return format(new Date(iso), locale, clock, { timeStyle: 'short' });
}

/** A day separator: today, yesterday, or the date ("Monday 21 November 2026"). */
export function dayLabel(iso: string, locale: string, words: { today: string; yesterday: string }, clock: Clock) {
  const days = clock.now && daysBetween(new Date(iso), clock.now, clock);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  return format(new Date(iso), locale, clock, { dateStyle: 'full' });
}

/** The time in the chat list: the time today, the weekday this week, the date before that. */
export function listTime(iso: string, locale: string, clock: Clock): string {
  const date = new Date(iso);
  const days = clock.now ? daysBetween(date, clock.now, clock) : Infinity;
  if (days === 0) return timeOfDay(iso, locale, clock);
  if (days < 7) return format(date, locale, clock, { weekday: 'short' });
  return format(date, locale, clock, { dateStyle: 'short' });
}

/** Whether two messages were written on different calendar days (a separator goes between them). */
export const differentDay = (a: string, b: string, clock: Clock) => daysBetween(new Date(a), new Date(b), clock) !== 0;
