import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { legalModalRequested } from 'shared-contracts/store';
import { federationStandIn } from '../../../test/federationRuntimeStandIn';
import { initShellI18n } from '../../../test/i18n';
import { makeShellStore } from '../../../test/shellStore';
import { LoadingBarProvider } from '../../shared/loading-bar/LoadingBar';
import { registerLiveRemotes } from './registry';
import { LegalModal } from './LegalModal';

let i18n: i18n;

beforeAll(async () => {
  i18n = await initShellI18n('en', { instance: i18next.createInstance() });
  registerLiveRemotes({
    remotes: [{ name: 'mfe-account', version: '2.0.0', manifestUrl: '/remotes/mfe-account/2.0.0/mf-manifest.json' }],
    deploymentId: 'deploy-legal-modal',
  });
  // The stand-in for mfe-account's legal page shows which page and mode the shell asked for.
  federationStandIn.setModule('mfe_account/legal-page', {
    default: ({ page, embedded }: { page: string; embedded: boolean }) => (
      <p>
        {page} text{embedded ? ', embedded' : ''}
      </p>
    ),
  });
});

afterEach(cleanup);

function renderModal() {
  const store = makeShellStore();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <LoadingBarProvider>
            <button type="button">terms and conditions</button>
            <LegalModal />
          </LoadingBarProvider>
        </BrowserRouter>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('LegalModal', () => {
  test('any remote opens the terms over the page with the legal page inside; Escape closes it', async () => {
    const store = renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      store.dispatch(legalModalRequested('terms'));
    });
    const dialog = screen.getByRole('dialog', { name: 'Terms and conditions' });
    expect(await screen.findByText('terms text, embedded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open as a page' }).getAttribute('href')).toBe('/pages/terms');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    expect(dialog).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the privacy statement closes with its button', async () => {
    const store = renderModal();
    act(() => {
      store.dispatch(legalModalRequested('privacy'));
    });
    expect(screen.getByRole('dialog', { name: 'Privacy policy' })).toBeTruthy();
    expect(await screen.findByText('privacy text, embedded')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
