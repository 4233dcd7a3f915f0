import { z } from 'zod/mini';
import { idField, idParam, intField, validationMessages } from '../input';
import { moderationSettingsSchema } from '../moderation';
import { brandContrast, MIN_BRAND_CONTRAST } from '../../brand';
import { hostNameSchema, profileFieldSchema, publicSettingsSchema, templateConfigSchema } from '../settings';
import { adminEndpoint } from './endpoint';

/**
 * What of the public settings the server works out rather than stores (regions, allowed values, the visitor's
 * country, the push key, the price of a message from the catalog), the template (edited beside the settings) and
 * the deletion discount (edited with the offers, under prices).
 */
const notEditable = {
  region_data: true,
  allowed_values: true,
  geoip_country: true,
  geoip_selected_country: true,
  push_pub: true,
  minimum_message_costs: true,
  template: true,
  delete_discount: true,
} as const;

/** A site's settings as the console reads them: the public settings' fields and rules, less what is not edited. */
export const siteSettingsViewSchema = z.omit(publicSettingsSchema, notEditable);
/**
 * A site's settings as the console writes them: the same, and no key besides; a brand colour only if white labels on it
 * (and links a shade darker on white) stay readable.
 */
export const siteSettingsSchema = z.strictObject({
  ...siteSettingsViewSchema.shape,
  brand_color: siteSettingsViewSchema.shape.brand_color.check(
    z.refine((hex) => brandContrast(hex) >= MIN_BRAND_CONTRAST, { error: 'low_contrast' }),
  ),
});
export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;

/** A site's short name, unique, in lower case; fixed once the site exists (the command line names sites by it). */
export const siteKeySchema = z
  .string({ error: validationMessages.required })
  .check(z.regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { error: 'invalid_site_key' }));

/** Where members reach the site, without a path: links in mail are built from it. */
export const siteOriginSchema = z.nullable(
  z
    .string()
    .check(
      z.maxLength(300, { error: validationMessages.maxLength }),
      z.regex(/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/, { error: 'invalid_origin' }),
    ),
);

/** The host names a site answers on: at least one, none twice; no other site may have any of them. */
export const siteHostsSchema = z.array(hostNameSchema).check(
  z.minLength(1, { error: validationMessages.required }),
  z.maxLength(20, { error: validationMessages.maxLength }),
  z.refine<string[]>((hosts) => new Set(hosts).size === hosts.length, { error: 'repeated' }),
);

/** What the site form edits; the key only when the site is made. */
const siteFormShape = {
  hosts: siteHostsSchema,
  origin: siteOriginSchema,
  /** Exactly one site is the default (the one any unknown host gets): making a site the default unmakes the other. */
  is_default: z.boolean(),
  settings: siteSettingsSchema,
  template: z.strictObject(templateConfigSchema.shape),
  moderation: moderationSettingsSchema,
};

export const adminSiteSchema = z.object({
  id: z.int(),
  key: z.string(),
  hosts: z.array(z.string()),
  origin: z.nullable(z.string()),
  is_default: z.boolean(),
  settings: siteSettingsViewSchema,
  template: templateConfigSchema,
  moderation: moderationSettingsSchema,
  /** Grows with every change; a change names the version it was made on, so two operators cannot overwrite each other. */
  version: z.int(),
  updated_at: z.string(),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;

export const siteSummarySchema = z.object({
  id: z.int(),
  key: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  is_default: z.boolean(),
  countries: z.array(z.string()),
  signups: z.string(),
  moderation: moderationSettingsSchema,
  updated_at: z.string(),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;

/** What the list fields of a site's settings may hold: its own profile fields, and the countries there are. */
export const siteChoicesSchema = z.object({
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  search_fields: z.array(z.string()),
  /** ISO codes of every country a site may offer (with regions from offline data). */
  countries: z.array(z.string()),
});
export type SiteChoices = z.infer<typeof siteChoicesSchema>;

/** 409: another operator changed the site since the form was loaded. */
export const SITE_CHANGED = 'site_changed';

/** GET /api/admin/sites.php: every site, for the console's site picker (every role works per site) and list. */
export const siteSummariesEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/sites.php',
  permission: 'console',
  response: z.object({ sites: z.array(siteSummarySchema) }),
});

/** GET /api/admin/site.php?id=: one site to edit, with the profile fields its settings may name. */
export const siteEndpoint = adminEndpoint({
  method: 'GET',
  path: '/api/admin/site.php',
  permission: 'sites.read',
  query: z.strictObject({ id: idParam }),
  response: z.object({
    site: adminSiteSchema,
    profile_fields: z.array(profileFieldSchema),
    choices: siteChoicesSchema,
  }),
});

export const siteCreateSchema = z.strictObject({
  key: siteKeySchema,
  /** The site whose profile fields and interests the new one starts with (and prices, with `copy_prices`). */
  copy_from: idField,
  copy_prices: z.boolean(),
  ...siteFormShape,
});
export type SiteCreate = z.infer<typeof siteCreateSchema>;

/** POST /api/admin/sites.php: a new site, starting with another's profile fields and interests. */
export const siteCreateEndpoint = adminEndpoint({
  method: 'POST',
  path: '/api/admin/sites.php',
  permission: 'sites.write',
  body: siteCreateSchema,
  response: z.object({ site: adminSiteSchema }),
});

export const siteUpdateSchema = z.strictObject({
  id: idField,
  version: intField(1, { error: validationMessages.notAllowed }),
  ...siteFormShape,
});
export type SiteUpdate = z.infer<typeof siteUpdateSchema>;

/**
 * A site as loaded, as the update takes it back: what the console's site form starts from (and what a test changes
 * and sends). The version makes a save over someone else's change a conflict.
 */
export const siteUpdateOf = (site: AdminSite): z.input<typeof siteUpdateSchema> => ({
  id: site.id,
  version: site.version,
  hosts: site.hosts,
  origin: site.origin,
  is_default: site.is_default,
  settings: site.settings,
  template: site.template,
  moderation: site.moderation,
});

/**
 * PUT /api/admin/sites.php: a site's hosts, origin, default flag, settings, template and photo moderation. Every
 * server process uses the change within seconds (docs/operators.md "Sites and settings").
 */
export const siteUpdateEndpoint = adminEndpoint({
  method: 'PUT',
  path: '/api/admin/sites.php',
  permission: 'sites.write',
  body: siteUpdateSchema,
  response: z.object({ site: adminSiteSchema, changed: z.array(z.string()) }),
});
