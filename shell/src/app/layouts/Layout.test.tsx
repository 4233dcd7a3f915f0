import { afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { PublicSettings, templateFeatureNames } from 'shared-contracts/api';
import { siteSettings } from 'shared-contracts/testing';
import { initShellI18n } from '../../../test/i18n';
import { makeShellStore } from '../../../test/shellStore';
import { Layout } from './Layout';

beforeAll(async () => {
  await initShellI18n('en');
});
afterEach(cleanup);

function settingsWith(features: Partial<Record<(typeof templateFeatureNames)[number], boolean>>): PublicSettings {
  const base = siteSettings();
  return { ...base, template: { ...base.template, features: { ...base.template.features, ...features } } };
}

function renderLayout(name: 'default' | 'empty' | 'lander', settings: PublicSettings) {
  const store = makeShellStore({ settings });
  render(
    <Provider store={store}>
      <BrowserRouter>
        <Layout name={name}>
          <p>Page content</p>
        </Layout>
      </BrowserRouter>
    </Provider>,
  );
}

describe('Layout', () => {
  test('the default layout frames the page with the site navigation and footer', () => {
    renderLayout('default', settingsWith({}));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lovely Dates' })).toBeTruthy();
    expect(screen.getByText('© ' + new Date().getFullYear() + ' Lovely B.V.')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Page content');
  });

  test("a template's feature flags switch the navigation and footer off", () => {
    renderLayout('default', settingsWith({ navigation: false, footer: false }));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Page content');
  });

  test('the empty layout shows the page alone; the lander layout adds only the footer', () => {
    renderLayout('empty', settingsWith({}));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    cleanup();
    renderLayout('lander', settingsWith({}));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
