import { describe, expect, test } from '@jest/globals';
import { countryOptions } from './countryOptions';

const offered = ['NL', 'BE', 'DE', 'AT', 'GB', 'IE', 'US', 'CA', 'AU', 'NZ'];

describe('countryOptions', () => {
  test("a member gets their own country and its neighbour, in the site's order", () => {
    expect(
      countryOptions({ offered, searchAllCountries: false, ownCountry: 'BE', selected: 'BE', geolocated: '' }),
    ).toEqual(['NL', 'BE']);
    expect(
      countryOptions({ offered, searchAllCountries: false, ownCountry: 'NZ', selected: 'NZ', geolocated: '' }),
    ).toEqual(['AU', 'NZ']);
  });

  test('plus the selected and the geolocated country', () => {
    expect(
      countryOptions({ offered, searchAllCountries: false, ownCountry: 'US', selected: 'GB', geolocated: 'DE' }),
    ).toEqual(['DE', 'GB', 'US', 'CA']);
  });

  test('countries the site does not offer never appear', () => {
    expect(
      countryOptions({
        offered: ['NL', 'DE'],
        searchAllCountries: false,
        ownCountry: 'NL',
        selected: 'NL',
        geolocated: 'FR',
      }),
    ).toEqual(['NL']);
  });

  test('visitors, and members of sites that allow it, get every offered country', () => {
    expect(
      countryOptions({ offered, searchAllCountries: false, ownCountry: null, selected: 'NL', geolocated: '' }),
    ).toEqual(offered);
    expect(
      countryOptions({ offered, searchAllCountries: true, ownCountry: 'NL', selected: 'NL', geolocated: '' }),
    ).toEqual(offered);
  });
});
