import type { LocaleCode } from './locales';
import type { PublicSettings } from './api';
import type { AppDispatch, RootState } from './store';

/**
 * What the server's render workers (api/src/ssr/) hand the shell's server build (shell/src/server.tsx), and what it
 * answers: the one contract between the server and the shell's versions, which are released apart from it.
 */
export interface ServerRenderInput {
  /** Path and query of the page, as the browser's router will see it. */
  url: string;
  locale: LocaleCode;
  /** Every namespace of the locale's catalogs of the deployment the page names. */
  messages: Record<string, Record<string, unknown>>;
  settings: PublicSettings;
  /** The request carries a session cookie: the render asks for the member as the browser would. */
  signedIn: boolean;
  deploymentId: string;
  /** Milliseconds the render may take before what is still waiting is left to the browser. */
  budgetMs: number;
}

export interface ServerRenderOutput {
  /** The markup of #root. */
  html: string;
  /** The store's state the browser takes before it hydrates (`serverStateLoaded`). */
  state: Record<string, unknown>;
  /** What the render could not show and left to the browser, for the server's log. */
  errors: string[];
  /** The remote pages it rendered (SERVER_SLOTS_ATTRIBUTE). */
  slots: number;
  /** Where the page sends its visitor instead (`<Redirect>`): the server answers with this redirect, not the page. */
  redirect?: string;
}

/** On #root when it holds the server's render: the browser hydrates it instead of rendering anew. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** On #root: how many remote pages the server rendered into it, for the browser to wait for their hydration. */
export const SERVER_SLOTS_ATTRIBUTE = 'data-server-slots';

/** The script element holding the render's `state` as JSON. */
export const SERVER_STATE_ID = 'server-state';

/**
 * What a page loads before its first view: an exposed page module may export it as `loadFirstView`. The server's
 * render awaits it before it renders the page; the slice it fills takes the server's state in the browser on
 * `serverStateLoaded`. RTK Query calls would start in the server's render by themselves, but each one a render starts
 * costs it a second pass once answered: started here (`initiate`), they are answered before the first.
 */
export type LoadFirstView = (
  store: { dispatch: AppDispatch; getState: () => RootState },
  page: { url: URL },
) => Promise<unknown>;

/** A page as the server renders it: the module's default export and its first view's loader. */
export interface ServerPage {
  Page: import('react').ComponentType;
  loadFirstView?: LoadFirstView;
}
