import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { member, json, mockApi } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { clearPersisted, creditsAnswer, initAccountI18n } from '../../testing/payments';
import PricingPage from './PricingPage';

beforeAll(() => initAccountI18n('de'));
afterEach(() => {
  cleanup();
  clearPersisted();
  jest.restoreAllMocks();
});

const minimum_message_costs = {
  NL: { costs: 1.99, currency: 'EUR' },
  PL: { costs: 4.5, currency: 'PLN' },
};

describe('the pricing page', () => {
  test('lists the price of a message per country and asks a visitor to sign up', async () => {
    await i18next.changeLanguage('de');
    mockApi(() => json(creditsAnswer({ balance: null })));
    renderWithSite(<PricingPage />, { path: '/pricing', settings: { minimum_message_costs } });
    const rows = within(screen.getByTestId('message-costs')).getAllByRole('row');
    // The lowest price, that of the largest package, is a lower bound: smaller packages cost more per message.
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'LandPreis pro Nachricht',
      'Niederlandeab 1,99 €',
      'Polenab 4,50 PLN',
    ]);
    expect(screen.getByText('Je größer das Paket, desto weniger kostet eine Nachricht.')).toBeTruthy();
    expect(await screen.findByText('Credit-Pakete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kostenlos anmelden' }).getAttribute('href')).toBe('/signup');
  });

  test('asks a member to buy credits', async () => {
    await i18next.changeLanguage('de');
    mockApi(() => json(creditsAnswer()));
    renderWithSite(<PricingPage />, { user: member(), path: '/pricing', settings: { minimum_message_costs } });
    expect((await screen.findByRole('link', { name: 'Credits kaufen' })).getAttribute('href')).toBe('/credits');
  });
});
