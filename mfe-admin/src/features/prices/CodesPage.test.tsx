import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCode } from 'shared-contracts/api/admin';
import { apiError, json, mockApi, type Call } from 'shared-contracts/testing';
import { initConsoleI18n, renderConsolePage, twoSites } from '../../testing/console';
import CodesPage from './CodesPage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const DAY = 86_400_000;
const code = (changes: Partial<AdminCode>): AdminCode => ({
  id: 1,
  code: 'SPRING',
  percent_off: 10,
  extra_credits: null,
  applies_to: 'all',
  valid_from: new Date(Date.now() - DAY).toISOString(),
  valid_until: null,
  max_redemptions: null,
  disabled: false,
  redeemed: 3,
  holders: 4,
  created_at: '2026-11-01T10:00:00.000Z',
  ...changes,
});
const codes = [
  code({}),
  code({ id: 2, code: 'BONUS', percent_off: null, extra_credits: 50, applies_to: 'credits', disabled: true }),
  code({ id: 3, code: 'LATER', valid_from: new Date(Date.now() + DAY).toISOString() }),
  code({ id: 4, code: 'GONE', valid_until: new Date(Date.now() - DAY / 2).toISOString() }),
  code({ id: 5, code: 'FULL', max_redemptions: 4 }),
];

/** The site's codes; a write answers with `written` (the code as saved, or a refusal). */
function server(written: (call: Call) => Response = () => json({ code: code({ id: 9, code: 'SAVED' }) })) {
  return mockApi((call) => {
    if (call.path === '/api/admin/sites.php') return json({ sites: twoSites });
    if (call.path === '/api/admin/codes.php') return call.method === 'GET' ? json({ codes }) : written(call);
    return json({}, 404);
  });
}
const writes = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/codes.php' && call.method !== 'GET');
const row = (name: string) => screen.getByText(name, { selector: 'code' }).closest('tr') as HTMLElement;
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("a site's campaign codes", () => {
  test('lists what each gives, for what, its use and what it is to members now', async () => {
    const { calls } = server();
    renderConsolePage(<CodesPage />, '/admin/prices/codes?site=2');
    expect(await screen.findByText('SPRING', { selector: 'code' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/admin/codes.php')?.search.get('site')).toBe('2');
    const spring = within(row('SPRING'));
    expect(spring.getByText('10% off')).toBeTruthy();
    expect(spring.getByText('Everything')).toBeTruthy();
    expect(spring.getByText('3 / 4 / ∞')).toBeTruthy();
    expect(spring.getByText('Active')).toBeTruthy();
    const bonus = within(row('BONUS'));
    expect(bonus.getByText('+50 credits')).toBeTruthy();
    expect(bonus.getByText('Credit packages')).toBeTruthy();
    expect(bonus.getByText('Disabled')).toBeTruthy();
    expect(within(row('LATER')).getByText('Not started')).toBeTruthy();
    expect(within(row('GONE')).getByText('Ended')).toBeTruthy();
    expect(within(row('FULL')).getByText('Cap reached')).toBeTruthy();
    expect(within(row('FULL')).getByText('3 / 4 / 4')).toBeTruthy();
  });

  test("a new code is checked with the call's schema before it is sent, then sent as the server takes it", async () => {
    const { calls } = server();
    renderConsolePage(<CodesPage />, '/admin/prices/codes?site=2');
    fireEvent.click(await screen.findByRole('button', { name: 'New code' }));
    const form = within(screen.getByRole('form', { name: 'New campaign code' }));
    fill('Code', 'summer-24');
    fill('Extra credits', '50');
    fireEvent.click(form.getByRole('button', { name: 'Create code' }));
    expect(await form.findByText('Fill in either a percentage or extra credits, not both.')).toBeTruthy();

    fill('Percent off', '');
    fireEvent.change(form.getByLabelText('For'), { target: { value: 'premium' } });
    fireEvent.click(form.getByRole('button', { name: 'Create code' }));
    expect(
      await form.findByText('Extra credits cannot come with premium: choose credit packages or everything.'),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(form.getByLabelText('For'), { target: { value: 'credits' } });
    fill('Most members', '100');
    fireEvent.click(form.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New campaign code' })).toBeNull());
    expect(writes(calls).map((call) => [call.method, call.body])).toEqual([
      [
        'POST',
        {
          site_id: 2,
          code: 'SUMMER-24',
          percent_off: null,
          extra_credits: 50,
          applies_to: 'credits',
          valid_from: null,
          valid_until: null,
          max_redemptions: 100,
        },
      ],
    ]);
  });

  test("the server's refusal shows at its field, and the form stays open", async () => {
    server(() => json({ error: 'validation_failed', message: 'x', fields: { code: 'code_exists' } }, 409));
    renderConsolePage(<CodesPage />, '/admin/prices/codes?site=2');
    fireEvent.click(await screen.findByRole('button', { name: 'New code' }));
    fill('Code', 'SPRING');
    fireEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('The site has a code with these letters already.')).toBeTruthy();
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
  });

  test('a change sends the whole terms back with its id; disabling asks first, enabling does not', async () => {
    const { calls } = server();
    renderConsolePage(<CodesPage />, '/admin/prices/codes?site=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit code SPRING' }));
    const form = within(screen.getByRole('form', { name: 'Change code SPRING' }));
    // A code's letters are not changed once members may have it.
    expect(form.queryByLabelText('Code')).toBeNull();
    fill('Percent off', '25');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      body: {
        id: 1,
        percent_off: 25,
        extra_credits: null,
        applies_to: 'all',
        valid_from: codes[0]?.valid_from,
        valid_until: null,
        max_redemptions: null,
        disabled: false,
      },
    });

    fireEvent.click(within(row('SPRING')).getByRole('button', { name: 'Disable' }));
    expect(writes(calls)).toHaveLength(1);
    const question = screen.getByRole('group', {
      name: 'Disable SPRING? Members are told it has expired; orders made with it keep their price.',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]?.body).toMatchObject({ id: 1, percent_off: 10, disabled: true });

    fireEvent.click(within(row('BONUS')).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(writes(calls)[2]?.body).toMatchObject({ id: 2, extra_credits: 50, disabled: false });
  });

  test('says when the site has no codes yet, and when they could not be loaded', async () => {
    let answer = json({ codes: [] });
    mockApi((call) => (call.path === '/api/admin/sites.php' ? json({ sites: twoSites }) : answer));
    renderConsolePage(<CodesPage />, '/admin/prices/codes?site=1');
    expect(await screen.findByText('This site has no campaign codes yet.')).toBeTruthy();
    cleanup();
    answer = apiError(500, 'internal_error');
    renderConsolePage(<CodesPage />, '/admin/prices/codes?site=2');
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
