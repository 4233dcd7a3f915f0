import { nicheById, nicheId, niches, parseLanderSlug } from './slug';

describe('parseLanderSlug', () => {
  it.each([
    ['milf/eng/summer-nights', { niche: 'milf', locale: 'en', campaign: ['summer', 'nights'] }],
    ['milf-eng-summer-nights', { niche: 'milf', locale: 'en', campaign: ['summer', 'nights'] }],
    ['6/deu', { niche: 'milf', locale: 'de', campaign: [] }],
    ['gay/nl/amsterdam', { niche: 'gay', locale: 'nl', campaign: ['amsterdam'] }],
    ['BBW/GER/Fall', { niche: 'bbw', locale: 'de', campaign: ['fall'] }],
    ['none/pol', { niche: 'none', locale: 'pl', campaign: [] }],
    ['eng/only-locale', { niche: null, locale: 'en', campaign: ['only', 'locale'] }],
    ['spring-sale', { niche: null, locale: null, campaign: ['spring', 'sale'] }],
    ['', { niche: null, locale: null, campaign: [] }],
    ['8/xyz', { niche: null, locale: null, campaign: ['8', 'xyz'] }],
  ])('%s', (slug, expected) => {
    expect(parseLanderSlug(slug)).toEqual(expected);
  });

  it('drops markup and broken escapes instead of passing them on', () => {
    expect(parseLanderSlug('she/fra/<script>alert(1)</script>')).toEqual({
      niche: 'she',
      locale: 'fr',
      campaign: [],
    });
    expect(parseLanderSlug('she/%E0%A4%A/x')).toEqual({ niche: 'she', locale: null, campaign: ['x'] });
  });

  it('numbers the niches as the settings do', () => {
    expect(niches.map((niche) => nicheId(niche))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(nicheById(3)).toBe('bdsm');
    expect(nicheById(99)).toBe('none');
  });
});
