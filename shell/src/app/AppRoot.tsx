import { StrictMode, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { SERVER_RENDERED_ATTRIBUTE } from 'shared-contracts';
import { AppRoutes } from './router';
import type { AppStore } from './store';
import { LoadingBarProvider } from '../shared/loading-bar/LoadingBar';
import { useMarkFirstRender } from '../features/remotes/firstPage';
import { ReloadWhenStale, StaleDeploymentWatcher } from '../features/deployments/staleDeployment';
import { NOT_SERVER_RENDERED, ServerPagesContext, type ServerPages } from '../features/remotes/serverPages';
import { AppErrorBoundary } from './ErrorPage';

function FirstRenderMarker({ onHydrated }: { onHydrated?: () => void }) {
  useMarkFirstRender(onHydrated);
  return null;
}

interface AppTreeProps {
  store: AppStore;
  /** BrowserRouter in the browser, StaticRouter on the server. */
  Router: ComponentType<{ children: ReactNode }>;
  watcher: StaleDeploymentWatcher;
  /** The remote pages a server render shows (src/server.tsx); none in the browser. */
  serverPages?: ServerPages;
  /** Called once the first render's remote pages have hydrated. */
  onHydrated?: () => void;
}

/** The app's React tree: one definition for the server's render and the browser's, so hydration finds the same. */
export function AppTree({ store, Router, watcher, serverPages, onHydrated }: AppTreeProps) {
  return (
    <StrictMode>
      <FirstRenderMarker onHydrated={onHydrated} />
      <ServerPagesContext value={serverPages ?? null}>
        <Provider store={store}>
          <LoadingBarProvider>
            <Router>
              <ReloadWhenStale watcher={watcher} />
              <AppErrorBoundary>
                <AppRoutes />
              </AppErrorBoundary>
            </Router>
          </LoadingBarProvider>
        </Provider>
      </ServerPagesContext>
    </StrictMode>
  );
}

/**
 * The app's React tree in the page's #root (bootstrap.tsx loads this module once its calls are out): it hydrates the
 * server's markup, keeping its nodes, or renders from scratch on a page the server did not render.
 */
export function renderApp(
  container: HTMLElement,
  store: AppStore,
  deploymentId: string,
  onHydrated?: () => void,
): void {
  const app = (
    <AppTree
      store={store}
      Router={BrowserRouter}
      watcher={new StaleDeploymentWatcher(deploymentId)}
      onHydrated={onHydrated}
    />
  );
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    // As a transition hydration yields to the browser every few milliseconds too: the server's markup is on screen
    // already, and a tap meanwhile makes React hydrate what was tapped first.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
    });
    // From here React handles taps on the server's markup (src/boot.js held those before).
    document.documentElement.dataset.appStarted = 'true';
    return;
  }
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of blocking it in one task.
  startTransition(() => root.render(app));
}

/**
 * A slot the server left to the browser is expected (a remote without a server build); anything else means the
 * server's markup differed from the browser's first render, and React rendered that part again.
 */
function reportHydrationError(error: unknown): void {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (digest === NOT_SERVER_RENDERED) return;
  console.error('Hydration fell back to rendering in the browser', error);
}
