import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useLocation } from 'react-router';
import { member, apiError, json, mockApi } from 'shared-contracts/testing';
import {
  clearPersisted,
  creditsAnswer,
  discountAnswer,
  initAccountI18n,
  paymentAnswer,
  quotedAnswer,
} from '../../testing/payments';
import CheckoutPage from './CheckoutPage';
import { renderPage } from '../../testing/payments';

beforeAll(() => initAccountI18n('en', ['en', 'de']));
afterEach(() => {
  cleanup();
  clearPersisted();
  jest.restoreAllMocks();
});

const pattern = '/credits/:creditId/:paymentMethod?';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('the checkout', () => {
  test('posts the package, the method from the address and the discount code, once, with the button disabled', async () => {
    await i18next.changeLanguage('en');
    localStorage.setItem('discount_code', JSON.stringify(discountAnswer().discount));
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mockApi((call) => {
      // The server's quote: 10% of €79.99 is €8.00 (7.999 rounds up).
      if (call.path === '/api/credits.php')
        return json(quotedAnswer('SPRING', { credits: null, premium: null }, { 2: { price: 7199 } }));
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderPage(<CheckoutPage />, pattern, '/credits/2/creditcard', { user: member() });

    expect(await screen.findByText('50 credits')).toBeTruthy();
    expect(calls[0]?.search.get('discount_code')).toBe('SPRING');
    expect((screen.getByLabelText('Credit card') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('discount-line').textContent).toBe('Code SPRING: 10% off');
    expect(screen.getByText('− €8.00')).toBeTruthy();
    expect(screen.getByText('The final amount is confirmed on the next page.')).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Pay €71.99' }) as HTMLButtonElement;
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(pay.disabled).toBe(true));
    fireEvent.click(pay);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe('/api/payment.php');
    expect(posts[0]?.body).toEqual({ credit_id: 2, method: 'creditcard', discount_code: 'SPRING' });
    // Not answered with a checkout URL: jsdom cannot navigate. An error gives the button back.
    answer(apiError(422, 'method_not_offered'));
    expect((await screen.findByTestId('checkout-error')).textContent).toBe(
      'This payment method is not available. Please choose another one.',
    );
    expect(pay.disabled).toBe(false);
  });

  test('buys a premium plan without a code that is only for credits', async () => {
    await i18next.changeLanguage('de');
    localStorage.setItem('discount_code', JSON.stringify(discountAnswer({ applies_to: 'credits' }).discount));
    const { calls } = mockApi((call) =>
      call.path === '/api/credits.php'
        ? json(
            quotedAnswer('SPRING', { credits: null, premium: 'discount_code_not_applicable' }, { 2: { price: 7199 } }),
          )
        : json(paymentAnswer()),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<CheckoutPage />, pattern, '/credits/premium-3', { user: member() });
    expect(await screen.findByText('Premium für 30 Tage')).toBeTruthy();
    expect(screen.queryByTestId('discount-line')).toBeNull();
    expect(screen.queryByTestId('checkout-error')).toBeNull();
    fireEvent.click(screen.getByLabelText('Banküberweisung (SEPA)'));
    fireEvent.click(screen.getByRole('button', { name: /bezahlen$/ }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ plan_id: 3, method: 'banktransfer' });
  });

  test('puts another chosen method into the address', async () => {
    await i18next.changeLanguage('en');
    mockApi(() => json(creditsAnswer()));
    renderPage(
      <>
        <CheckoutPage />
        <Where />
      </>,
      pattern,
      '/credits/1',
      { user: member() },
    );
    expect(((await screen.findByLabelText('iDEAL')) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Credit card'));
    expect(screen.getByTestId('where').textContent).toBe('/credits/1/creditcard');
    expect((screen.getByLabelText('Credit card') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay €19.99' })).toBeTruthy();
  });

  test('shows the time bonus on a package while it runs, not on a plan', async () => {
    await i18next.changeLanguage('en');
    const time_bonus = { percent: 20, ends_at: new Date(Date.now() + 3_600_000).toISOString() };
    // The server's quote: 20 % of the package's own 50 credits, not of its 5 bonus credits.
    const answer = creditsAnswer({ time_bonus });
    mockApi(() =>
      json({
        ...answer,
        packages: answer.packages.map((pack) =>
          pack.id === 2 ? { ...pack, quote: { ...pack.quote, credits: 65, time_bonus_credits: 10 } } : pack,
        ),
      }),
    );
    renderPage(<CheckoutPage />, pattern, '/credits/2', { user: member() });
    expect((await screen.findByTestId('time-bonus-line')).textContent).toBe('Time bonus +20%: +10 credits');
    cleanup();

    renderPage(<CheckoutPage />, pattern, '/credits/premium-3', { user: member() });
    expect(await screen.findByText('Premium for 30 days')).toBeTruthy();
    expect(screen.queryByTestId('time-bonus-line')).toBeNull();
  });

  test('says when the offer does not exist', async () => {
    await i18next.changeLanguage('en');
    mockApi(() => json(creditsAnswer()));
    renderPage(<CheckoutPage />, pattern, '/credits/99', { user: member() });
    expect(await screen.findByText('This offer is not available (any more).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all offers' }).getAttribute('href')).toBe('/credits');
  });

  test('says before paying that a kept code has expired, and charges the full price once it is removed', async () => {
    await i18next.changeLanguage('en');
    localStorage.setItem('discount_code', JSON.stringify(discountAnswer({ code: 'OLD-CODE' }).discount));
    const expired = 'discount_code_expired';
    const { calls } = mockApi((call) => {
      if (call.path !== '/api/credits.php') return json(paymentAnswer());
      return json(
        call.search.get('discount_code')
          ? quotedAnswer('OLD-CODE', { credits: expired, premium: expired })
          : creditsAnswer(),
      );
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<CheckoutPage />, pattern, '/credits/1', { user: member() });
    expect((await screen.findByTestId('checkout-error')).textContent).toBe(
      'The discount code cannot be used:This discount code has expired.Remove the code',
    );
    expect(screen.queryByTestId('discount-line')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the code' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/credits.php')).toHaveLength(2));
    const pay = (await screen.findByRole('button', { name: 'Pay €19.99' })) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ credit_id: 1, method: 'ideal' });
  });
});
