import { CSRF_COOKIE, CSRF_HEADER, ORIGINAL_HOST_HEADER, PACKAGE_NAME_HEADER } from './constants';

export interface AppConfig {
  /** Base URL of the API, '' for the page's own origin; tests use an absolute one. */
  apiBaseUrl: string;
  packageName: string;
}

const appConfig: AppConfig = { apiBaseUrl: '', packageName: 'web' };

/** The shell sets this once at start-up from the page's app config. */
export function configureApp(config: Partial<AppConfig>): void {
  Object.assign(appConfig, config);
}

export function apiUrl(path: string): string {
  return `${appConfig.apiBaseUrl}${path}`;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/** Headers every call carries (docs/product.md §7) plus the CSRF token the server checks on state-changing calls. */
export function apiHeaders(headers: Headers = new Headers()): Headers {
  headers.set(PACKAGE_NAME_HEADER, appConfig.packageName);
  if (typeof location !== 'undefined') headers.set(ORIGINAL_HOST_HEADER, location.host);
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  return headers;
}

/** An answer of the API other than 2xx, with its `{error, message}`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** fetch for our own API: the headers every call carries (docs/product.md §7), the CSRF token and same-origin cookies. */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(apiUrl(path), { credentials: 'same-origin', ...init, headers: apiHeaders(new Headers(init.headers)) });
}

/**
 * Calls the API and validates the answer with the call's schema from `shared-contracts/api`. Sends `body` as JSON.
 * Rejects with ApiRequestError for a non-2xx answer.
 */
export async function apiJson<T>(path: string, schema: { parse: (value: unknown) => T }, init: Omit<RequestInit, 'body'> & { body?: unknown } = {}): Promise<T> {
  const { body, ...rest } = init;
  const response = await apiFetch(path, {
    ...rest,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...rest.headers } }),
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiRequestError(response.status, failure.error ?? 'http_error', failure.message ?? `HTTP ${response.status}`);
  }
  return schema.parse(await response.json());
}
