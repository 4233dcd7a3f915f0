import type { Endpoint, EndpointBody, EndpointQuery, EndpointResponse } from './api/endpoint';
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
    /** The whole answer, for calls whose errors carry more (a 402 carries the price and the balance). */
    readonly body: unknown = {},
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
 * Calls the API and validates the answer with the call's schema from `shared-contracts/api`. Sends `body` as JSON, or a
 * FormData as multipart (the browser writes its boundary). Rejects with ApiRequestError for a non-2xx answer.
 */
export async function apiJson<T>(
  path: string,
  schema: { parse: (value: unknown) => T },
  init: Omit<RequestInit, 'body'> & { body?: unknown } = {},
): Promise<T> {
  const { body, ...rest } = init;
  const response = await apiFetch(path, {
    ...rest,
    ...(body === undefined
      ? {}
      : body instanceof FormData
        ? { body }
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...rest.headers } }),
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiRequestError(
      response.status,
      failure.error ?? 'http_error',
      failure.message ?? `HTTP ${response.status}`,
      failure,
    );
  }
  return schema.parse(await response.json());
}

/**
 * The path and query string of a call from its endpoint object (shared-contracts/api): the shape's fixed keys, then
 * the given ones; undefined values are left out. The apps never write a path or a query key themselves.
 */
export function endpointPath<E extends Endpoint>(endpoint: E, query?: EndpointQuery<E>): string {
  const values: Record<string, string | undefined> = {
    ...endpoint.fixedQuery,
    ...(query as Record<string, string | undefined> | undefined),
  };
  const pairs = Object.entries(values).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`],
  );
  return pairs.length ? `${endpoint.path}?${pairs.join('&')}` : endpoint.path;
}

/** The absolute address of a call, for links a browser window opens (the partner redirects) and beacons. */
export function endpointUrl<E extends Endpoint>(endpoint: E, query?: EndpointQuery<E>): string {
  return apiUrl(endpointPath(endpoint, query));
}

/** What `callEndpoint` takes: the query and body the endpoint's schemas describe, each required only when it has required keys. */
export type EndpointInput<E extends Endpoint> = (EndpointQuery<E> extends undefined
  ? { query?: undefined }
  : Record<string, never> extends EndpointQuery<E>
    ? { query?: EndpointQuery<E> }
    : { query: EndpointQuery<E> }) &
  (E extends { body: unknown } ? { body: EndpointBody<E> } : { body?: undefined }) & { signal?: AbortSignal };

/** The input argument may be left out only when nothing in it is required. */
export type OptionalWhenEmpty<T> = Record<string, never> extends Omit<T, 'signal'> ? [input?: T] : [input: T];

/**
 * Calls the API as the endpoint object says (method, path, query, JSON body) and validates the answer with its
 * response schema. Rejects with ApiRequestError for a non-2xx answer.
 */
export function callEndpoint<E extends Endpoint & { response: { parse: (value: unknown) => unknown } }>(
  endpoint: E,
  ...[input]: OptionalWhenEmpty<EndpointInput<E>>
): Promise<EndpointResponse<E>> {
  const { query, body, signal } = (input ?? {}) as { query?: EndpointQuery<E>; body?: unknown; signal?: AbortSignal };
  return apiJson(
    endpointPath(endpoint, query),
    endpoint.response as { parse: (value: unknown) => EndpointResponse<E> },
    {
      method: endpoint.method,
      ...(signal ? { signal } : {}),
      ...(endpoint.body === undefined ? {} : { body }),
    },
  );
}
