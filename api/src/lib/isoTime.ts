/** A database time as the API answers it: an ISO 8601 string in UTC. */
export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
