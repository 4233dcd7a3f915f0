// Test helpers for the console: its catalogs on the test's i18next, and pages rendered in the shared store.
import type { ReactElement } from 'react';
import { useRoutes } from 'react-router';
import { initCatalogI18n } from 'shared-contracts/testing';
import { renderWithSite } from 'shared-contracts/testing/render';
import {
  operatorLocales,
  type OperatorLocale,
  type OperatorSession,
  type SiteSummary,
} from 'shared-contracts/api/admin';

export async function initConsoleI18n(lng: OperatorLocale = 'en'): Promise<void> {
  await initCatalogI18n({
    namespace: 'admin',
    catalogs: new URL('../locales/', import.meta.url),
    lng,
    locales: [...operatorLocales],
  });
}

function UnderConsoleRoute({ page }: { page: ReactElement }) {
  return useRoutes([{ path: '/admin/*', element: page }]);
}

/** Renders a console page at `path` inside the shell's `/admin/*` route, as the console is mounted. */
export function renderConsolePage(ui: ReactElement, path = '/admin') {
  return renderWithSite(<UnderConsoleRoute page={ui} />, { path });
}

export function operatorSession(
  role: OperatorSession['operator']['role'],
  permissions: OperatorSession['permissions'],
): OperatorSession {
  return {
    operator: {
      id: 7,
      email: `${role}@operators.example`,
      name: 'Robin',
      role,
      status: 'active',
      has_credentials: true,
      locale: 'en',
      created_at: '2026-11-01T10:00:00.000Z',
      last_sign_in_at: null,
    },
    permissions,
  };
}

/** A site as the site picker's call lists it: Datelane, the default, unless `changes` say otherwise. */
export function siteSummary(changes: Partial<SiteSummary> = {}): SiteSummary {
  return {
    id: 1,
    key: 'demo',
    name: 'Datelane',
    hosts: ['localhost'],
    is_default: true,
    countries: ['NL'],
    signups: 'all',
    moderation: { mode: 'post', threshold: 0.8 },
    updated_at: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
}

/** The two sites of the demo: Datelane (default, post-moderation) and Nightlane (pre-moderation). */
export const twoSites = [
  siteSummary(),
  siteSummary({
    id: 2,
    key: 'nightlane',
    name: 'Nightlane',
    hosts: ['nightlane.localhost'],
    is_default: false,
    moderation: { mode: 'pre', threshold: 0.8 },
  }),
];
