import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { devToolsEnabled, loginRedirectPath, Redirect, routePath, type RouteDefinition } from 'shared-contracts';
import { readTracking, visitorMaySearch } from 'shared-contracts/api';
import {
  selectAccountDeletion,
  selectRestriction,
  selectIsLoggedIn,
  selectSessionKnown,
  selectSettings,
  useAppSelector,
} from 'shared-contracts/store';

/**
 * What a suspended or banned member may still open: the ban page, the legal pages its statement links to, complaints,
 * and the operator console (an operator's own sign-in, whatever member this browser holds).
 */
const openWhileRestricted = (name: string) => name.startsWith('pages-') || name === 'complaints' || name === 'admin';

/**
 * A suspended or banned member goes to /pages/ban from every other page (docs/product.md "Decisions about your
 * account"). Default-auth routes send a logged-out visitor to /login, which sends them back here afterwards — unless the route
 * is open to visitors when the site allows logged-out search (docs/product.md §6); developer pages are a 404 outside
 * development (the router hands over its 404 page as `notFound`).
 *
 * A page whose member is deleting the account is leaving for /account-deleted, and the deletion ends the session under
 * it: a poll or the live socket may learn that first. Such a page waits for the answer (shows nothing meanwhile) and
 * then goes to /account-deleted, never to /login.
 */
export function RequireLogin({
  route,
  notFound,
  children,
}: {
  route: Pick<RouteDefinition, 'name' | 'auth' | 'openToVisitors'>;
  notFound: ReactNode;
  children: ReactNode;
}) {
  const known = useAppSelector(selectSessionKnown);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useAppSelector(selectSettings);
  const accountDeletion = useAppSelector(selectAccountDeletion);
  const restriction = useAppSelector(selectRestriction);
  const location = useLocation();
  if (route.auth === 'developer') return devToolsEnabled() ? children : notFound;
  if (restriction && !openWhileRestricted(route.name)) return <Redirect to={routePath('pages-ban')} />;
  // Public, optional and the operator console (which signs operators in itself) need no member.
  if (route.auth !== 'default') return children;
  if (!known) return null;
  if (loggedIn) return children;
  if (accountDeletion === 'pending') return null;
  if (accountDeletion === 'done') return <Redirect to={routePath('account-deleted')} />;
  if (route.openToVisitors && settings && visitorMaySearch(settings, readTracking().network)) return children;
  return <Redirect to={loginRedirectPath(location.pathname + location.search)} />;
}
