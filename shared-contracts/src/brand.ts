import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { brandColorPattern } from './api/settings';

extend([a11yPlugin, mixPlugin]);

/**
 * A site's brand colour (docs/product.md §3 `brand_color`) and the design tokens derived from it: every remote styles
 * its accents with Bootstrap's variables (`--bs-primary`, `--bs-link-color`, …) and the `--brand-*` ones below, and the
 * server inlines their values for the site into every page, so one settings field recolours the whole site. This
 * module is a subpath of its own (`shared-contracts/brand`): only the server and the console need the colour maths.
 */

/** The colour of a site that has not chosen one (sites stored before the setting existed have it too). */
export const DEFAULT_BRAND_COLOR = '#c2185b';

/**
 * WCAG AA for normal text: buttons in the brand colour carry white labels, and links (a shade darker) sit on white, so
 * a lighter colour would leave them unreadable.
 */
export const MIN_BRAND_CONTRAST = 4.5;

/**
 * The lightest surface of Bootstrap's dark design (`--bs-secondary-bg`; the page is #212529, a tertiary panel
 * #2b3035), on which the dark design's links must stay readable: on the others they read better still.
 */
const DARK_SURFACE = '#343a40';

/** The contrast of white text on the colour (1 to 21). */
export const brandContrast = (hex: string): number => colord('#ffffff').contrast(hex);

const shade = (color: Colord, weight: number) => color.mix('#000000', weight, 'rgb');
const tint = (color: Colord, weight: number) => color.mix('#ffffff', weight, 'rgb');
const rgbOf = (color: Colord) => {
  const { r, g, b } = color.toRgb();
  return `${r}, ${g}, ${b}`;
};

/** The lightest-needed tint of the colour that reads on the dark design's surfaces: Bootstrap's 40%, or more. */
function darkLink(color: Colord): Colord {
  let weight = 0.4;
  while (tint(color, weight).contrast(DARK_SURFACE) < MIN_BRAND_CONTRAST && weight < 1) weight += 0.05;
  return tint(color, Math.min(weight, 1));
}

/** The design tokens of one brand colour, for the light and the dark design: CSS custom property → value. */
export function brandTokens(hex: string): { light: Record<string, string>; dark: Record<string, string> } {
  const color = colord(hex);
  const link = shade(color, 0.1);
  const linkHover = shade(color, 0.3);
  const dark = darkLink(color);
  const darkHover = tint(dark, 0.3);
  return {
    light: {
      '--bs-primary': color.toHex(),
      '--bs-primary-rgb': rgbOf(color),
      '--bs-primary-text-emphasis': shade(color, 0.6).toHex(),
      '--bs-primary-bg-subtle': tint(color, 0.88).toHex(),
      '--bs-primary-border-subtle': tint(color, 0.65).toHex(),
      '--bs-link-color': link.toHex(),
      '--bs-link-color-rgb': rgbOf(link),
      '--bs-link-hover-color': linkHover.toHex(),
      '--bs-link-hover-color-rgb': rgbOf(linkHover),
      // Text in the brand colour on the page: the colour itself here, a readable tint in the dark design.
      '--brand-text': color.toHex(),
      '--brand-hover': shade(color, 0.16).toHex(),
      '--brand-active': shade(color, 0.3).toHex(),
      '--brand-focus-border': tint(color, 0.5).toHex(),
    },
    dark: {
      '--bs-primary-text-emphasis': tint(color, 0.4).toHex(),
      '--bs-primary-bg-subtle': shade(color, 0.8).toHex(),
      '--bs-primary-border-subtle': shade(color, 0.4).toHex(),
      '--brand-text': dark.toHex(),
      '--bs-link-color': dark.toHex(),
      '--bs-link-color-rgb': rgbOf(dark),
      '--bs-link-hover-color': darkHover.toHex(),
      '--bs-link-hover-color-rgb': rgbOf(darkHover),
    },
  };
}

const declarations = (tokens: Record<string, string>) =>
  Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * The tokens as a style sheet for the page's head. `html:root` and `html[data-bs-theme=dark]` outrank Bootstrap's own
 * `:root` and `[data-bs-theme=dark]` wherever the sheets stand; the dark blocks come last, so they win in the dark
 * design: the one chosen (`data-bs-theme`) and the device's where nothing is chosen (colorScheme.ts), which outranks
 * Bootstrap's copy for the device (tools/followDeviceScheme.mjs). The value is a colour that passed
 * `brandColorPattern`, so nothing in it can end the style element.
 */
export function brandStyleSheet(hex: string): string {
  const { light, dark } = brandTokens(brandColorPattern.test(hex) ? hex : DEFAULT_BRAND_COLOR);
  const darkDeclarations = declarations(dark);
  return (
    `html:root{${declarations(light)}}html[data-bs-theme=dark]{${darkDeclarations}}` +
    `@media (prefers-color-scheme:dark){html:root:not([data-bs-theme]){${darkDeclarations}}}`
  );
}
