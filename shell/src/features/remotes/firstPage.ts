import { useEffect } from 'react';
import { matchRoutes } from 'react-router';
import { routes, type RouteDefinition } from 'shared-contracts';
import { loadRemotePage } from './loadRemotePage';

const routePaths = routes.flatMap((route) => [route.path, ...(route.aliases ?? [])].map((path) => ({ path, route })));

export function routeAt(pathname: string): RouteDefinition | undefined {
  return matchRoutes(routePaths, pathname)?.[0]?.route.route;
}

/**
 * Loads the module of the page being opened before the app's first render, so that render already shows the page:
 * no empty frame first, and a prerendered page is replaced by the same markup in one step (no shift, no flash).
 * A page the visitor would be sent away from is not loaded; a page that fails to load shows its notice later.
 */
export async function loadFirstPage(pathname: string, loggedIn: boolean): Promise<void> {
  const route = routeAt(pathname);
  if (!route || route.auth === 'developer' || (route.auth === 'default' && !loggedIn)) return;
  await loadRemotePage(route.remote, route.module).catch(() => undefined);
}

/** Marks the document once the first render is on screen (the prerenderer waits for it). */
export function useMarkFirstRender(): void {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
}
