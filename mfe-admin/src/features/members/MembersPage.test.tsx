import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberRow, SiteSummary } from 'shared-contracts/api/admin';
import { defaultModerationSettings } from 'shared-contracts/api';
import { json, mockApi, type Call } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage } from '../../testing/console';
import MembersPage from './MembersPage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const member = (id: number, name: string): MemberRow => ({
  id,
  profile_id: id + 1000,
  site_id: 1,
  site_name: 'Datelane',
  email: `${name.toLowerCase()}@example.org`,
  name,
  country: 'NL',
  status: id % 2 ? 'active' : 'not_confirmed',
  restriction: id === 3 ? 'banned' : null,
  signup_date: '2026-11-20T10:00:00.000Z',
  last_active: '2026-11-25T10:00:00.000Z',
  credits: id * 10,
  paid_user: false,
});

const site: SiteSummary = {
  id: 1,
  key: 'demo',
  name: 'Datelane',
  hosts: [],
  is_default: true,
  countries: ['NL'],
  signups: 'all',
  moderation: defaultModerationSettings,
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** The console's calls: one site, and member pages of two rows each (the first with a count and a next page). */
function answer(call: Call) {
  if (call.path === '/api/admin/sites.php') return json({ sites: [site] });
  const after = call.search.get('after');
  const sort = call.search.get('sort') ?? (call.search.get('by') === 'name' ? 'name' : 'signup');
  return json({
    members: after ? [member(3, 'Carla')] : [member(1, 'Anna'), member(2, 'Bart')],
    next: after ? null : 'cursor-1',
    sort,
    dir: call.search.get('dir') ?? (sort === 'signup' ? 'desc' : 'asc'),
    total: after ? null : { count: 3, kind: 'exact' },
  });
}
const searches = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/members.php');

describe('finding members in the console', () => {
  test('lists the newest first with the count, pages on by the cursor and keeps the count', async () => {
    const { calls } = mockApi(answer);
    renderConsolePage(<MembersPage />, '/admin/members');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Anna' }).getAttribute('href')).toBe('/admin/members/1');
    expect(screen.getByText('3 members')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Signed up/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Next page/ }));
    expect(await screen.findByRole('link', { name: 'Carla' })).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Banned')).toBeTruthy();
    expect(searches(calls).at(-1)?.search.get('after')).toBe('cursor-1');
    expect(screen.getByText('3 members')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Previous page/ }));
    expect(await screen.findByRole('link', { name: 'Anna' })).toBeTruthy();
  });

  test('a name searches names from the start, sorted by name only; a letter in an id is refused at the field', async () => {
    const { calls } = mockApi(answer);
    renderConsolePage(<MembersPage />, '/admin/members');
    await screen.findByRole('table');
    const box = screen.getByLabelText('E-mail, name or member id');
    fireEvent.change(box, { target: { value: 'an' } });
    expect(screen.getByText('Searching names that begin with this, in any case.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches(calls).at(-1)?.search.get('q')).toBe('an'));
    expect(searches(calls).at(-1)?.search.get('by')).toBe('name');
    // A prefix lists in its own order: only the name column sorts.
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending'),
    );
    expect(within(screen.getByRole('columnheader', { name: /Signed up/ })).queryByRole('button')).toBeNull();

    const asked = searches(calls).length;
    fireEvent.change(screen.getByLabelText('Search in'), { target: { value: 'id' } });
    fireEvent.change(screen.getByLabelText('E-mail, name or member id'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a number.')).toBeTruthy();
    expect(searches(calls)).toHaveLength(asked);
  });
});
