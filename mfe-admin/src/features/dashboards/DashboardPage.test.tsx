import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DashboardView } from 'shared-contracts/api/admin';
import { json, mockApi, type Call } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage, twoSites } from '../../testing/console';
import DashboardPage from './DashboardPage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const totals = (signups: number) => ({ signups, activations: 1, messages: 3, reports: 0 });
const paying = { payers: 1, newPayers: 1, premium: 0 };
const part = (site: number, signups: number, revenue: DashboardView['sites'][number]['revenue']) => ({
  site,
  totals: totals(signups),
  paying,
  revenue,
});

/** Every site added up without a site; one site's own figures with one. */
function view(site: number | null): DashboardView {
  const parts = [part(1, 4, [{ currency: 'EUR', orders: 1, amount: 1000, refunded: 0 }]), part(2, 2, [])].filter(
    (one) => site === null || one.site === site,
  );
  const signups = parts.reduce((sum, one) => sum + one.totals.signups, 0);
  return {
    site,
    from: '2026-11-01',
    to: '2026-11-01',
    timeZone: 'UTC',
    days: [{ day: '2026-11-01', signups, activations: parts.length, messages: 3, reports: 0, payers: 1 }],
    totals: { ...totals(signups), activations: parts.length },
    paying,
    revenue: {
      byCountry: site === 2 ? [] : [{ country: 'NL', currency: 'EUR', orders: 1, amount: 1000, refunded: 0 }],
      byDay: site === 2 ? [] : [{ day: '2026-11-01', currency: 'EUR', amount: 1000 }],
    },
    sites: parts,
  };
}

function answer(call: Call) {
  if (call.path === '/api/admin/sites.php') return json({ sites: twoSites });
  if (call.path === '/api/admin/dashboard.php') {
    const site = call.search.get('site');
    return json(view(site ? Number(site) : null));
  }
  return json({}, 404);
}
const dashboardCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/dashboard.php');

describe('the dashboard', () => {
  test("on all sites adds up every site and lists each site's own figures", async () => {
    const { calls } = mockApi(answer);
    renderConsolePage(<DashboardPage />, '/admin/dashboard');
    expect(await screen.findByText('All sites: how members join, pay, talk and report.')).toBeTruthy();
    const perSite = await screen.findByRole('table', { name: 'Per site' });
    const rows = within(perSite).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Datelane', 'Nightlane']);
    expect(within(rows[0] as HTMLElement).getByText('€10.00')).toBeTruthy();
    // Nothing earned: a dash to the eye, words to a screen reader.
    expect(within(rows[1] as HTMLElement).getByText('not given')).toBeTruthy();
    expect(dashboardCalls(calls).every((call) => !call.search.has('site'))).toBe(true);
    // A country by its name, not its code.
    const revenue = screen.getByRole('table', { name: 'Revenue per country and currency' });
    expect(within(revenue).getByText('Netherlands')).toBeTruthy();
  });

  test('on one site shows that site alone', async () => {
    const { calls } = mockApi(answer);
    renderConsolePage(<DashboardPage />, '/admin/dashboard?site=2');
    expect(await screen.findByText('Nightlane: how members join, pay, talk and report.')).toBeTruthy();
    expect(dashboardCalls(calls).at(-1)?.search.get('site')).toBe('2');
    expect(screen.queryByRole('table', { name: 'Per site' })).toBeNull();
  });
});

describe("the dashboard's period", () => {
  test('refuses a first day after the last and a period over 366 days before asking, then asks for the one typed', async () => {
    const { calls } = mockApi(answer);
    renderConsolePage(<DashboardPage />, '/admin/dashboard?from=2026-11-01&to=2026-11-01');
    const period = within(await screen.findByRole('form', { name: 'Period' }));
    const fill = (label: string, value: string) =>
      fireEvent.change(period.getByLabelText(label), { target: { value } });
    await waitFor(() => expect(dashboardCalls(calls)).toHaveLength(1));

    fill('From', '2026-11-02');
    fireEvent.click(period.getByRole('button', { name: 'Show' }));
    expect(await period.findByText('The first day comes after the last.')).toBeTruthy();
    expect(period.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');

    fill('From', '2025-10-31');
    fireEvent.click(period.getByRole('button', { name: 'Show' }));
    expect(await period.findByText('Choose at most 366 days.')).toBeTruthy();
    expect(dashboardCalls(calls)).toHaveLength(1);

    fill('From', '2025-11-01');
    fireEvent.click(period.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(dashboardCalls(calls).at(-1)?.search.get('from')).toBe('2025-11-01'));
    expect(dashboardCalls(calls).at(-1)?.search.get('to')).toBe('2026-11-01');
    expect(period.queryByText('Choose at most 366 days.')).toBeNull();
  });
});
