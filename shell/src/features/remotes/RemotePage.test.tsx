import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RemoteName } from 'shared-contracts';
import { federationStandIn } from '../../../test/federationRuntimeStandIn';
import { initShellI18n } from '../../../test/i18n';
import { LoadingBarProvider } from '../../shared/loading-bar/LoadingBar';
import { registerLiveRemotes } from './registry';
import { RemotePage } from './RemotePage';

const UNAVAILABLE = 'This part of the site is temporarily unavailable';

let i18n: i18n;
let consoleError: ReturnType<typeof jest.spyOn>;

/** A slot suspends on its page's load: React renders the page once the load settles, inside act in a test. */
async function renderInShell(page: ReactNode) {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LoadingBarProvider>
          <p>Site header</p>
          {page}
        </LoadingBarProvider>
      </I18nextProvider>,
    );
  });
}

function makeLive(...names: RemoteName[]) {
  registerLiveRemotes({
    remotes: names.map((name) => ({ name, version: '1.4.0', manifestUrl: `/remotes/${name}/1.4.0/mf-manifest.json` })),
    deploymentId: 'deploy-2024-05-01',
  });
}

beforeAll(async () => {
  i18n = await initShellI18n('en', { instance: i18next.createInstance(), fallbackLng: false });
});

beforeEach(() => {
  federationStandIn.reset();
  // Failed loads and render errors are logged on purpose; keep the test output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

afterAll(() => {
  federationStandIn.reset();
});

// loadRemotePage caches loaded pages and the registry remembers live remotes for the page's lifetime, so every test
// uses its own remote module.
describe('RemotePage', () => {
  test('renders the page a live remote exposes', async () => {
    makeLive('mfe-search');
    federationStandIn.setModule('mfe_search/members', { default: () => <h1>Members near you</h1> });
    await renderInShell(<RemotePage remote="mfe-search" module="./members" />);
    expect(await screen.findByRole('heading', { name: 'Members near you' })).toBeTruthy();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  test('shows the unavailable notice for a remote that is not in the registry', async () => {
    federationStandIn.setModule('mfe_chat/chats', { default: () => <h1>Chats</h1> });
    await renderInShell(<RemotePage remote="mfe-chat" module="./chats" />);
    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    expect(screen.getByText('We could not load it just now. The rest of the site keeps working.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Chats' })).toBeNull();
    expect(federationStandIn.loadRemoteCalls).toEqual([]);
    expect(screen.getByText('Site header')).toBeTruthy();
  });

  test('renders nothing instead of the notice in a quiet slot', async () => {
    makeLive('mfe-landers');
    federationStandIn.fail('mfe_landers/error-extras', new Error('manifest 503'));
    await renderInShell(<RemotePage remote="mfe-landers" module="./error-extras" quietWhenUnavailable />);
    await waitFor(() => expect(federationStandIn.loadRemoteCalls).toEqual(['mfe_landers/error-extras']));
    // Let the rejected load settle into the slot's failed state.
    await act(async () => undefined);
    expect(screen.getByText('Site header')).toBeTruthy();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('when loading fails, Try again registers the remote anew and renders the page', async () => {
    makeLive('mfe-account');
    // The page exists, but its remote's manifest failed: only registering the remote anew brings it back.
    federationStandIn.setModule('mfe_account/premium', { default: () => <h1>Premium membership</h1> });
    federationStandIn.failUntilRegisteredAnew('mfe_account/premium', new Error('Failed to fetch mf-manifest.json'));
    await renderInShell(<RemotePage remote="mfe-account" module="./premium" />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(UNAVAILABLE);
    expect(screen.queryByRole('heading', { name: 'Premium membership' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Premium membership' })).toBeTruthy();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('Try again keeps showing the notice while the remote still fails', async () => {
    makeLive('mfe-account');
    federationStandIn.fail('mfe_account/credits');
    await renderInShell(<RemotePage remote="mfe-account" module="./credits" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(federationStandIn.loadRemoteCalls).toEqual(['mfe_account/credits', 'mfe_account/credits']);
    expect(screen.getByText(UNAVAILABLE)).toBeTruthy();
  });

  test('a remote page that throws while rendering shows the notice and leaves the rest of the site', async () => {
    makeLive('mfe-signup');
    const Broken = () => {
      throw new Error('profile.name is undefined');
    };
    federationStandIn.setModule('mfe_signup/signup', { default: Broken });
    await renderInShell(
      <>
        <RemotePage remote="mfe-signup" module="./signup" />
        <footer>Site footer</footer>
      </>,
    );

    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    expect(screen.getByText('Site header')).toBeTruthy();
    expect(screen.getByText('Site footer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
