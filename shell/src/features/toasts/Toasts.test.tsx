import { afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { toastRequested } from 'shared-contracts/store';
import { initShellI18n } from '../../../test/i18n';
import { makeShellStore } from '../../../test/shellStore';
import { Toasts } from './Toasts';

let i18n: i18n;

beforeAll(async () => {
  i18n = await initShellI18n('en', { instance: i18next.createInstance() });
});

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

function renderToasts() {
  const store = makeShellStore();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Toasts />
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('Toasts', () => {
  test('a toast any app requests shows at the top end and goes away after 5000 ms', () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(
        toastRequested({
          variant: 'danger',
          title: 'Error',
          body: 'Cannot start chat, try again later or contact customer support',
        }),
      );
    });
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Cannot start chat');
    expect(toast.closest('.toast-container')?.className).toContain('top-0 end-0');
    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a toast without a title gets the translated title of its kind, and can be closed', () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(toastRequested({ variant: 'success', body: 'Saved' }));
    });
    expect(screen.getByRole('status').textContent).toContain('Done');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
