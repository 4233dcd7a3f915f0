import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { member, siteSettings, json, mockApi } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { clearPersisted, creditsAnswer, initAccountI18n } from '../../testing/payments';
import PremiumPage from './PremiumPage';

beforeAll(() => initAccountI18n('en'));
afterEach(() => {
  cleanup();
  clearPersisted();
  jest.restoreAllMocks();
});

describe('the premium page', () => {
  test('shows the premium end, the plans and the advantages', async () => {
    await i18next.changeLanguage('en');
    mockApi(() => json(creditsAnswer({ premium_until: '2099-03-01T12:00:00.000Z' })));
    renderWithSite(<PremiumPage />, { user: member(), path: '/premium' });
    expect((await screen.findByTestId('premium-status')).textContent).toBe(
      'You are premium until March 1, 2099. Buying again extends it.',
    );
    const plans = within(screen.getByTestId('plans'));
    expect(plans.getByText('30 days')).toBeTruthy();
    expect(plans.getByRole('link', { name: 'Choose premium for 30 days' }).getAttribute('href')).toBe(
      '/credits/premium-3',
    );
    expect(screen.getByText('Send unlimited messages without using credits')).toBeTruthy();
  });

  test('leaves the advantages out when the template has them off', async () => {
    await i18next.changeLanguage('en');
    mockApi(() => json(creditsAnswer()));
    const features = { ...siteSettings().template.features, premiumMembershipAdvantages: false };
    renderWithSite(<PremiumPage />, {
      user: member(),
      path: '/premium',
      settings: { template: { name: 'white-label', features } },
    });
    expect((await screen.findByTestId('premium-status')).textContent).toBe('You are not premium yet.');
    expect(screen.queryByTestId('premium-advantages')).toBeNull();
  });
});
