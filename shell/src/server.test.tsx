/** @jest-environment node */
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { Redirect, type ServerPage, type ServerRenderInput } from 'shared-contracts';
import { baseApi } from 'shared-contracts/api-client';
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

  describe('a page whose first view asks RTK Query', () => {
    // A call answered without a network, after a turn of the event loop as a real one would be.
    const greetingApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        getGreeting: build.query<string, undefined>({
          queryFn: async () => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            return { data: 'Hello from the server' };
          },
        }),
      }),
    });
    const greetingPage = () => {
      const renders = { count: 0 };
      const Page = () => {
        renders.count += 1;
        const { data } = greetingApi.useGetGreetingQuery(undefined);
        return <p>{data ?? 'Loading…'}</p>;
      };
      return { renders, Page };
    };

    test('is rendered again with the answers when its components started the call', async () => {
      const { renders, Page } = greetingPage();
      const output = await render('/pages/terms', { 'mfe-account/./legal-page': { Page } });
      expect(output.html).toContain('<p>Hello from the server</p>');
      expect(renders.count).toBe(2);
      expect(Object.keys(output.state)).toContain('api');
    });

    test('is rendered once when its loader started the call: the first pass had every answer', async () => {
      const { renders, Page } = greetingPage();
      const output = await render('/pages/terms', {
        'mfe-account/./legal-page': {
          Page,
          loadFirstView: async ({ dispatch }) => dispatch(greetingApi.endpoints.getGreeting.initiate(undefined)),
        },
      });
      expect(output.html).toContain('<p>Hello from the server</p>');
      expect(renders.count).toBe(1);
      expect(output.errors).toEqual([]);
      expect(Object.keys(output.state)).toContain('api');
    });
  });
});
