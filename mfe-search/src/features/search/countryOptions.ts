/** docs/product.md §6: neighbouring countries a member may search besides their own. */
const neighbourPairs: readonly (readonly [string, string])[] = [
  ['AU', 'NZ'],
  ['NL', 'BE'],
  ['US', 'CA'],
  ['GB', 'IE'],
  ['DE', 'AT'],
];

interface CountryContext {
  /** The site's countries, in its order. */
  offered: readonly string[];
  searchAllCountries: boolean;
  /** null for a visitor. */
  ownCountry: string | null;
  selected: string;
  geolocated: string;
}

/**
 * The countries the filter offers (docs/product.md §6). A member gets their own country, the selected one, their own
 * country's neighbour and the geolocated country — unless the site lets members search every country. Visitors
 * get every offered country.
 */
export function countryOptions({
  offered,
  searchAllCountries,
  ownCountry,
  selected,
  geolocated,
}: CountryContext): string[] {
  if (ownCountry === null || searchAllCountries) return [...offered];
  const allowed = new Set([ownCountry, selected, geolocated]);
  for (const [a, b] of neighbourPairs) {
    if (ownCountry === a) allowed.add(b);
    if (ownCountry === b) allowed.add(a);
  }
  return offered.filter((country) => allowed.has(country));
}
