import { fitProjection, jitter, mainlandPoints } from './map';

describe('fitProjection', () => {
  // Dutch province centres, roughly: Groningen (NE), Zeeland (SW), Limburg (SE), Noord-Holland (NW).
  const groningenCentre = { lat: 53.22, lon: 6.57 };
  const zeelandCentre = { lat: 51.5, lon: 3.8 };
  const nl = [groningenCentre, zeelandCentre, { lat: 51.2, lon: 5.9 }, { lat: 52.6, lon: 4.8 }];

  it('puts north at the top and west at the left, inside the padding', () => {
    const { project } = fitProjection(nl, 0.1);
    const groningen = project(groningenCentre);
    const zeeland = project(zeelandCentre);
    expect(groningen.y).toBeLessThan(zeeland.y);
    expect(zeeland.x).toBeLessThan(groningen.x);
    for (const point of nl.map(project)) {
      expect(point.x).toBeGreaterThanOrEqual(0.1 - 1e-9);
      expect(point.x).toBeLessThanOrEqual(0.9 + 1e-9);
      expect(point.y).toBeGreaterThanOrEqual(0.1 - 1e-9);
      expect(point.y).toBeLessThanOrEqual(0.9 + 1e-9);
    }
  });

  it('keeps the country proportions: longitudes shrink with the latitude', () => {
    const { aspect } = fitProjection(nl);
    // 2.77° of longitude at 52° N is about 1.71 "latitude degrees" wide, over 2.02° high.
    expect(aspect).toBeCloseTo((2.77 * Math.cos((52.21 * Math.PI) / 180)) / 2.02, 2);
  });

  it('letterboxes a very long country and survives one point or none', () => {
    const chile = [
      { lat: -18, lon: -70 },
      { lat: -53, lon: -71 },
    ];
    expect(fitProjection(chile).aspect).toBeCloseTo(0.7, 5);
    const single = fitProjection([{ lat: 50, lon: 10 }]);
    expect(single.project({ lat: 50, lon: 10 })).toEqual({ x: 0.5, y: 0.5 });
    expect(fitProjection([]).project({ lat: 0, lon: 0 })).toEqual({ x: 0.5, y: 0.5 });
  });

  it('clamps points outside the fitted area to its edge', () => {
    const { project } = fitProjection(nl);
    expect(project({ lat: 80, lon: 40 })).toEqual({ x: 1, y: 0 });
  });
});

describe('jitter', () => {
  it('is stable per id, bounded and differs between ids', () => {
    expect(jitter(42)).toEqual(jitter(42));
    const offsets = Array.from({ length: 200 }, (_, id) => jitter(id + 1, 0.3));
    for (const offset of offsets) {
      expect(Math.abs(offset.lat)).toBeLessThanOrEqual(0.3);
      expect(Math.abs(offset.lon)).toBeLessThanOrEqual(0.3);
    }
    expect(new Set(offsets.map((offset) => `${offset.lat}:${offset.lon}`)).size).toBeGreaterThan(190);
  });
});

describe('mainlandPoints', () => {
  it('leaves out overseas territories and wrongly placed centres, keeps the country', () => {
    const provinces = [
      { lat: 52.95, lon: 6.62 },
      { lat: 52.53, lon: 5.6 },
      { lat: 53.16, lon: 5.78 },
      { lat: 52.09, lon: 5.12 },
      { lat: 51.49, lon: 3.85 },
    ];
    const bonaire = { lat: 12.2, lon: -68.26 };
    const wrong = { lat: 41.6, lon: -87.6 };
    expect(mainlandPoints([...provinces, bonaire, wrong])).toEqual(provinces);
  });

  it('keeps a small set as it is and drops unknown positions', () => {
    const two = [
      { lat: 1, lon: 1 },
      { lat: 60, lon: 60 },
    ];
    expect(mainlandPoints(two)).toEqual(two);
    expect(mainlandPoints([{ lat: Number.NaN, lon: 1 }])).toEqual([]);
  });
});
