import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { json, mockApi } from 'shared-contracts/testing';
import { initSignupI18n, renderWithSite } from '../../../testing/renderWithSite';
import { AccountStep } from './AccountStep';

beforeAll(() => initSignupI18n('en'));
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

async function renderStep() {
  renderWithSite(<AccountStep profileId={null} onSignedUp={jest.fn()} />, {
    name: 'Lovely Dates',
    signup: { showDots: false },
    geoip_selected_country: 'NL',
  });
  await act(async () => undefined);
  return {
    email: screen.getByLabelText('E-mail address'),
    name: screen.getByLabelText('Name'),
    submit: screen.getByRole('button', { name: 'Sign up for free' }),
  };
}

/** Typing into a field, as a visitor does: the value changes, then the field may be left. */
async function type(field: HTMLElement, value: string, { leave = false } = {}) {
  await act(async () => {
    fireEvent.change(field, { target: { value } });
  });
  if (leave)
    await act(async () => {
      fireEvent.blur(field);
    });
}

describe('step 0, the name rules (docs/product.md §5)', () => {
  test('a name starting with @ is refused as it is typed, before the e-mail or password are filled in, and the submit button waits', async () => {
    const { name, submit } = await renderStep();
    expect(submit.hasAttribute('disabled')).toBe(false);

    await type(name, '@bob');
    expect(screen.getByText('Your name cannot start with @')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(submit.hasAttribute('disabled')).toBe(true);

    await type(name, 'bob');
    expect(screen.queryByText('Your name cannot start with @')).toBeNull();
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  test('a name equal to the e-mail address is refused when the name is left, whatever case it is in', async () => {
    const { name, submit } = await renderStep();
    await type(screen.getByLabelText('E-mail address'), 'bob@example.com');

    await type(name, 'BOB@example.com', { leave: true });
    expect(screen.getByText('Your name cannot be your e-mail address')).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
  });

  test('an emptied name is required, and one over 150 characters is too long', async () => {
    const { name, submit } = await renderStep();
    await type(name, 'Robin');
    await type(name, '', { leave: true });
    expect(screen.getByText('Value is required')).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);

    await type(name, 'n'.repeat(151));
    expect(screen.getByText('This is longer than allowed')).toBeTruthy();
  });

  test('leaving the name untouched shows nothing yet: the form is not judged before the visitor acts', async () => {
    const { submit } = await renderStep();
    expect(screen.queryByRole('alert', { name: /./ })).toBeNull();
    expect(screen.queryByText('Value is required')).toBeNull();
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  // One member typed their name after the one taken from the address and became "walker1Walker".
  test('the name taken from the e-mail address is selected when the field is entered, so typing replaces it', async () => {
    mockApi(() =>
      json({ token: 't', status: 'new', email: 'walker1@example.org', request_email: 'walker1@example.org' }),
    );
    const { email, name } = await renderStep();
    await type(email, 'walker1@example.org', { leave: true });
    expect((name as HTMLInputElement).value).toBe('walker1');

    await act(async () => {
      fireEvent.focus(name);
    });
    const input = name as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'walker1'.length]);

    // A name of the member's own is theirs to edit: entering the field again selects nothing.
    await type(name, 'Walker', { leave: true });
    input.setSelectionRange(6, 6);
    await act(async () => {
      fireEvent.focus(name);
    });
    expect([input.value, input.selectionStart, input.selectionEnd]).toEqual(['Walker', 6, 6]);
  });
});
