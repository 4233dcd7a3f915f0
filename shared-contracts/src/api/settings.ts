import { z } from 'zod/mini';
import { endpoint } from './endpoint';

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

/** Template config: a name and its feature flags (docs/product.md §1, §3). */
export const templateConfigSchema = z.object({
  name: z.string(),
  features: z.record(z.enum(templateFeatureNames), z.boolean()),
});
export type TemplateConfig = z.infer<typeof templateConfigSchema>;

export const regionSchema = z.object({ id: z.int(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;

export const companyTradenameSchema = z.object({ id: z.int(), name: z.string() });

/** The public settings of a site (docs/product.md §3 "Settings (public)"). */
export const publicSettingsSchema = z.object({
  name: z.string(),
  domain: z.string(),
  company_name: z.string(),
  company_address: z.string(),
  company_city: z.string(),
  company_country: z.string(),
  company_kvk: z.string(),
  company_tradenames: z.array(companyTradenameSchema),
  company_vat_numbers: z.array(z.string()),
  /** The trade name whose sites carry the DMCA and 18 U.S.C. 2257 section in their terms; null for none. */
  dmca_tradename: z.nullable(z.string()),
  support_email: z.string(),
  support_phone: z.string(),
  delete_discount: z.number(),
  email: z.string(),
  domain_language: z.string(),
  niche: z.int().check(z.minimum(1), z.maximum(7)),
  signups: z.string(),
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.string(),
  countries: z.array(z.string()),
  region_data: z.record(z.string(), z.array(regionSchema)),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  search_fields: z.array(z.string()),
  push_pub: z.string(),
  geoip_country: z.string(),
  geoip_selected_country: z.string(),
  minimum_message_costs: z.record(z.string(), z.object({ costs: z.number(), currency: z.string() })),
  message_credits: z.number(),
  fictional_icon: z.string(),
  fictional_plural: z.string(),
  cdn_prefix: z.string(),
  member_resell: z.array(z.string()),
  minimum_age: z.int().check(z.minimum(18), z.maximum(100)),
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
