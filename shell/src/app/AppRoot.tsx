import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import type { AppStore } from './store';
import { LoadingBarProvider } from '../shared/loading-bar/LoadingBar';
import { useMarkFirstRender } from '../features/remotes/firstPage';
import { ReloadWhenStale, StaleDeploymentWatcher } from '../features/deployments/staleDeployment';
import { AppErrorBoundary } from './ErrorPage';

function FirstRenderMarker() {
  useMarkFirstRender();
  return null;
}

/** The app's React tree, rendered into the page's #root (bootstrap.tsx loads this module once its calls are out). */
export function renderApp(container: HTMLElement, store: AppStore, deploymentId: string): void {
  const watcher = new StaleDeploymentWatcher(deploymentId);
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
