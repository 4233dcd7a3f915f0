/** A part of the site form as the server's audit log names it: `hosts`, `settings.name`, `template`, … */
export interface SiteChange {
  key: string;
  before: unknown;
  after: unknown;
}

interface SiteParts {
  hosts: unknown;
  origin: unknown;
  is_default: unknown;
  settings: Record<string, unknown>;
  template: unknown;
  moderation: unknown;
}

const partsOf = (site: SiteParts): Record<string, unknown> => ({
  hosts: site.hosts,
  origin: site.origin,
  is_default: site.is_default,
  ...Object.fromEntries(Object.entries(site.settings).map(([key, value]) => [`settings.${key}`, value])),
  template: site.template,
  moderation: site.moderation,
});

/** JSON with object keys in one order, so two equal values compare equal whatever order their keys came in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * What saving the form would change, part by part, in the form's order: shown for review before saving, and named
 * the way the audit log will record it.
 */
export function siteChanges(before: SiteParts, after: SiteParts): SiteChange[] {
  const old = partsOf(before);
  const next = partsOf(after);
  return Object.keys(next)
    .filter((key) => canonical(old[key] ?? null) !== canonical(next[key] ?? null))
    .map((key) => ({ key, before: old[key] ?? null, after: next[key] ?? null }));
}
