import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Link, useRoutes } from 'react-router';
import { member, apiError, json, mockApi, type Call } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import {
  clearPersisted,
  creditsAnswer,
  discountAnswer,
  initAccountI18n,
  ordersAnswer,
  quotedAnswer,
} from '../../testing/payments';
import CreditsPage from './CreditsPage';
import { countdown } from './TimeBonusAlert';

beforeAll(() => initAccountI18n('en', ['en', 'nl']));
afterEach(() => {
  cleanup();
  clearPersisted();
  jest.restoreAllMocks();
});

/** The calls the page makes on mount; `discount` answers discountcode.php?code=. */
function api(discount: (call: Call) => Response = () => json(discountAnswer())) {
  return mockApi((call) => {
    if (call.path === '/api/credits.php') return json(creditsAnswer());
    if (call.path === '/api/orders.php') return json(ordersAnswer());
    if (call.path === '/api/discountcode.php')
      return call.search.get('welcome') ? apiError(404, 'not_found') : discount(call);
    return apiError(404, 'not_found');
  });
}

const applyCode = (code: string) => {
  fireEvent.change(screen.getByLabelText('Your discount code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
};

describe('the credits page', () => {
  test('shows the balance and the packages with their prices, bonus and a Choose link', async () => {
    await i18next.changeLanguage('en');
    api();
    renderWithSite(<CreditsPage />, { user: member({ credits: 7 }), path: '/credits' });
    expect(await screen.findByText('You have 7 credits')).toBeTruthy();
    const cards = within(screen.getByTestId('packages')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('10 credits')).toBeTruthy();
    expect(within(first).getByText('€19.99')).toBeTruthy();
    expect(within(first).getByText('€2.00 per message')).toBeTruthy();
    expect(within(second).getByText('+5 bonus credits')).toBeTruthy();
    expect(within(second).getByText('Best value')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Choose 50 credits' }).getAttribute('href')).toBe('/credits/2');
    expect(await screen.findByText('You have not ordered anything yet.')).toBeTruthy();
    // The welcome code's 404 is ignored: no error anywhere.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('applies a discount code and keeps it for the checkout', async () => {
    await i18next.changeLanguage('en');
    const { calls } = api();
    renderWithSite(<CreditsPage />, { user: member(), path: '/credits' });
    await screen.findByText('You have 7 credits');
    applyCode(' spring ');
    expect(await screen.findByText('Code SPRING applied: 10% off')).toBeTruthy();
    const check = calls.find((call) => call.search.get('code'));
    expect(check?.search.get('code')).toBe('SPRING');
    expect(JSON.parse(localStorage.getItem('discount_code') ?? 'null')).toMatchObject({ code: 'SPRING', value: 10 });

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByLabelText('Your discount code')).toBeTruthy();
    expect(localStorage.getItem('discount_code')).toBe('null');
  });

  test('says in the interface language why a code does not work', async () => {
    await i18next.changeLanguage('nl');
    api(() => apiError(422, 'discount_code_expired'));
    renderWithSite(<CreditsPage />, { user: member(), path: '/credits' });
    await screen.findByText('Je hebt 7 credits');
    fireEvent.change(screen.getByLabelText('Jouw kortingscode'), { target: { value: 'OLD-CODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Deze kortingscode is verlopen.');
    expect(localStorage.getItem('discount_code')).toBeNull();
  });

  test('offers the welcome code, and sends the chosen payment country', async () => {
    await i18next.changeLanguage('en');
    const { calls } = mockApi((call) => {
      if (call.path === '/api/credits.php')
        return json(creditsAnswer({ country: call.search.get('country') ?? 'NL', test_mode: true }));
      if (call.path === '/api/orders.php') return json(ordersAnswer());
      return json(discountAnswer({ code: 'WELCOME', kind: 'credits', value: 25 }));
    });
    renderWithSite(<CreditsPage />, { user: member(), path: '/credits' });
    expect(await screen.findByText('Test mode: no real money is charged')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Use this code' }));
    expect(screen.getByText('Code WELCOME applied: +25 credits')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Payment country'), { target: { value: 'BE' } });
    await waitFor(() => expect(calls.some((call) => call.search.get('country') === 'BE')).toBe(true));
    expect(JSON.parse(localStorage.getItem('payment_country') ?? 'null')).toBe('BE');
  });

  test('coming back to the page shows the balance as it is now, not as it was on the last visit', async () => {
    await i18next.changeLanguage('en');
    let balance = 7;
    mockApi((call) => {
      if (call.path === '/api/credits.php') return json(creditsAnswer({ balance }));
      if (call.path === '/api/orders.php') return json(ordersAnswer());
      return apiError(404, 'not_found');
    });
    function Pages() {
      return useRoutes([
        { path: '/credits', element: <CreditsPage /> },
        { path: '/premium', element: <Link to="/credits">Back to credits</Link> },
      ]);
    }
    renderWithSite(<Pages />, { user: member(), path: '/credits' });
    expect(await screen.findByText('You have 7 credits')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Prefer unlimited messages? Become premium' }));
    // Meanwhile the member spent credits in chat.
    balance = 3;
    fireEvent.click(await screen.findByRole('link', { name: 'Back to credits' }));
    expect(await screen.findByText('You have 3 credits')).toBeTruthy();
  });

  test('a kept payment country the site no longer offers falls back to the member’s own', async () => {
    await i18next.changeLanguage('en');
    localStorage.setItem('payment_country', JSON.stringify('XX'));
    const { calls } = mockApi((call) => {
      if (call.path === '/api/credits.php')
        return call.search.get('country') === 'XX' ? apiError(422, 'invalid_request') : json(creditsAnswer());
      if (call.path === '/api/orders.php') return json(ordersAnswer());
      return apiError(404, 'not_found');
    });
    renderWithSite(<CreditsPage />, { user: member(), path: '/credits' });
    expect(await screen.findByText('You have 7 credits')).toBeTruthy();
    expect((screen.getByLabelText('Payment country') as HTMLSelectElement).value).toBe('NL');
    expect(screen.queryByRole('alert')).toBeNull();
    const countries = calls
      .filter((call) => call.path === '/api/credits.php')
      .map((call) => call.search.get('country'));
    expect(countries).toEqual(['XX', null]);
  });

  test('an empty code asks nothing, and a malformed one is refused before any call', async () => {
    await i18next.changeLanguage('en');
    const { calls } = api();
    renderWithSite(<CreditsPage />, { user: member(), path: '/credits' });
    await screen.findByText('You have 7 credits');
    const checks = () => calls.filter((call) => call.search.get('code') !== null);
    applyCode('   ');
    applyCode('no!');
    expect((await screen.findByRole('alert')).textContent).toBe('This discount code does not exist.');
    expect(screen.getByLabelText('Your discount code').getAttribute('aria-invalid')).toBe('true');
    expect(checks()).toHaveLength(0);
  });

  test('prices the cards with the applied code as the server quotes them: the list price struck through', async () => {
    await i18next.changeLanguage('en');
    const { calls } = mockApi((call) => {
      if (call.path === '/api/credits.php')
        return json(
          call.search.get('discount_code') === 'SPRING'
            ? quotedAnswer(
                'SPRING',
                { credits: null, premium: null },
                {
                  1: { price: 1799, price_per_message: 180 },
                  2: { price: 7199, price_per_message: 131 },
                },
              )
            : creditsAnswer(),
        );
      if (call.path === '/api/orders.php') return json(ordersAnswer());
      if (call.search.get('welcome')) return apiError(404, 'not_found');
      return json(discountAnswer());
    });
    renderWithSite(<CreditsPage />, { user: member(), path: '/credits' });
    await screen.findByText('You have 7 credits');
    expect(screen.queryByTestId('list-price')).toBeNull();

    applyCode('spring');
    const second = () => within(screen.getByTestId('packages')).getAllByRole('listitem')[1] as HTMLElement;
    expect((await within(second()).findByTestId('quoted-price')).textContent).toBe('Your price: €71.99');
    expect(within(second()).getByTestId('list-price').textContent).toBe('Regular price: €79.99');
    expect(within(second()).getByTestId('list-price').tagName).toBe('DEL');
    expect(within(second()).getByTestId('per-message').textContent).toBe('€1.31 per message (usually €1.45)');
    expect(
      calls.filter((call) => call.path === '/api/credits.php').map((call) => call.search.get('discount_code')),
    ).toEqual([null, 'SPRING']);
  });

  test('shows the time bonus on each card as the extra credits the quote adds', async () => {
    await i18next.changeLanguage('nl');
    const time_bonus = { percent: 20, ends_at: new Date(Date.now() + 3_600_000).toISOString() };
    const answer = creditsAnswer({ time_bonus });
    mockApi((call) => {
      if (call.path === '/api/credits.php')
        return json({
          ...answer,
          packages: answer.packages.map((pack) => ({
            ...pack,
            quote: {
              ...pack.quote,
              credits: pack.quote.credits + pack.credits / 5,
              time_bonus_credits: pack.credits / 5,
            },
          })),
        });
      if (call.path === '/api/orders.php') return json(ordersAnswer());
      return apiError(404, 'not_found');
    });
    renderWithSite(<CreditsPage />, { user: member(), path: '/credits' });
    const cards = within(await screen.findByTestId('packages')).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByTestId('extra-credits').textContent)).toEqual([
      '+2 extra credits',
      '+10 extra credits',
    ]);
    // A bonus adds credits; the price stays.
    expect(screen.queryByTestId('list-price')).toBeNull();
  });

  test('says when a kept code no longer works for a package, and prices the cards without it', async () => {
    await i18next.changeLanguage('en');
    localStorage.setItem('discount_code', JSON.stringify(discountAnswer({ code: 'USED-ONCE' }).discount));
    mockApi((call) => {
      if (call.path === '/api/credits.php')
        return json(quotedAnswer('USED-ONCE', { credits: 'discount_code_used', premium: 'discount_code_used' }));
      if (call.path === '/api/orders.php') return json(ordersAnswer());
      return apiError(404, 'not_found');
    });
    renderWithSite(<CreditsPage />, { user: member(), path: '/credits' });
    expect((await screen.findByTestId('discount-applied')).textContent).toBe(
      'USED-ONCE: This discount code has already been used.',
    );
    expect(screen.queryByTestId('list-price')).toBeNull();
  });

  test('counts the time bonus down as hh:mm:ss', () => {
    expect(countdown(3_723_000)).toBe('01:02:03');
    expect(countdown(-5)).toBe('00:00:00');
  });
});
