import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { lastOrderSchema } from 'shared-contracts/api/payments';
import { member, json, mockApi } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import { clearPersisted, creditsAnswer, initAccountI18n } from '../../testing/payments';
import RepeatOrderPage from './RepeatOrderPage';

beforeAll(() => initAccountI18n('en', ['en', 'fr']));
afterEach(() => {
  cleanup();
  clearPersisted();
  jest.restoreAllMocks();
});

const lastOrder = lastOrderSchema.parse({
  credit_id: 2,
  plan_id: null,
  method: 'ideal',
  country: 'NL',
  credits: 50,
  premium_days: 0,
  price: 7999,
  currency: 'EUR',
});

describe('buying again', () => {
  test('posts the last order once with the same method', async () => {
    await i18next.changeLanguage('en');
    const { calls } = mockApi((call) =>
      call.path === '/api/credits.php'
        ? json(creditsAnswer({ last_order: lastOrder }))
        : new Promise<Response>(() => undefined),
    );
    renderWithSite(<RepeatOrderPage />, { user: member(), path: '/credits/repeat-order' });
    expect(await screen.findByText('Buy again: 50 credits for €79.99 with iDEAL')).toBeTruthy();
    const buy = screen.getByRole('button', { name: 'Buy again' }) as HTMLButtonElement;
    fireEvent.click(buy);
    fireEvent.click(buy);
    await waitFor(() => expect(buy.disabled).toBe(true));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ credit_id: 2, method: 'ideal' });
  });

  test('sends a member without orders to the offers', async () => {
    await i18next.changeLanguage('fr');
    mockApi(() => json(creditsAnswer()));
    renderWithSite(<RepeatOrderPage />, { user: member(), path: '/credits/repeat-order' });
    expect(await screen.findByText('Vous n’avez encore rien acheté.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les offres' }).getAttribute('href')).toBe('/credits');
  });
});
