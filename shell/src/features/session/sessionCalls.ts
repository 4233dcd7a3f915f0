import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { apiFetch, ApiRequestError, callEndpoint, endpointPath, pageHasNoSession } from 'shared-contracts';
import { logoutEndpoint, restrictionOfError, userEndpoint } from 'shared-contracts/api';
import { accountRestricted, userCleared, userLoaded, type RootState } from 'shared-contracts/store';

type SessionThunk = ThunkAction<Promise<void>, RootState, unknown, UnknownAction>;

// Without RTK Query: the shell makes these calls on every first paint, where RTK Query's chunks would add ~22 KB gzip
// (measured on /landers/maplanding/, docs/architecture.md "Shared singletons and bytes").

/**
 * GET /api/user.php: {user}, or 403 when nobody is logged in; a 403 clears the user (docs/product.md §7, §8). A 403
 * account_suspended or account_banned restricts this browser to the ban page ("Decisions about your account").
 */
export const refreshUser = (): SessionThunk => async (dispatch, getState) => {
  const wasLoggedIn = getState().session.user !== null;
  try {
    const { user } = await callEndpoint(userEndpoint);
    dispatch(userLoaded(user));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) {
      const restriction = restrictionOfError(error.code);
      dispatch(restriction ? accountRestricted(restriction) : userCleared({ forced: wasLoggedIn }));
      return;
    }
    console.error('The user call failed', error);
    // Unreachable at start-up: carry on as a visitor rather than wait forever; a later poll catches up.
    if (getState().session.status === 'unknown') dispatch(userCleared({ forced: false }));
  }
};

/**
 * The session the first render waits for: none on a page the server marked as coming without a session cookie (a
 * visitor: the user call would only answer 403), else the user call's answer.
 */
export const startSession = (): SessionThunk => async (dispatch) => {
  if (pageHasNoSession()) dispatch(userCleared({ forced: false }));
  else await dispatch(refreshUser());
};

/** GET /api/logout.php answers `done`; whatever it answers, this tab is logged out (docs/product.md §4 Logout, §8). */
export const logOut = (): SessionThunk => async (dispatch) => {
  try {
    // The answer is the word `done` as text, not JSON.
    const response = await apiFetch(endpointPath(logoutEndpoint));
    if (!response.ok || (await response.text()) !== 'done') throw new Error(`Logout answered ${response.status}`);
  } catch (error) {
    console.error('Logout failed', error);
  }
  dispatch(userCleared({ forced: false }));
};
