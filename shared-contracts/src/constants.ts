/** Business constants of docs/product.md §9 that more than one app needs. */
export const USER_POLL_INTERVAL_MS = 60_000;
export const USER_POLL_INTERVAL_PUSH_MS = 300_000;
export const SECONDARY_POLL_DELAY_MS = 1_000;
export const LOGGING_OUT_FLAG_MS = 1_000;
export const RELOAD_GUARD_MS = 10_000;
export const TOAST_DURATION_MS = 5_000;
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2_000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  height: 3,
} as const;
export const GENERIC_COOKIE_MAX_AGE_S = 2_592_000;
/** Headers every API call carries (docs/product.md §7). */
export const PACKAGE_NAME_HEADER = 'x-package-name';
export const ORIGINAL_HOST_HEADER = 'x-original-host';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'csrf_token';

/** Messages the push service worker posts to pages (docs/product.md §7): a push arrived, a notification was clicked. */
export const PUSH_MESSAGE = 'NEW_PUSH_MESSAGE';
export const PUSH_CLICK = 'NEW_PUSH_CLICK';

/** The registration URL of the push service worker, version 2. */
export const SERVICE_WORKER_URL = '/sw.js?version=2';
