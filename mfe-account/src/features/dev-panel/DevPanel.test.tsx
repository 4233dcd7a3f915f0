import { afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { member, json, mockApi } from 'shared-contracts/testing';
import { clearPersisted, initAccountI18n, renderPage } from '../../testing/payments';
import DevPages from './DevPages';
import DevPanel from './DevPanel';

beforeAll(() => initAccountI18n('en'));
beforeEach(async () => {
  clearPersisted();
  document.documentElement.dataset.bsTheme = 'light';
  await i18next.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('the floating dev panel', () => {
  test('opens and stays open on the next page', () => {
    renderPage(<DevPanel />, '*', '/members');
    expect(screen.queryByTestId('dev-panel')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dev' }));
    expect(screen.getByTestId('dev-panel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dev' }).getAttribute('aria-expanded')).toBe('true');
    cleanup();
    renderPage(<DevPanel />, '*', '/likes');
    expect(screen.getByTestId('dev-panel')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previews and mail outbox' }).getAttribute('href')).toBe('/_dev');
  });

  test("sets a member's credits to 0 through the server and the header's balance follows", async () => {
    const { calls } = mockApi(() => json({ credits: 0 }));
    const { store } = renderPage(<DevPages />, '/_dev/*', '/_dev', { user: member({ credits: 40 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Set credits to 0' }));
    await waitFor(() => expect(store.getState().session.user?.credits).toBe(0));
    expect(calls).toEqual([
      expect.objectContaining({ path: '/api/dev/credits.php', method: 'POST', body: { credits: 0 } }),
    ]);
  });

  test('a visitor has no credits to set', () => {
    renderPage(<DevPages />, '/_dev/*', '/_dev');
    expect((screen.getByRole('button', { name: 'Set credits to 0' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('deletes the skipped-site-entry-warning flag and switches the design version, remembered', () => {
    localStorage.setItem('skippedSiteEntryWarning', 'true');
    renderPage(<DevPages />, '/_dev/*', '/_dev');
    fireEvent.click(screen.getByRole('button', { name: 'Delete the skipped-site-entry-warning flag' }));
    expect(localStorage.getItem('skippedSiteEntryWarning')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Switch design version' }));
    expect(document.documentElement.dataset.bsTheme).toBe('dark');
    expect(localStorage.getItem('colorScheme')).toBe('"dark"');
    fireEvent.click(screen.getByRole('button', { name: 'Switch design version' }));
    expect(document.documentElement.dataset.bsTheme).toBe('light');
  });
});

describe('the /_dev previews', () => {
  test('show the top navigation in frames as wide as a phone, a tablet and a desktop', () => {
    renderPage(<DevPages />, '/_dev/*', '/_dev/top-nav');
    const frames = screen.getAllByTitle(/^Top navigation, \d+ px$/);
    expect(frames.map((frame) => frame.getAttribute('width'))).toEqual(['390', '768', '1280']);
    expect(frames.every((frame) => frame.getAttribute('src') === '/pages/faq')).toBe(true);
  });

  test('show the activation reminder as an unconfirmed member sees it', () => {
    renderPage(<DevPages />, '/_dev/*', '/_dev/activate-reminder');
    expect(screen.getByRole('heading', { level: 2, name: 'Activation reminder' })).toBeTruthy();
    expect(screen.getAllByTitle(/^Activation reminder/)[0]?.getAttribute('src')).toBe('/complete-signup#confirm-email');
  });
});
