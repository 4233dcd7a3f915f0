import { afterEach, beforeAll, beforeEach, expect, jest, test } from '@jest/globals';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { memberHomeBlocks } from 'shared-contracts';
import { member, siteSettings } from 'shared-contracts/testing';
import { federationStandIn } from '../../../test/federationRuntimeStandIn';
import { initShellI18n } from '../../../test/i18n';
import { makeShellStore } from '../../../test/shellStore';
import { LoadingBarProvider } from '../../shared/loading-bar/LoadingBar';
import { registerLiveRemotes } from './registry';
import { MemberHome } from './MemberHome';

beforeAll(async () => {
  await initShellI18n('en');
});
beforeEach(() => {
  federationStandIn.reset();
  // The remote that is down logs its failure on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

test("greets the member by name and shows each remote's block, a remote that is down only in its own place", async () => {
  // mfe-search is not live: its two blocks show the notice, the others their content.
  registerLiveRemotes({
    remotes: (['mfe-account', 'mfe-chat'] as const).map((name) => ({
      name,
      version: '1.9.0',
      manifestUrl: `/remotes/${name}/1.9.0/mf-manifest.json`,
    })),
    deploymentId: 'deploy-2026-11-28',
  });
  federationStandIn.setModule('mfe_account/home-status', {
    default: () => <section>Your profile is complete</section>,
  });
  federationStandIn.setModule('mfe_chat/home-chats', { default: () => <section>2 unread messages</section> });
  const store = makeShellStore({ settings: siteSettings(), member: member({}, { name: 'evil\u202e' }) });
  // Each block's slot suspends on its page's load: React renders them once the loads settle, inside act in a test.
  await act(async () => {
    render(
      <Provider store={store}>
        <LoadingBarProvider>
          <MemberHome blocks={memberHomeBlocks} />
        </LoadingBarProvider>
      </Provider>,
    );
  });

  // The name is isolated: its controls cannot turn the greeting around.
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, \u2068evil\u202e\u2069');
  const home = screen.getByTestId('home-member');
  expect(await within(home).findByText('Your profile is complete')).toBeTruthy();
  expect(await within(home).findByText('2 unread messages')).toBeTruthy();
  expect(await within(home).findAllByRole('alert')).toHaveLength(2);
  // The member's own state comes first, as the blocks are listed.
  expect(home.textContent?.indexOf('Your profile is complete')).toBeLessThan(
    home.textContent?.indexOf('2 unread messages') ?? -1,
  );
});
