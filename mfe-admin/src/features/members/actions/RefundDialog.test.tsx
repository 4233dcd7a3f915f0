import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberOrder } from 'shared-contracts/api/admin';
import { apiError, json, mockApi } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage } from '../../../testing/console';
import { RefundDialog } from './RefundDialog';

beforeAll(() => {
  // jsdom has no modal dialogs; the browser's showModal and close only toggle `open`.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
  return initConsoleI18n();
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const order: MemberOrder = {
  row: 9,
  id: 'g5vToKe7QEfSgUyi8jXcIgcq',
  status: 'paid',
  product: 'credits',
  credits: 30,
  premium_days: 0,
  amount: 6499,
  currency: 'EUR',
  country: 'NL',
  method: 'ideal',
  provider: 'sandbox',
  test: true,
  discount_code: null,
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:01:00.000Z',
  refunded_amount: 1000,
  charged_back_amount: 0,
  refundable: 5499,
  refunds: [],
};

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('refunding an order', () => {
  test('offers what is left, refuses more before asking, and sends minor units with one request id', async () => {
    let answer = apiError(502, 'refund_provider_error');
    const { calls } = mockApi(() => answer);
    const done: string[] = [];
    renderConsolePage(
      <RefundDialog order={order} memberId={4} onClose={() => undefined} onDone={(message) => done.push(message)} />,
    );
    expect((screen.getByLabelText('Amount to refund (EUR)') as HTMLInputElement).value).toBe('54.99');
    fill('Amount to refund (EUR)', '55.00');
    fill('Reason', 'Charged twice');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('That is more than can still be refunded.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fill('Amount to refund (EUR)', '12,50');
    // The credits' share of €12.50 of €64.99, rounded down.
    expect(screen.getByRole('status').textContent).toContain('The member loses 5 credits');
    fireEvent.click(screen.getByRole('button', { name: 'Refund €12.50' }));
    expect((await screen.findByRole('alert')).textContent).toContain('did not take the refund');
    answer = json({ order: { ...order, refunded_amount: 2250, refundable: 4249 }, balance: 25 });
    fireEvent.click(screen.getByRole('button', { name: 'Refund €12.50' }));
    await waitFor(() => expect(done).toEqual(['€12.50 of order g5vToKe7QEfSgUyi8jXcIgcq refunded.']));
    expect(calls.map((call) => call.body)).toEqual([
      expect.objectContaining({ member: 4, order: order.id, amount: 1250, reason: 'Charged twice' }),
      expect.objectContaining({ amount: 1250 }),
    ]);
    // The retry is the same form: the server refunds it once whatever happened to the first.
    const [first, second] = calls.map((call) => (call.body as { request_id: string }).request_id);
    expect(first).toMatch(/^[\w-]{36}$/);
    expect(second).toBe(first);
  });
});
