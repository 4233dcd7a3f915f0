import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter } from 'react-router';
import type { PublicSettings } from '../api';
import type { User } from '../api/user';
import { connectStore, dynamicMiddleware, rootReducer, settingsLoaded, userLoaded } from '../store';
import { siteSettings } from '.';

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
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  connectStore(store.dispatch);
  store.dispatch(settingsLoaded(siteSettings(settings)));
  if (user) store.dispatch(userLoaded(user));
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
