import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi, type Call } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage, twoSites } from '../../testing/console';
import OffersPage from './OffersPage';
import PricesPage from './PricesPage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

function answer(call: Call) {
  if (call.path === '/api/admin/sites.php') return json({ sites: twoSites });
  if (call.path === '/api/admin/prices.php')
    return json({ countries: [{ country: 'NL', currency: 'EUR' }], message_credits: 1, packages: [], plans: [] });
  return json({}, 404);
}
const priceCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/prices.php');

describe('prices with "All sites" picked', () => {
  test('asks which site to work on instead of showing the default one, then shows that site', async () => {
    const { calls } = mockApi(answer);
    renderConsolePage(<PricesPage />, '/admin/prices');
    const choice = await screen.findByRole('list', { name: 'Sites' });
    expect(screen.getByText('Prices, codes and offers are kept per site. Choose the site to work on:')).toBeTruthy();
    expect(priceCalls(calls)).toEqual([]);
    fireEvent.click(within(choice).getByRole('button', { name: 'Nightlane' }));
    expect(await screen.findByText(/Credit packages and premium plans of Nightlane/)).toBeTruthy();
    expect(priceCalls(calls).at(-1)?.search.get('site')).toBe('2');
  });

  test('the offers tab asks the same', async () => {
    mockApi(answer);
    renderConsolePage(<OffersPage />, '/admin/prices/offers');
    expect(await screen.findByRole('list', { name: 'Sites' })).toBeTruthy();
    expect(screen.queryByText(/What Datelane offers/)).toBeNull();
  });
});

const item = { best_value: false, active: true, in_use: false };
const catalog = {
  countries: [
    { country: 'NL', currency: 'EUR' },
    { country: 'GB', currency: 'GBP' },
    { country: 'SE', currency: null },
  ],
  message_credits: 2,
  packages: [
    { ...item, id: 1, country: 'NL', currency: 'EUR', credits: 100, bonus_credits: 0, price: 1000, position: 0 },
    {
      ...item,
      id: 2,
      country: 'NL',
      currency: 'EUR',
      credits: 200,
      bonus_credits: 50,
      price: 3000,
      position: 1,
      best_value: true,
      in_use: true,
    },
    { ...item, id: 3, country: 'GB', currency: 'GBP', credits: 100, bonus_credits: 0, price: 900, position: 0 },
  ],
  plans: [{ ...item, id: 7, country: 'NL', currency: 'EUR', days: 30, price: 2499, position: 0, active: false }],
};
function catalogServer() {
  return mockApi((call) => {
    if (call.path === '/api/admin/sites.php') return json({ sites: twoSites });
    if (call.path === '/api/admin/prices.php') return json(catalog);
    if (call.method === 'DELETE')
      return json({ outcome: (call.body as { id: number }).id === 2 ? 'retired' : 'deleted' });
    return json({}, 404);
  });
}
const rowOf = (table: string, name: string) =>
  within(screen.getByRole('table', { name: table }))
    .getByRole('cell', { name })
    .closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("a site's packages and plans", () => {
  test("shows the first country's, with the price of a message, and another country's when it is chosen", async () => {
    catalogServer();
    renderConsolePage(<PricesPage />, '/admin/prices?site=1');
    await screen.findByRole('table', { name: 'Credit packages in NL' });
    // 2 credits a message: €10.00 for 100 credits is €0.20 a message; €30.00 for 250 credits is €0.24.
    expect(cells(rowOf('Credit packages in NL', '100 credits'))).toEqual(
      expect.arrayContaining(['100 credits', '€10.00', '€0.20', 'On sale']),
    );
    expect(cells(rowOf('Credit packages in NL', '200 + 50 credits'))).toEqual(
      expect.arrayContaining(['200 + 50 credits', '€30.00', '€0.24', 'Yes']),
    );
    expect(cells(rowOf('Premium plans in NL', '30 days'))).toEqual(
      expect.arrayContaining(['30 days', '€24.99', 'Retired']),
    );
    // A retired plan is not offered for removal again.
    expect(within(rowOf('Premium plans in NL', '30 days')).queryByRole('button', { name: /Retire|Delete/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Payment country'), { target: { value: 'GB' } });
    expect(cells(rowOf('Credit packages in GB', '100 credits'))).toEqual(expect.arrayContaining(['£9.00']));
    expect(screen.queryByRole('table', { name: 'Credit packages in NL' })).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Premium plans in GB' })).getByText('No premium plans in this country.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Currency of this country's prices")).toBeNull();

    // A country without prices yet asks in which currency its first ones will be.
    fireEvent.change(screen.getByLabelText('Payment country'), { target: { value: 'SE' } });
    expect(screen.getByLabelText("Currency of this country's prices")).toBeTruthy();
  });

  test('removing asks first: a package an order names is retired, one no order names is deleted', async () => {
    const { calls } = catalogServer();
    renderConsolePage(<PricesPage />, '/admin/prices?site=1');
    await screen.findByRole('table', { name: 'Credit packages in NL' });
    const removals = () => calls.filter((call) => call.method === 'DELETE');

    fireEvent.click(within(rowOf('Credit packages in NL', '200 + 50 credits')).getByRole('button', { name: 'Retire' }));
    expect(removals()).toEqual([]);
    const question = screen.getByRole('group', {
      name: 'Retire 200 + 50 credits? Members no longer see it; the orders that name it keep it.',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(
      (await screen.findByText('The package was retired: orders name it, so it is kept for them.')).getAttribute(
        'role',
      ),
    ).toBe('status');

    fireEvent.click(within(rowOf('Credit packages in NL', '100 credits')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Delete 100 credits? No order names it.' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(screen.getByText('The package was deleted.')).toBeTruthy());
    expect(removals().map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/packages.php', { id: 2 }],
      ['/api/admin/packages.php', { id: 1 }],
    ]);
  });
});
