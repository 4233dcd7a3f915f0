import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routes as pageRoutes } from 'shared-contracts';
import { loadConfig } from '../src/config';
import { BrowserClient } from './helpers/browserClient';
import { killAllServers, startServer } from './helpers/serverProcess';
import { createTestApp, type TestApp } from './helpers/testApp';

interface StartDevTools {
  startDevTools: (env: Record<string, string | undefined>) => {
    environment: { DEV_TOOLS?: string };
    notice: string | null;
  };
}
// Plain JavaScript without type declarations: what `npm start` decides (tools/start.mjs).
const { startDevTools } = (await import(
  pathToFileURL(path.resolve(import.meta.dirname, '../../tools/devTools.mjs')).href
)) as StartDevTools;

/** Developer pages list every address and working activation link: they exist only when explicitly enabled. */
let plain: TestApp;
let developer: TestApp;
/** NODE_ENV=production on the default loopback HOST, with what `npm start` adds to that environment. */
let production: TestApp;
const productionEnvironment = { NODE_ENV: 'production', HOST: 'localhost' };
beforeAll(async () => {
  [plain, developer, production] = await Promise.all([
    createTestApp({ environment: { NODE_ENV: 'development' } }),
    createTestApp({ environment: { DEV_TOOLS: '1' } }),
    createTestApp({
      environment: { ...productionEnvironment, ...startDevTools(productionEnvironment).environment },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), developer.close(), production.close()]);
  await killAllServers();
});

const get = (t: TestApp, url: string) =>
  new BrowserClient(t.app).request({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 Chrome/156' } });

describe('without DEV_TOOLS, even outside production', () => {
  it('has no outbox page', async () => {
    expect((await get(plain, '/_dev/mail')).statusCode).toBe(404);
  });

  it('answers developer pages with 404 and marks no page for the shell', async () => {
    expect((await get(plain, '/_dev/dialogs')).statusCode).toBe(404);
    expect((await get(plain, '/login')).body).not.toContain('data-dev-tools');
  });

  it('lets no page be framed, not even by the site itself', async () => {
    expect((await get(plain, '/pages/faq')).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses the dev panel credits call', async () => {
    const client = new BrowserClient(plain.app);
    expect(
      (await client.request({ method: 'POST', url: '/api/dev/credits.php', payload: { credits: 0 } })).statusCode,
    ).toBe(404);
  });
});

describe('with DEV_TOOLS=1', () => {
  it('serves the outbox and the developer pages, marked for the shell', async () => {
    expect((await get(developer, '/_dev/mail')).statusCode).toBe(200);
    const page = await get(developer, '/_dev/dialogs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-dev-tools="true"');
  });

  it('lets the site frame its own pages for the /_dev previews, and nobody else', async () => {
    const csp = String((await get(developer, '/pages/faq')).headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
  });
});

describe('NODE_ENV=production on loopback, as npm start runs it behind a reverse proxy', () => {
  /**
   * Every developer route: what the server registers with developer tools on under /_dev or /api/dev/, and the
   * shell's developer pages, so a new one cannot escape this test.
   */
  const developerRoutes = () => [
    ...developer.routes.filter(({ url }) => url.startsWith('/_dev') || url.startsWith('/api/dev/')),
    ...pageRoutes
      .filter((route) => route.auth === 'developer')
      .flatMap((route) => [route.path, ...(route.aliases ?? [])])
      .flatMap((pattern) => [pattern.replace('/*', ''), pattern.replace('*', 'dialogs')])
      .map((url) => ({ method: 'GET' as const, url })),
  ];

  it('answers every developer route with 404, to a member too', async () => {
    const routes = developerRoutes();
    expect(routes.map(({ method, url }) => `${method} ${url}`)).toEqual(
      expect.arrayContaining(['GET /_dev/mail', 'POST /api/dev/credits.php', 'GET /_dev', 'GET /_dev/dialogs']),
    );
    const member = new BrowserClient(production.app);
    expect((await member.login()).statusCode).toBe(200);
    for (const { method, url } of routes) {
      const response = await member.request({
        method: method as 'GET',
        url,
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: { credits: 1_000_000 } }),
      });
      expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 404`);
    }
    const [demo] = await production.db.query<{ credits: number }>(
      `select credits from members where email = 'demo@example.com'`,
    );
    expect(demo?.credits).not.toBe(1_000_000);
  });

  it('marks no page for the shell and names no developer module, so the shell never loads the dev panel', async () => {
    // The account remote exposes the dev pages and the floating panel; the shell loads the panel only on a page
    // marked data-dev-tools, and a page names the modules its remote shows as preloads.
    const manifest = {
      metaData: { publicPath: '/remotes/mfe-account/a1/' },
      exposes: [
        { path: './login', assets: { css: { sync: ['login.4.css'] } } },
        { path: './dev-panel', assets: { css: { sync: ['dev-panel.5.css'] } } },
        { path: './dev-tools', assets: { css: { sync: ['dev-tools.6.css'] } } },
      ],
    };
    for (const t of [developer, production])
      await writeFile(path.join(t.deployDir, 'remotes/mfe-account/a1/mf-manifest.json'), JSON.stringify(manifest));
    // Where developer tools are on, the same check sees them.
    const developerPage = (await get(developer, '/_dev/dialogs')).body;
    expect(developerPage).toContain('data-dev-tools="true"');
    expect(developerPage).toContain('/remotes/mfe-account/a1/dev-panel.5.css');

    const member = new BrowserClient(production.app);
    await member.login();
    for (const url of ['/', '/login', '/pages/faq', '/_dev', '/_dev/dialogs']) {
      for (const body of [(await get(production, url)).body, (await member.request({ method: 'GET', url })).body]) {
        expect(body).toContain('<div id="root">');
        expect(body).not.toContain('data-dev-tools');
        expect(body).not.toMatch(/dev-(panel|tools)/);
      }
    }
    expect((await get(production, '/login')).body).toContain('/remotes/mfe-account/a1/login.4.css');
  });

  it("answers 404 for the developer modules' own files, however they are asked for, and serves the rest", async () => {
    const version = 'b2';
    const manifest = {
      metaData: { publicPath: `/remotes/mfe-account/${version}/` },
      exposes: [
        { path: './login', assets: { js: { sync: ['login.1.js', 'shared.9.js'] }, css: { sync: ['login.1.css'] } } },
        { path: './dev-panel', assets: { js: { sync: ['dev-panel.2.js', 'shared.9.js'] }, css: { sync: [] } } },
        { path: './dev-tools', assets: { js: { sync: ['dev-tools.3.js'] }, css: { sync: ['dev-tools.3.css'] } } },
      ],
    };
    const files = ['login.1.js', 'login.1.css', 'shared.9.js', 'dev-panel.2.js', 'dev-tools.3.js', 'dev-tools.3.css'];
    for (const t of [developer, production]) {
      const folder = path.join(t.deployDir, 'remotes/mfe-account', version);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
      for (const file of [...files, 'dev-tools.3.js.br', 'dev-tools.3.js.map'])
        await writeFile(path.join(folder, file), `/* ${file} */`);
    }
    const status = async (t: TestApp, file: string) =>
      (await get(t, `/remotes/mfe-account/${version}/${file}`)).statusCode;

    for (const file of files) expect(`${file} ${await status(developer, file)}`).toBe(`${file} 200`);
    for (const file of ['login.1.js', 'login.1.css', 'shared.9.js'])
      expect(`${file} ${await status(production, file)}`).toBe(`${file} 200`);
    for (const file of [
      'dev-panel.2.js',
      'dev-tools.3.js',
      'dev-tools.3.css',
      'dev-tools.3.js.br',
      'dev-tools.3.js.map',
      'dev%2Dtools.3.js',
      '../b2/dev-tools.3.js',
      'dev-tools.3.js?v=1',
    ])
      expect(`${file} ${await status(production, file)}`).toBe(`${file} 404`);
    // With the browser asking for brotli, the compressed copy is not served either.
    const compressed = await new BrowserClient(production.app).request({
      method: 'GET',
      url: `/remotes/mfe-account/${version}/dev-tools.3.js`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.statusCode).toBe(404);
  });

  it('serves no file of a version whose manifest cannot be read, since nobody can tell which are developer-only', async () => {
    const version = 'c3';
    const files = ['dev-tools.3.js', 'login.1.js'];
    for (const t of [developer, production]) {
      const folder = path.join(t.deployDir, 'remotes/mfe-account', version);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'mf-manifest.json'), '{"exposes": [');
      for (const file of files) await writeFile(path.join(folder, file), `/* ${file} */`);
    }
    const status = async (t: TestApp, file: string) =>
      (await get(t, `/remotes/mfe-account/${version}/${file}`)).statusCode;
    for (const file of files) {
      expect(`${file} ${await status(production, file)}`).toBe(`${file} 404`);
      expect(`${file} ${await status(developer, file)}`).toBe(`${file} 200`);
    }
  });

  it('lets no page be framed', async () => {
    expect((await get(production, '/pages/faq')).headers['content-security-policy']).toContain(
      "frame-ancestors 'none'",
    );
  });
});

describe('asking for developer tools in production', () => {
  it('is refused by the configuration, naming both settings', () => {
    for (const on of ['1', 'true'])
      expect(() => loadConfig({ NODE_ENV: 'production', DEV_TOOLS: on })).toThrow(
        `DEV_TOOLS=${on} with NODE_ENV=production: developer tools are never on in production`,
      );
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '0' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: '1' }).devTools).toBe(true);
  });

  it('stops the server at start with that message alone and a non-zero exit', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dev-tools-production-'));
    try {
      const server = startServer({ NODE_ENV: 'production', DEV_TOOLS: '1', DATA_DIR: dataDir });
      expect(await server.exited()).toBe(1);
      expect(server.output()).toContain('Not starting: Invalid configuration:');
      expect(server.output()).toContain('DEV_TOOLS=1 with NODE_ENV=production');
      // No stack trace around it.
      expect(server.output()).not.toMatch(/^\s+at /m);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm start', () => {
  it('turns developer tools on for a newcomer on loopback, and says how to turn them off', () => {
    for (const host of [undefined, 'localhost', '127.0.0.1', '::1']) {
      const { environment, notice } = startDevTools({ HOST: host });
      expect(environment).toEqual({ DEV_TOOLS: '1' });
      expect(notice).toContain('DEV_TOOLS=0 npm start turns them off');
    }
    expect(startDevTools({ NODE_ENV: 'development' }).environment).toEqual({ DEV_TOOLS: '1' });
  });

  it('never sets them under NODE_ENV=production, on loopback or not', () => {
    for (const host of [undefined, 'localhost', '0.0.0.0'])
      expect(startDevTools({ NODE_ENV: 'production', HOST: host })).toEqual({ environment: {}, notice: null });
    // Asked for there, they reach the server as asked, which refuses to start.
    expect(startDevTools({ NODE_ENV: 'production', DEV_TOOLS: '1' }).environment).toEqual({});
  });

  it('leaves them off on a network interface, and warns when they are asked for there', () => {
    expect(startDevTools({ HOST: '0.0.0.0' })).toEqual({ environment: { DEV_TOOLS: '0' }, notice: null });
    expect(startDevTools({ HOST: '0.0.0.0', DEV_TOOLS: '1' }).notice).toContain('reachable from the network');
    expect(startDevTools({ DEV_TOOLS: '0' })).toEqual({ environment: {}, notice: null });
  });
});
