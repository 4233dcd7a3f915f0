import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { initCatalogI18n, json, mockApi } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import AloneTonightLander from './AloneTonightLander';
import CollageLander from './CollageLander';
import GalleryLander from './GalleryLander';
import IconsLander from './IconsLander';
import MapLander from './MapLander';
import SocialNetworkLander from './SocialNetworkLander';
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
  { id: 7, name: 'Gia', age: 37, city: 'Zeist', fictional: false },
  { id: 8, name: 'Hana', age: 38, city: 'Venlo', fictional: false },
  // Past the gallery's eighth tile: a blurred, locked one.
  { id: 9, name: 'Ida', age: 39, city: 'Assen', fictional: true },
].map((member) => ({
  ...member,
  gender: 'female' as const,
  photo: `/cdn/demo/female-${member.id}-thumb.jpg`,
  photo_large: `/cdn/demo/female-${member.id}.jpg`,
  // A place on the map lander's map (the other landers leave it).
  x: member.id / 10,
  y: 0.5,
}));
const map = { country: 'NL', aspect: 1, regions: [{ id: 1, x: 0.5, y: 0.5 }], visitor_region: null };

/** All a tile may say of a member: what the profile says (name, age, the fictional mark, city), nothing invented. */
const profileText = ({ name, age, city, fictional }: (typeof members)[number]) =>
  `${age === null ? name : `${name}, ${age}`}${fictional ? ICON : ''}${city}`;

/** What a bare photo tile says: who it shows, named for the ear, and the fictional mark on the photo. */
const photoText = ({ name, fictional }: (typeof members)[number]) => `Meet ${name}${fictional ? ICON : ''}`;

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
  mockApi(() => json({ niche: 'none', country: 'NL', profiles: members, map }));
  renderWithSite(<Lander />, { path: '/', settings: { name: 'Datelane', niche: 1, fictional_icon: ICON } });
  return screen.findAllByTestId('lander-profile');
}

describe("the landers say of a member only what the member's profile says", () => {
  test.each(landers)('%s: no tile claims the member is online, nor puts words in their mouth', async (_, Lander) => {
    const tiles = await renderLander(Lander);
    expect(tiles.length).toBeGreaterThan(0);
    // A tile shows the member's name and city, or only the photo, named for the ear: an "Online" badge or a quote
    // would be text beyond the profile's.
    const allowed = members.flatMap((member) => [profileText(member), photoText(member)]);
    for (const tile of tiles) expect(allowed).toContain(`${tile.getAttribute('aria-label') ?? ''}${tile.textContent}`);
  });

  test("alonetonight lists the members under a title that claims nothing about them, with each one's city", async () => {
    await renderLander(AloneTonightLander);
    expect(screen.getByRole('heading', { level: 2, name: 'Members near you' })).toBeTruthy();
    const rows = within(screen.getByTestId('lander-member-list')).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual(members.map(profileText));
    // The fictional mark is on the row, so the legend under the list has something to explain.
    expect(screen.getByTestId('fictional-legend').textContent).toContain(ICON);
  });

  test('socialnetwork shows each member as a card of their own data and a way to say hello, no post of theirs', async () => {
    mockApi(() => json({ niche: 'none', country: 'NL', profiles: members, map }));
    renderWithSite(<SocialNetworkLander />, {
      path: '/',
      settings: { name: 'Datelane', niche: 1, fictional_icon: ICON },
    });
    const cards = await screen.findAllByTestId('lander-post');
    // No post text, like or comment count nor "hours ago": words and numbers the member never gave.
    expect(cards.map((card) => card.textContent)).toEqual(
      members.map((member) => `${profileText(member)} Say hello See profile`),
    );
    for (const card of cards) {
      const name = card.querySelector('strong')?.id;
      expect(name).toBeTruthy();
      for (const action of within(card).getAllByRole('link')) {
        expect(action.getAttribute('href')).toBe('/signup');
        // The same words on every card: the member's name says whose card an action is on.
        expect(action.getAttribute('aria-describedby')).toBe(name);
      }
    }
  });
});

/** Every lander that shows members, with the photos it shows them by. */
const showingMembers: [string, ComponentType][] = [
  ...landers,
  ['iconslanding', IconsLander],
  ['socialnetwork', SocialNetworkLander],
];

/** The element that shows one member: a feed card, a tile or row, a face on the map, a bare photo. */
const memberUnit = (photo: Element) =>
  photo.closest('[data-testid="lander-post"]') ??
  photo.closest('[data-testid="lander-profile"]') ??
  photo.closest('[data-testid="lander-map-member"]') ??
  photo.closest('.lander-tile');

describe('a fictional profile carries the fictional mark wherever a lander shows it', () => {
  test.each(showingMembers)(
    '%s: marks its photos of fictional profiles, only those, and explains the mark',
    async (_, Lander) => {
      mockApi(() => json({ niche: 'none', country: 'NL', profiles: members, map }));
      const { container } = renderWithSite(<Lander />, {
        path: '/',
        settings: { name: 'Datelane', niche: 1, fictional_icon: ICON },
      });
      await screen.findByTestId('fictional-legend');
      const shown = [...container.querySelectorAll('img, image')].flatMap((photo) => {
        const id = /female-(\d+)(?:-thumb)?\.jpg$/.exec(
          photo.getAttribute('src') ?? photo.getAttribute('href') ?? '',
        )?.[1];
        const member = members.find((candidate) => String(candidate.id) === id);
        return member ? [{ member, unit: memberUnit(photo) }] : [];
      });
      expect(shown.some(({ member }) => member.fictional)).toBe(true);
      // Once for a fictional profile, never for another: the legend explains what the page marks.
      for (const { member, unit } of shown) {
        const marks = (unit?.textContent ?? '').split(ICON).length - 1;
        expect({ name: member.name, marks }).toEqual({ name: member.name, marks: member.fictional ? 1 : 0 });
      }
    },
  );
});
