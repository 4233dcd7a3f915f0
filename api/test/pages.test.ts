import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpointPath } from 'shared-contracts';
import { firstSearchQuery, searchEndpoint } from 'shared-contracts/api/search';
import { BrowserClient } from './helpers/browserClient';
import { signUpMember } from './helpers/members';
import { createTestApp, writeLanderSeoCatalogs, type TestApp } from './helpers/testApp';

let t: TestApp;
/** A member's session cookie: the server serves a member's page only with a session that is there. */
let memberSession: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const { client } = await signUpMember(t, 'Pages');
  memberSession = { sid: client.cookies.get('sid') ?? '' };
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => {
  const client = new BrowserClient(t.app);
  for (const [name, value] of Object.entries(cookies)) client.cookies.set(name, value);
  return client.request({ method: 'GET', url, headers });
};

function inlinedSettings(html: string): Record<string, unknown> {
  const match = /<script id="app-settings" type="application\/json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('pages', () => {
  it.each(['/', '/login', '/members', '/search', '/members/12', '/pages/terms', '/landers/video/some/slug'])(
    'serves the shell for the known route %s with status 200',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each([
    ['/likes/given', '/login?redirect=%2Flikes%2Fgiven'],
    ['/credits/5/ideal?country=NL', '/login?redirect=%2Fcredits%2F5%2Fideal%3Fcountry%3DNL'],
    ['/chats', '/login?redirect=%2Fchats'],
  ])('sends a visitor on the members-only page %s to the login page, which returns them there', async (url, target) => {
    const response = await page(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(target);
    // With a session the page itself is served; the member's calls decide what it shows.
    const member = await page(url, {}, memberSession);
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('<div id="root">');
  });

  it('sends a page compressed as the browser accepts it, as every API answer is', async () => {
    const plain = await page('/login');
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<div id="root">');
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 2);
    const gzip = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
    const identity = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toContain('<div id="root">');
  });

  it('inlines the public settings and names the site in the title', async () => {
    const response = await page('/login');
    expect(inlinedSettings(response.body)).toMatchObject({ name: 'Datelane', cdn_prefix: '/cdn/' });
    expect(response.body).toContain('<title>Datelane</title>');
  });

  it('cannot be broken out of by settings text: JSON in the page escapes <', async () => {
    await t.db.query(`update sites set settings = jsonb_set(settings, '{name}', to_jsonb($1::text)) where is_default`, [
      'Evil</script><script>alert(1)</script>',
    ]);
    t.ctx.sites.invalidate();
    try {
      const response = await page('/login');
      expect(response.body).not.toContain('</script><script>alert(1)');
      expect(inlinedSettings(response.body).name).toBe('Evil</script><script>alert(1)</script>');
      expect(response.body).toContain('<title>Evil&#60;/script&#62;');
    } finally {
      await t.db.query(`update sites set settings = jsonb_set(settings, '{name}', '"Datelane"') where is_default`);
      t.ctx.sites.invalidate();
    }
  });

  it('answers an unknown route with status 404 and the shell, which renders the 404 page', async () => {
    const response = await page('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('gives a bot a bare 404 without the page', async () => {
    const response = await page('/no/such/page', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not Found');
  });

  it('puts the locale from the cookie, else Accept-Language, else English on <html lang> and preloads its messages', async () => {
    expect((await page('/', { 'accept-language': 'nl' }, { i18n_redirected: 'de' })).body).toContain('<html lang="de"');
    const dutch = await page('/', { 'accept-language': 'fr-CH;q=0.5, nl-BE, en;q=0.8' });
    expect(dutch.body).toContain('<html lang="nl"');
    expect(dutch.body).toMatch(
      /<link rel="preload" as="fetch" crossorigin href="\/_i18n\/[0-9a-f]+\/nl\/messages.json">/,
    );
    expect((await page('/', { 'accept-language': 'ja' })).body).toContain('<html lang="en"');
  });

  // The session cookie is HttpOnly, so only the page can say there is none: the shell then does not ask the user call
  // (whose answer to a visitor, a 403, every logged-out page logged in the browser's console).
  it('marks a page asked for without a session cookie as having no session, and only such a page', async () => {
    const html = (body: string) => /<html[^>]*>/.exec(body)?.[0];
    expect(html((await page('/login')).body)).toBe('<html lang="en" data-session="none">');
    expect(html((await page('/members', {}, memberSession)).body)).toBe('<html lang="en">');
    // A cookie of an ended session still asks: the user call's 403 then ends the stale state.
    expect(html((await page('/', {}, { sid: 'ended-long-ago' })).body)).toBe('<html lang="en">');
  });

  it("takes the cookie of a session that ended for a visitor's: the login page for a members-only page, no member's calls", async () => {
    const ended = { sid: 'ended-long-ago' };
    const chats = await page('/chats', {}, ended);
    expect(chats.statusCode).toBe(302);
    expect(chats.headers.location).toBe('/login?redirect=%2Fchats');
    // /members is open to visitors from a traffic source, which only the browser knows: it gets the page, without
    // the member's calls (each would be refused) preloaded.
    const members = await page('/members', {}, ended);
    expect(members.statusCode).toBe(200);
    expect(members.body).toContain('<div id="root">');
    expect(members.body).not.toContain('/api/user.php');
    expect((await page('/members', {}, memberSession)).body).toContain('/api/user.php');
  });

  describe("naming the page's files", () => {
    beforeAll(async () => {
      const manifest = {
        metaData: { publicPath: '/remotes/mfe-account/a1/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            path: './login',
            assets: {
              js: { sync: ['__federation_expose_login.1.js', '12.ab.js'], async: ['99.later.js'] },
              css: { sync: [], async: [] },
            },
          },
          {
            path: './credits',
            assets: {
              js: { sync: ['__federation_expose_credits.2.js'], async: [] },
              css: { sync: ['credits.3.css'], async: [] },
            },
          },
          {
            path: './home-status',
            assets: {
              js: { sync: ['__federation_expose_home-status.4.js'], async: [] },
              css: { sync: ['home.5.css'], async: [] },
            },
          },
        ],
      };
      await writeFile(path.join(t.deployDir, 'remotes/mfe-account/a1/mf-manifest.json'), JSON.stringify(manifest));
    });

    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="(\w+)"(?: crossorigin)? href="([^"]+)">/g)].map(
        // The address as the browser reads it from the escaped attribute.
        ([, as, href]) => `${as} ${href?.replaceAll('&#38;', '&')}`,
      );

    it('carries the live registry, so the shell asks for no /remotes.json first', async () => {
      const html = (await page('/login')).body;
      const registry = JSON.parse(
        /<script id="remote-registry" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
      );
      expect(registry).toEqual(
        await t.app.inject({ method: 'GET', url: '/remotes.json' }).then((response) => response.json()),
      );
    });

    it("preloads the messages and the page's remote manifest", async () => {
      const html = (await page('/login')).body;
      expect(preloads(html)).toEqual([
        expect.stringMatching(/^fetch \/_i18n\/[0-9a-f]+\/en\/messages.json$/),
        'fetch /remotes/mfe-account/a1/mf-manifest.json',
      ]);
    });

    it("does not fetch a members-only page's files for a visitor, who is sent to the login page", async () => {
      expect((await page('/credits')).headers.location).toBe('/login?redirect=%2Fcredits');
      const member = preloads((await page('/credits', {}, memberSession)).body);
      expect(member).toEqual([
        expect.stringMatching(/^fetch \/_i18n\//),
        // The session the member's first render waits for comes with the page.
        'fetch /api/user.php',
        'fetch /api/credits.php',
        'fetch /api/orders.php',
        'fetch /remotes/mfe-account/a1/mf-manifest.json',
        'style /remotes/mfe-account/a1/credits.3.css',
      ]);
    });

    it("preloads /members' first search and likes, the chat pages' list and the home blocks' calls for a member, the search built as the page builds it and not for a later page", async () => {
      const calls = async (url: string) =>
        preloads((await page(url, {}, memberSession)).body).filter((entry) => entry.includes('/api/'));
      const first = endpointPath(searchEndpoint, firstSearchQuery({ searchAllCountries: false }));
      expect(first).toBe('/api/search.php?source=search&pp=12&auto_load=1');
      expect(await calls('/members')).toEqual(['fetch /api/user.php', `fetch ${first}`, 'fetch /api/likes.php']);
      expect(await calls('/members?page=3')).toEqual(['fetch /api/user.php', 'fetch /api/likes.php']);
      expect(await calls('/chats')).toEqual(['fetch /api/user.php', 'fetch /api/chats.php']);
      expect(await calls('/chats/12')).toEqual(['fetch /api/user.php', 'fetch /api/chats.php']);
      expect(await calls('/')).toEqual(['fetch /api/user.php', 'fetch /api/credits.php', 'fetch /api/chats.php']);
      expect(preloads((await page('/members')).body).filter((entry) => entry.includes('/api/'))).toEqual([]);
    });

    it("names the files of the member home's blocks for a member, and the visitor home's for a visitor", async () => {
      // Of the blocks' remotes only mfe-account's manifest is in this deploy folder; mfe-landers' is not either.
      const member = preloads((await page('/', {}, memberSession)).body);
      expect(member.filter((entry) => entry.includes('/remotes/'))).toEqual([
        'fetch /remotes/mfe-account/a1/mf-manifest.json',
        'style /remotes/mfe-account/a1/home.5.css',
      ]);
      expect(preloads((await page('/')).body).filter((entry) => entry.includes('/remotes/'))).toEqual([]);
    });

    it('names nothing for a remote whose manifest cannot be read, and the page still loads', async () => {
      const response = await page('/'); // mfe-landers l1 has no manifest in this deploy folder
      expect(response.statusCode).toBe(200);
      expect(preloads(response.body)).toEqual([expect.stringMatching(/^fetch \/_i18n\//)]);
    });

    describe('with the start files the build lists (tools/startFilesPlugin.mjs)', () => {
      beforeAll(async () => {
        const startFiles = (
          providedFiles: Record<string, string[]>,
          modules: Record<string, { files: string[]; shares: Record<string, string[]> }>,
        ) => JSON.stringify({ provides: Object.keys(providedFiles), providedFiles, modules });
        await writeFile(
          path.join(t.deployDir, 'shell/v1/start-files.json'),
          // react is in the shell's entry; its react-hook-form is a chunk of its own.
          startFiles(
            { react: [], 'react-hook-form': ['356.rhf.js'], 'shared-contracts/api': [] },
            { bootstrap: { files: ['bootstrap.5.js'], shares: {} } },
          ),
        );
        await writeFile(
          path.join(t.deployDir, 'remotes/mfe-account/a1/start-files.json'),
          startFiles(
            {},
            {
              './credits': {
                files: ['__federation_expose_credits.2.js'],
                // The remote's own copies: react and react-hook-form come with the shell, the payments contract does not.
                shares: {
                  react: ['121.react.js'],
                  'react-hook-form': ['40.rhf.js'],
                  'shared-contracts/api/payments': ['7.payments.js', '8.zod.js'],
                },
              },
            },
          ),
        );
      });
      afterAll(async () => {
        await rm(path.join(t.deployDir, 'shell/v1/start-files.json'));
        await rm(path.join(t.deployDir, 'remotes/mfe-account/a1/start-files.json'));
      });

      it("preloads the shell's start-up chunk, the page's scripts and the shell's copies of what the page takes from it", async () => {
        const member = preloads((await page('/credits', {}, memberSession)).body);
        expect(member).toEqual([
          expect.stringMatching(/^fetch \/_i18n\//),
          'fetch /api/user.php',
          'fetch /api/credits.php',
          'fetch /api/orders.php',
          'script /shell/v1/bootstrap.5.js',
          'fetch /remotes/mfe-account/a1/mf-manifest.json',
          'style /remotes/mfe-account/a1/credits.3.css',
          'fetch /remotes/mfe-account/a1/remoteEntry.js',
          'fetch /remotes/mfe-account/a1/__federation_expose_credits.2.js',
          'fetch /remotes/mfe-account/a1/7.payments.js',
          'fetch /remotes/mfe-account/a1/8.zod.js',
          'script /shell/v1/356.rhf.js',
        ]);
      });
    });

    it('leaves the page for the browser to render where the live shell version has no server build', async () => {
      for (let visit = 0; visit < 2; visit += 1) {
        const html = (await page('/login')).body;
        expect(html).toContain('<div id="root"></div>');
        expect(html).not.toContain('data-server-rendered');
      }
    });
  });
});

describe('lander pages for search engines and link previews', () => {
  beforeAll(async () => {
    await writeLanderSeoCatalogs(t.deployDir);
  });

  it('gives a lander its title, description, canonical address and Open Graph tags, escaped', async () => {
    const html = (await page('/landers/gallery/milf/eng/summer?network=x', { host: 'localhost' })).body;
    expect(html).toContain('<title>Photos | Datelane</title>');
    expect(html).toContain('<meta name="description" content="Browse &#60;photos&#62; on Datelane">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:8080/landers/gallery/milf/eng/summer">');
    expect(html).toContain('<meta property="og:title" content="Photos | Datelane">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).not.toContain('noindex');
  });

  it('builds the canonical address from the configured origin, never from a forged Host header', async () => {
    const html = (await page('/landers/gallery/x', { host: 'evil.example' })).body;
    expect(html).toContain('<link rel="canonical" href="http://localhost:8080/landers/gallery/x">');
    expect(html).not.toContain('evil.example');
  });

  it('names the member on a member lander and keeps it out of search engines', async () => {
    const [profile] = await t.db.query<{ id: number; name: string }>(
      `select p.id, p.name from profiles p where p.status = 'active' and p.gender is not null and p.birthdate is not null
        and p.member_id is null order by p.id limit 1`,
    );
    const html = (await page(`/members/${profile?.id}/landing`)).body;
    expect(html).toContain(`<title>Meet ${profile?.name} on Datelane</title>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    // An unknown member: the generic lander's words, still not indexed.
    const unknown = (await page('/members/999999/landing2/milf')).body;
    expect(unknown).toContain('<title>Datelane: meet people</title>');
    expect(unknown).toContain('<meta name="robots" content="noindex">');
  });

  it('leaves pages other than landers as they were', async () => {
    const html = (await page('/login')).body;
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('rel="canonical"');
  });
});
