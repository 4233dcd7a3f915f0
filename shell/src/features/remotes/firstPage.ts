import { useEffect } from 'react';
import { matchRoutes } from 'react-router';
import { routes, type RouteDefinition } from 'shared-contracts';
import { awaitServerSlots } from './hydration';
import { loadRemotePage } from './loadRemotePage';

const routePaths = routes.flatMap((route) => [route.path, ...(route.aliases ?? [])].map((path) => ({ path, route })));

export function routeAt(pathname: string): RouteDefinition | undefined {
  return matchRoutes(routePaths, pathname)?.[0]?.route.route;
}

/**
 * The remote modules a route's first render shows: its own, or for a member the blocks the shell composes there that
 * are on screen when it opens.
 */
const firstPaintModules = (
  route: RouteDefinition,
  loggedIn: boolean,
): readonly Pick<RouteDefinition, 'remote' | 'module'>[] =>
  route.memberBlocks && loggedIn ? route.memberBlocks.filter((block) => block.firstPaint) : [route];

/**
 * Loads the module of the page being opened before the app's first render, so that render already shows the page:
 * no empty frame first, and a server-rendered page is hydrated as it stands (no shift, no flash).
 * A page the visitor would be sent away from is not loaded; a page that fails to load shows its notice later.
 */
export async function loadFirstPage(pathname: string, loggedIn: boolean): Promise<void> {
  const route = routeAt(pathname);
  if (!route || route.auth === 'developer' || (route.auth === 'default' && !loggedIn)) return;
  await Promise.all(
    firstPaintModules(route, loggedIn).map(({ remote, module }) =>
      loadRemotePage(remote, module).catch(() => undefined),
    ),
  );
}

/**
 * Marks the document once the first render is on screen and every remote page the server rendered into it has
 * hydrated (tests and the boot script's form guard wait for it), then calls `onHydrated`.
 */
export function useMarkFirstRender(onHydrated?: () => void): void {
  useEffect(() => {
    awaitServerSlots(document.getElementById('root'), () => {
      document.documentElement.dataset.pageReady = 'true';
      onHydrated?.();
    });
  }, [onHydrated]);
}
