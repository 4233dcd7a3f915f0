/** @jest-environment node */
import { describe, expect, jest, test } from '@jest/globals';
import { ServerRedirectContext, type RouteDefinition } from 'shared-contracts';
import { renderToStringWithSite } from 'shared-contracts/testing/render';
import { RequireLogin } from './RequireLogin';

const searchRoute: Pick<RouteDefinition, 'name' | 'auth' | 'openToVisitors'> = {
  name: 'members',
  auth: 'default',
  openToVisitors: 'whenLoggedOutSearchAllowed',
};

/** The guard in the server's render, for a visitor whose session call has answered; where it sent them, if anywhere. */
async function serverRender(settings: { logged_out_search: boolean; logged_out_search_trafficsource: string }) {
  const redirectTo = jest.fn<(path: string) => void>();
  const html = await renderToStringWithSite(
    <ServerRedirectContext value={redirectTo}>
      <RequireLogin route={searchRoute} notFound={null}>
        <p>Search results</p>
      </RequireLogin>
    </ServerRedirectContext>,
    { route: 'members', user: null, settings },
  );
  return { html, redirects: redirectTo.mock.calls.map(([path]) => path) };
}

describe('the login guard in the server’s render', () => {
  test('a page open to every visitor is rendered', async () => {
    const { html, redirects } = await serverRender({
      logged_out_search: true,
      logged_out_search_trafficsource: 'none',
    });
    expect(html).toContain('Search results');
    expect(redirects).toEqual([]);
  });

  test('a page open to visitors from a traffic source is left to the browser, which alone knows the source', async () => {
    const { html, redirects } = await serverRender({
      logged_out_search: false,
      logged_out_search_trafficsource: 'other',
    });
    expect(html).not.toContain('Search results');
    expect(redirects).toEqual([]);
  });

  test('a page closed to visitors sends them to the login page, to come back afterwards', async () => {
    const { redirects } = await serverRender({ logged_out_search: false, logged_out_search_trafficsource: 'none' });
    expect(redirects).toEqual(['/login?redirect=%2Fmembers']);
  });
});
