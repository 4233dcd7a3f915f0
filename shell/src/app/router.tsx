import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { devPanelModule, devToolsEnabled, routes, useHydrated, type RouteDefinition } from 'shared-contracts';
import { selectIsLoggedIn, useAppSelector } from 'shared-contracts/store';
import { AppBadge } from '../features/badges/AppBadge';
import { LegalModal } from '../features/remotes/LegalModal';
import { MemberHome } from '../features/remotes/MemberHome';
import { MemberWatchers } from '../features/remotes/MemberWatchers';
import { NotFoundPage } from './ErrorPage';
import { selectNotFoundPath } from '../features/errors/notFoundSlice';
import { RemotePage } from '../features/remotes/RemotePage';
import { RequireLogin } from '../features/session/RequireLogin';
import { Toasts } from '../features/toasts/Toasts';
import { useRouteTitle } from './documentTitle';
import { Layout } from './layouts/Layout';

function RoutePage({ route }: { route: RouteDefinition }) {
  useRouteTitle(route.name);
  const { pathname } = useLocation();
  const notFound = useAppSelector(selectNotFoundPath) === pathname;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (notFound) return <NotFoundPage />;
  return (
    <RequireLogin route={route} notFound={<NotFoundPage />}>
      <Layout name={route.layout}>
        {route.memberBlocks && loggedIn ? (
          <MemberHome key={route.name} blocks={route.memberBlocks} />
        ) : (
          <RemotePage key={route.name} remote={route.remote} module={route.module} />
        )}
      </Layout>
    </RequireLogin>
  );
}

/** The operator console's pages: no member watchers, badge or dev panel there (docs/operators.md). */
const isConsolePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

function AppFrame() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const inConsole = isConsolePath(pathname);
  const hydrated = useHydrated();
  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-body" href="#main">
        {t('nav.skip')}
      </a>
      <Outlet />
      <Toasts />
      <LegalModal />
      {!inConsole && <MemberWatchers />}
      {!inConsole && <AppBadge />}
      {/* Not inside the /_dev previews' frames: one panel per window; never in the server's markup. */}
      {!inConsole && hydrated && devToolsEnabled() && window.top === window && (
        <RemotePage remote={devPanelModule.remote} module={devPanelModule.module} quietWhenUnavailable background />
      )}
    </>
  );
}

/** Every route of the table, and its aliases, framed by its layout and guarded by its auth level. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = routes.flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].map((path) => ({ path, element: <RoutePage route={route} /> })),
  );
  children.push({ path: '*', element: <NotFoundPage /> });
  return [{ element: <AppFrame />, children }];
}

const appRoutes = buildRoutes();

export function AppRoutes() {
  return useRoutes(appRoutes);
}
