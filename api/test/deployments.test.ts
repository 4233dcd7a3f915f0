import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteRegistrySchema } from 'shared-contracts/api';
import { BrowserClient } from './helpers/browserClient';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A remote version serves its files only with a readable manifest, which says which are developer-only.
  await writeFile(
    path.join(t.deployDir, 'remotes/mfe-account/a1/mf-manifest.json'),
    JSON.stringify({ metaData: { publicPath: '/remotes/mfe-account/a1/' }, exposes: [] }),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => new BrowserClient(t.app).request({ method: 'GET', url });

async function setLive(app: string, version: string) {
  const file = path.join(t.deployDir, 'registry.json');
  const before = await stat(file);
  const registry = JSON.parse(await readFile(file, 'utf8'));
  registry.apps[app] = { live: version, history: [...registry.apps[app].history, version] };
  await writeFile(file, JSON.stringify(registry));
  // The server re-reads the file when its modification time changes; a write within the file system's timestamp
  // granularity of the last one could keep it, so the new time is set a second later rather than waited for.
  const later = new Date(Math.max(Date.now(), before.mtimeMs + 1_000));
  await utimes(file, later, later);
}

describe('GET /remotes.json', () => {
  it('lists every live remote with its version and manifest URL, never cached', async () => {
    const response = await get('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    const registry = remoteRegistrySchema.parse(response.json());
    expect(registry.remotes).toEqual([
      { name: 'mfe-account', version: 'a1', manifestUrl: '/remotes/mfe-account/a1/mf-manifest.json' },
      { name: 'mfe-landers', version: 'l1', manifestUrl: '/remotes/mfe-landers/l1/mf-manifest.json' },
    ]);
  });

  it('follows a release without a restart, and the deployment id changes with it', async () => {
    const before = remoteRegistrySchema.parse((await get('/remotes.json')).json());
    await setLive('mfe-landers', 'l2');
    const after = remoteRegistrySchema.parse((await get('/remotes.json')).json());
    expect(after.remotes.find((remote) => remote.name === 'mfe-landers')?.version).toBe('l2');
    expect(after.deploymentId).not.toBe(before.deploymentId);
    expect((await get('/_build/latest.json')).json()).toEqual({ deploymentId: after.deploymentId });
    await setLive('mfe-landers', 'l1');
  });
});

describe('version folders', () => {
  it('serves files of live and earlier versions as immutable', async () => {
    const response = await get('/remotes/mfe-account/a1/main.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/shell/v1/main.js')).statusCode).toBe(200);
  });

  it('answers a missing file with 404, and a path escaping the folder never reads outside it', async () => {
    expect((await get('/remotes/mfe-account/a9/main.js')).statusCode).toBe(404);
    expect((await get('/remotes/../registry.json')).statusCode).toBe(404);
    expect((await get('/remotes/%2e%2e/registry.json')).statusCode).toBe(404);
  });
});

describe('GET /_i18n/{hash}/{locale}/messages.json', () => {
  it("merges every live app's catalog, one namespace per app, cacheable for 24 hours under the current hash", async () => {
    const { deploymentId } = remoteRegistrySchema.parse((await get('/remotes.json')).json());
    const response = await get(`/_i18n/${deploymentId}/nl/messages.json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.json()).toEqual({
      shell: { greeting: 'shell nl' },
      account: { greeting: 'account nl' },
      landers: { greeting: 'landers nl' },
    });
  });

  it('answers an unsupported locale with English and no-cache', async () => {
    const { deploymentId } = remoteRegistrySchema.parse((await get('/remotes.json')).json());
    const response = await get(`/_i18n/${deploymentId}/xx/messages.json`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().shell).toEqual({ greeting: 'shell en' });
  });

  it('answers an outdated hash with the current catalogs and no-cache', async () => {
    const response = await get('/_i18n/0000/nl/messages.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().account).toEqual({ greeting: 'account nl' });
  });

  it('answers an over-long hash with 400', async () => {
    expect((await get(`/_i18n/${'a'.repeat(100)}/nl/messages.json`)).statusCode).toBe(400);
  });
});

describe('static assets', () => {
  it('carry no cookies, so shared caches can keep them', async () => {
    // A first-time visitor, without any cookie yet.
    const response = await t.app.inject({
      method: 'GET',
      url: '/remotes/mfe-account/a1/main.js',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const page = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'localhost', 'user-agent': 'Mozilla/5.0 Chrome/156' },
    });
    expect(String(page.headers['set-cookie'])).toContain('csrf_token=');
  });
});
