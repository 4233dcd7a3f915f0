import { createHash } from 'node:crypto';
import { parseLanderSlug, type LocaleCode, type RouteDefinition } from 'shared-contracts';
import type { Site } from '../repositories/sites';

/** JSON inside <script> must not be able to close the tag or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The visitor country a public page is rendered for. Public pages show at most the country a form preselects
 * (`geoip_selected_country`), so a visitor from the site's first country, from a country it does not offer, or
 * without a geo header shares one render.
 */
export function renderCountry(site: Site, geoipCountry: string): string {
  const [first] = site.settings.countries;
  return site.settings.countries.includes(geoipCountry) && geoipCountry !== first ? geoipCountry : '';
}

/**
 * The path a visitor's render is kept under. A lander's markup depends on its type and the slug's niche, not on
 * campaign words (which are endless, and a visitor could make up new ones to fill the cache), so every slug of one
 * niche shares one render.
 */
export function renderPath(route: RouteDefinition, pathname: string, splat: string | undefined): string {
  if (!route.path.endsWith('/*')) return pathname;
  const { niche } = parseLanderSlug(splat ?? '');
  return `${route.path.slice(0, -2)}/${niche ?? ''}`;
}

export interface VisitorPage {
  site: Site;
  /** As renderPath answers. */
  path: string;
  locale: LocaleCode;
  /** The deployment the page names: the live one or an experiment variant's. */
  deploymentId: string;
  /** The public settings inlined into the page, for this locale and render country. */
  settingsJson: string;
}

/** What a visitor's render depends on, as one cache key: a settings change or a release makes a new one. */
export function visitorPageKey({ site, path, locale, deploymentId, settingsJson }: VisitorPage): string {
  const settings = createHash('sha256').update(settingsJson).digest('base64url').slice(0, 16);
  return JSON.stringify([site.id, path, locale, deploymentId, settings]);
}
