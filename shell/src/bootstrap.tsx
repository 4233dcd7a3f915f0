import { restoreColorScheme } from 'shared-contracts';
import type { publicSettingsSchema } from 'shared-contracts/api';
import { reloadOnChunkLoadErrors } from './features/deployments/reloadGuard';
import { SERVER_STATE_ID } from 'shared-contracts';

/** The server inlines the site's public settings into the page, saving a round trip before the first paint. */
function readInlinedSettings(schema: typeof publicSettingsSchema) {
  const element = document.getElementById('app-settings');
  return schema.parse(JSON.parse(element?.textContent ?? 'null'));
}

/** Lets the browser handle input and paint before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each its own task (docs/architecture.md, "First paint"): evaluating every start-up module
 * at once made one long task in which a tap did nothing. The modules stay in this chunk ("eager"), so no step waits
 * for a request; the calls go out early and are answered while the later modules are evaluated.
 */
async function start() {
  reloadOnChunkLoadErrors();
  restoreColorScheme();

  // Evaluating the API's module builds every call's schemas: a task of its own, not one with the shell's entry.
  await nextTask();
  const [{ captureTracking, publicSettingsSchema }, { fetchRemoteRegistry, registerLiveRemotes }] = await Promise.all([
    import('shared-contracts/api'),
    import(/* webpackMode: "eager" */ './features/remotes/registry'),
  ]);
  // A visitor from a traffic source may search logged out (docs/product.md §6) on whichever page they land.
  captureTracking();
  const settings = readInlinedSettings(publicSettingsSchema);
  const registry = await fetchRemoteRegistry();
  registerLiveRemotes(registry);

  await nextTask();
  const [
    { makeStore },
    { startSession },
    { sendBeaconWhenHidden },
    { offerServerState, selectIsLoggedIn, serverStateLoaded, settingsLoaded },
  ] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/store'),
    import(/* webpackMode: "eager" */ './features/session/sessionCalls'),
    import(/* webpackMode: "eager" */ './features/session/pageHiddenBeacon'),
    import('shared-contracts/store'),
  ]);
  const store = makeStore();
  store.dispatch(settingsLoaded(settings));
  sendBeaconWhenHidden(() => selectIsLoggedIn(store.getState()));
  // The session, the registry and the messages are independent: ask for all three at once. The first render waits
  // for the session and the page's own module too, so it shows the finished page rather than empty frames.
  const session = store.dispatch(startSession());

  await nextTask();
  const { detectInitialLocale, initI18n } = await import(/* webpackMode: "eager" */ './features/i18n/i18n');
  const messages = initI18n(detectInitialLocale(), registry.deploymentId);

  await nextTask();
  const { loadFirstPage } = await import(/* webpackMode: "eager" */ './features/remotes/firstPage');
  const firstPage = session.then(() => loadFirstPage(window.location.pathname, selectIsLoggedIn(store.getState())));

  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './app/AppRoot');
  await Promise.all([messages, firstPage]);

  // What the server's render showed (docs/architecture.md, "First paint"): the page's slices and queries take it, and
  // RTK Query holds its answers until the page has hydrated.
  const serverStateText = document.getElementById(SERVER_STATE_ID)?.textContent;
  const serverState = serverStateText ? (JSON.parse(serverStateText) as Record<string, unknown>) : null;
  const apiClient = serverState?.api ? await import('shared-contracts/api-client') : null;
  if (serverState) {
    // Slices loaded later (a member home block after the first paint) take their part when they join the store.
    const joined = new Set(Object.keys(store.getState()));
    offerServerState(Object.fromEntries(Object.entries(serverState).filter(([name]) => !joined.has(name))));
    store.dispatch(serverStateLoaded(serverState));
  }
  const release = apiClient?.holdServerAnswers(store.dispatch, serverState?.api as object);
  const hydrated = () => {
    release?.();
    offerServerState({});
  };
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  renderApp(container, store, registry.deploymentId, hydrated);
}

start().catch((error: unknown) => {
  console.error('The app could not start', error);
  const container = document.getElementById('root');
  if (container)
    container.innerHTML =
      '<p style="padding:2rem;font-family:sans-serif">Something went wrong. Please reload the page.</p>';
});
