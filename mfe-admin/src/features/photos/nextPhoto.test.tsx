import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewPhoto } from 'shared-contracts/api/admin';
import { json, mockApi } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage, siteSummary } from '../../testing/console';
import PhotoReviewPage from './PhotoReviewPage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const photo = (id: number, name: string): ReviewPhoto => ({
  id,
  site_id: 1,
  visibility: 'public',
  needs_review: true,
  nudity_score: 0.05,
  classes: null,
  over_threshold: false,
  uploaded_at: `2026-11-2${id}T10:00:00.000Z`,
  scored_at: null,
  scoring_error: null,
  profile_id: id + 100,
  member_id: id + 200,
  member_name: name,
  member_email: null,
});
const site = siteSummary();

/** The queue of one site: what is left of `waiting` once the moderator has decided on photos. */
function queueServer(waiting: ReviewPhoto[]) {
  let left = waiting;
  return mockApi((call) => {
    if (call.path === '/api/admin/sites.php') return json({ sites: [site] });
    if (call.path === '/api/admin/photos.php' && call.method === 'POST') {
      const decided = left.find((one) => one.id === (call.body as { photo: number }).photo) as ReviewPhoto;
      left = left.filter((one) => one !== decided);
      return json({ photo: { ...decided, needs_review: false } });
    }
    if (call.path === '/api/admin/photos.php')
      return json({
        photos: left,
        next: null,
        counts: { pending: 0, needs_review: left.length },
        moderation: site.moderation,
      });
    return json({ error: 'not_found', message: 'not_found' }, 404);
  });
}

describe('the photo queue after a decision', () => {
  test('goes on to the next photo waiting, and says when none is left', async () => {
    queueServer([photo(1, 'Dana'), photo(2, 'Nora'), photo(3, 'Ines')]);
    renderConsolePage(<PhotoReviewPage />, '/admin/photos?site=1');
    const nora = await screen.findByRole('article', { name: /Nora/ });
    fireEvent.click(within(nora).getByRole('button', { name: 'Approve' }));
    // Nora's photo leaves the grid: the next oldest, Ines's, takes its place and the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: /Ines/ })));
    expect(screen.getByRole('status').textContent).toBe('Decided. Next in the queue: the photo by Ines.');

    // The last of the page: the one before it is next.
    fireEvent.click(within(screen.getByRole('article', { name: /Ines/ })).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: /Dana/ })));

    fireEvent.click(within(screen.getByRole('article', { name: /Dana/ })).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Nothing waits for review on this site.'));
    expect(screen.queryByRole('article')).toBeNull();
  });
});
