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
