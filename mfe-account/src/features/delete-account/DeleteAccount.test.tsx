import { afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useRoutes } from 'react-router';
import { userCleared } from 'shared-contracts/store';
import { member, apiError, json, mockApi, type Call } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { clearPersisted, discountAnswer, initAccountI18n } from '../../testing/payments';
import AccountDeletedPage from './AccountDeletedPage';
import { DeleteAccountSection } from './DeleteAccountSection';

beforeAll(() => initAccountI18n('en', ['en', 'de']));
beforeEach(async () => {
  clearPersisted();
  await i18next.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

function Pages() {
  return useRoutes([
    { path: '/profile', element: <DeleteAccountSection /> },
    { path: '/account-deleted', element: <AccountDeletedPage /> },
    { path: '/credits', element: <p>Credits page</p> },
  ]);
}

const renderSection = (deleteDiscount = 0) =>
  renderWithSite(<Pages />, { path: '/profile', user: member(), settings: { delete_discount: deleteDiscount } });

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
const deletions = (calls: Call[]) => calls.filter((call) => call.method === 'DELETE');

describe('deleting the account', () => {
  test('asks for a reason, the password and a confirmation, then deletes and shows the goodbye page logged out', async () => {
    let deletionWhileAsking: unknown;
    const { calls } = mockApi((call) => {
      // While the call is under way the shell knows the page may lose its session (RequireLogin waits then).
      if (call.method === 'DELETE') deletionWhileAsking = store.getState().session.accountDeletion;
      return json({ done: true });
    });
    const { store } = renderSection();
    expect(screen.getByRole('heading', { name: 'Delete my account' })).toBeTruthy();
    open();
    submit();
    expect(await screen.findByText('Please choose a reason.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('It is too expensive'));
    submit();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'pass phrase' } });
    submit();
    expect(screen.getByText('Please confirm that you want to delete your account.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Anything you would like to tell us? (optional)'), {
      target: { value: '  Too many ads  ' },
    });
    fireEvent.click(screen.getByLabelText('I understand that my account cannot be restored.'));
    submit();
    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeTruthy();
    expect(deletions(calls)).toEqual([
      expect.objectContaining({
        path: '/api/user.php',
        body: { password: 'pass phrase', reason: 'too_expensive', comment: 'Too many ads' },
      }),
    ]);
    expect(deletionWhileAsking).toBe('pending');
    expect(store.getState().session).toMatchObject({ user: null, accountDeletion: 'done' });
    expect(screen.getByTestId('account-deleted').textContent).toContain('orders and payments');
    expect(screen.getByRole('link', { name: 'To the home page' }).getAttribute('href')).toBe('/');
  });

  test('the session ending before the deletion is answered (a user poll’s 403) still shows the goodbye page', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { store } = renderSection();
    open();
    fireEvent.click(screen.getByLabelText('I found a partner'));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'pass phrase' } });
    fireEvent.click(screen.getByLabelText('I understand that my account cannot be restored.'));
    submit();
    await waitFor(() => expect(store.getState().session.accountDeletion).toBe('pending'));
    // The shell clears the member it was told is gone, which empties every cached call.
    store.dispatch(userCleared({ forced: true }));
    answer(json({ done: true }));
    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeTruthy();
  });

  test('a wrong password is shown at the password field, in the member’s language', async () => {
    await i18next.changeLanguage('de');
    mockApi(() => json({ error: 'validation', message: 'x', fields: { password: 'wrong_password' } }, 400));
    const { store } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Mein Konto löschen…' }));
    fireEvent.click(screen.getByLabelText('Ich habe einen Partner gefunden'));
    fireEvent.change(screen.getByLabelText('Dein Passwort'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByLabelText('Ich verstehe, dass mein Konto nicht wiederhergestellt werden kann.'));
    fireEvent.click(screen.getByRole('button', { name: 'Mein Konto endgültig löschen' }));
    expect(await screen.findByText('Dieses Passwort ist nicht richtig.')).toBeTruthy();
    expect(screen.getByLabelText('Dein Passwort').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('account-deleted')).toBeNull();
    // Still a member: a session that ends now is an ordinary logout again.
    expect(store.getState().session.accountDeletion).toBeNull();
  });

  test('too many wrong passwords say to wait', async () => {
    mockApi(() => apiError(429, 'account_throttled'));
    renderSection();
    open();
    fireEvent.click(screen.getByLabelText('Another reason'));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'guess' } });
    fireEvent.click(screen.getByLabelText('I understand that my account cannot be restored.'));
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many wrong passwords. Please wait a few minutes and try again.',
      ),
    );
  });

  test('with a delete discount, offers the code first; following it keeps the code for /credits', async () => {
    const { calls } = mockApi((call) =>
      call.path === '/api/discountcode.php' ? json(discountAnswer({ code: 'STAY-AB12', value: 50 })) : json({}),
    );
    renderSection(50);
    open();
    expect((await screen.findByTestId('stay-offer')).textContent).toContain(
      'Before you go: stay and get 50% off with code STAY-AB12.',
    );
    expect(calls[0]?.search.get('delete')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Use the code' }));
    expect(await screen.findByText('Credits page')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('discount_code') ?? 'null')).toMatchObject({ code: 'STAY-AB12', value: 50 });
  });

  test('without a delete discount, asks for no code', async () => {
    const { calls } = mockApi(() => json({}));
    renderSection(0);
    open();
    expect(screen.getByLabelText('Your password')).toBeTruthy();
    expect(screen.queryByTestId('stay-offer')).toBeNull();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByLabelText('Your password')).toBeNull();
  });

  test('the goodbye page opened directly by a logged-in member says nothing was deleted: it leads to /profile', () => {
    mockApi(() => json({}));
    const { store } = renderWithSite(<Pages />, { path: '/account-deleted', user: member() });
    expect(screen.queryByRole('heading', { name: 'Your account has been deleted' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toBeTruthy();
    expect(store.getState().session.user).not.toBeNull();
  });

  test('the goodbye page opened directly by a visitor (a bookmark, the mail) shows the goodbye', () => {
    renderWithSite(<Pages />, { path: '/account-deleted' });
    expect(screen.getByRole('heading', { name: 'Your account has been deleted' })).toBeTruthy();
  });
});
