import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router';
import { isolate, setDocumentTitle } from 'shared-contracts';
import { siteSettings } from 'shared-contracts/testing';
import { initShellI18n } from '../../test/i18n';
import { makeShellStore } from '../../test/shellStore';
import { useRouteTitle } from './documentTitle';

beforeAll(async () => {
  await initShellI18n('en', { locales: ['en', 'nl'] });
});

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

function RouteTitle({ name }: { name: string }) {
  useRouteTitle(name);
  return null;
}

/** Stands in for the profile page: names the tab after the member once "loaded" (a click here), as pages do. */
function ProfileStandIn() {
  useRouteTitle('members-memberId');
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (name) setDocumentTitle(`${isolate(name)} · Datelane`);
  }, [name]);
  return (
    <button type="button" onClick={() => setName('Ann\u202e')}>
      load
    </button>
  );
}

function Routes() {
  return useRoutes([
    { path: '/likes/:type', element: <RouteTitle name="likes-type" /> },
    { path: '/members/:profileId', element: <ProfileStandIn /> },
  ]);
}

function renderAt(path: string, siteName = 'Datelane') {
  window.history.pushState({}, '', path);
  const store = makeShellStore({ settings: siteSettings({ name: siteName }) });
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

  test('no bidi control reaches the tab, not even from the site name', () => {
    renderAt('/likes/given', '\u2067Datelane\u200f');
    expect(document.title).toBe('You like · Datelane');
  });

  test('a page that named the tab itself keeps that name when the language changes; the name goes in as plain text', async () => {
    renderAt('/members/7');
    expect(document.title).toBe('Profile · Datelane');
    fireEvent.click(screen.getByRole('button'));
    expect(document.title).toBe('Ann · Datelane');
    await act(() => i18next.changeLanguage('nl'));
    expect(document.title).toBe('Ann · Datelane');
  });
});
