import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { QueueSummary } from 'shared-contracts/api/admin';
import { json, mockApi } from 'shared-contracts/testing';
import { initConsoleI18n, operatorSession, renderConsolePage } from '../../testing/console';
import HomePage from './HomePage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000 - 60_000).toISOString();
const moderator = operatorSession('moderator', [
  'console',
  'reports.read',
  'reports.act',
  'photos.review',
  'appeals.decide',
]);
const sites = {
  sites: [1, 2].map((id) => ({
    id,
    key: `site${id}`,
    name: `Site ${id}`,
    hosts: [`site${id}.example`],
    is_default: id === 1,
    countries: ['NL'],
    signups: 'open',
    moderation: { mode: 'post', threshold: 0.8 },
    updated_at: '2026-11-01T10:00:00.000Z',
  })),
};

function server(summary: QueueSummary) {
  return mockApi(({ path }) => {
    if (path === '/api/admin/session.php') return json(moderator);
    if (path === '/api/admin/sites.php') return json(sites);
    if (path === '/api/admin/queues.php') return json(summary);
    return json({ error: 'not_found', message: 'not_found' }, 404);
  });
}

describe("a moderator's overview", () => {
  test('shows the work waiting in each queue, how long the oldest has waited, and links to the queue and the next item', async () => {
    const { calls } = server({
      reports: { waiting: 3, oldest_at: hoursAgo(50), next: 41 },
      photos: { waiting: 0, oldest_at: null },
      appeals: { waiting: 1, oldest_at: hoursAgo(5), next: null },
    });
    renderConsolePage(<HomePage />, '/admin');
    const reports = await screen.findByTestId('work-reports');
    expect(within(reports).getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/admin/reports');
    expect(within(reports).getByText('3 open cases')).toBeTruthy();
    expect(within(reports).getByText('Oldest opened 2 days ago')).toBeTruthy();
    expect(within(reports).getByRole('link', { name: 'Next case' }).getAttribute('href')).toBe('/admin/reports/41');

    const photos = screen.getByTestId('work-photos');
    expect(within(photos).getByRole('link', { name: 'Photo review' }).getAttribute('href')).toBe('/admin/photos');
    expect(within(photos).getByText('No photo to review')).toBeTruthy();

    const appeals = screen.getByTestId('work-appeals');
    expect(within(appeals).getByText('1 open appeal')).toBeTruthy();
    expect(within(appeals).getByText('Oldest filed 5 hours ago')).toBeTruthy();
    // The one appeal waiting is against this moderator's own decision: nothing to take up next.
    expect(within(appeals).queryByRole('link', { name: 'Next appeal' })).toBeNull();
    expect(screen.getByText('Counted on every site.')).toBeTruthy();
    // "All sites": one call, for every site.
    expect(calls.filter((call) => call.path === '/api/admin/queues.php').map((call) => call.search.toString())).toEqual(
      [''],
    );
  });

  test('counts the site chosen at the top, and keeps it in the links', async () => {
    const { calls } = server({
      reports: { waiting: 1, oldest_at: hoursAgo(1), next: 7 },
      photos: { waiting: 2, oldest_at: hoursAgo(3) },
      appeals: { waiting: 0, oldest_at: null, next: null },
    });
    renderConsolePage(<HomePage />, '/admin?site=2');
    await waitFor(() => expect(screen.getByText('Counted on the site chosen at the top.')).toBeTruthy());
    const reports = await screen.findByTestId('work-reports');
    expect(within(reports).getByRole('link', { name: 'Next case' }).getAttribute('href')).toBe(
      '/admin/reports/7?site=2',
    );
    expect(within(screen.getByTestId('work-photos')).getByText('2 photos to review')).toBeTruthy();
    expect(
      calls
        .filter((call) => call.path === '/api/admin/queues.php')
        .at(-1)
        ?.search.get('site'),
    ).toBe('2');
  });
});
