import { GENERIC_COOKIE_MAX_AGE_S } from './constants';
import { readCookie } from './http';

/**
 * Persisted values live in a cookie and in localStorage under one key, as JSON (docs/product.md §3): the cookie lets the
 * server see them, localStorage survives a cookie purge. Reads prefer localStorage.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function writePersisted(key: string, value: unknown): void {
  const json = JSON.stringify(value);
  writeCookie(key, json, GENERIC_COOKIE_MAX_AGE_S);
  try {
    localStorage.setItem(key, json);
  } catch {
    // Storage may be full or disabled (private mode); the cookie still carries the value.
  }
}

export function removePersisted(key: string): void {
  writeCookie(key, '', 0);
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored there to remove.
  }
}

/** What readPersisted needs of a schema; every zod schema has it. */
export interface PersistedSchema<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}

/** Returns the stored value if it passes the schema, else `undefined`: storage is input like any other. */
export function readPersisted<T>(key: string, schema: PersistedSchema<T>): T | undefined {
  const candidates: (string | null | undefined)[] = [];
  try {
    candidates.push(localStorage.getItem(key));
  } catch {
    // fall through to the cookie
  }
  candidates.push(readCookie(key));
  for (const raw of candidates) {
    if (raw == null) continue;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // A value that is not JSON was not written by us; ignore it.
    }
  }
  return undefined;
}
