/** @jest-environment node */
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { Redirect, type ServerPage, type ServerRenderInput } from 'shared-contracts';
import { siteSettings } from 'shared-contracts/testing';
import { renderPage } from './server';

const shellMessages = JSON.parse(readFileSync(new URL('./locales/en.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

const input = (url: string): ServerRenderInput => ({
  url,
  locale: 'en',
  messages: { shell: shellMessages },
  settings: siteSettings(),
  signedIn: false,
  deploymentId: 'deployment-1',
  budgetMs: 5_000,
});

const render = (url: string, pages: Record<string, ServerPage>) =>
  renderPage(input(url), new Map(Object.entries(pages)));

describe("the shell's server render", () => {
  test('renders the layout and the route’s remote page, once its first view has loaded', async () => {
    const loadFirstView = jest.fn(async () => undefined);
    const output = await render('/pages/terms?ref=mail', {
      'mfe-account/./legal-page': { Page: () => <h1>Terms of Lovely Dates</h1>, loadFirstView },
    });
    expect(loadFirstView).toHaveBeenCalledTimes(1);
    expect((loadFirstView.mock.calls[0] as unknown[])[1]).toEqual({
      url: expect.objectContaining({ pathname: '/pages/terms', search: '?ref=mail' }),
    });
    expect(output.html).toContain('<h1>Terms of Lovely Dates</h1>');
    // The shell's own frame around it: the header's links, the footer.
    expect(output.html).toContain('>Log in</a>');
    expect(output.html).toContain('Lovely B.V.');
    expect(output.errors).toEqual([]);
    // The session and settings are the browser's to load; the rest of the state goes with the page.
    expect(Object.keys(output.state)).not.toContain('session');
    expect(Object.keys(output.state)).not.toContain('settings');
    // It asked RTK Query nothing: the browser need not load RTK Query for this page.
    expect(Object.keys(output.state)).not.toContain('api');
  });

  test('a page that throws leaves its slot to the browser and the rest of the page rendered', async () => {
    const output = await render('/pages/terms', {
      'mfe-account/./legal-page': {
        Page: () => {
          throw new Error('profile.name is undefined');
        },
      },
    });
    expect(output.html).toContain('<!--$!-->');
    expect(output.html).toContain('>Log in</a>');
    expect(output.errors.join('\n')).toContain('profile.name is undefined');
  });

  test('a page that sends its visitor elsewhere gives the server that redirect instead of a page', async () => {
    const output = await render('/pages/terms', {
      'mfe-account/./legal-page': { Page: () => <Redirect to="/members?from=terms" /> },
    });
    expect(output.redirect).toBe('/members?from=terms');
    expect(output.html).toBe('');
    expect(output.state).toEqual({});
  });

  test('a page without a server build is left to the browser, marked as expected', async () => {
    const output = await render('/pages/terms', {});
    expect(output.html).toMatch(/<!--\$!--><template data-dgst="not-server-rendered"/);
    expect(output.html).toContain('Lovely B.V.');
  });
});
