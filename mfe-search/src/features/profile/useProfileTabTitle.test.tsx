import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import type { ProfileDetail } from 'shared-contracts/api/search';
import { ProfileHeading } from './ProfileHeading';
import { useProfileTabTitle } from './useProfileTabTitle';
import { searchProfile } from '../../testing/profiles';
import { initSearchI18n, renderWithSite } from '../../testing/renderWithSite';

beforeAll(() => initSearchI18n('en'));
afterEach(cleanup);

const profile = (name: string): ProfileDetail => ({
  ...searchProfile({ name }),
  images: [],
  fields: {},
  liked: false,
});

/** The profile page's heading and its tab title, as the page puts them together. */
function NamedProfile({ shown }: { shown: ProfileDetail }) {
  useProfileTabTitle(shown.name);
  return <ProfileHeading profile={shown} />;
}

describe('a profile names the tab after the member', () => {
  test.each([
    ['a right-to-left name', 'אביגיל', 'אביגיל · Datelane'],
    ['a name carrying a right-to-left override', 'evil\u202e', 'evil · Datelane'],
  ])('%s: the title is plain text, the heading keeps the name isolated', (_label, name, title) => {
    renderWithSite(<NamedProfile shown={profile(name)} />);
    expect(document.title).toBe(title);
    expect(document.title).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(screen.getByRole('heading', { level: 1 }).querySelector('bdi')?.textContent).toBe(name);
  });
});
