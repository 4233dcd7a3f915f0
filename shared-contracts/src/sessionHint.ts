/**
 * The session cookie is HttpOnly, so a page cannot tell by itself whether anyone is logged in: the server marks a page
 * it was asked for without a session cookie `<html data-session="none">`. Nobody is logged in on such a page, and the
 * shell does not ask the user call, whose answer to a visitor is a 403 (docs/product.md §4): no failed request in the
 * browser's console on every logged-out page. A page with the cookie asks as before (the session may have ended).
 */
export const NO_SESSION_ATTRIBUTE = { name: 'data-session', value: 'none' } as const;

/** Whether the server said this page came without a session cookie. */
export const pageHasNoSession = (): boolean =>
  typeof document !== 'undefined' &&
  document.documentElement.getAttribute(NO_SESSION_ATTRIBUTE.name) === NO_SESSION_ATTRIBUTE.value;
