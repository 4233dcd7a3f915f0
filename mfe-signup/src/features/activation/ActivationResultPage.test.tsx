import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { member } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { initSignupI18n } from '../../testing/renderWithSite';
import { ActivationResultPage } from './ActivationResultPage';

beforeAll(async () => {
  await initSignupI18n('en');
});
afterEach(cleanup);

describe('where the activation link lands', () => {
  // Clicked again by a member whose account is active: no error, the way in (docs/product.md §2 step 7).
  test('a link clicked again says the account is active already and leads a logged-in member to the members', () => {
    renderWithSite(<ActivationResultPage result="active" />, { user: member({ email_confirmed: true }) });
    expect(screen.getByRole('heading', { name: 'Your account is already active' })).toBeTruthy();
    expect(screen.queryByText(/does not work/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the members' }).getAttribute('href')).toBe('/members');
  });

  test('and a visitor to the login', () => {
    renderWithSite(<ActivationResultPage result="active" />);
    expect(screen.getByRole('heading', { name: 'Your account is already active' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  test('a link that does not work asks for a new one', () => {
    renderWithSite(<ActivationResultPage result="error" />);
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
