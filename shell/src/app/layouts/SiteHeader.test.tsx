import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { User } from 'shared-contracts/api';
import { accountRestricted } from 'shared-contracts/store';
import { member, siteSettings } from 'shared-contracts/testing';
import { initShellI18n } from '../../../test/i18n';
import { makeShellStore } from '../../../test/shellStore';
import { SiteHeader } from './SiteHeader';

beforeAll(async () => {
  await initShellI18n('en', { locales: ['en', 'nl'] });
});
afterEach(cleanup);

function renderHeader(user?: User, store = makeShellStore({ settings: siteSettings(), member: user })) {
  render(
    <Provider store={store}>
      <BrowserRouter>
        <SiteHeader />
      </BrowserRouter>
    </Provider>,
  );
}

const inAYear = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 10, 25, 12)).toISOString();

describe('the header says where the member stands', () => {
  test('a premium member sees "Premium", until when, linked to /premium, instead of the credits', async () => {
    await i18next.changeLanguage('en');
    renderHeader(member({ credits: 199, premium_until: inAYear }));
    const year = new Date(inAYear).getUTCFullYear();
    const premium = screen.getByRole('link', { name: `Premium until November 25, ${year}` });
    expect(premium.getAttribute('href')).toBe('/premium');
    expect(premium.textContent).toBe('Premium');
    expect(premium.getAttribute('title')).toBe(`Premium until November 25, ${year}`);
    expect(screen.queryByTestId('header-credits')).toBeNull();
    expect(screen.queryByText('199 credits')).toBeNull();
  });

  test('in the interface language', async () => {
    await i18next.changeLanguage('nl');
    renderHeader(member({ premium_until: inAYear }));
    const year = new Date(inAYear).getUTCFullYear();
    expect(screen.getByRole('link', { name: `Premium tot 25 november ${year}` })).toBeTruthy();
  });

  test('a member whose premium ended, or who never had it, sees the credits, linked to /credits', async () => {
    await i18next.changeLanguage('en');
    renderHeader(member({ credits: 199, premium_until: '2020-01-01T00:00:00.000Z' }));
    expect(screen.getByTestId('header-credits').textContent).toBe('199 credits');
    expect(screen.getByTestId('header-credits').getAttribute('href')).toBe('/credits');
    expect(screen.queryByTestId('header-premium')).toBeNull();
    cleanup();
    renderHeader(member({ credits: 3 }));
    expect(screen.getByTestId('header-credits').textContent).toBe('3 credits');
  });
});

describe('the header of someone who is not a member', () => {
  test('a visitor is offered to log in or sign up', async () => {
    await i18next.changeLanguage('en');
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
  });

  test('a suspended member, signed in to the ban page only, is offered neither', async () => {
    await i18next.changeLanguage('en');
    const store = makeShellStore({ settings: siteSettings() });
    store.dispatch(accountRestricted('suspended'));
    renderHeader(undefined, store);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('link', { name: /credits/ })).toBeNull();
  });
});
