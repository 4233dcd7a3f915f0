import { chooseColorScheme, shownColorScheme, type ShownScheme } from './colorScheme';
import type { RemoteName } from './remotes';
import { routes } from './routes';

/**
 * Developer tools (docs/product.md §2 Dev panel): only on a server started with DEV_TOOLS=1, which marks the page
 * with `<html data-dev-tools="true">`. The server refuses their calls otherwise, so the mark only decides what shows.
 */
export const devToolsEnabled = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset.devTools === 'true';

/** The floating dev panel the shell shows on every page with developer tools on. */
export const devPanelModule = { remote: 'mfe-account', module: './dev-tools' } as const satisfies {
  remote: RemoteName;
  module: string;
};

/**
 * Every remote module only developers may load: the panel and the pages of developer routes. Without developer tools
 * the server does not serve their files at all (api/src/deploy/developerFiles.ts).
 */
export const developerModules: readonly { remote: RemoteName; module: string }[] = [
  devPanelModule,
  ...routes.filter((route) => route.auth === 'developer').map(({ remote, module }) => ({ remote, module })),
];

/** Whether the floating dev panel is open (docs/product.md §3 "Kept by the browser"). */
export const DEV_PANEL_OPEN_KEY = 'devPanelOpen';

/**
 * The flag a visitor's browser keeps once the site-entry warning has been passed, so it does not show again. The dev
 * panel deletes it to see the warning anew.
 */
export const SITE_ENTRY_WARNING_SKIPPED_KEY = 'skippedSiteEntryWarning';

/**
 * The dev panel's "Switch design version": Bootstrap 5.3's light and dark designs (`data-bs-theme`), switched from the
 * one the page shows to the other. It is the visitor's colour scheme choice (colorScheme.ts), the one the footer
 * offers, so a page checked in the other design looks as a member who chose it sees it.
 */
export type DesignVersion = ShownScheme;

export function switchDesignVersion(): DesignVersion {
  const next: DesignVersion = shownColorScheme() === 'light' ? 'dark' : 'light';
  chooseColorScheme(next);
  return next;
}
