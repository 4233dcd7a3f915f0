import { readPersisted, writePersisted } from './persisted';
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
 * The design version a developer previews: Bootstrap 5.3's light and dark colour designs (`data-bs-theme`). Members
 * always get the site's design; this switch is for checking that pages hold up in the other one.
 */
export const designVersions = ['light', 'dark'] as const;
export type DesignVersion = (typeof designVersions)[number];
const DESIGN_VERSION_KEY = 'designVersion';
const designVersionSchema = {
  safeParse: (value: unknown) =>
    designVersions.includes(value as DesignVersion)
      ? { success: true as const, data: value as DesignVersion }
      : { success: false as const },
};

export function currentDesignVersion(): DesignVersion {
  return (document.documentElement.dataset.bsTheme as DesignVersion | undefined) ?? 'light';
}

/** Applies the stored design version; called by the shell at start, only with developer tools on. */
export function applyStoredDesignVersion(): void {
  const stored = readPersisted(DESIGN_VERSION_KEY, designVersionSchema);
  if (stored) document.documentElement.dataset.bsTheme = stored;
}

export function switchDesignVersion(): DesignVersion {
  const next: DesignVersion = currentDesignVersion() === 'light' ? 'dark' : 'light';
  document.documentElement.dataset.bsTheme = next;
  writePersisted(DESIGN_VERSION_KEY, next);
  return next;
}
