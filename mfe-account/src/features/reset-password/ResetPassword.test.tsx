import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initAccountI18n, renderPage } from '../../testing/payments';
import { apiError, json, mockApi } from 'shared-contracts/testing';
import ResetPasswordDoPage from './ResetPasswordDoPage';
import ResetPasswordPage from './ResetPasswordPage';

beforeAll(() => initAccountI18n('en', ['en', 'nl']));
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const token = 'T'.repeat(43);

describe('asking for a reset link', () => {
  test('sends the address and says the same thing whether or not it has an account', async () => {
    await i18next.changeLanguage('en');
    const { calls } = mockApi(() => json({ done: true }));
    renderPage(<ResetPasswordPage />, '/reset-password', '/reset-password');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' sam@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByTestId('reset-sent')).textContent).toBe(
      'If there is an account for sam@example.org, we have sent it a link to choose a new password. The link works once, within one hour. Also check your spam folder.',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: '/api/reset_password.php',
      method: 'POST',
      body: { email: 'sam@example.org' },
    });
    expect(calls[0]?.search.toString()).toBe('');
  });

  test('says when the address is not valid, and when there were too many requests', async () => {
    await i18next.changeLanguage('nl');
    let answer = apiError(400, 'invalid_request');
    const { calls } = mockApi(() => answer);
    renderPage(<ResetPasswordPage />, '/reset-password', '/reset-password');
    const field = screen.getByLabelText('E-mailadres');
    // The contract's e-mail rules say so before any call; the server's 400 says the same.
    fireEvent.change(field, { target: { value: 'no address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'sam@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    answer = apiError(429, 'rate_limited');
    fireEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Te veel verzoeken. Wacht even en probeer het opnieuw.'),
    );
  });
});

describe('choosing the new password', () => {
  const pattern = '/reset-password/do';

  test('sends the token and the password; a visitor is then offered to log in', async () => {
    await i18next.changeLanguage('en');
    const { calls } = mockApi(() => json({ done: true }));
    renderPage(<ResetPasswordDoPage />, pattern, `/reset-password/do?token=${token}`);
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Please enter a new password.')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a new phrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByTestId('reset-done')).textContent).toBe(
      'Your password has been changed. Any other devices where you were logged in have been logged out.',
    );
    expect(calls[0]).toMatchObject({ method: 'POST', body: { token, password: 'a new phrase' } });
    expect(calls[0]?.search.get('do')).toBe('1');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  test('a used or expired link leads to asking for a new one', async () => {
    await i18next.changeLanguage('en');
    mockApi(() => apiError(410, 'reset_link_invalid'));
    renderPage(<ResetPasswordDoPage />, pattern, `/reset-password/do?token=${token}`);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a new phrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByTestId('reset-link-invalid')).textContent).toBe(
      'This link does not work (any more): it has been used already, or it is more than an hour old.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/reset-password');
  });

  test('a link without a proper token says so at once, without a call', async () => {
    await i18next.changeLanguage('en');
    const { calls } = mockApi(() => json({ done: true }));
    renderPage(<ResetPasswordDoPage />, pattern, '/reset-password/do?token=cut-off');
    expect(screen.getByTestId('reset-link-invalid')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
