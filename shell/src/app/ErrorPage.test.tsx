import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { initShellI18n } from '../../test/i18n';
import { makeShellStore } from '../../test/shellStore';
import { AppErrorBoundary, NotFoundPage } from './ErrorPage';

beforeAll(async () => {
  await initShellI18n('en');
});

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

/** Renders inside the shell's providers and lets the page's optional remote slot settle. */
async function renderInShell(children: React.ReactNode) {
  await act(async () => {
    render(
      <Provider store={makeShellStore()}>
        <BrowserRouter>{children}</BrowserRouter>
      </Provider>,
    );
  });
}

function Broken(): never {
  throw new Error('render failure');
}

describe('error pages', () => {
  test('an unknown path shows Error, 404 and the path', async () => {
    window.history.pushState({}, '', '/no/such/page');
    await renderInShell(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error');
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByTestId('error-message').textContent).toBe('Page Not Found: /no/such/page');
    expect(document.title).toBe('Error 404');
  });

  test('a page that fails to render shows the 500 error page inside the layout instead of a blank screen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInShell(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByTestId('error-status').textContent).toBe('500');
    expect(screen.getByTestId('error-message').textContent).toBe('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
