import { publicSettingsSchema, templateFeatureNames, type PublicSettings } from 'shared-contracts/api';

/** A site's public settings for unit tests: every template feature on, no regions, unless `changes` say otherwise. */
export function siteSettings(changes: Partial<PublicSettings> = {}): PublicSettings {
  const features = Object.fromEntries(templateFeatureNames.map((name) => [name, true]));
  return publicSettingsSchema.parse({
    name: 'Lovely Dates', domain: 'lovely.example', company_name: 'Lovely B.V.', company_address: 'Street 1', company_city: 'Utrecht',
    company_country: 'NL', company_kvk: '1', company_tradenames: [], company_vat_numbers: [], support_email: 'help@lovely.example',
    support_phone: '', delete_discount: 0, email: 'info@lovely.example', domain_language: 'nl', niche: 1, signups: 'all',
    logged_out_search: false, logged_out_search_trafficsource: 'none', countries: ['NL'], region_data: { NL: [] },
    visible_profile_fields: [], visible_profile_notes: [], search_fields: [], push_pub: '', geoip_country: '', geoip_selected_country: 'NL',
    minimum_message_costs: {}, message_credits: 0, fictional_icon: '*', fictional_plural: 'fictional profiles', cdn_prefix: '/cdn/',
    member_resell: [], minimum_age: 18, signup: { showDots: false }, profileSearch: { profileDetails: true, searchAllCountries: false },
    allowed_values: {}, template: { name: 'white-label', features },
    ...changes,
  });
}
