import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { json, mockApi } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage } from '../../testing/console';
import { CatalogItemForm } from './CatalogItemForm';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const newPackage = (onDone: () => void = () => undefined) =>
  renderConsolePage(
    <CatalogItemForm
      kind="credits"
      siteId={1}
      country="NL"
      currency="EUR"
      messageCredits={1}
      nextPosition={4}
      onDone={onDone}
    />,
  );

describe('a package in the console', () => {
  test('takes the price in euros and sends it in cents, exactly, with what a message then costs', async () => {
    const done = jest.fn();
    const { calls } = mockApi(() =>
      json({
        package: {
          id: 9,
          country: 'NL',
          currency: 'EUR',
          credits: 200,
          bonus_credits: 40,
          price: 2999,
          best_value: false,
          position: 4,
          active: true,
          in_use: false,
        },
      }),
    );
    newPackage(done);
    fill('Credits', '200');
    fill('Bonus credits', '40');
    // 29.99 × 100 is 2998.9999999999995 in floating point: the field converts the digits instead.
    fill('Price incl. VAT', '29,99');
    expect(await screen.findByText('€0.12 per message')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      path: '/api/admin/packages.php',
      method: 'POST',
      body: {
        site_id: 1,
        country: 'NL',
        currency: 'EUR',
        credits: 200,
        bonus_credits: 40,
        price: 2999,
        position: 4,
        best_value: false,
      },
    });
  });

  test('refuses an amount that is not one before asking the server', async () => {
    const { calls } = mockApi(() => json({}));
    newPackage();
    fill('Price incl. VAT', '12.345');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter an amount, such as 19.99.')).toBeTruthy();
    fill('Price incl. VAT', '');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter an amount, such as 19.99.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test("shows a country's other currency at the price", async () => {
    mockApi(() => json({ error: 'currency_mismatch', message: 'x', fields: { currency: 'currency_mismatch' } }, 409));
    newPackage();
    fill('Price incl. VAT', '9.99');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText("This country's prices are in another currency.")).toBeTruthy();
    expect(screen.getByLabelText('Price incl. VAT').getAttribute('aria-invalid')).toBe('true');
  });
});
