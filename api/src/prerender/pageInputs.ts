import type { LocaleCode } from 'shared-contracts';
import type { PublicSettings, RemoteRegistry } from 'shared-contracts/api';
import type { Site } from '../repositories/sites';
import type { PrerenderInputs } from './prerenderer';

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
 * without a geo header shares one render: the one the warm-up makes before anyone asks.
 */
export function renderCountry(site: Site, geoipCountry: string): string {
  const [first] = site.settings.countries;
  return site.settings.countries.includes(geoipCountry) && geoipCountry !== first ? geoipCountry : '';
}

export interface PrerenderPage {
  site: Site;
  /** The path the render is kept under (a lander's by type and niche). */
  pathname: string;
  locale: LocaleCode;
  /** As renderCountry answers. */
  country: string;
}

/** The live shell version and remote registry a page is rendered for (a variant's registry, in an experiment). */
export interface RenderDeployment {
  shellVersion: string;
  registry: RemoteRegistry;
}

/** Everything a render of this page depends on: a visitor's lookup and the warm-up build it the same way. */
export async function prerenderInputs(
  publicSettings: (site: Site, geoipCountry: string, locale: LocaleCode) => Promise<PublicSettings>,
  page: PrerenderPage,
  { shellVersion, registry }: RenderDeployment,
): Promise<PrerenderInputs> {
  const { site, pathname, locale, country } = page;
  return {
    deploymentId: registry.deploymentId,
    shellVersion,
    siteId: site.id,
    // The site's own name for itself, not the request's Host: any unknown host means the default site, and a made-up
    // Host must not make a render of its own.
    hostname: site.hosts[0] ?? 'localhost',
    pathname,
    locale,
    settingsJson: jsonForScript(await publicSettings(site, country, locale)),
    registry,
  };
}
