import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import type { Middleware } from '@reduxjs/toolkit';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { dynamicMiddleware, userRefetchRequested } from 'shared-contracts/store';
import { member, apiError, json, mockApi } from 'shared-contracts/testing';
import { paymentsApi } from '../../shared/paymentsApi';
import {
  clearPersisted,
  creditsAnswer,
  discountAnswer,
  initAccountI18n,
  orderDetails,
  renderPage,
  transactionAnswer,
} from '../../testing/payments';
import TransactionPage, { POLL_INTERVAL_MS, POLL_LIMIT_MS } from './TransactionPage';

beforeAll(() => initAccountI18n('en', ['en', 'pl']));
afterEach(() => {
  cleanup();
  clearPersisted();
  jest.restoreAllMocks();
});

const pattern = '/transactions/:transactionId';
const path = '/transactions/abcdefghijklmnopqrstuvwx';
const retrying = 'The connection dropped; trying again…';

describe('the transaction page', () => {
  test('polls while the payment is open, then shows the new balance and asks for the user again once', async () => {
    await i18next.changeLanguage('en');
    const seen: string[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };
    dynamicMiddleware.addMiddleware(recorder);
    let polls = 0;
    const { calls } = mockApi(() => {
      polls += 1;
      return json(
        polls < 2
          ? transactionAnswer({ status: 'open' })
          : transactionAnswer({ status: 'paid', balance: 17, amount: 1999 }),
      );
    });
    const { store } = renderPage(<TransactionPage />, pattern, path, { user: member({ credits: 7 }) });
    expect(await screen.findByText('Waiting for your payment…')).toBeTruthy();
    expect(screen.getByText('€19.99')).toBeTruthy();
    expect(screen.getByText('abcdefghijklmnopqrstuvwx')).toBeTruthy();
    const paidCheck = () => screen.getByRole('status').querySelector('svg.paid-check');
    expect(paidCheck()).toBeNull();

    expect(await screen.findByText('Payment received', {}, { timeout: 5000 })).toBeTruthy();
    // The confirmation's check mark (drawn in by transaction.css), hidden from screen readers, which read the words.
    expect(paidCheck()?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('transaction-result').classList.contains('paid-result')).toBe(true);
    expect(screen.getByTestId('transaction-result').textContent).toBe('10 credits have been added. Your balance: 17');
    expect(screen.getByRole('link', { name: 'To your chats' }).getAttribute('href')).toBe('/chats');
    expect(calls.every((call) => call.search.get('id') === 'abcdefghijklmnopqrstuvwx')).toBe(true);
    expect(store.getState().session.user?.credits).toBe(17);
    expect(seen.filter((type) => type === userRefetchRequested.type)).toHaveLength(1);
    // Paid is final: no more polls.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(polls).toBe(2);
  }, 15_000);

  test('a failed ask keeps the last answer on screen, says it tries again, and goes on until the payment settles', async () => {
    await i18next.changeLanguage('en');
    let polls = 0;
    mockApi(() => {
      polls += 1;
      if (polls === 2) return apiError(500, 'internal');
      return json(transactionAnswer({ status: polls < 3 ? 'open' : 'paid' }));
    });
    renderPage(<TransactionPage />, pattern, path, { user: member() });
    expect(await screen.findByText('Waiting for your payment…')).toBeTruthy();
    expect(await screen.findByText(retrying, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Waiting for your payment…')).toBeTruthy();
    expect(await screen.findByText('Payment received', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(retrying)).toBeNull();
  }, 15_000);

  test('a paid order reloads the balance the money pages keep', async () => {
    await i18next.changeLanguage('en');
    const { calls } = mockApi((call) =>
      call.path === '/api/credits.php' ? json(creditsAnswer()) : json(transactionAnswer({ status: 'paid' })),
    );
    const { store } = renderPage(<TransactionPage />, pattern, path, { user: member({ credits: 7 }) });
    // /credits, seen before paying, left its answer in the cache.
    const kept = store.dispatch(paymentsApi.endpoints.getCredits.initiate({}));
    expect(await screen.findByText('Payment received')).toBeTruthy();
    // Asked again once the payment is in, so /credits shows the new balance.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/credits.php')).toHaveLength(2));
    kept.unsubscribe();
  });

  test('forgets the code a paid order used, and keeps one it did not use', async () => {
    await i18next.changeLanguage('en');
    localStorage.setItem('discount_code', JSON.stringify(discountAnswer({ code: 'WELCOME-AB12' }).discount));
    mockApi(() => json(transactionAnswer({ status: 'paid', order: orderDetails({ discount_code: 'WELCOME-AB12' }) })));
    renderPage(<TransactionPage />, pattern, path, { user: member() });
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(localStorage.getItem('discount_code')).toBe('null');
    cleanup();

    localStorage.setItem('discount_code', JSON.stringify(discountAnswer({ code: 'SPRING' }).discount));
    mockApi(() => json(transactionAnswer({ status: 'paid', order: orderDetails({ discount_code: null }) })));
    renderPage(<TransactionPage />, pattern, path, { user: member() });
    expect(await screen.findByText('Payment received')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('discount_code') ?? 'null')).toMatchObject({ code: 'SPRING' });
  });

  test('offers to try again with the same package and method after a failure', async () => {
    await i18next.changeLanguage('pl');
    const order = orderDetails({ credit_id: 1, plan_id: null, method: 'ideal' });
    mockApi(() => json(transactionAnswer({ status: 'failed', order })));
    renderPage(<TransactionPage />, pattern, path, { user: member() });
    expect(await screen.findByText('Płatność nie powiodła się. Nic nie zostało pobrane.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spróbuj ponownie' }).getAttribute('href')).toBe('/credits/1/ideal');
  });

  test('tries a premium plan again with its plan id', async () => {
    await i18next.changeLanguage('en');
    const order = orderDetails({
      product: 'premium',
      credits: 0,
      premium_days: 30,
      credit_id: null,
      plan_id: 3,
      method: 'paypal',
    });
    mockApi(() => json(transactionAnswer({ status: 'expired', order })));
    renderPage(<TransactionPage />, pattern, path, { user: member() });
    expect(await screen.findByText('The payment expired before it was completed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/credits/premium-3/paypal');
  });

  test('stops asking after 15 minutes and says the page updates on reload', async () => {
    await i18next.changeLanguage('en');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let polls = 0;
      mockApi(() => {
        polls += 1;
        return json(transactionAnswer({ status: 'pending' }));
      });
      renderPage(<TransactionPage />, pattern, path, { user: member() });
      await act(() => jest.advanceTimersByTimeAsync(POLL_LIMIT_MS + 10 * POLL_INTERVAL_MS));
      expect(screen.getByText('Your bank is confirming the payment…')).toBeTruthy();
      expect(
        screen.getByText('We are still waiting for the payment. This page updates when you reload it.'),
      ).toBeTruthy();
      const asked = polls;
      expect(asked).toBeGreaterThan(400);
      expect(asked).toBeLessThanOrEqual(POLL_LIMIT_MS / POLL_INTERVAL_MS + 2);
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(polls).toBe(asked);
    } finally {
      jest.useRealTimers();
    }
  }, 30_000);

  test('says when the transaction does not exist', async () => {
    await i18next.changeLanguage('en');
    mockApi(() => apiError(404, 'unknown_transaction'));
    renderPage(<TransactionPage />, pattern, path);
    expect(await screen.findByText('This transaction does not exist.')).toBeTruthy();
  });

  test('shows a stranger only the state and the amount', async () => {
    await i18next.changeLanguage('en');
    mockApi(() => json(transactionAnswer({ status: 'canceled', order: null, balance: null })));
    renderPage(<TransactionPage />, pattern, path);
    expect(await screen.findByText('You canceled the payment.')).toBeTruthy();
    expect(screen.queryByText('Purchase')).toBeNull();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/credits');
  });
});
