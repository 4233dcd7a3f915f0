import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import { initSignupI18n, renderWithSite } from '../../testing/renderWithSite';
import { SignupPage } from './SignupPage';

beforeAll(() => initSignupI18n('en'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const part of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${part.split('=')[0]}=; Max-Age=0; Path=/`;
});

async function renderSignup(signups: string, url: string) {
  window.history.replaceState(null, '', url);
  renderWithSite(<SignupPage autoSkip />, {
    name: 'Lovely Dates',
    signups,
    signup: { showDots: false },
    minimum_age: 18,
    countries: ['NL'],
    geoip_selected_country: 'NL',
    push_pub: '',
  });
  await act(async () => undefined);
}

describe('SignupPage', () => {
  test('shows the invite-only notice with a login link when signup is closed', async () => {
    await renderSignup('closed', '/signup?network=aff1');
    expect(screen.getByRole('heading', { name: 'Lovely Dates is invite-only right now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  test('with signup for traffic-source visitors only, a visitor without a source sees the notice', async () => {
    await renderSignup('with_trafficsource', '/signup');
    expect(screen.getByTestId('invite-only')).toBeTruthy();
  });

  test('a visitor who came from a traffic source gets the form', async () => {
    await renderSignup('with_trafficsource', '/signup?network=partner3');
    expect(screen.getByRole('heading', { name: 'Create your free account' })).toBeTruthy();
  });

  test('open signup shows the form, and speaks of the member the visitor came for', async () => {
    await renderSignup('all', '/signup?profile=42');
    expect(screen.getByRole('heading', { name: 'Sign up to reply' })).toBeTruthy();
  });
});
