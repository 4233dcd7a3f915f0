import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { member } from 'shared-contracts/testing';
import { initSignupI18n, renderWithSite } from '../../../testing/renderWithSite';
import { ActivationReminder } from './ActivationReminder';

beforeAll(() => initSignupI18n('en'));
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('the activation reminder, sending to a corrected address', () => {
  test('an empty or malformed address gets the e-mail message at the field, focused, and nothing is sent', async () => {
    const calls = jest.spyOn(globalThis, 'fetch');
    renderWithSite(<ActivationReminder user={member({ email: 'fenna@exampel.org' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    const address = screen.getByLabelText('Your e-mail address');
    expect((address as HTMLInputElement).value).toBe('fenna@exampel.org');

    await act(async () => void fireEvent.change(address, { target: { value: '  ' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Send to this address' }));
    expect(await screen.findByText('Value is required')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Value is required',
    );
    expect(document.activeElement).toBe(address);

    await act(async () => void fireEvent.change(address, { target: { value: 'fenna@' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Send to this address' }));
    expect(await screen.findByText('Value is not a valid email address')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  test('a good address is checked, then the mail goes to it', async () => {
    const checked = { email: 'fenna@example.org', request_email: 'fenna@example.org', status: 'new', token: 't1' };
    const calls = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).includes('validate_email')
          ? Response.json(checked)
          : Response.json({ user: member({ email: 'fenna@example.org' }) }),
      );
    renderWithSite(<ActivationReminder user={member({ email: 'fenna@exampel.org' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    await act(
      async () =>
        void fireEvent.change(screen.getByLabelText('Your e-mail address'), {
          target: { value: ' fenna@example.org ' },
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send to this address' }));
    expect((await screen.findByRole('status')).textContent).toContain('fenna@example.org');
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
    expect(String(calls.mock.calls[0]?.[0])).toContain('email=fenna%40example.org');
    expect(JSON.parse(String(calls.mock.calls[1]?.[1]?.body))).toEqual({ email: 'fenna@example.org', token: 't1' });
  });
});
