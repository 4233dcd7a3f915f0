import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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
