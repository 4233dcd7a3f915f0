import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from 'shared-contracts/testing';
import { initConsoleI18n, operatorSession, renderConsolePage } from '../testing/console';
import { ConsoleFrame } from './ConsoleFrame';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('the console frame', () => {
  test("lists only the pages the operator's role may use, and keeps the rest closed", async () => {
    mockApi(() => json({ sites: [] }));
    renderConsolePage(
      <ConsoleFrame session={operatorSession('moderator', ['console', 'reports.read'])} />,
      '/admin/audit',
    );
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Reports']);
    expect(await screen.findByText('Your role does not give access to this page.')).toBeTruthy();
    expect(screen.getByText('Signed in as Robin')).toBeTruthy();
  });

  test('shows an owner every page of the registry and keeps the chosen site in the menu links', async () => {
    const session = operatorSession('owner', ['console', 'operators.manage', 'audit.read']);
    mockApi(({ path }) => json(path === '/api/admin/session.php' ? session : { sites: [] }));
    renderConsolePage(<ConsoleFrame session={session} />, '/admin?site=2');
    expect(await screen.findByText('Welcome, Robin.')).toBeTruthy();
    const links = within(screen.getByRole('navigation', { name: 'Menu' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/admin/?site=2'],
      ['Operators', '/admin/operators?site=2'],
      ['Audit log', '/admin/audit?site=2'],
    ]);
  });

  test('shows in the menu how much waits in each queue, the number said with what it counts', async () => {
    const session = operatorSession('moderator', ['console', 'reports.read', 'photos.review', 'appeals.decide']);
    const { calls } = mockApi(({ path }) => {
      if (path === '/api/admin/queues.php')
        return json({
          reports: { waiting: 3, oldest_at: '2026-11-20T10:00:00.000Z', next: 4 },
          photos: { waiting: 1250, oldest_at: '2026-11-21T10:00:00.000Z' },
          appeals: { waiting: 0, oldest_at: null, next: null },
        });
      return json(path === '/api/admin/session.php' ? session : { sites: [] });
    });
    renderConsolePage(<ConsoleFrame session={session} />, '/admin/transparency');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(await within(menu).findByRole('link', { name: 'Reports 3 open cases' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Photo review 1250 photos to review' })).toBeTruthy();
    // Nothing waiting, no badge.
    expect(within(menu).getByRole('link', { name: 'Appeals' })).toBeTruthy();
    expect(within(menu).getByTestId('queue-badge-photos').textContent).toBe('1,2501250 photos to review');
    // On a phone the menu is closed behind its button: the button says how much waits in all.
    expect(screen.getByRole('button', { name: 'Menu 1253 items waiting' }).getAttribute('aria-expanded')).toBe('false');
    expect(calls.filter((call) => call.path === '/api/admin/queues.php')).toHaveLength(1);
  });

  test("starts an owner's dashboard with the work waiting in the queues", async () => {
    const session = operatorSession('owner', ['console', 'dashboards.read', 'reports.read']);
    mockApi(({ path }) => {
      if (path === '/api/admin/queues.php')
        return json({ reports: { waiting: 2, oldest_at: '2026-11-20T10:00:00.000Z', next: 7 } });
      return json(path === '/api/admin/session.php' ? session : { sites: [] });
    });
    renderConsolePage(<ConsoleFrame session={session} />, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const reports = await screen.findByTestId('work-reports');
    expect(within(reports).getByText('2 open cases')).toBeTruthy();
    expect(within(reports).getByRole('link', { name: 'Next case' }).getAttribute('href')).toBe('/admin/reports/7');
    expect(screen.getByRole('button', { name: 'Menu 2 items waiting' })).toBeTruthy();
  });

  test('asks nothing about queues for a role that works in none', async () => {
    const session = operatorSession('analyst', ['console', 'transparency.read', 'dashboards.read']);
    const { calls } = mockApi(({ path }) => json(path === '/api/admin/session.php' ? session : { sites: [] }));
    renderConsolePage(<ConsoleFrame session={session} />, '/admin/transparency');
    await screen.findByRole('link', { name: 'Transparency' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/sites.php')).toBe(true));
    expect(calls.some((call) => call.path === '/api/admin/queues.php')).toBe(false);
  });

  test('offers the seven languages by their own names, and saves the one chosen to the operator', async () => {
    const session = operatorSession('analyst', ['console']);
    const { calls } = mockApi(({ path, body }) =>
      json(
        path === '/api/admin/session.php'
          ? { ...session, operator: { ...session.operator, ...(body as object) } }
          : { sites: [] },
      ),
    );
    renderConsolePage(<ConsoleFrame session={session} />, '/admin');
    const picker = screen.getByRole('combobox', { name: 'Console language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Nederlands', 'Deutsch', 'Italiano', 'Français', 'Español', 'Polski']);
    fireEvent.change(picker, { target: { value: 'pl' } });
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
        ['/api/admin/session.php', { locale: 'pl' }],
      ]),
    );
  });
});
