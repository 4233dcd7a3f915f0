import type { TemplateConfig } from 'shared-contracts/api';
import { templateFeatureNames } from 'shared-contracts/api';
import { DEFAULT_BRAND_COLOR } from 'shared-contracts/brand';
import type { StoredSettings } from '../repositories/sites';

export const DEMO_COUNTRIES = ['NL', 'BE', 'DE', 'AT', 'GB', 'IE', 'US', 'CA', 'AU', 'NZ'];

export const demoSettings: StoredSettings = {
  name: 'Datelane',
  domain: 'localhost',
  company_name: 'Datelane Media B.V.',
  company_address: 'Herengracht 100',
  company_city: 'Amsterdam',
  company_country: 'NL',
  company_kvk: '12345678',
  company_tradenames: [{ id: 1, name: 'Datelane' }],
  company_vat_numbers: ['NL001234567B01'],
  dmca_tradename: null,
  support_email: 'support@datelane.example',
  support_phone: '+31 20 123 4567',
  delete_discount: 50,
  email: 'info@datelane.example',
  domain_language: 'en',
  niche: 1,
  signups: 'all',
  logged_out_search: false,
  logged_out_search_trafficsource: 'other',
  countries: DEMO_COUNTRIES,
  visible_profile_fields: [
    'city',
    'relationship_status',
    'looking_for',
    'body_type',
    'hair_color',
    'eye_color',
    'smoking',
  ],
  visible_profile_notes: ['about_me', 'ideal_match'],
  search_fields: ['gender', 'age', 'country', 'countryregion'],
  minimum_message_costs: {
    NL: { costs: 1.99, currency: 'EUR' },
    BE: { costs: 1.99, currency: 'EUR' },
    DE: { costs: 1.99, currency: 'EUR' },
    AT: { costs: 1.99, currency: 'EUR' },
    IE: { costs: 1.99, currency: 'EUR' },
    GB: { costs: 1.79, currency: 'GBP' },
    US: { costs: 2.19, currency: 'USD' },
    CA: { costs: 2.79, currency: 'CAD' },
    AU: { costs: 3.19, currency: 'AUD' },
    NZ: { costs: 3.39, currency: 'NZD' },
  },
  message_credits: 1,
  fictional_icon: '✧',
  fictional_plural: 'fictional profiles',
  cdn_prefix: '/cdn/',
  member_resell: ['cams', 'camads'],
  minimum_age: 18,
  brand_color: DEFAULT_BRAND_COLOR,
  signup: { showDots: true },
  profileSearch: { profileDetails: true, searchAllCountries: false },
};

/**
 * A second white-label site on the same platform, reached at http://nightlane.localhost:{port} (browsers send every
 * *.localhost name to this machine): another brand, company and support address, no deletion discount, and the
 * trade name that carries the DMCA and 18 U.S.C. 2257 section in its terms (docs/product.md §3 `dmca_tradename`), and
 * its own brand colour, deep violet.
 */
export const secondSiteSettings: StoredSettings = {
  ...demoSettings,
  name: 'Nightlane',
  domain: 'nightlane.localhost',
  company_name: 'Nightlane Media Ltd.',
  company_address: '12 Harbour Street',
  company_city: 'Valletta',
  company_country: 'MT',
  company_kvk: 'C 98765',
  company_tradenames: [
    { id: 1, name: 'Nightlane' },
    { id: 2, name: 'Nightlane Media' },
  ],
  company_vat_numbers: ['MT12345678'],
  dmca_tradename: 'Nightlane Media',
  support_email: 'support@nightlane.example',
  support_phone: '+356 2123 4567',
  delete_discount: 0,
  email: 'info@nightlane.example',
  brand_color: '#4527a0',
};
export const SECOND_SITE_HOST = 'nightlane.localhost';
/** Enough members for its search to look alive, few enough to keep a first start quick. */
export const SECOND_SITE_PROFILES = 80;

export const demoTemplate: TemplateConfig = {
  name: 'default',
  features: Object.fromEntries(templateFeatureNames.map((feature) => [feature, true])) as TemplateConfig['features'],
};

export interface FieldSeed {
  name: string;
  type: 'select' | 'text';
  allowed_values: string[];
  searchable: boolean;
}

export const demoProfileFields: FieldSeed[] = [
  {
    name: 'relationship_status',
    type: 'select',
    allowed_values: ['single', 'divorced', 'widowed', 'separated', 'in_relationship'],
    searchable: true,
  },
  {
    name: 'looking_for',
    type: 'select',
    allowed_values: ['friendship', 'dating', 'relationship', 'chat'],
    searchable: true,
  },
  {
    name: 'body_type',
    type: 'select',
    allowed_values: ['slim', 'athletic', 'average', 'curvy', 'large'],
    searchable: false,
  },
  {
    name: 'hair_color',
    type: 'select',
    allowed_values: ['black', 'brown', 'blond', 'red', 'grey', 'other'],
    searchable: false,
  },
  { name: 'eye_color', type: 'select', allowed_values: ['brown', 'blue', 'green', 'grey', 'hazel'], searchable: false },
  { name: 'smoking', type: 'select', allowed_values: ['no', 'occasionally', 'yes'], searchable: false },
  { name: 'about_me', type: 'text', allowed_values: [], searchable: false },
  { name: 'ideal_match', type: 'text', allowed_values: [], searchable: false },
];

export const demoInterests = [
  'travel',
  'music',
  'sports',
  'cooking',
  'movies',
  'reading',
  'dancing',
  'nature',
  'fitness',
  'art',
  'photography',
  'gaming',
];
