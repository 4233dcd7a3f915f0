import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import type { LikesResponse } from 'shared-contracts/api/search';
import { member } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { answerCalls } from '../../testing/answerCalls';
import { searchProfile } from '../../testing/profiles';
import { setUpCallingPageTests } from '../../testing/renderWithSite';
import HomeLikes from './HomeLikes';

setUpCallingPageTests();

const liker = (id: number) => searchProfile({ id, name: `Liker ${id}` });
const likeFrom = (id: number, isNew: boolean) => ({ id, like_new: isNew, profile: liker(id) });
const likes = (likedBy: LikesResponse['liked_by'], profiles: LikesResponse['profiles'] = []): LikesResponse => ({
  profiles,
  liked_by: likedBy,
});

const renderBlock = () => renderWithSite(<HomeLikes />, { user: member(), path: '/' });
const block = () => screen.getByTestId('home-likes');
const tiles = async () => within(await screen.findByRole('list', { name: 'Who liked you' })).getAllByRole('listitem');

describe('the member home’s "Who liked you"', () => {
  test('shows at most four likers, the new ones first with their badge, and how many are new', async () => {
    // A seen like above an unseen one: what the cache holds after the member opened that profile.
    answerCalls({
      '/api/likes.php': () =>
        likes(
          [likeFrom(1, false), likeFrom(2, true), likeFrom(3, false), likeFrom(4, true), likeFrom(5, false)],
          [liker(4)],
        ),
    });
    renderBlock();
    const shown = await tiles();
    expect(shown.map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Liker 2, 36',
      'Liker 4, 36',
      'Liker 1, 36',
      'Liker 3, 36',
    ]);
    expect(shown.map((tile) => within(tile).queryByTestId('new-like-badge') !== null)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // Seen as "New", heard as "New like" (ProfileCard.test.tsx).
    expect(within(block()).getAllByText('New like')).toHaveLength(2);
    expect(within(block()).getByText('2 new likes')).toBeTruthy();
    expect(within(block()).getByRole('heading', { level: 2 }).textContent).toBe('Who liked you');
    expect(within(block()).getByRole('link', { name: 'All likes' }).getAttribute('href')).toBe('/likes');
  });

  test('tiles open the profile as the likes page does and keep the like toggle, to like back, but no chat', async () => {
    answerCalls({ '/api/likes.php': () => likes([likeFrom(4, true), likeFrom(5, false)], [liker(4)]) });
    renderBlock();
    await tiles();
    expect(screen.getByRole('link', { name: /^Liker 4/ }).getAttribute('href')).toBe('/likes/m/4');
    expect(screen.getByRole('button', { name: 'You liked Liker 4' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Like Liker 5' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('link', { name: /^Chat with/ })).toBeNull();
  });

  test('says nothing of new likes when all have been seen', async () => {
    answerCalls({ '/api/likes.php': () => likes([likeFrom(1, false)]) });
    renderBlock();
    await tiles();
    expect(within(block()).queryByText(/new like/)).toBeNull();
    expect(screen.queryByTestId('new-like-badge')).toBeNull();
  });

  test('without likes, says what helps and leads to the member’s profile', async () => {
    answerCalls({ '/api/likes.php': () => likes([]) });
    renderBlock();
    expect(
      await screen.findByText('Nobody has liked you yet. A photo and a few words about you help.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('keeps four tile-shaped places while the likes load', () => {
    answerCalls({ '/api/likes.php': () => new Promise(() => undefined) });
    renderBlock();
    expect(within(block()).getByRole('status').textContent).toBe('Loading…');
    expect(within(block()).getAllByTestId('card-placeholder')).toHaveLength(4);
  });

  test('says when the likes could not be loaded, and loads them again on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = { '/api/likes.php': (): unknown => new Response('down', { status: 503 }) };
    answerCalls(answers);
    renderBlock();
    expect((await screen.findByRole('alert')).textContent).toBe('Your likes could not be loaded.');
    answers['/api/likes.php'] = () => likes([likeFrom(1, true)]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await tiles()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
