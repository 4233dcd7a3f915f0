import i18next from 'i18next';
import { findRoute, landerTypes, localeCodes, niches } from 'shared-contracts';
import { readCatalog } from 'shared-contracts/testing';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import { landerText, nicheKeys, nicheValues } from './copy';

async function translator(lng: string, extra: Record<string, unknown> = {}) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { landers: { ...en, ...extra } }, pl: { landers: pl } },
    ns: ['landers'],
    defaultNS: 'landers',
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(lng, 'landers');
}

describe('lander copy by niche', () => {
  it('asks for the niche wording first and the type wording after', () => {
    expect(nicheKeys('gay', 'video', 'title')).toEqual(['video.title_gay', 'video.title']);
    expect(nicheKeys('none', 'video', 'title')).toEqual(['video.title']);
  });

  it('fills in who the niche shows: men on gay landers, women on she landers', async () => {
    const t = await translator('en');
    expect(landerText(t, 'gay', 'video', 'title', nicheValues(t, 'gay', 'Site'))).toBe('Meet men online right now');
    expect(landerText(t, 'she', 'gallery', 'title', nicheValues(t, 'she', 'Site'))).toBe(
      'Browse women who love women near you',
    );
    expect(landerText(t, 'gilf', 'iconslanding', 'lead', nicheValues(t, 'gilf', 'Site'))).toContain(
      'Experience makes the best company.',
    );
  });

  it("uses a niche's own wording where the catalog has one", async () => {
    const t = await translator('en', { video: { ...en.video, title_bbw: 'Curves welcome, {{site}}' } });
    expect(landerText(t, 'bbw', 'video', 'title', nicheValues(t, 'bbw', 'Nightlane'))).toBe(
      'Curves welcome, Nightlane',
    );
    expect(landerText(t, 'milf', 'video', 'title', nicheValues(t, 'milf', 'Nightlane'))).toBe(
      'Meet confident women online right now',
    );
  });

  it("speaks the visitor's language", async () => {
    const t = await translator('pl');
    expect(landerText(t, 'gay', 'video', 'title', nicheValues(t, 'gay', 'Site'))).toBe(
      'Poznaj mężczyzn – teraz online',
    );
  });
});

describe('every lander type', () => {
  test('is a public page of the landers remote at /landers/<type>/…', () => {
    for (const type of landerTypes)
      expect(findRoute(`landers-${type}`)).toMatchObject({
        path: `/landers/${type}/*`,
        auth: 'public',
        remote: 'mfe-landers',
        module: `./lander-${type}`,
      });
  });

  test('has its eyebrow, title, lead and call to action worded in every locale, for every niche', async () => {
    for (const locale of localeCodes) {
      // No fallback language: a text missing from this catalog shows as its key instead of hiding behind English.
      const instance = i18next.createInstance();
      await instance.init({
        lng: locale,
        fallbackLng: false,
        resources: { [locale]: { landers: readCatalog(new URL('../locales/', import.meta.url), locale) } },
        ns: ['landers'],
        defaultNS: 'landers',
        interpolation: { escapeValue: false },
      });
      const t = instance.getFixedT(locale, 'landers');
      for (const type of landerTypes)
        for (const niche of niches)
          for (const key of ['eyebrow', 'title', 'lead', 'cta']) {
            const text = landerText(t, niche, type, key, { ...nicheValues(t, niche, 'Site'), place: 'Utrecht' });
            expect({ locale, type, niche, key, text }).toEqual({
              locale,
              type,
              niche,
              key,
              text: expect.not.stringMatching(new RegExp(`^${type}\\.|\\{\\{|^niche\\.`)),
            });
          }
    }
  });
});
