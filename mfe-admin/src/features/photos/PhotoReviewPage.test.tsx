import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewPhoto } from 'shared-contracts/api/admin';
import { json, mockApi, type Call } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage, twoSites } from '../../testing/console';
import PhotoReviewPage from './PhotoReviewPage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const photo = (id: number, siteId: number, name: string): ReviewPhoto => ({
  id,
  site_id: siteId,
  visibility: siteId === 2 ? 'pending' : 'public',
  needs_review: siteId !== 2,
  nudity_score: 0.0731234567890123,
  classes: { Neutral: 0.9, Porn: 0.05, Sexy: 0.05 },
  over_threshold: false,
  uploaded_at: '2026-11-20T10:00:00.000Z',
  scored_at: '2026-11-20T10:00:01.000Z',
  scoring_error: null,
  profile_id: id + 100,
  member_id: id + 200,
  member_name: name,
  member_email: null,
});

/** Both sites' photos, or one site's (with its settings) when the call names it. */
function answer(call: Call) {
  if (call.path === '/api/admin/sites.php') return json({ sites: twoSites });
  if (call.path === '/api/admin/photos.php') {
    const site = twoSites.find((one) => String(one.id) === call.search.get('site'));
    const photos = [photo(1, 1, 'Dana'), photo(2, 2, 'Nora')].filter((one) => !site || one.site_id === site.id);
    const counts = { pending: 1, needs_review: 1 };
    return json({ photos, next: null, counts, ...(site ? { moderation: site.moderation } : {}) });
  }
  return json({}, 404);
}
const queueCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/photos.php');

describe('the photo queue', () => {
  test("on all sites asks for every site's photos, and each card names its site", async () => {
    const { calls } = mockApi(answer);
    renderConsolePage(<PhotoReviewPage />, '/admin/photos');
    const nora = (await screen.findByRole('heading', { name: /Nora/ })).closest('article') as HTMLElement;
    expect(within(nora).getByText('Site: Nightlane')).toBeTruthy();
    const dana = screen.getByRole('heading', { name: /Dana/ }).closest('article') as HTMLElement;
    expect(within(dana).getByText('Site: Datelane')).toBeTruthy();
    expect(queueCalls(calls).every((call) => !call.search.has('site'))).toBe(true);
    // Each site's own setting, the threshold as a share like the scores.
    const settings = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(settings).toContain('Nightlane: Pre-moderation: every photo waits for a moderator (threshold 80%)');
    expect(settings).toContain('Datelane: Post-moderation: photos under 80% go public at once');
    // The score and the classifier's classes in words, as whole percentages.
    expect(within(nora).getByText('Nudity score 7%')).toBeTruthy();
    expect(within(nora).getByText('Neutral 90% · Explicit 5% · Suggestive 5%')).toBeTruthy();
  });

  test('on one site asks for that site only and names no site on the cards', async () => {
    const { calls } = mockApi(answer);
    renderConsolePage(<PhotoReviewPage />, '/admin/photos?site=2');
    const nora = (await screen.findByRole('heading', { name: /Nora/ })).closest('article') as HTMLElement;
    expect(within(nora).queryByText(/Site:/)).toBeNull();
    expect(queueCalls(calls).at(-1)?.search.get('site')).toBe('2');
    expect(screen.queryByRole('heading', { name: /Dana/ })).toBeNull();
  });
});

describe('rejecting a photo', () => {
  test('preselects no rule, says so when none is chosen, and names the rules as the decision form does', async () => {
    const { calls } = mockApi((call) =>
      call.path === '/api/admin/photos.php' && call.method === 'POST'
        ? json({ photo: photo(1, 1, 'Dana') })
        : answer(call),
    );
    renderConsolePage(<PhotoReviewPage />, '/admin/photos?site=1');
    const dana = (await screen.findByRole('heading', { name: /Dana/ })).closest('article') as HTMLElement;
    fireEvent.click(within(dana).getByRole('button', { name: 'Reject…' }));
    const rule = within(dana).getByLabelText('Rule of the terms') as HTMLSelectElement;
    expect(rule.value).toBe('');
    expect(within(rule).getByRole('option', { name: 'Pretending to be someone else' })).toBeTruthy();
    expect(within(rule).queryByRole('option', { name: 'Impersonation' })).toBeNull();
    fireEvent.change(within(dana).getByLabelText('Facts'), { target: { value: 'A stock photo' } });
    fireEvent.click(within(dana).getByRole('button', { name: 'Reject photo' }));
    expect(await within(dana).findByText('This field is required.')).toBeTruthy();
    expect(rule.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(rule, { target: { value: 'impersonation' } });
    fireEvent.click(within(dana).getByRole('button', { name: 'Reject photo' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        photo: 1,
        action: 'reject',
        ground: 'impersonation',
        facts: 'A stock photo',
      }),
    );
  });
});
