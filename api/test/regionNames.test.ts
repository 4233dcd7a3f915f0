import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localeCodes } from 'shared-contracts';
import { regionName } from '../src/lib/regionNames';
import { DEMO_COUNTRIES } from '../src/seed/demoSite';
import { regionsOf } from '../src/geo/regions';

const regions = DEMO_COUNTRIES.flatMap((country) => regionsOf(country));
const missing = '\u0000missing';
const catalog = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../src/lib/regionNames.json'), 'utf8'),
) as Record<string, Record<string, Record<string, unknown>>>;

describe('regionName', () => {
  it('covers the regions of every demo country', () => {
    expect(regions.length).toBeGreaterThanOrEqual(166);
  });

  it.each([...localeCodes])('names every demo region in %s without falling back', (locale) => {
    const problems: string[] = [];
    for (const region of regions) {
      const name = regionName(region.country, region.code, locale, missing);
      const ok =
        name !== missing &&
        name.length > 0 &&
        name === name.trim() &&
        !/\s{2}|^(todo|tbd|xxx|n\/a|-|\?+)$|\{\{|\}\}/i.test(name);
      if (!ok) problems.push(`${region.country}-${region.code}: ${JSON.stringify(name)}`);
    }
    expect(problems).toEqual([]);
  });

  it('lists every locale for every demo region, so none silently falls back to English', () => {
    const gaps: string[] = [];
    for (const region of regions) {
      const entry = catalog[region.country]?.[region.code] ?? {};
      for (const locale of localeCodes) {
        const name = entry[locale];
        if (typeof name !== 'string' || name.trim() === '') gaps.push(`${region.country}-${region.code} ${locale}`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('drops the seed data suffixes ("Auckland Region", "Brussels-Capital Region")', () => {
    for (const region of regions) {
      for (const locale of localeCodes) {
        expect(regionName(region.country, region.code, locale, missing)).not.toMatch(/ (Region|District)$/);
      }
    }
  });

  it('gives the names members of each language expect', () => {
    expect(regionName('NL', 'ZH', 'nl', missing)).toBe('Zuid-Holland');
    expect(regionName('DE', 'BY', 'de', missing)).toBe('Bayern');
    expect(regionName('US', 'CA', 'pl', missing)).toBe('Kalifornia');
    expect(regionName('BE', 'WHT', 'nl', missing)).toBe('Henegouwen');
    expect(regionName('BE', 'WHT', 'fr', missing)).toBe('Hainaut');
    expect(regionName('NZ', 'AUK', 'en', missing)).toBe('Auckland');
  });

  it('translates beyond English: most regions differ from the English name in some locale', () => {
    const translated = regions.filter((region) =>
      localeCodes.some(
        (locale) =>
          regionName(region.country, region.code, locale, missing) !==
          regionName(region.country, region.code, 'en', missing),
      ),
    );
    // Irish counties and most US states keep their English names; the others must not.
    expect(translated.length).toBeGreaterThan(80);
  });

  it('answers the English name for a locale without a translation', () => {
    expect(regionName('NL', 'ZH', 'sv', missing)).toBe('South Holland');
  });

  it('answers the fallback for an unknown country or region', () => {
    expect(regionName('FR', 'IDF', 'fr', 'Île-de-France')).toBe('Île-de-France');
    expect(regionName('NL', 'XX', 'nl', 'Operator region')).toBe('Operator region');
    expect(regionName('NL', 'toString', 'nl', 'fallback')).toBe('fallback');
    expect(regionName('constructor', 'ZH', 'nl', 'fallback')).toBe('fallback');
  });
});
