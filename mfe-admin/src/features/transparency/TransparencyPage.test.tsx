import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TransparencyReport } from 'shared-contracts/api/admin';
import { json, mockApi, type Call } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage, twoSites } from '../../testing/console';
import TransparencyPage from './TransparencyPage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const empty = (call: Call): TransparencyReport => ({
  site_id: call.search.get('site') ? Number(call.search.get('site')) : null,
  from: call.search.get('from') ?? '',
  to: call.search.get('to') ?? '',
  notices: { total: 0, by_reason: [] },
  decisions: { total: 0, automated: 0, by_action: [], by_ground: [] },
  median_hours_to_action: null,
  appeals: { received: 0, upheld: 0, reversed: 0, median_hours_to_decision: null },
});
function server(report: (call: Call) => TransparencyReport = empty) {
  return mockApi((call) => {
    if (call.path === '/api/admin/sites.php') return json({ sites: twoSites });
    if (call.path === '/api/admin/transparency.php') return json(report(call));
    return json({}, 404);
  });
}
/** The periods asked for, as `from to` (and the site, when one is chosen). */
const asked = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/admin/transparency.php').map((call) => call.search.toString());
const day = (date: Date) => date.toISOString().slice(0, 10);
const period = () => within(screen.getByRole('form', { name: 'Period' }));
const fill = (label: string, value: string) => fireEvent.change(period().getByLabelText(label), { target: { value } });

describe('the transparency report', () => {
  test("adds up a period's decisions by action, manual and automated, and says what is not there", async () => {
    server((call) => ({
      ...empty(call),
      decisions: {
        total: 4,
        automated: 1,
        by_action: [
          { action: 'suspend', automated: false, count: 2 },
          { action: 'remove_photo', automated: false, count: 1 },
          { action: 'remove_photo', automated: true, count: 1 },
        ],
        by_ground: [],
      },
      appeals: { received: 2, upheld: 1, reversed: 1, median_hours_to_decision: 12 },
    }));
    renderConsolePage(<TransparencyPage />, '/admin/transparency?from=2026-01-01&to=2026-06-30');
    const report = await screen.findByTestId('transparency-report');
    const decisions = within(report).getByRole('table', { name: 'Decisions (4)' });
    expect(within(decisions).getByRole('row', { name: 'Suspend 2 0' })).toBeTruthy();
    expect(within(decisions).getByRole('row', { name: 'Remove a photo 1 1' })).toBeTruthy();
    expect(
      within(within(report).getByRole('table', { name: 'Notices received (0)' })).getByText('None in this period.'),
    ).toBeTruthy();
    // No notice decided in the period: no median, not a zero.
    expect(within(report).getByTestId('median-to-action').textContent).not.toMatch(/\d/);
    expect(within(report).getByText('12 h')).toBeTruthy();
  });

  test('refuses a period that ends before it starts, or a day that is not one, before asking', async () => {
    const { calls } = server();
    renderConsolePage(<TransparencyPage />, '/admin/transparency?from=2026-01-01&to=2026-06-30');
    await screen.findByTestId('transparency-report');
    fill('From', '2026-07-01');
    fireEvent.click(period().getByRole('button', { name: 'Show' }));
    expect(await period().findByText('Choose one of the options.')).toBeTruthy();
    expect(period().getByLabelText('To').getAttribute('aria-invalid')).toBe('true');

    fill('From', '');
    fill('To', '2026-06-30');
    fireEvent.click(period().getByRole('button', { name: 'Show' }));
    expect(await period().findByText('Enter a date as YYYY-MM-DD.')).toBeTruthy();
    expect(period().getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(asked(calls)).toEqual(['from=2026-01-01&to=2026-06-30']);

    fill('From', '2026-03-01');
    fireEvent.click(period().getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(asked(calls).at(-1)).toBe('from=2026-03-01&to=2026-06-30'));
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/transparency_csv.php?from=2026-03-01&to=2026-06-30',
    );
  });

  test("counts the site chosen at the top, names it in the JSON's file, and a preset asks for its period", async () => {
    const { calls } = server();
    renderConsolePage(<TransparencyPage />, '/admin/transparency?site=2&from=2026-01-01&to=2026-06-30');
    await screen.findByTestId('transparency-report');
    expect(asked(calls).at(-1)).toBe('from=2026-01-01&to=2026-06-30&site=2');
    const download = screen.getByRole('link', { name: 'Download JSON' });
    expect(download.getAttribute('href')).toBe('/api/admin/transparency.php?from=2026-01-01&to=2026-06-30&site=2');
    expect(download.getAttribute('download')).toBe('transparency-2-2026-01-01-2026-06-30.json');

    fireEvent.click(period().getByRole('button', { name: 'Last 30 days' }));
    const today = new Date();
    const from = day(new Date(today.getTime() - 29 * 86_400_000));
    await waitFor(() => expect(asked(calls).at(-1)).toBe(`from=${from}&to=${day(today)}&site=2`));
    expect((period().getByLabelText('From') as HTMLInputElement).value).toBe(from);
  });

  test('a period in the address that is not one gives way to this half-year', async () => {
    const { calls } = server();
    renderConsolePage(<TransparencyPage />, '/admin/transparency?from=soon&to=2026-06-30');
    await screen.findByTestId('transparency-report');
    const now = new Date();
    const halfYear = `${now.getUTCFullYear()}-${now.getUTCMonth() < 6 ? '01' : '07'}-01`;
    expect(asked(calls)).toEqual([`from=${halfYear}&to=${day(now)}`]);
  });
});
