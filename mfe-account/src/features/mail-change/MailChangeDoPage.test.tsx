import { afterEach, beforeAll, expect, jest, test } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useLocation, useRoutes } from 'react-router';
import { renderWithSite } from 'shared-contracts/testing/render';
import { initAccountI18n } from '../../testing/payments';
import { apiError, json, mockApi } from 'shared-contracts/testing';
import MailChangeDoPage from './MailChangeDoPage';

beforeAll(() => initAccountI18n('en', ['en', 'de']));
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const token = 'M'.repeat(43);

/** Where the page sends the member: the notifications page stands in as the address it shows. */
function Where() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.hash} ${JSON.stringify(location.state)}`}</p>;
}
function App() {
  return useRoutes([
    { path: '/mail-change/do', element: <MailChangeDoPage /> },
    { path: '/notifications', element: <Where /> },
  ]);
}

test('sends the token once on load and shows the new address with a way to the settings', async () => {
  await i18next.changeLanguage('en');
  const { calls } = mockApi(() => json({ email: 'new@example.org' }));
  renderWithSite(<App />, { path: `/mail-change/do?token=${token}` });
  expect((await screen.findByTestId('mail-change-done')).textContent).toBe(
    'Your e-mail address is now new@example.org.',
  );
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/mail_change.php', body: { token } });
  expect(calls[0]?.search.get('do')).toBe('1');
  expect(screen.getByRole('link', { name: 'To your notification settings' }).getAttribute('href')).toBe(
    '/notifications',
  );
});

test('a used, expired or unknown link lands on /notifications#email-change-incorrect', async () => {
  await i18next.changeLanguage('de');
  mockApi(() => apiError(410, 'mail_change_link_invalid'));
  renderWithSite(<App />, { path: `/mail-change/do?token=${token}` });
  expect(screen.getByRole('status').textContent).toBe('Deine neue E-Mail-Adresse wird bestätigt…');
  expect((await screen.findByTestId('landed')).textContent).toBe(
    '/notifications#email-change-incorrect {"linkInvalid":true}',
  );
});

test('a cut-off link lands there at once, without a call', async () => {
  await i18next.changeLanguage('en');
  const { calls } = mockApi(() => json({ email: 'x@example.org' }));
  renderWithSite(<App />, { path: '/mail-change/do?token=cut-off' });
  expect((await screen.findByTestId('landed')).textContent).toBe(
    '/notifications#email-change-incorrect {"linkInvalid":true}',
  );
  expect(calls).toHaveLength(0);
});

test('says so when the call fails for another reason, and stays', async () => {
  await i18next.changeLanguage('en');
  mockApi(() => apiError(500, 'internal'));
  renderWithSite(<App />, { path: `/mail-change/do?token=${token}` });
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('That did not work just now. Please try again.'),
  );
  expect(screen.queryByTestId('landed')).toBeNull();
});
