import { readFileSync } from 'node:fs';
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
  // The landers' catalog comes in the same messages file as the shell's (docs/architecture.md "Locales").
  for (const locale of ['en', 'nl'])
    i18next.addResourceBundle(
      locale,
      'landers',
      JSON.parse(readFileSync(new URL(`../../../mfe-landers/src/locales/${locale}.json`, import.meta.url), 'utf8')),
    );
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
    { path: '/landers/video/*', element: <RouteTitle name="landers-video" /> },
    { path: '/members/:profileId/landing', element: <RouteTitle name="members-memberId-landing" /> },
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

  test('a lander keeps the title the server gave it for search engines, in every language: no second title', async () => {
    // The server wrote the landers catalog's SEO title into the page (api/src/routes/support/pageSeo.ts).
    document.title = 'Meet singles online now | Datelane';
    renderAt('/landers/video/milf/eng/summer');
    expect(document.title).toBe('Meet singles online now | Datelane');
    await act(() => i18next.changeLanguage('nl'));
    expect(document.title).toBe(i18next.t('seo.video.title', { ns: 'landers', site: 'Datelane' }));
    expect(document.title).not.toBe('Meet singles online now | Datelane');
  });

  test("a member's lander keeps the title naming the member, which the page writes itself", () => {
    document.title = 'Meet Anna on Datelane';
    renderAt('/members/5/landing');
    expect(document.title).toBe('Meet Anna on Datelane');
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
