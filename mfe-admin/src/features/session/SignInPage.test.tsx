import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, json, mockApi } from 'shared-contracts/testing';
import { initConsoleI18n, operatorSession, renderConsolePage } from '../../testing/console';
import SignInPage from './SignInPage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('signing in to the console', () => {
  test('says what is missing or malformed before asking the server', async () => {
    const { calls } = mockApi(() => json({}));
    renderConsolePage(<SignInPage />);
    fill('E-mail address', 'not an address');
    fill('Code from your authenticator app', '12 34');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Enter the 6 digits your authenticator app shows.')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  test('sends the three together, the code without its spaces, and says the same for any wrong one', async () => {
    const { calls } = mockApi(() => apiError(401, 'invalid_credentials'));
    renderConsolePage(<SignInPage />);
    fill('E-mail address', 'mo@operators.example');
    fill('Password', 'a long pass phrase');
    fill('Code from your authenticator app', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail address, password or code is not correct.');
    expect(calls[0]).toMatchObject({
      path: '/api/admin/session.php',
      method: 'POST',
      body: { email: 'mo@operators.example', password: 'a long pass phrase', code: '123456' },
    });
    // A used or wrong code is of no more use: the field is emptied for the next one.
    await waitFor(() =>
      expect((screen.getByLabelText('Code from your authenticator app') as HTMLInputElement).value).toBe(''),
    );
  });

  test('asks to wait after too many attempts, and signs in with a good code', async () => {
    let answer = apiError(429, 'account_throttled');
    mockApi(() => answer);
    renderConsolePage(<SignInPage />);
    fill('E-mail address', 'mo@operators.example');
    fill('Password', 'a long pass phrase');
    fill('Code from your authenticator app', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    answer = json(operatorSession('moderator', ['console', 'reports.read']));
    fill('Code from your authenticator app', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
