import { brandStyleSheet } from 'shared-contracts/brand';
import { siteBrandColor, type Site } from '../../repositories/sites';

/** The heart mark in the brand colour: the tab's icon, and on a rounded square, the installed app's. */
const HEART = 'M16 26S6 19.8 6 12.6A5 5 0 0 1 16 9.9a5 5 0 0 1 10 2.7C26 19.8 16 26 16 26z';

export const appIconSvg = (color: string, size: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${color}"/><path fill="#fff" d="${HEART}"/></svg>`;

const faviconHref = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="${color}" d="${HEART}"/></svg>`)}`;

/**
 * What every page's head says of the site's brand (docs/architecture.md "Design tokens"): the browser's theme colour,
 * the tab's icon and the design tokens derived from the colour, before the first paint, so no page shows another
 * site's colours first.
 */
export const brandHead = (site: Site): string[] => {
  const color = siteBrandColor(site);
  return [
    `<meta name="theme-color" content="${color}">`,
    `<link rel="icon" href="${faviconHref(color)}">`,
    `<style id="brand-tokens">${brandStyleSheet(color)}</style>`,
  ];
};
