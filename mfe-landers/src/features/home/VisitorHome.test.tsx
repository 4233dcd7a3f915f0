import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { initCatalogI18n, json, mockApi } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import VisitorHome from './VisitorHome';

beforeAll(() =>
  initCatalogI18n({ namespace: 'landers', catalogs: new URL('../../locales/', import.meta.url), lng: 'en' }),
);
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const profile = (id: number, name: string, fictional = false) => ({
  id,
  name,
  age: 30 + id,
  city: 'Utrecht',
  gender: 'female' as const,
  fictional,
  photo: `/cdn/demo/female-${id}-thumb.jpg`,
  photo_large: `/cdn/demo/female-${id}.jpg`,
});

describe("the visitors' home", () => {
  test("shows the site's showcased members, how it works, and the signup first", async () => {
    const { calls } = mockApi(() =>
      json({
        niche: 'none',
        country: 'NL',
        profiles: [profile(1, 'Anna'), profile(2, 'Bea', true), profile(3, 'Cleo'), profile(4, 'Dana')],
      }),
    );
    renderWithSite(<VisitorHome />, { path: '/', settings: { name: 'Datelane', niche: 1, fictional_icon: '✧' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Meet new people on Datelane' })).toBeTruthy();
    const [signup] = screen.getAllByRole('link', { name: 'Sign up for free' });
    expect(signup?.getAttribute('href')).toBe('/signup');
    const showcase = screen.getByRole('list', { name: 'Members on Datelane' });
    expect(await within(showcase).findByText('Anna, 31')).toBeTruthy();
    // Whole rows of three: the fourth would stand alone.
    expect(within(showcase).getAllByRole('listitem')).toHaveLength(3);
    expect(calls[0]?.path).toBe('/api/lander_profiles.php');
    expect(Object.fromEntries(calls[0]?.search ?? [])).toEqual({ niche: 'none', count: '6' });

    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['1. Create your free profile', '2. Search nearby', '3. Chat right away']);
    const safety = screen.getByRole('region', { name: 'Safe, private and honest' });
    expect(within(safety).getByText(/Profiles run by Datelane itself are fictional and marked ✧/)).toBeTruthy();
  });

  // Another niche than the test above: the landers keep each niche's answer for the page's life.
  test('says nothing of fictional profiles on a site without them, and keeps its place for faces while they load', () => {
    mockApi(() => new Promise<Response>(() => undefined));
    renderWithSite(<VisitorHome />, { path: '/', settings: { name: 'Nightlane', niche: 2, fictional_icon: '' } });
    const safety = screen.getByRole('region', { name: 'Safe, private and honest' });
    expect(
      within(safety)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Checked by people', 'Your privacy first']);
    expect(screen.getAllByTestId('lander-tile-placeholder')).toHaveLength(6);
  });
});
