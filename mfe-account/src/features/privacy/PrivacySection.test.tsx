import { afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { sessionsResponseSchema, type SessionSummary } from 'shared-contracts/api/account';
import { member, apiError, json, mockApi } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { initAccountI18n } from '../../testing/payments';
import { PrivacySection } from './PrivacySection';

beforeAll(() => initAccountI18n('en', ['en', 'pl']));
beforeEach(() => i18next.changeLanguage('en'));
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const session = (changes: Partial<SessionSummary>): SessionSummary => ({
  id: '6f1c2e0a-1111-4a5b-9c3d-000000000001',
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: '2026-11-20T18:30:00.000Z',
  browser: 'Chrome',
  os: 'Linux',
  address: '198.51.x.x',
  current: true,
  ...changes,
});
const phone = session({
  id: '6f1c2e0a-1111-4a5b-9c3d-000000000002',
  browser: 'Firefox',
  os: 'Android',
  current: false,
});
const tablet = session({ id: '6f1c2e0a-1111-4a5b-9c3d-000000000003', browser: '', os: 'iOS', current: false });
const answer = (sessions: SessionSummary[]) => json(sessionsResponseSchema.parse({ sessions }));

const renderSection = () => renderWithSite(<PrivacySection />, { path: '/profile', user: member() });

describe('privacy section', () => {
  test('offers the data download as a file link', async () => {
    mockApi(() => answer([session({})]));
    renderSection();
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/api/my_data.php');
    expect(link.hasAttribute('download')).toBe(true);
    expect(await screen.findByText('You are not logged in anywhere else.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out all other devices' })).toBeNull();
  });

  test('lists the sessions, this device marked, and logs out all other devices', async () => {
    let sessions = [session({}), phone, tablet];
    const { calls } = mockApi((call) => {
      if (call.method === 'DELETE') {
        sessions = [session({})];
        return json({ ended: 2 });
      }
      return answer(sessions);
    });
    renderSection();
    const items = await screen.findAllByTestId('session');
    expect(items.map((item) => item.querySelector('.fw-semibold')?.textContent)).toEqual([
      'Chrome on LinuxThis device',
      'Firefox on Android',
      'Unknown browser on iOS',
    ]);
    expect(within(items[1] as HTMLElement).getByText(/address 198\.51\.x\.x/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out all other devices' }));
    expect(await screen.findByText('Logged out of 2 devices.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/api/sessions.php',
      body: { others: true },
    });
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
  });

  test('logs out one device by its id, in Polish with its plural', async () => {
    await i18next.changeLanguage('pl');
    let sessions = [session({}), phone];
    const { calls } = mockApi((call) => {
      if (call.method === 'DELETE') {
        sessions = [session({})];
        return json({ ended: 1 });
      }
      return answer(sessions);
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: /^Wyloguj\W+Firefox w systemie Android$/ }));
    expect(await screen.findByText('Wylogowano 1 urządzenie.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: phone.id });
  });

  test('says when the sessions cannot be loaded', async () => {
    mockApi(() => apiError(500, 'internal'));
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your logins could not be loaded. Please reload the page.',
    );
  });
});
