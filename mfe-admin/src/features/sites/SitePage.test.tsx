import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRoutes } from 'react-router';
import { json, mockApi, siteSettings } from 'shared-contracts/testing';
import type { AdminSite } from 'shared-contracts/api/admin';
import { initConsoleI18n, renderConsolePage } from '../../testing/console';
import SitePage from './SitePage';

beforeAll(() => initConsoleI18n());
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const {
  region_data: _regions,
  allowed_values: _allowed,
  geoip_country: _geoip,
  geoip_selected_country: _selected,
  push_pub: _push,
  minimum_message_costs: _costs,
  template,
  delete_discount: _discount,
  ...settings
} = siteSettings({ name: 'Lovely Dates', countries: ['NL', 'BE'], visible_profile_fields: ['city'] });
const site: AdminSite = {
  id: 2,
  key: 'lovely',
  hosts: ['lovely.example'],
  origin: null,
  is_default: false,
  settings,
  template,
  moderation: { mode: 'post', threshold: 0.8 },
  version: 4,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const answer = {
  site,
  profile_fields: [],
  choices: {
    visible_profile_fields: ['city', 'smoking'],
    visible_profile_notes: ['about_me'],
    search_fields: ['gender', 'age', 'country', 'countryregion'],
    countries: ['BE', 'DE', 'NL'],
  },
};

function SiteRoute() {
  return useRoutes([{ path: 'sites/:siteId', element: <SitePage /> }]);
}

describe("a site's settings", () => {
  test('shows what saving would change, and sends the form as it is', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'PUT' ? json({ site: { ...site, version: 5 }, changed: ['settings.name'] }) : json(answer),
    );
    renderConsolePage(<SiteRoute />, '/admin/sites/2');
    fireEvent.change(await screen.findByLabelText('Site name'), { target: { value: 'Lovelier Dates' } });
    fireEvent.click(screen.getByLabelText('Smoking'));
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));

    const review = await screen.findByRole('region', { name: 'Saving changes 2 things' });
    const items = within(review)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(items).toEqual([
      ['Site name', 'Lovely Dates → becomesLovelier Dates'],
      ['Profile fields shown', 'city → becomescity, smoking'],
    ]);
    fireEvent.click(within(review).getByRole('button', { name: 'Save these changes' }));
    expect(await screen.findByText('Saved. Every server uses the change within seconds.')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({
      path: '/api/admin/sites.php',
      body: {
        id: 2,
        version: 4,
        settings: { name: 'Lovelier Dates', visible_profile_fields: ['city', 'smoking'], countries: ['NL', 'BE'] },
      },
    });
  });

  test('checks the form with the shared schema before asking the server', async () => {
    const { calls } = mockApi(() => json(answer));
    renderConsolePage(<SiteRoute />, '/admin/sites/2');
    fireEvent.change(await screen.findByLabelText('Host names'), { target: { value: 'Lovely.Example' } });
    fireEvent.change(screen.getByLabelText('Support e-mail address'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter a host name in lower case, without port or path: www.example.com.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Saving changes/ })).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  test('picks a brand colour by picker or code, shows how white text reads on it, and refuses one too light', async () => {
    const { calls } = mockApi(() => json(answer));
    renderConsolePage(<SiteRoute />, '/admin/sites/2');
    const code = (await screen.findByLabelText('Brand colour')) as HTMLInputElement;
    expect(code.value).toBe('#c2185b');
    expect(screen.getByText(/White text on this colour: contrast 5\.9 : 1/)).toBeTruthy();
    expect(screen.getByText('Sample')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Brand colour: colour picker'), { target: { value: '#00695c' } });
    expect(code.value).toBe('#00695c');
    fireEvent.change(code, { target: { value: '#FFEB3B' } });
    expect((screen.getByLabelText('Brand colour: colour picker') as HTMLInputElement).value).toBe('#ffeb3b');
    // No sample of a colour that may not be saved: its white label would be unreadable.
    expect(screen.queryByText('Sample')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(
      await screen.findByText('Too light: white text on it would be hard to read. Choose a darker colour.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  test("shows the server's field errors at their fields: an entry of a list at the list", async () => {
    mockApi((call) =>
      call.method === 'PUT'
        ? json(
            {
              error: 'validation',
              message: 'Invalid',
              fields: { hosts: 'host_taken', 'settings.countries.1': 'not_allowed' },
            },
            400,
          )
        : json(answer),
    );
    renderConsolePage(<SiteRoute />, '/admin/sites/2');
    fireEvent.change(await screen.findByLabelText('Site name'), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save these changes' }));
    const countries = await screen.findByRole('group', { name: 'Countries offered, in order' });
    await waitFor(() => expect(within(countries).getByText('Choose one of the options.')).toBeTruthy());
    expect(screen.getByText('Another site answers on one of these host names.')).toBeTruthy();
    // The first of them, in the answer's order (the form's), takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Host names'));
  });

  test('offers to load the site again when someone else changed it meanwhile', async () => {
    mockApi((call) =>
      call.method === 'PUT' ? json({ error: 'site_changed', message: 'changed' }, 409) : json(answer),
    );
    renderConsolePage(<SiteRoute />, '/admin/sites/2');
    fireEvent.change(await screen.findByLabelText('Site name'), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save these changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Someone changed this site while you were editing.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load the site again' }));
    await waitFor(() => expect((screen.getByLabelText('Site name') as HTMLInputElement).value).toBe('Lovely Dates'));
  });
});
