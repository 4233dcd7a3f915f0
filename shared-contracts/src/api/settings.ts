import { z } from 'zod/mini';
import { localeCodes } from '../locales';
import { endpoint } from './endpoint';
import { countryCodeSchema, intField, textField, validationMessages } from './input';

export const templateFeatureNames = [
  'navigation',
  'ui',
  'signup',
  'profileSearch',
  'profileSearchProfile',
  'memberDetails',
  'chat',
  'likes',
  'myProfile',
  'notifications',
  'footer',
  'premiumMembershipAdvantages',
] as const;

const m = validationMessages;
const oneOf = (values: readonly string[]) =>
  z.refine<string>((value) => values.includes(value), { error: m.notAllowed });
const noRepeats = z.refine<readonly unknown[]>((values) => new Set(values).size === values.length, {
  error: 'repeated',
});
/** A name or address a page shows: the one text rule, and at least one character where `required`. */
const text = (max: number, options: { required?: boolean } = {}) =>
  textField(max).check(...(options.required ? [z.minLength(1, { error: m.required })] : []));
/** A whole number from `min` to `max`. */
const wholeNumber = (min: number, max: number) =>
  z
    .int({ error: m.notAllowed })
    .check(z.minimum(min, { error: m.notAllowed }), z.maximum(max, { error: m.notAllowed }));
const emailAddress = z.string().check(z.email({ error: m.invalidEmail }), z.maxLength(254, { error: m.maxLength }));
/** A host name as a browser sends it (no port, lower case): `www.example.com`, `localhost`, `127.0.0.1`. */
export const hostNameSchema = z.string().check(
  z.maxLength(253, { error: m.maxLength }),
  z.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    error: 'invalid_host',
  }),
);

/** Template config: a name and its feature flags (docs/product.md §1, §3). */
export const templateConfigSchema = z.object({
  name: textField(50).check(z.regex(/^[a-z0-9][a-z0-9-]*$/, { error: m.invalidCharacters })),
  features: z.record(z.enum(templateFeatureNames), z.boolean()),
});
export type TemplateConfig = z.infer<typeof templateConfigSchema>;

export const regionSchema = z.object({ id: z.int(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;

export const companyTradenameSchema = z.object({ id: intField(1), name: text(100, { required: true }) });

/** `signups`: open to all, to visitors with a traffic source only, or else closed (invite-only). */
export const signupModes = ['all', 'with_trafficsource', 'closed'] as const;
/** `logged_out_search_trafficsource`: `none`, or `other`: visitors with a traffic source may search. */
export const trafficSourceSearchModes = ['none', 'other'] as const;
/** `member_resell`: either turns on the cam and advert cards (docs/product.md §6). */
export const resellKinds = ['cams', 'camads'] as const;
/** A colour as `#rrggbb` in lower case, as an `<input type="color">` gives it. */
export const brandColorPattern = /^#[0-9a-f]{6}$/;

/** The profile search's fixed filters; a site's searchable select fields may be added to `search_fields`. */
export const baseSearchFields = ['gender', 'age', 'country', 'countryregion'] as const;

/**
 * The public settings of a site (docs/product.md §3 "Settings (public)"). The rules on each field are the ones an
 * operator's change is validated with (the console's `siteSettingsSchema` in shared-contracts/api/admin is derived
 * from this schema), so what a page is sent has passed them. Types stay as loose as the SPEC's (`signups` is a string).
 */
export const publicSettingsSchema = z.object({
  name: text(100, { required: true }),
  domain: hostNameSchema,
  company_name: text(200, { required: true }),
  company_address: text(200),
  company_city: text(100),
  company_country: countryCodeSchema,
  company_kvk: text(50),
  company_tradenames: z.array(companyTradenameSchema).check(z.maxLength(20, { error: m.maxLength })),
  company_vat_numbers: z.array(text(30, { required: true })).check(z.maxLength(20, { error: m.maxLength })),
  /** The trade name whose sites carry the DMCA and 18 U.S.C. 2257 section in their terms; null for none. */
  dmca_tradename: z.nullable(text(100, { required: true })),
  support_email: emailAddress,
  support_phone: text(40),
  /** Percent off the personal code offered to a member who starts deleting the account; 0 offers none. */
  delete_discount: wholeNumber(0, 90),
  email: emailAddress,
  domain_language: z.string().check(oneOf(localeCodes)),
  niche: z.int().check(z.minimum(1), z.maximum(7)),
  signups: z.string().check(oneOf(signupModes)),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.string().check(oneOf(trafficSourceSearchModes)),
  countries: z
    .array(countryCodeSchema)
    .check(z.minLength(1, { error: m.required }), z.maxLength(60, { error: m.maxLength }), noRepeats),
  region_data: z.record(z.string(), z.array(regionSchema)),
  visible_profile_fields: z.array(text(50)).check(noRepeats),
  visible_profile_notes: z.array(text(50)).check(noRepeats),
  search_fields: z.array(text(50)).check(noRepeats),
  push_pub: z.string(),
  geoip_country: z.string(),
  geoip_selected_country: z.string(),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number(), currency: z.string() })),
  /** Credits one message costs; 0: messages are free. */
  message_credits: wholeNumber(0, 1000),
  fictional_icon: text(8),
  fictional_plural: text(50),
  /** Where photos are served from: a path on the site (`/cdn/`) or an https origin, ending in `/`. */
  cdn_prefix: z
    .string()
    .check(z.regex(/^(?:https:\/\/[a-z0-9.-]+(?::\d+)?)?\/(?:[\w.~-]+\/)*$/, { error: 'invalid_cdn_prefix' })),
  member_resell: z.array(z.string().check(oneOf(resellKinds))).check(noRepeats),
  minimum_age: z.int().check(z.minimum(18), z.maximum(100)),
  /** The site's accent colour: buttons, links, the header's marks (shared-contracts/src/brand.ts derives the rest). */
  brand_color: z.string().check(z.regex(brandColorPattern, { error: 'invalid_color' })),
  signup: z.object({ showDots: z.boolean() }),
  profileSearch: z.object({ profileDetails: z.boolean(), searchAllCountries: z.boolean() }),
  allowed_values: z.record(z.string(), z.array(z.string())),
  template: templateConfigSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** GET /api/settings.php */
export const settingsResponseSchema = z.object({ settings: publicSettingsSchema });

/** GET /api/companyinfo.php (docs/product.md §3 "Company info response"). */
export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(companyTradenameSchema),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** GET /api/regions.php: regions per offered country. */
export const regionsResponseSchema = z.object({ regions: z.record(z.string(), z.array(regionSchema)) });

export const profileFieldSchema = z.object({
  name: z.string(),
  type: z.enum(['select', 'text']),
  allowed_values: z.array(z.string()),
  visible: z.boolean(),
  searchable: z.boolean(),
});
export type ProfileField = z.infer<typeof profileFieldSchema>;

/** GET /api/profile_fields.php */
export const profileFieldsResponseSchema = z.object({ fields: z.array(profileFieldSchema) });

export const interestSchema = z.object({ id: z.int(), name: z.string() });
/** GET /api/interests.php */
export const interestsResponseSchema = z.object({ interests: z.array(interestSchema) });

export const settingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/settings.php',
  response: settingsResponseSchema,
});
export const companyInfoEndpoint = endpoint({
  method: 'GET',
  path: '/api/companyinfo.php',
  response: companyInfoSchema,
});
export const regionsEndpoint = endpoint({ method: 'GET', path: '/api/regions.php', response: regionsResponseSchema });
export const profileFieldsEndpoint = endpoint({
  method: 'GET',
  path: '/api/profile_fields.php',
  response: profileFieldsResponseSchema,
});
export const interestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/interests.php',
  response: interestsResponseSchema,
});
