import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { localeCodes } from 'shared-contracts';
import type { SearchProfile } from 'shared-contracts/api/search';
import { ProfileCard } from './ProfileCard';
import { searchProfile } from '../../testing/profiles';
import { initSearchI18n, renderWithSite } from '../../testing/renderWithSite';

beforeAll(() => initSearchI18n('en', localeCodes));
afterEach(cleanup);

function renderCard(shown: SearchProfile) {
  renderWithSite(<ProfileCard profile={shown} actions="member" liked={false} />);
  return screen.getByRole('heading');
}

describe('a profile card shows user text isolated', () => {
  test.each([
    ['a right-to-left name', 'אביגיל'],
    ['a name carrying a right-to-left override', 'evil\u202e'],
  ])('%s cannot pull the age into its direction', (_label, name) => {
    const heading = renderCard(searchProfile({ name }));
    const isolatedName = heading.querySelector('bdi');
    expect(isolatedName?.textContent).toBe(name);
    // The age is outside the isolated name, so it keeps its place after it.
    expect(isolatedName?.parentElement?.textContent).toBe(`${name}, 36`);
    expect(isolatedName?.textContent).not.toContain('36');
  });

  test('the city is isolated from the country name after it', () => {
    renderCard(searchProfile({ city: 'תל אביב' }));
    const cities = [...document.querySelectorAll('bdi')].map((element) => element.textContent);
    expect(cities).toContain('תל אביב');
  });

  test("a fictional profile carries the mark with a name in the reader's language", () => {
    renderCard(searchProfile({ fictional: true }));
    expect(screen.getByTestId('fictional-icon').textContent).toContain('fictional profile');
  });
});

describe('a profile card photo', () => {
  const withPhoto = searchProfile({ main_image: { id: 3, thumb_filename: 'demo/female-1-thumb.jpg' } });

  test('loads lazily below the fold', () => {
    const { container } = renderWithSite(<ProfileCard profile={withPhoto} actions="member" liked={false} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  test('loads at once, first, when the card is in view on opening (the largest paint)', () => {
    const { container } = renderWithSite(<ProfileCard profile={withPhoto} actions="member" liked={false} eager />);
    const photo = container.querySelector('img');
    expect(photo?.getAttribute('loading')).toBe('eager');
    expect(photo?.getAttribute('fetchpriority')).toBe('high');
  });
});

describe("a profile card's links and buttons", () => {
  /** Links and buttons on the card, by role and accessible name, as assistive technology lists them. */
  const controls = (container: HTMLElement) =>
    [...container.querySelectorAll('a, button')].map((element) => [
      element.tagName === 'A' ? 'link' : 'button',
      element.getAttribute('aria-label') ?? element.textContent,
    ]);

  test('a member gets the profile under the name, the like toggle and chat: one link each, none inside another', () => {
    const { container } = renderWithSite(<ProfileCard profile={searchProfile({})} actions="member" liked />);
    expect(controls(container)).toEqual([
      ['link', 'Ann, 36'],
      ['button', 'You liked Ann'],
      ['link', 'Chat with Ann'],
    ]);
    expect(container.querySelector('a a, a button, button a, button button')).toBeNull();
    expect(screen.getByRole('link', { name: /^Ann\b/ }).getAttribute('href')).toBe('/members/7');
    const chat = screen.getByRole('link', { name: 'Chat with Ann' });
    expect(chat.getAttribute('href')).toBe('/members/7/chat');
    // The word shown is in the name (label in name), so speech input can say what it sees.
    expect(chat.textContent).toBe('Chat');
  });

  test('the like toggle says its state: pressed and "You liked Ann" when liked, "Like Ann" when not', () => {
    renderWithSite(<ProfileCard profile={searchProfile({})} actions="member" liked={false} />);
    const toggle = screen.getByRole('button', { name: 'Like Ann' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    cleanup();
    renderWithSite(<ProfileCard profile={searchProfile({})} actions="member" liked />);
    expect(screen.getByRole('button', { name: 'You liked Ann' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('on the likes pages the toggle has no chat beside it, and the card opens the profile under /likes/m/', () => {
    const { container } = renderWithSite(<ProfileCard profile={searchProfile({})} actions="likes-page" liked />);
    expect(controls(container)).toEqual([
      ['link', 'Ann, 36'],
      ['button', 'You liked Ann'],
    ]);
    expect(screen.getByRole('link', { name: /^Ann\b/ }).getAttribute('href')).toBe('/likes/m/7');
  });

  test('a visitor gets no like or chat: the card only opens the profile', () => {
    const { container } = renderWithSite(<ProfileCard profile={searchProfile({})} actions="visitor" liked={false} />);
    expect(controls(container)).toEqual([['link', 'Ann, 36']]);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/members/7');
  });
});

describe("a profile card's chat in every locale", () => {
  afterEach(() => i18next.changeLanguage('en'));

  test.each(localeCodes)('in %s the word shown is part of the name "Chat with Ann"', async (locale) => {
    await i18next.changeLanguage(locale);
    renderWithSite(<ProfileCard profile={searchProfile({})} actions="member" liked={false} />);
    const chat = screen.getByRole('link', { name: i18next.t('search:card.chatWith', { name: 'Ann' }) });
    const word = (chat.textContent ?? '').toLowerCase();
    expect(word).not.toBe('');
    expect((chat.getAttribute('aria-label') ?? '').toLowerCase().split(/[\s:]+/)).toContain(word);
  });
});

describe('a profile card in a block of the member home', () => {
  test('as a compact tile takes the small look and keeps the like toggle; its name takes the heading level given', () => {
    const { container } = renderWithSite(
      <ProfileCard profile={searchProfile({})} actions="likes-page" liked={false} compact headingLevel={3} />,
    );
    expect(container.querySelector('article')?.classList.contains('profile-card-compact')).toBe(true);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Ann, 36');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('button', { name: 'Like Ann' })).toBeTruthy();
  });

  test('one member in two blocks gives two cards, each named by its own heading (no id twice on the page)', () => {
    renderWithSite(
      <>
        <ProfileCard profile={searchProfile({})} actions="likes-page" liked={false} isNew />
        <ProfileCard profile={searchProfile({})} actions="member" liked={false} />
      </>,
    );
    const cards = screen.getAllByRole('article', { name: /^Ann\b/ });
    expect(cards).toHaveLength(2);
    expect(new Set(cards.map((card) => card.getAttribute('aria-labelledby'))).size).toBe(2);
  });

  test('a new like’s badge shows "New" and is read out as "New like"', () => {
    renderWithSite(<ProfileCard profile={searchProfile({})} actions="likes-page" liked={false} isNew />);
    const badge = screen.getByTestId('new-like-badge');
    expect(within(badge).getByText('New').getAttribute('aria-hidden')).toBe('true');
    expect(within(badge).getByText('New like').className).toBe('visually-hidden');
  });
});

describe('a profile card says how recently the member was here', () => {
  test.each([
    ['now', 'Online now'],
    ['today', 'Active today'],
  ] as const)('%s reads "%s" on a full card and on a compact tile', (active, words) => {
    renderWithSite(<ProfileCard profile={searchProfile({ active })} actions="member" liked={false} />);
    expect(screen.getByTestId('activity-hint').textContent).toBe(words);
    cleanup();
    renderWithSite(<ProfileCard profile={searchProfile({ active })} actions="likes-page" liked={false} compact />);
    expect(screen.getByTestId('activity-hint').textContent).toBe(words);
  });

  test('nothing when the server names no activity, or an older one sends none', () => {
    renderWithSite(<ProfileCard profile={searchProfile({ active: null })} actions="member" liked={false} />);
    expect(screen.queryByTestId('activity-hint')).toBeNull();
    cleanup();
    renderWithSite(<ProfileCard profile={searchProfile({})} actions="member" liked={false} />);
    expect(screen.queryByTestId('activity-hint')).toBeNull();
  });
});

test('a compact tile leaves the language badge to the profile, a full card shows it', () => {
  // Ann speaks English; the reader's locale is English, so a language the reader does not share is needed.
  const speaker = searchProfile({ language: 'nl', country: 'NL' });
  renderWithSite(<ProfileCard profile={speaker} actions="member" liked={false} />);
  expect(screen.getByTestId('language-badge').textContent).toBe('nl');
  cleanup();
  renderWithSite(<ProfileCard profile={speaker} actions="likes-page" liked={false} compact />);
  expect(screen.queryByTestId('language-badge')).toBeNull();
});
