import type { Site } from '../repositories/sites';

/**
 * The origin links in a site's mail point to: the site's configured origin; for the default site, PUBLIC_ORIGIN
 * (in development http://localhost:PORT) when the site has none; else https:// and the site's domain. A request's
 * Host header never counts: a forged one would put an attacker's address into a mail with a working link.
 */
export function mailOrigin(site: Site, publicOrigin: string | undefined): string {
  if (site.origin) return site.origin;
  if (site.isDefault && publicOrigin) return publicOrigin;
  return `https://${site.settings.domain}`;
}
