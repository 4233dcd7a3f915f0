import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginRedirectPath, type AuthLevel } from 'shared-contracts';
import { selectIsLoggedIn, selectSessionKnown } from 'shared-contracts/store';
import { useAppSelector } from '../../app/hooks';
import { NotFoundPage } from '../errors/ErrorPage';

/** The server marks pages of a non-production deployment; developer pages exist only there. */
const developerToolsEnabled = () => document.documentElement.dataset.devTools === 'true';

/**
 * Default-auth routes send a logged-out visitor to /login, which sends them back here afterwards; developer pages
 * are a 404 outside development.
 */
export function RequireLogin({ auth, children }: { auth: AuthLevel; children: ReactNode }) {
  const known = useAppSelector(selectSessionKnown);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (auth === 'developer') return developerToolsEnabled() ? children : <NotFoundPage />;
  if (auth !== 'default') return children;
  if (!known) return null;
  if (!loggedIn) return <Navigate replace to={loginRedirectPath(location.pathname + location.search)} />;
  return children;
}
