import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { initCatalogI18n, json, mockApi } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import AloneTonightLander from './AloneTonightLander';
import CollageLander from './CollageLander';
import GalleryLander from './GalleryLander';
import MapLander from './MapLander';
import TransitionsLander from './TransitionsLander';

beforeAll(() =>
  initCatalogI18n({ namespace: 'landers', catalogs: new URL('../../locales/', import.meta.url), lng: 'en' }),
);
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const ICON = '✧';
const members = [
  { id: 1, name: 'Anna', age: 31, city: 'Utrecht', fictional: false },
  { id: 2, name: 'Bea', age: 32, city: 'Delft', fictional: true },
  { id: 3, name: 'Cleo', age: null, city: 'Gouda', fictional: false },
  { id: 4, name: 'Dana', age: 34, city: '', fictional: false },
  { id: 5, name: 'Eva', age: 35, city: 'Breda', fictional: false },
  { id: 6, name: 'Fay', age: 36, city: 'Ede', fictional: false },
].map((member) => ({
  ...member,
  gender: 'female' as const,
  photo: `/cdn/demo/female-${member.id}-thumb.jpg`,
  photo_large: `/cdn/demo/female-${member.id}.jpg`,
}));

/** All a tile may say of a member: what the profile says (name, age, the fictional mark, city), nothing invented. */
const profileText = ({ name, age, city, fictional }: (typeof members)[number]) =>
  `${age === null ? name : `${name}, ${age}`}${fictional ? ICON : ''}${city}`;

/** The landers that show members' tiles, each a page prerendered and cached for every visitor. */
const landers: [string, ComponentType][] = [
  ['gallery', GalleryLander],
  ['maplanding', MapLander],
  ['collagelanding', CollageLander],
  ['transitionsvideolanding', TransitionsLander],
  ['alonetonight', AloneTonightLander],
];

/** The lander with the members' answer arrived, and its member tiles (each a link to the signup). */
async function renderLander(Lander: ComponentType) {
  mockApi(() => json({ niche: 'none', country: 'NL', profiles: members }));
  renderWithSite(<Lander />, { path: '/', settings: { name: 'Datelane', niche: 1, fictional_icon: ICON } });
  return screen.findAllByTestId('lander-profile');
}

describe("the landers say of a member only what the member's profile says", () => {
  test.each(landers)('%s: no tile claims the member is online, nor puts words in their mouth', async (_, Lander) => {
    const tiles = await renderLander(Lander);
    expect(tiles.length).toBeGreaterThan(0);
    // A tile shows the member's name and city, or only the photo, named for the ear: an "Online" badge or a quote
    // would be text beyond the profile's.
    const allowed = members.flatMap((member) => [profileText(member), `Meet ${member.name}`]);
    for (const tile of tiles) expect(allowed).toContain(tile.textContent || tile.getAttribute('aria-label'));
  });

  test("alonetonight lists the members under a title that claims nothing about them, with each one's city", async () => {
    await renderLander(AloneTonightLander);
    expect(screen.getByRole('heading', { level: 2, name: 'Members near you' })).toBeTruthy();
    const rows = within(screen.getByTestId('lander-member-list')).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual(members.map(profileText));
    // The fictional mark is on the row, so the legend under the list has something to explain.
    expect(screen.getByTestId('fictional-legend').textContent).toContain(ICON);
  });
});
