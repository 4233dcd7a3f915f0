import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { followDeviceScheme } from '../../tools/followDeviceScheme.mjs';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const htmlTag = async (cookie?: string) => {
  const client = new BrowserClient(t.app);
  // As the browser sends what writePersisted wrote: JSON, URI-encoded.
  if (cookie !== undefined) client.cookies.set('colorScheme', encodeURIComponent(cookie));
  const response = await client.request({ method: 'GET', url: '/pages/faq' });
  return /<html[^>]*>/.exec(response.body)?.[0] ?? '';
};

describe('the colour scheme on the page the server sends', () => {
  it('is the chosen design, on <html> before anything paints', async () => {
    expect(await htmlTag('"dark"')).toContain(' data-bs-theme="dark"');
    expect(await htmlTag('"light"')).toContain(' data-bs-theme="light"');
  });

  it("is left to the device's media query without a choice, for system and for anything unreadable", async () => {
    for (const cookie of [undefined, '"system"', 'dark', '"><script>'])
      expect(await htmlTag(cookie)).not.toContain('data-bs-theme');
  });
});

describe("the style sheets' copy of the dark design for the device", () => {
  const require = createRequire(import.meta.url);
  const process = async (css: string) => (await postcss([followDeviceScheme()]).process(css, { from: undefined })).css;

  it("gives a page without a choice Bootstrap's dark variables when the device is dark", async () => {
    const bootstrap = await readFile(require.resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8');
    const root = postcss.parse(await process(bootstrap));
    const deviceDark: string[] = [];
    root.walkAtRules('media', (media) => {
      if (media.params !== '(prefers-color-scheme: dark)') return;
      media.walkRules((rule) => {
        deviceDark.push(rule.selector);
        if (rule.selector === ':root:not([data-bs-theme])')
          rule.walkDecls((decl) => {
            if (decl.prop === 'color-scheme' || decl.prop === '--bs-body-bg')
              deviceDark.push(`${decl.prop}:${decl.value}`);
          });
      });
    });
    expect(deviceDark).toEqual(
      expect.arrayContaining([':root:not([data-bs-theme])', 'color-scheme:dark', '--bs-body-bg:#212529']),
    );
    // A part of the page in the dark design by its own attribute (a dark navbar) is not the page's design.
    expect(deviceDark.some((selector) => selector.includes('.navbar:root'))).toBe(false);
  });

  it('copies our own dark rules right after themselves, whatever the quotes, and nothing else', async () => {
    const css = await process(
      `.card{color:red}[data-bs-theme='dark'] .home-block,.other{--x:1}@media (min-width:768px){[data-bs-theme=dark]{--y:2}}`,
    );
    expect(css).toBe(
      `.card{color:red}[data-bs-theme='dark'] .home-block,.other{--x:1}` +
        `@media (prefers-color-scheme: dark){:root:not([data-bs-theme]) .home-block{--x:1}}` +
        `@media (min-width:768px){[data-bs-theme=dark]{--y:2}@media (prefers-color-scheme: dark){:root:not([data-bs-theme]){--y:2}}}`,
    );
  });
});
