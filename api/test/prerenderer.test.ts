import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteRegistry } from 'shared-contracts/api';
import { PRERENDER_HEADER, Prerenderer, type PrerenderInputs } from '../src/prerender/prerenderer';

// The renderer in real Chromium against a page that loads its shell and one remote by version, as the site's pages
// do: a render is kept by the versions of the apps it loaded, so a release of another app does not make it again.

/** The page as the server sends it to a render: the shell and the page's remote at the versions of the render's job. */
const pageHtml = (shell: string, account: string) =>
  `<!doctype html><html><body><div id="root"></div><script src="/shell/${shell}/main.js"></script>` +
  `<script src="/remotes/mfe-account/${account}/page.js" defer></script></body></html>`;
/** The remote's page; the version `video` is a lander's hero with its background loop. */
const remoteMarkup = (version: string) =>
  version === 'video'
    ? '<section><video src="/loop.webm" poster="/poster.webp" autoplay muted loop preload="auto">' +
      '<source src="/loop.mp4" type="video/mp4"></video><h1>Tonight</h1></section>'
    : `<p>Log in (account ${version})</p>`;
const remoteScript = (version: string) => `
  document.getElementById('root').innerHTML = '${remoteMarkup(version)}';
  document.documentElement.dataset.pageReady = '';`;

let server: Server;
let renders: string[];
let prerenderer: Prerenderer;
const warnings: string[] = [];
/** A variant whose files are missing: its page falls back to the live version's remote, as the shell does. */
const MISSING = 'gone';

beforeAll(async () => {
  renders = [];
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const remote = /^\/remotes\/mfe-account\/([\w-]+)\/page\.js$/.exec(url.pathname);
    if (url.pathname === '/login') {
      // As the site's server does, the page is made from the deployment of the render that asks for it.
      const job = prerenderer.jobFor(request.headers[PRERENDER_HEADER]?.toString());
      const account = job?.registry.remotes.find((entry) => entry.name === 'mfe-account')?.version ?? '';
      renders.push(`${job?.shellVersion} ${account}`);
      response
        .setHeader('content-type', 'text/html')
        .end(pageHtml(job?.shellVersion ?? '', account === MISSING ? 'a1' : account));
    } else if (/^\/shell\/[\w-]+\/main\.js$/.test(url.pathname))
      response.setHeader('content-type', 'text/javascript').end('');
    else if (remote?.[1]) response.setHeader('content-type', 'text/javascript').end(remoteScript(remote[1]));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  prerenderer = new Prerenderer({
    browserPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    listening: () => ({ address: '127.0.0.1', port: (server.address() as AddressInfo).port }),
    warn: (message) => warnings.push(message),
  });
});

afterEach(() => expect(warnings).toEqual([]));

afterAll(async () => {
  await prerenderer.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A deployment with these versions. */
function inputsFor(versions: { shell: string; account: string; chat: string }): PrerenderInputs {
  const registry: RemoteRegistry = {
    deploymentId: `${versions.shell}-${versions.account}-${versions.chat}`,
    remotes: [
      { name: 'mfe-account', version: versions.account, manifestUrl: '/m' },
      { name: 'mfe-chat', version: versions.chat, manifestUrl: '/m' },
    ],
  };
  return {
    deploymentId: registry.deploymentId,
    shellVersion: versions.shell,
    siteId: 1,
    hostname: 'localhost',
    pathname: '/login',
    locale: 'en',
    settingsJson: '{}',
    registry,
  };
}

/** Asks for the markup, and once the renders have ended asks again, as a later visitor would. */
async function markupFor(inputs: PrerenderInputs): Promise<string> {
  if (!prerenderer.lookup(inputs)) await prerenderer.idle();
  const made = prerenderer.lookup(inputs);
  if (!made) throw new Error('no markup once the renders had ended');
  return made.html;
}

it('keeps a render through a release of an app the page does not load, and makes it again for one it does', async () => {
  const first = inputsFor({ shell: 's1', account: 'a1', chat: 'c1' });
  expect(prerenderer.lookup(first)).toBeNull();
  expect(await markupFor(first)).toBe('<p>Log in (account a1)</p>');
  expect(renders).toEqual(['s1 a1']);

  // The chat is released: /login loads nothing of it, so its render stands and the warm-up has nothing to make.
  const chatReleased = inputsFor({ shell: 's1', account: 'a1', chat: 'c2' });
  expect(prerenderer.lookup(chatReleased)?.html).toBe('<p>Log in (account a1)</p>');
  expect(prerenderer.warm(chatReleased)).toBe(false);

  // The page's own remote is released, then the shell: each time the page is made again, from the new versions.
  const accountReleased = inputsFor({ shell: 's1', account: 'a2', chat: 'c2' });
  expect(prerenderer.warm(accountReleased)).toBe(true);
  expect(await markupFor(accountReleased)).toBe('<p>Log in (account a2)</p>');
  const shellReleased = inputsFor({ shell: 's2', account: 'a2', chat: 'c2' });
  expect(prerenderer.lookup(shellReleased)).toBeNull();
  expect(await markupFor(shellReleased)).toBe('<p>Log in (account a2)</p>');
  expect(renders).toEqual(['s1 a1', 's1 a2', 's2 a2']);

  // A rollback (or an experiment's variant) to the first versions finds that render still kept.
  expect(prerenderer.lookup(inputsFor({ shell: 's1', account: 'a1', chat: 'c1' }))?.html).toBe(
    '<p>Log in (account a1)</p>',
  );
  expect(renders).toHaveLength(3);
}, 60_000);

it("drops the warm-up's queued renders for a deployment that is no longer live, but not those a visitor asked for", async () => {
  const old = inputsFor({ shell: 's1', account: 'a3', chat: 'c3' });
  const pages = ['/login?1', '/login?2', '/login?3', '/login?4', '/login?5'].map((pathname) => ({ ...old, pathname }));
  for (const page of pages.slice(0, 4)) expect(prerenderer.warm(page)).toBe(true);
  const asked = pages[4] as PrerenderInputs;
  expect(prerenderer.lookup(asked)).toBeNull();
  const before = renders.length;

  prerenderer.dropWarmingExcept(new Set(['a newer deployment']));
  // The visitor's render and at most the two already under way are made; nothing else of that deployment.
  expect(await markupFor(asked)).toBe('<p>Log in (account a3)</p>');
  await prerenderer.idle();
  expect(prerenderer.status().queued).toBe(0);
  expect(renders.length - before).toBeLessThanOrEqual(3);
  // A dropped page can be queued again, for whoever still needs it.
  expect(prerenderer.warm(pages[3] as PrerenderInputs)).toBe(true);
}, 60_000);

it('keeps no render that loaded other app versions than its deployment names, and does not queue it on every pass', async () => {
  // A running experiment's variant whose files are missing: the page shows the live lander instead.
  const fellBack = inputsFor({ shell: 's1', account: MISSING, chat: 'c1' });
  expect(prerenderer.warm(fellBack)).toBe(true);
  await prerenderer.idle();
  expect(warnings.pop()).toBe(
    'Prerendering /login (en) failed: Error: it loaded other app versions than its deployment names',
  );
  expect(prerenderer.lookup(fellBack)).toBeNull();
  // Not queued again on the warm-up's next pass (it is tried again after five minutes).
  expect(prerenderer.warm(fellBack)).toBe(false);
}, 60_000);

it('leaves the sources of a video out of the markup, so the page paints before a byte of it is fetched', async () => {
  const markup = await markupFor(inputsFor({ shell: 's9', account: 'video', chat: 'c1' }));
  // The poster shows until the live page brings the loop.
  expect(markup).toBe(
    '<section><video poster="/poster.webp" muted="" loop="" preload="none"></video><h1>Tonight</h1></section>',
  );
}, 60_000);
