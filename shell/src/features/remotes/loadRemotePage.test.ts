import { afterAll, afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { RemoteEntry } from 'shared-contracts/api';
import { federationStandIn } from '../../../test/federationRuntimeStandIn';
import { reportExposure } from './experimentReports';
import { loadRemotePage, RemoteUnavailableError } from './loadRemotePage';
import { registerLiveRemotes } from './registry';

type FetchInput = Parameters<typeof fetch>[0];
const urlOf = (input: FetchInput) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const globals = globalThis as { __CONTRACTS_VERSION__?: string };
const originalFetch = globalThis.fetch;
let fetchMock: jest.Mock<(input: FetchInput, init?: RequestInit) => Promise<Response>>;
let consoleError: ReturnType<typeof jest.spyOn>;

/** What the shell reported to POST /api/experiment_event.php, in order. */
const experimentReports = () =>
  fetchMock.mock.calls
    .filter(([input]) => urlOf(input).endsWith('/api/experiment_event.php'))
    .map(([, init]) => JSON.parse(String(init?.body)));

function makeLive(...entries: RemoteEntry[]) {
  registerLiveRemotes({ remotes: entries, deploymentId: 'deploy-2026-11-23' });
}
const manifest = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

beforeEach(() => {
  federationStandIn.reset();
  // The shell is built against shared-contracts 1.0.0 (rspack's DefinePlugin sets this in real builds).
  globals.__CONTRACTS_VERSION__ = '1.0.0';
  fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
  globalThis.fetch = fetchMock as typeof fetch;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  globalThis.fetch = originalFetch;
});

afterAll(() => {
  delete globals.__CONTRACTS_VERSION__;
  federationStandIn.reset();
});

// The registry and the page cache last for the page's lifetime, so every test uses its own remote.
describe('loadRemotePage', () => {
  test('refuses a remote built against newer shared-contracts than the shell provides, without loading it', async () => {
    makeLive({ name: 'mfe-chat', version: '2.0.0', manifestUrl: manifest('mfe-chat', '2.0.0'), contracts: '99.0.0' });
    federationStandIn.setModule('mfe_chat/chats', { default: () => null });

    await expect(loadRemotePage('mfe-chat', './chats')).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(loadRemotePage('mfe-chat', './chats')).rejects.toThrow('mfe-chat ./chats is unavailable');
    // Its code never ran in this page.
    expect(federationStandIn.loadRemoteCalls).toEqual([]);
    expect(experimentReports()).toEqual([]);
  });

  test('loads a remote built against the contracts the shell provides', async () => {
    const Page = () => null;
    makeLive({
      name: 'mfe-account',
      version: '1.2.0',
      manifestUrl: manifest('mfe-account', '1.2.0'),
      contracts: '1.0.0',
    });
    federationStandIn.setModule('mfe_account/premium', { default: Page });

    await expect(loadRemotePage('mfe-account', './premium')).resolves.toBe(Page);
  });

  test("an experiment variant that fails to load gives way to the live version and reports 'failed' once", async () => {
    const LiveLanding = () => null;
    makeLive({
      name: 'mfe-landers',
      version: 'candidate',
      manifestUrl: manifest('mfe-landers', 'candidate'),
      contracts: '1.0.0',
      experiment: { key: 'hero', variant: 'b', fallbackManifestUrl: manifest('mfe-landers', 'live') },
    });
    // The variant's remote entry is missing: its modules fail until the remote is registered anew (at the live URL).
    federationStandIn.setModule('mfe_landers/home', { default: LiveLanding });
    federationStandIn.failUntilRegisteredAnew('mfe_landers/home', new Error('Loading script failed: remoteEntry.js'));

    await expect(loadRemotePage('mfe-landers', './home')).resolves.toBe(LiveLanding);
    expect(federationStandIn.registerRemotesCalls.at(-1)).toEqual({
      remotes: [{ name: 'mfe_landers', entry: manifest('mfe-landers', 'live') }],
      options: { force: true },
    });
    expect(federationStandIn.loadRemoteCalls).toEqual(['mfe_landers/home', 'mfe_landers/home']);

    // Another page of the same remote that fails now is unavailable: there is nothing further to fall back to, and
    // the failure was reported already.
    federationStandIn.fail('mfe_landers/gallery');
    await expect(loadRemotePage('mfe-landers', './gallery')).rejects.toBeInstanceOf(RemoteUnavailableError);
    // The visitor saw the live lander, not the variant: no exposure to b.
    reportExposure('mfe-landers');

    expect(experimentReports()).toEqual([{ experiment: 'hero', variant: 'b', event: 'failed' }]);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
  });

  test('a variant built against newer contracts than the shell falls back to the live version too', async () => {
    const LiveSearch = () => null;
    makeLive({
      name: 'mfe-search',
      version: 'candidate',
      manifestUrl: manifest('mfe-search', 'candidate'),
      contracts: '99.0.0',
      experiment: { key: 'search-test', variant: 'b', fallbackManifestUrl: manifest('mfe-search', 'live') },
    });
    federationStandIn.setModule('mfe_search/members', { default: LiveSearch });

    await expect(loadRemotePage('mfe-search', './members')).resolves.toBe(LiveSearch);
    // Only the live version's code was loaded.
    expect(federationStandIn.loadRemoteCalls).toEqual(['mfe_search/members']);
    expect(federationStandIn.registerRemotesCalls.at(-1)?.remotes).toEqual([
      { name: 'mfe_search', entry: manifest('mfe-search', 'live') },
    ]);
    expect(experimentReports()).toEqual([{ experiment: 'search-test', variant: 'b', event: 'failed' }]);
  });
});
