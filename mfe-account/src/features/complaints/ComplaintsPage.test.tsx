import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { member, apiError, json, mockApi } from 'shared-contracts/testing';
import { initAccountI18n, renderPage } from '../../testing/payments';
import ComplaintsPage from './ComplaintsPage';

beforeAll(() => initAccountI18n('en', ['en', 'de']));
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the complaint form', () => {
  test('says what is missing before sending anything, with the fields marked', async () => {
    await i18next.changeLanguage('en');
    const { calls } = mockApi(() => json({ reference: 'C-ABCDEFGH' }));
    renderPage(<ComplaintsPage />, '/complaints', '/complaints');
    fill('Your complaint', 'Too short');
    fireEvent.click(screen.getByRole('button', { name: 'Send the complaint' }));
    expect(await screen.findByText('Please describe it in at least 20 characters.')).toBeTruthy();
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(2);
    expect(screen.getByText('Please choose one of the options.')).toBeTruthy();
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  test('sends a member’s complaint with the name and address filled in, and shows the reference', async () => {
    await i18next.changeLanguage('en');
    const { calls } = mockApi(() => json({ reference: 'C-ABCDEFGH' }));
    renderPage(<ComplaintsPage />, '/complaints', '/complaints', { user: member() });
    const name = (screen.getByLabelText('Your name') as HTMLInputElement).value;
    const email = (screen.getByLabelText('E-mail address') as HTMLInputElement).value;
    expect(name).not.toBe('');
    expect(email).toContain('@');
    fireEvent.change(screen.getByLabelText('What is it about?'), { target: { value: 'payment' } });
    fill('Your complaint', '  I was charged twice for the same package yesterday.  ');
    fireEvent.click(screen.getByRole('button', { name: 'Send the complaint' }));
    expect((await screen.findByTestId('complaint-sent')).textContent).toBe(
      'Thank you. We have received your complaint under reference C-ABCDEFGH and will answer by e-mail.',
    );
    expect(calls[0]).toMatchObject({
      path: '/api/complaints.php',
      method: 'POST',
      body: { name, email, topic: 'payment', message: 'I was charged twice for the same package yesterday.' },
    });
  });

  test('shows the server’s field errors and its limit in the page language', async () => {
    await i18next.changeLanguage('de');
    let answer = json({ error: 'invalid_request', message: 'x', fields: { email: 'invalid_email' } }, 400);
    mockApi(() => answer);
    renderPage(<ComplaintsPage />, '/complaints', '/complaints');
    fill('Dein Name', 'Robin');
    fill('E-Mail-Adresse', 'robin@example.org');
    fireEvent.change(screen.getByLabelText('Worum geht es?'), { target: { value: 'other' } });
    fill('Deine Beschwerde', 'Ein Profil belästigt mich seit Tagen mit Nachrichten.');
    fireEvent.click(screen.getByRole('button', { name: 'Beschwerde senden' }));
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    answer = apiError(429, 'rate_limited');
    fireEvent.click(screen.getByRole('button', { name: 'Beschwerde senden' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Du hast gerade mehrere Beschwerden gesendet. Bitte warte eine Weile und versuche es dann erneut.',
      ),
    );
  });
});
