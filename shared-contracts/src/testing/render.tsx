import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import i18next from 'i18next';
import type { ComponentType, ReactElement } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter, Route, Routes, StaticRouter } from 'react-router';
import type { PublicSettings } from '../api';
import type { User } from '../api/user';
import { findRoute, routePath } from '../routes';
import { connectStore, dynamicMiddleware, rootReducer, settingsLoaded, userLoaded } from '../store';
import { configureApp } from '../http';
import { initCatalogI18n, member, siteSettings } from '.';

export interface RenderWithSiteOptions {
  /** Changes to the test site's settings. */
  settings?: Partial<PublicSettings>;
  /** A logged-in member; a visitor without. */
  user?: User;
  /** Where a memory router starts; without, the router follows the window's address. */
  path?: string;
}

/**
 * Renders an app's page as the shell would: inside the shared store, with the site's settings (and the member) loaded
 * before any page, and a router. Answers the store too, so a test can dispatch the events other apps send.
 */
export function renderWithSite(ui: ReactElement, { settings = {}, user, path }: RenderWithSiteOptions = {}) {
  const store = siteStore({ settings, user });
  return {
    store,
    ...render(
      <Provider store={store}>
        {path === undefined ? (
          <BrowserRouter>{ui}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        )}
      </Provider>,
    ),
  };
}

/** The shared store as the shell has it before any page renders: the site's settings, and the member if any. */
function siteStore({ settings = {}, user }: Pick<RenderWithSiteOptions, 'settings' | 'user'>) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  connectStore(store.dispatch);
  store.dispatch(settingsLoaded(siteSettings(settings)));
  if (user) store.dispatch(userLoaded(user));
  return store;
}

export interface RenderToStringWithSiteOptions extends Omit<RenderWithSiteOptions, 'path'> {
  /** The route table's name of the page (routes.ts); its path pattern gives the page its params, as the shell's router does. */
  route: string;
  params?: Record<string, string | number>;
  /** The address's query, `?…`. */
  search?: string;
}

/**
 * Renders an app's page to HTML as the server does (in a test of jest's node environment, without a window): inside
 * the shared store and a static router at the route's address. Effects do not run, so whatever a page touches of the
 * browser while rendering fails here. React's server renderer loads only here: in jsdom it lacks MessageChannel, and
 * every test of this module's renderWithSite would fail to load.
 */
export async function renderToStringWithSite(
  ui: ReactElement,
  { settings = {}, user, route, params, search = '' }: RenderToStringWithSiteOptions,
): Promise<string> {
  const pattern = findRoute(route)?.path;
  if (pattern === undefined) throw new Error(`Unknown route ${route}`);
  const { renderToString } = await import('react-dom/server');
  return renderToString(
    <Provider store={siteStore({ settings, user })}>
      <StaticRouter location={routePath(route, params) + search}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
      </StaticRouter>
    </Provider>,
  );
}

/** The text a page's HTML shows, tags left out and React's escapes undone, to look for a catalog's words in it. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Where the shell renders an exposed module (its route), and the catalog entry a visitor and a member see in the
 * server's markup before any call answered; null: it shows them nothing then.
 */
export interface ServerRenderedModule {
  route: string;
  visitor: string | null;
  member: string | null;
}

export interface ServerRenderCases {
  /** The app's message namespace and its catalogs folder. */
  namespace: string;
  catalogs: URL;
  /** The app's `src/exposes.mjs`. */
  exposes: Record<string, string>;
  modules: Record<string, ServerRenderedModule>;
  /** Route params for the routes that need them. */
  params: Record<string, string | number>;
  /** Imports an exposed file (its path as exposes.mjs names it), relative to the test. */
  load: (file: string) => Promise<{ default: ComponentType }>;
}

/**
 * Every exposed module of an app renders on the server, for a visitor and for a member, with no browser at all
 * (docs/architecture.md, "First paint"): a test file per app names where each renders and what it shows.
 */
export function describeServerRender({ namespace, catalogs, exposes, modules, params, load }: ServerRenderCases): void {
  beforeAll(async () => {
    // Calls the server render starts get no answer: the markup is what the page shows before any did.
    configureApp({ apiBaseUrl: 'http://localhost' });
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    await initCatalogI18n({ namespace, catalogs, lng: 'en' });
  });

  describe.each(Object.entries(exposes))('%s on the server', (name, file) => {
    const page = modules[name];
    if (!page) throw new Error(`Say where the shell renders ${name} and what it shows`);

    it.each([
      ['visitor', undefined],
      ['member', member()],
    ] as const)('renders for a %s without the browser', async (who, user) => {
      const { default: Module } = await load(file);
      const html = await renderToStringWithSite(<Module />, { route: page.route, params, user });
      const text = page[who];
      if (text) expect(visibleText(html)).toContain(i18next.t(text, { ns: namespace }));
    });
  });
}
