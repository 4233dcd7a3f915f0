/**
 * The first and last birth date (YYYY-MM-DD, UTC) of people aged `minAge` to `maxAge` on `today`, both ends
 * included: the oldest is the day after the (maxAge + 1)th birthday would fall, the youngest turned `minAge` today.
 * Searches and landers filter `birthdate between` these.
 */
export function birthdateRange(minAge: number, maxAge: number, today = new Date()): [string, string] {
  const shift = (years: number, days = 0) =>
    new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days))
      .toISOString()
      .slice(0, 10);
  return [shift(maxAge + 1, 1), shift(minAge)];
}
