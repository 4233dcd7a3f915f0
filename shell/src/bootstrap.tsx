import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { applyStoredDesignVersion, devToolsEnabled } from 'shared-contracts';
import { captureTracking, publicSettingsSchema } from 'shared-contracts/api';
import { selectIsLoggedIn, settingsLoaded } from 'shared-contracts/store';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { detectInitialLocale, initI18n } from './features/i18n/i18n';
import { LoadingBarProvider } from './shared/loading-bar/LoadingBar';
import { loadFirstPage, useMarkFirstRender } from './features/remotes/firstPage';
import { fetchRemoteRegistry, registerLiveRemotes } from './features/remotes/registry';
import {
  ReloadWhenStale,
  StaleDeploymentWatcher,
  reloadOnChunkLoadErrors,
} from './features/deployments/staleDeployment';
import { AppErrorBoundary } from './app/ErrorPage';
import { sendBeaconWhenHidden } from './features/session/pageHiddenBeacon';
import { refreshUser } from './features/session/sessionCalls';

function FirstRenderMarker() {
  useMarkFirstRender();
  return null;
}

/** The server inlines the site's public settings into the page, saving a round trip before the first paint. */
function readInlinedSettings() {
  const element = document.getElementById('app-settings');
  return publicSettingsSchema.parse(JSON.parse(element?.textContent ?? 'null'));
}

async function start() {
  reloadOnChunkLoadErrors();
  if (devToolsEnabled()) applyStoredDesignVersion();
  // A visitor from a traffic source may search logged out (docs/product.md §6) on whichever page they land.
  captureTracking();
  const store = makeStore();
  store.dispatch(settingsLoaded(readInlinedSettings()));
  sendBeaconWhenHidden(() => selectIsLoggedIn(store.getState()));
  // The session, the registry and the messages are independent: ask for all three at once. The first render waits
  // for the session and the page's own module too, so it shows the finished page rather than empty frames.
  const session = store.dispatch(refreshUser());
  const registry = await fetchRemoteRegistry();
  registerLiveRemotes(registry);
  await Promise.all([
    initI18n(detectInitialLocale(), registry.deploymentId),
    session.then(() => loadFirstPage(window.location.pathname, selectIsLoggedIn(store.getState()))),
  ]);

  const watcher = new StaleDeploymentWatcher(registry.deploymentId);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Prerendered markup (docs/architecture.md, "First paint") is replaced by the first render: it becomes live now.
  container.removeAttribute('inert');
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of blocking it in one task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <FirstRenderMarker />
        <Provider store={store}>
          <LoadingBarProvider>
            <BrowserRouter>
              <ReloadWhenStale watcher={watcher} />
              <AppErrorBoundary>
                <AppRoutes />
              </AppErrorBoundary>
            </BrowserRouter>
          </LoadingBarProvider>
        </Provider>
      </StrictMode>,
    ),
  );
}

start().catch((error: unknown) => {
  console.error('The app could not start', error);
  const container = document.getElementById('root');
  if (container)
    container.innerHTML =
      '<p style="padding:2rem;font-family:sans-serif">Something went wrong. Please reload the page.</p>';
});
