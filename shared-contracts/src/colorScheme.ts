import { readPersisted, writePersisted } from './persisted';

/**
 * The colour scheme a visitor or member chose (docs/product.md §3 "Kept by the browser"): the device's ("system", what
 * everyone gets until they choose), or always Bootstrap's light or dark design. Kept like every persisted value, in a
 * cookie and in local storage under one key as JSON: the server reads the cookie and puts an explicit choice on
 * `<html data-bs-theme>` before anything paints; "system" puts nothing there and the style sheets follow
 * `prefers-color-scheme` without a script (tools/followDeviceScheme.mjs, brand.ts).
 */
export const colorSchemes = ['system', 'light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];
export type ShownScheme = Exclude<ColorScheme, 'system'>;

export const COLOR_SCHEME_KEY = 'colorScheme';

export const isColorScheme = (value: unknown): value is ColorScheme => colorSchemes.includes(value as ColorScheme);

/** A PersistedSchema without zod: this module is in every page's first chunk. */
const colorSchemeSchema = {
  safeParse: (value: unknown) =>
    isColorScheme(value) ? { success: true as const, data: value } : { success: false as const },
};

/** What `<html data-bs-theme>` says for a choice; null for "system", where the media query decides. */
export const themeAttributeOf = (scheme: ColorScheme): ShownScheme | null => (scheme === 'system' ? null : scheme);

/** The choice in the cookie's value as the server receives it (URI-decoded JSON); "system" for anything else. */
export function colorSchemeOfCookie(value: string | undefined): ColorScheme {
  if (value === undefined) return 'system';
  try {
    const parsed: unknown = JSON.parse(value);
    return isColorScheme(parsed) ? parsed : 'system';
  } catch {
    return 'system';
  }
}

/** The stored choice (local storage first, then the cookie); "system" when there is none. */
export const storedColorScheme = (): ColorScheme => readPersisted(COLOR_SCHEME_KEY, colorSchemeSchema) ?? 'system';

function applyToPage(scheme: ColorScheme): void {
  const attribute = themeAttributeOf(scheme);
  if (attribute) document.documentElement.dataset.bsTheme = attribute;
  else delete document.documentElement.dataset.bsTheme;
}

/** Shows the page in the chosen scheme at once and keeps the choice for this browser. */
export function chooseColorScheme(scheme: ColorScheme): void {
  applyToPage(scheme);
  writePersisted(COLOR_SCHEME_KEY, scheme);
}

/**
 * At start: the server set the page from the cookie; when only local storage still has the choice (cookies purged),
 * it is applied now and written back, so the server has it for the next page. A stored choice is written again on
 * every start, so the cookie lasts as long as the visitor keeps coming.
 */
export function restoreColorScheme(): void {
  const scheme = storedColorScheme();
  if (scheme === 'system') return;
  if (document.documentElement.dataset.bsTheme !== scheme) applyToPage(scheme);
  writePersisted(COLOR_SCHEME_KEY, scheme);
}

/** The design the page shows now: the explicit choice, else the device's. */
export function shownColorScheme(): ShownScheme {
  const attribute = document.documentElement.dataset.bsTheme;
  if (attribute === 'light' || attribute === 'dark') return attribute;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
