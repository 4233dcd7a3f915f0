import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { brandContrast, brandStyleSheet, brandTokens, DEFAULT_BRAND_COLOR, MIN_BRAND_CONTRAST } from './brand';

extend([a11yPlugin]);

describe('brand tokens', () => {
  it('derives the accents of the light design from the colour: darker links and hovers, a paler subtle background', () => {
    const { light } = brandTokens('#00695c');
    expect(light['--bs-primary']).toBe('#00695c');
    expect(light['--bs-primary-rgb']).toBe('0, 105, 92');
    const lightness = (token: string) => colord(light[token] ?? '').toHsl().l;
    expect(lightness('--bs-link-color')).toBeLessThan(lightness('--bs-primary'));
    expect(lightness('--brand-hover')).toBeLessThan(lightness('--bs-primary'));
    expect(lightness('--brand-active')).toBeLessThan(lightness('--brand-hover'));
    expect(lightness('--bs-primary-bg-subtle')).toBeGreaterThanOrEqual(88);
  });

  it.each(['#c2185b', '#4527a0', '#0d47a1', '#1b1b1b', '#00695c'])(
    'keeps links and brand-coloured text readable on both designs for %s',
    (hex) => {
      const { light, dark } = brandTokens(hex);
      expect(colord(light['--bs-link-color'] ?? '').contrast('#ffffff')).toBeGreaterThanOrEqual(MIN_BRAND_CONTRAST);
      // The dark design's page, its tertiary and its secondary panels (a member home block, the lander gallery).
      for (const surface of ['#212529', '#2b3035', '#343a40']) {
        expect(colord(dark['--bs-link-color'] ?? '').contrast(surface)).toBeGreaterThanOrEqual(MIN_BRAND_CONTRAST);
        expect(colord(dark['--brand-text'] ?? '').contrast(surface)).toBeGreaterThanOrEqual(MIN_BRAND_CONTRAST);
      }
    },
  );

  it('measures white text on the colour', () => {
    expect(brandContrast('#000000')).toBe(21);
    expect(brandContrast(DEFAULT_BRAND_COLOR)).toBeGreaterThanOrEqual(MIN_BRAND_CONTRAST);
    expect(brandContrast('#ffeb3b')).toBeLessThan(MIN_BRAND_CONTRAST);
  });

  it('writes a style sheet that outranks Bootstrap, dark design last, and takes nothing but a colour', () => {
    const sheet = brandStyleSheet('#4527a0');
    expect(sheet).toMatch(/^html:root\{--bs-primary:#4527a0;/);
    expect(sheet.indexOf('html[data-bs-theme=dark]{')).toBeGreaterThan(sheet.indexOf('html:root{'));
    // The device's dark design, where nobody chose one, gets the same dark tokens.
    const device = /@media \(prefers-color-scheme:dark\)\{html:root:not\(\[data-bs-theme\]\)\{([^}]*)\}\}$/.exec(sheet);
    expect(device?.[1]).toBe(/html\[data-bs-theme=dark\]\{([^}]*)\}/.exec(sheet)?.[1]);
    const injected = brandStyleSheet('#fff</style><script>alert(1)</script>');
    expect(injected).not.toContain('<');
    expect(injected).toContain(`--bs-primary:${DEFAULT_BRAND_COLOR};`);
  });
});
