import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, mockApi } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage } from '../../../testing/console';
import { CreditAdjustmentDialog } from './CreditAdjustmentDialog';

beforeAll(() => {
  // jsdom has no modal dialogs; the browser's showModal and close only toggle `open`.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const open = () =>
  renderConsolePage(
    <CreditAdjustmentDialog open memberId={4} balance={239} onClose={() => undefined} onDone={() => undefined} />,
  );

describe('adjusting credits', () => {
  beforeAll(() => initConsoleI18n());

  test('"Add credits" with -5 takes nothing: the amount is refused, and the button says what would happen', async () => {
    const { calls } = mockApi(() => json({ balance: 244, entry_id: 1 }));
    open();
    expect(screen.getByRole('button', { name: 'Add credits' })).toBeTruthy();
    fill('Number of credits', '-5');
    fill('Reason', 'Goodwill');
    expect(screen.getByRole('status').textContent).toBe('Balance now: 239.');
    fireEvent.click(screen.getByRole('button', { name: 'Add credits' }));
    expect(
      await screen.findByText(
        'Type the number without a sign: the choice above says whether credits are added or taken.',
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    fill('Number of credits', '5');
    expect(screen.getByRole('status').textContent).toBe('Balance 239 → 244.');
    fireEvent.click(screen.getByRole('button', { name: 'Add 5 credits' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ member: 4, kind: 'add', amount: 5, reason: 'Goodwill' });
  });

  test('"Take credits" sends the kind and a positive amount, and names one credit in the singular', async () => {
    const { calls } = mockApi(() => json({ balance: 238, entry_id: 2 }));
    open();
    fireEvent.click(screen.getByRole('radio', { name: 'Take credits' }));
    fill('Number of credits', '1');
    fill('Reason', 'Given twice');
    expect(screen.getByRole('status').textContent).toBe('Balance 239 → 238.');
    fireEvent.click(screen.getByRole('button', { name: 'Take 1 credit' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ kind: 'take', amount: 1 });
  });

  test('says it in Polish with the plural forms the number takes', async () => {
    await initConsoleI18n('pl');
    mockApi(() => json({}));
    open();
    fill('Liczba kredytów', '5');
    expect(screen.getByRole('button', { name: 'Dodaj 5 kredytów' })).toBeTruthy();
    fill('Liczba kredytów', '3');
    expect(screen.getByRole('button', { name: 'Dodaj 3 kredyty' })).toBeTruthy();
    cleanup();
    await initConsoleI18n('en');
  });
});
