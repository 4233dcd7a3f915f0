import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router';
import type { PublicSettings } from 'shared-contracts/api';
import { settingsLoaded } from 'shared-contracts/store';
import { useRouteTitle } from './documentTitle';
import { makeStore } from './store';

const catalog = (locale: string) => JSON.parse(readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { en: { shell: catalog('en') }, nl: { shell: catalog('nl') } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

function RouteTitle({ name }: { name: string }) {
  useRouteTitle(name);
  return null;
}

/** Stands in for the profile page: names the tab after the member once "loaded" (a click here). */
function ProfileStandIn() {
  useRouteTitle('members-memberId');
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (name) document.title = `${name} · Datelane`;
  }, [name]);
  return (
    <button type="button" onClick={() => setName('Ann')}>
      load
    </button>
  );
}

function Routes() {
  return useRoutes([
    { path: '/likes/:type', element: <RouteTitle name="likes-type" /> },
    { path: '/members/:memberId', element: <ProfileStandIn /> },
  ]);
}

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  const store = makeStore();
  store.dispatch(settingsLoaded({ name: 'Datelane' } as PublicSettings));
  render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </Provider>,
  );
}

describe('tab titles', () => {
  test('a parameter with its own title names the tab: received and given likes differ', () => {
    renderAt('/likes/given');
    expect(document.title).toBe('You like · Datelane');
    cleanup();
    renderAt('/likes/received');
    expect(document.title).toBe('Likes you · Datelane');
  });

  test('the title follows a change of language', async () => {
    renderAt('/likes/given');
    await act(() => i18next.changeLanguage('nl'));
    expect(document.title).toBe('Jij vindt leuk · Datelane');
  });

  test("a page that named the tab itself keeps that name when the language changes", async () => {
    renderAt('/members/7');
    expect(document.title).toBe('Profile · Datelane');
    fireEvent.click(screen.getByRole('button'));
    expect(document.title).toBe('Ann · Datelane');
    await act(() => i18next.changeLanguage('nl'));
    expect(document.title).toBe('Ann · Datelane');
  });
});
