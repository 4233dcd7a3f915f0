import { nicheAudience } from './audience';

describe('nicheAudience', () => {
  it('shows men on the gay niche and women on the others', () => {
    expect(nicheAudience('gay').gender).toBe('male');
    for (const niche of ['none', 'she', 'bdsm', 'bbw', 'gilf', 'milf'] as const)
      expect(nicheAudience(niche).gender).toBe('female');
  });

  it('narrows the ages for gilf and milf and never goes below the site minimum', () => {
    expect(nicheAudience('gilf')).toMatchObject({ minAge: 55, maxAge: 100 });
    expect(nicheAudience('milf')).toMatchObject({ minAge: 33, maxAge: 58 });
    expect(nicheAudience('none', 21)).toMatchObject({ minAge: 21, maxAge: 65 });
  });
});
