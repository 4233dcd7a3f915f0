import { Country, State } from 'country-state-city';

/**
 * The subdivisions a member can pick as region, from offline ISO 3166-2 data. Overseas territories and the
 * groupings that overlap other entries (Belgium's Flanders/Wallonia, Ireland's provinces) are left out; the UK is
 * offered by nation.
 */
const excluded: Record<string, (code: string) => boolean> = {
  NL: (code) => code.startsWith('BQ'),
  BE: (code) => code === 'VLG' || code === 'WAL',
  IE: (code) => ['C', 'L', 'M', 'U'].includes(code),
  US: (code) => ['AS', 'GU', 'MP', 'PR', 'UM', 'VI'].includes(code) || code.startsWith('UM-'),
  GB: (code) => !['ENG', 'SCT', 'WLS', 'NIR'].includes(code),
};

export interface RegionSeed {
  country: string;
  id: number;
  code: string;
  name: string;
}

export function regionsOf(country: string): RegionSeed[] {
  const skip = excluded[country] ?? (() => false);
  return State.getStatesOfCountry(country)
    .filter((state) => !skip(state.isoCode))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((state, index) => ({ country, id: index + 1, code: state.isoCode, name: state.name }));
}

let countryCodes: string[] | null = null;

/** Every country a site may offer: those the offline data knows (ISO 3166-1 alpha-2), sorted. */
export function knownCountries(): string[] {
  countryCodes ??= Country.getAllCountries()
    .map((country) => country.isoCode)
    .sort();
  return countryCodes;
}
