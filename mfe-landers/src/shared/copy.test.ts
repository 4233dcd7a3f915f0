import i18next from 'i18next';
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
