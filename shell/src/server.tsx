// The shell's server build (tools/rspack-config.mjs, serverConfig): renders a page's first view in the server's render
// workers (api/src/ssr/), with the same tree the browser hydrates (docs/architecture.md, "First paint").
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseApi } from 'shared-contracts/api-client';
import { settingsLoaded, userCleared, type RootState } from 'shared-contracts/store';
import {
  ServerRedirectContext,
  type ServerPage,
  type ServerRenderInput,
  type ServerRenderOutput,
} from 'shared-contracts';
import { AppTree } from './app/AppRoot';
import { makeStore, type AppStore } from './app/store';
import { StaleDeploymentWatcher } from './features/deployments/staleDeployment';
import { refreshUser } from './features/session/sessionCalls';
import { i18nOptions } from './features/i18n/i18n';
import { NOT_SERVER_RENDERED } from './features/remotes/serverPages';

/**
 * Renders the page at `input.url` as the browser's first render will show it. The pages' own loaders run first
 * (`loadFirstView`); then a first pass starts the queries the page's components ask for (RTK Query starts them in
 * render on the server); once they are answered, or the budget is spent, the second pass renders with the answers.
 * A first pass that started no query rendered every answer already (the loaders fetched them): it is the page, and
 * there is no second. Slots still waiting when the budget ends are left to the browser.
 */
export async function renderPage(
  input: ServerRenderInput,
  serverPages: ReadonlyMap<string, ServerPage>,
): Promise<ServerRenderOutput> {
  const deadline = Date.now() + input.budgetMs;
  await speakLocale(input);
  const store = makeStore(undefined, { polling: false });
  store.dispatch(settingsLoaded(input.settings));
  const untouched = store.getState();
  if (input.signedIn) await store.dispatch(refreshUser());
  else store.dispatch(userCleared({ forced: false }));
  const url = new URL(input.url, 'http://server-render.invalid');
  const loaders = [...serverPages.values()].flatMap(({ loadFirstView }) => (loadFirstView ? [loadFirstView] : []));
  await Promise.race([Promise.all(loaders.map((load) => load(store, { url }))), timeLeft(deadline)]);
  const pages = { pages: new Map([...serverPages].map(([key, { Page }]) => [key, Page])), rendered: new Set<string>() };
  const errors: string[] = [];
  // The first place a page sends its visitor, in a render with the session it will have (<Redirect>).
  let redirect: string | undefined;
  const redirectTo = (path: string) => {
    redirect ??= path;
  };
  const app = (
    <AppTree
      store={store}
      Router={({ children }: { children: ReactNode }) => (
        <ServerRedirectContext value={redirectTo}>
          <StaticRouter location={input.url}>{children}</StaticRouter>
        </ServerRedirectContext>
      )}
      watcher={new StaleDeploymentWatcher(input.deploymentId)}
      serverPages={pages}
    />
  );
  const firstPass = await renderToText(app, deadline, (error) => errors.push(describe(error)));
  if (redirect !== undefined) {
    store.dispatch(baseApi.util.resetApiState());
    return { html: '', state: {}, errors: [], slots: 0, redirect };
  }
  const started = store.dispatch(baseApi.util.getRunningQueriesThunk());
  if (started.length === 0)
    return finish(store, { html: firstPass, state: serverState(store, untouched), errors }, pages);
  await Promise.race([Promise.all(started), timeLeft(deadline)]);
  // The state the second pass renders from: a query that pass starts again (one refetched on every visit) would be
  // pending in a later snapshot, and the browser keeps only answered ones.
  const state = serverState(store, untouched);
  pages.rendered.clear();
  errors.length = 0;
  const html = await renderToText(app, deadline, (error) => errors.push(describe(error)));
  return finish(store, { html, state, errors }, pages);
}

/** The render's output; the polls and subscriptions it started end with it. */
function finish(
  store: AppStore,
  output: Omit<ServerRenderOutput, 'slots'>,
  pages: { rendered: ReadonlySet<string> },
): ServerRenderOutput {
  store.dispatch(baseApi.util.resetApiState());
  return { ...output, slots: pages.rendered.size };
}

/** The browser makes these itself before it hydrates: the settings are in the page, the session is asked for. */
const OWN_STATE = new Set(['settings', 'session']);

/**
 * What the page shows, for the slices that take it in the browser (RTK Query's cache, the search's pages): the slices
 * the render changed (a slice nobody touched keeps its state object), and neither the settings nor the session.
 */
const serverState = (store: AppStore, untouched: RootState): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(store.getState()).filter(
      ([key, value]) => !OWN_STATE.has(key) && value !== untouched[key as keyof RootState] && !unasked(key, value),
    ),
  );

/**
 * RTK Query's state without a query: its configuration changes as it starts, but a page that asked nothing must not
 * make the browser load RTK Query for it (shell/src/bootstrap.tsx).
 */
const unasked = (key: string, value: unknown) =>
  key === baseApi.reducerPath && Object.keys((value as { queries?: object }).queries ?? {}).length === 0;

const timeLeft = (deadline: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())).unref());

/**
 * React's streaming render into a string, taken once every slot is ready, so the markup is complete where it stands
 * (no inline scripts that move late slots into place, which the page's CSP would refuse). At the deadline the slots
 * still waiting are marked for the browser to render.
 */
function renderToText(app: ReactNode, deadline: number, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(text));
    let piped = false;
    const pipe = () => {
      if (piped) return;
      piped = true;
      clearTimeout(timer);
      stream.pipe(sink);
    };
    const stream = renderToPipeableStream(app, {
      // React moves a large slot to the end of the stream, with an inline script to put it in place: never here.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: pipe,
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        onError(error);
        // The browser's hydration knows this slot was left to it on purpose (shell/src/app/AppRoot.tsx).
        return (error as { digest?: string } | null)?.digest === NOT_SERVER_RENDERED ? NOT_SERVER_RENDERED : undefined;
      },
    });
    const timer = setTimeout(
      () => {
        stream.abort(new Error('server render budget spent'));
        pipe();
      },
      Math.max(0, deadline - Date.now()),
    );
  });
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** The deployment whose catalogs each locale took last: the server's catalogs are the same for the same deployment. */
const catalogsOf = new Map<string, string>();

/**
 * The worker's one i18next instance speaks the render's locale with the catalogs of the render's deployment; merging
 * them again for every render of the same deployment cost a render about a millisecond.
 */
async function speakLocale({ locale, messages, deploymentId }: ServerRenderInput): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init(i18nOptions(locale));
  }
  if (catalogsOf.get(locale) !== deploymentId) {
    for (const [namespace, catalog] of Object.entries(messages)) {
      i18next.addResourceBundle(locale, namespace, catalog, true, true);
    }
    catalogsOf.set(locale, deploymentId);
  }
  await i18next.changeLanguage(locale);
}
