import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { makeStore } from '../../app/store';
import { AppErrorBoundary, NotFoundPage } from './ErrorPage';

const shellMessages: unknown = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8'));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['shell'], defaultNS: 'shell', resources: { en: { shell: shellMessages as Record<string, unknown> } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
});

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

/** Renders inside the shell's providers and lets the page's optional remote slot settle. */
async function renderInShell(children: React.ReactNode) {
  render(
    <Provider store={makeStore()}>
      <BrowserRouter>{children}</BrowserRouter>
    </Provider>,
  );
  await act(async () => undefined);
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
