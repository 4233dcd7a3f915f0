import { afterEach, describe, expect, test } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { LanderMap, LanderProfile } from 'shared-contracts/api';
import { MemberMap } from './MemberMap';

afterEach(cleanup);

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const maps = fc
  .uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 99 }), x: unit, y: unit }), {
    selector: (region) => region.id,
    maxLength: 16,
  })
  .chain((regions) =>
    fc.record({
      country: fc.constant('NL'),
      aspect: fc.double({ min: 0.7, max: 2.2, noNaN: true }),
      regions: fc.constant(regions),
      // The visitor's region is one of the country's, or unknown.
      visitor_region: regions.length
        ? fc.option(fc.constantFrom(...regions.map((region) => region.id)), { nil: null })
        : fc.constant(null),
    }),
  );
const members = fc
  .uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 9999 }), at: fc.option(fc.tuple(unit, unit)) }), {
    selector: (member) => member.id,
    maxLength: 12,
  })
  .map((entries) =>
    entries.map(({ id, at }): LanderProfile => ({
      id,
      name: `Member ${id}`,
      age: 30,
      city: '',
      gender: 'female',
      fictional: false,
      photo: `/photos/${id}.jpg`,
      photo_large: `/photos/${id}-large.jpg`,
      // Some members have no map position: they are shown as tiles only.
      ...(at ? { x: at[0], y: at[1] } : {}),
    })),
  );

function drawMap(map: LanderMap, profiles: LanderProfile[]) {
  render(<MemberMap map={map} profiles={profiles} label="Members near you" youLabel="You" />);
  const viewBox = screen.getByRole('img', { name: 'Members near you' }).getAttribute('viewBox') ?? '';
  const [width = 0, height = 0] = viewBox.split(' ').slice(2).map(Number);
  return { width, height };
}

const number = (element: Element | null | undefined, name: string) => Number(element?.getAttribute(name));

describe('the member map', () => {
  test('keeps the country in proportion and puts each member with a position there once, inside the drawing', () => {
    fc.assert(
      fc.property(maps, members, (map, profiles) => {
        const { width, height } = drawMap(map, profiles);
        expect(Math.abs(width / height - map.aspect)).toBeLessThan(0.01);
        const faces = screen.queryAllByTestId('lander-map-member').map((group) => {
          const face = group.querySelector('image');
          const size = number(face, 'width');
          return {
            photo: face?.getAttribute('href'),
            x: number(face, 'x') + size / 2,
            y: number(face, 'y') + size / 2,
          };
        });
        const placed = profiles.flatMap((profile) =>
          profile.x === undefined || profile.y === undefined ? [] : [{ ...profile, x: profile.x, y: profile.y }],
        );
        expect(faces).toEqual(
          placed.map((profile) => ({
            photo: profile.photo,
            x: expect.closeTo(profile.x * width, 6),
            y: expect.closeTo(profile.y * height, 6),
          })),
        );
        for (const face of faces) {
          expect(face.x).toBeGreaterThanOrEqual(0);
          expect(face.x).toBeLessThanOrEqual(width);
          expect(face.y).toBeGreaterThanOrEqual(0);
          expect(face.y).toBeLessThanOrEqual(height);
        }
        cleanup();
      }),
      { numRuns: 80 },
    );
  });

  test('marks the visitor’s own region with “You”, and nothing when it is not known', () => {
    fc.assert(
      fc.property(maps, (map) => {
        const { width, height } = drawMap(map, []);
        const visitor = map.regions.find((region) => region.id === map.visitor_region);
        const labels = screen.queryAllByTestId('lander-map-visitor').map((mark) => mark.querySelector('text'));
        expect(labels.map((label) => label?.textContent)).toEqual(visitor ? ['You'] : []);
        if (visitor) {
          expect(number(labels[0], 'x')).toBeCloseTo(visitor.x * width, 6);
          // Just above the region's dot.
          expect(number(labels[0], 'y')).toBeLessThan(visitor.y * height);
        }
        cleanup();
      }),
      { numRuns: 80 },
    );
  });
});
