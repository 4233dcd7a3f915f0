import { isDeepStrictEqual } from 'node:util';

/**
 * What differs between two states of one object, key by key: the names, and each side's values of those keys only,
 * as the audit log records a change (before → after).
 */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { changed: string[]; before: Partial<T>; after: Partial<T> } {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !isDeepStrictEqual(before[key], after[key]),
  );
  const pick = (state: T) => Object.fromEntries(changed.map((key) => [key, state[key] ?? null])) as Partial<T>;
  return { changed, before: pick(before), after: pick(after) };
}
