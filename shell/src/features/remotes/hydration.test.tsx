import { afterEach, beforeAll, expect, jest, test } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SERVER_SLOTS_ATTRIBUTE } from 'shared-contracts';
import { federationStandIn } from '../../../test/federationRuntimeStandIn';
import { initShellI18n } from '../../../test/i18n';
import { LoadingBarProvider } from '../../shared/loading-bar/LoadingBar';
import { awaitServerSlots } from './hydration';
import { registerLiveRemotes } from './registry';
import { RemotePage } from './RemotePage';

// Its own file: the count of settled slots lives for the page's lifetime, as it does in the browser.

let i18n: i18n;

beforeAll(async () => {
  i18n = await initShellI18n('en', { instance: i18next.createInstance(), fallbackLng: false });
  registerLiveRemotes({
    remotes: ['mfe-account', 'mfe-search'].map((name) => ({
      name,
      version: '1.4.0',
      manifestUrl: `/remotes/${name}/1.4.0/mf-manifest.json`,
    })),
    deploymentId: 'deploy-2024-05-01',
  });
});

afterEach(() => {
  cleanup();
  federationStandIn.reset();
});

test('a page the server rendered one slot into is ready once that slot has settled, not when a background module has', async () => {
  federationStandIn.setModule('mfe_account/dev-panel', { default: () => <aside>Developer tools</aside> });
  federationStandIn.setModule('mfe_search/members', { default: () => <h1>Find members</h1> });
  const root = document.createElement('div');
  root.setAttribute(SERVER_SLOTS_ATTRIBUTE, '1');
  const ready = jest.fn();
  awaitServerSlots(root, ready);

  const shell = (children: React.ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <LoadingBarProvider>{children}</LoadingBarProvider>
    </I18nextProvider>
  );
  const { rerender } = render(shell(null));
  await act(async () => {
    rerender(shell(<RemotePage remote="mfe-account" module="./dev-panel" quietWhenUnavailable background />));
  });
  expect(await screen.findByText('Developer tools')).toBeTruthy();
  expect(ready).not.toHaveBeenCalled();

  await act(async () => {
    rerender(
      shell(
        <>
          <RemotePage remote="mfe-account" module="./dev-panel" quietWhenUnavailable background />
          <RemotePage remote="mfe-search" module="./members" />
        </>,
      ),
    );
  });
  expect(await screen.findByRole('heading', { name: 'Find members' })).toBeTruthy();
  expect(ready).toHaveBeenCalledTimes(1);
});
