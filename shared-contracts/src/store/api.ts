import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { CSRF_COOKIE, CSRF_HEADER, ORIGINAL_HOST_HEADER, PACKAGE_NAME_HEADER } from '../constants';

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

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/** Headers every call carries (SPEC §7) plus the CSRF token the server checks on state-changing calls. */
export function apiHeaders(headers: Headers = new Headers()): Headers {
  headers.set(PACKAGE_NAME_HEADER, appConfig.packageName);
  if (typeof location !== 'undefined') headers.set(ORIGINAL_HOST_HEADER, location.host);
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(CSRF_HEADER, csrf);
  return headers;
}

const rawBaseQuery = fetchBaseQuery({
  credentials: 'same-origin',
  prepareHeaders: (headers) => apiHeaders(headers),
  // Some endpoints answer a plain word (logout answers `done`).
  responseHandler: 'content-type',
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) => {
  const request = typeof args === 'string' ? { url: args } : args;
  return rawBaseQuery({ ...request, url: `${appConfig.apiBaseUrl}${request.url}` }, api, extra);
};

/** The one RTK Query API; every remote adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Settings', 'Chats', 'Likes', 'Profile', 'Search'],
  endpoints: () => ({}),
});
