import { GENERIC_COOKIE_MAX_AGE_S, readCookie } from 'shared-contracts';

/**
 * Persisted values live in a cookie and in localStorage under one key, as JSON (SPEC §3): the cookie lets the
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

/** Returns the stored value if `accept` says it has the expected shape, else `undefined`. */
export function readPersisted<T>(key: string, accept: (value: unknown) => value is T): T | undefined {
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
      const value: unknown = JSON.parse(raw);
      if (accept(value)) return value;
    } catch {
      // A value that is not JSON was not written by us; ignore it.
    }
  }
  return undefined;
}
