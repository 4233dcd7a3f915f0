import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate, useRoutes } from 'react-router';
import { type OperatorLocale, type OperatorSession, operatorLocales } from 'shared-contracts/api/admin';
import { languageName } from '../shared/format';
import { LoadState } from '../shared/LoadState';
import { MemberPanelsContext } from '../shared/memberPanels';
import { QueueBadge, WaitingBadge, useQueueSummary } from '../shared/moderation/queues';
import { useSignOutMutation, useUpdateOwnProfileMutation } from '../shared/operatorSession';
import { SitePicker } from '../shared/sites';
import { consolePages } from './consolePages';
import { memberPanels } from './memberPanelList';

/** The pages this operator may open, each in its lazy chunk; others answer "your role does not give access". */
function ConsoleRoutes({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const fallback = <LoadState isError={false} onRetry={() => undefined} />;
  return useRoutes([
    ...consolePages.map(({ path, permission, Page }) => ({
      path: path || '/',
      element: permissions.includes(permission) ? (
        <Suspense fallback={fallback}>
          <Page />
        </Suspense>
      ) : (
        <p className="alert alert-warning">{t('console.forbidden')}</p>
      ),
    })),
    { path: '*', element: <p className="alert alert-secondary">{t('console.notFound')}</p> },
  ]);
}

/** The console's frame: the menu of what the role may use, the site picker, the operator and sign-out. */
export function ConsoleFrame({ session }: { session: OperatorSession }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signOut] = useSignOutMutation();
  const [updateProfile] = useUpdateOwnProfileMutation();
  const { operator, permissions } = session;
  // The chosen site travels with every menu link.
  const site = new URLSearchParams(search).get('site');
  const keep = site ? `?site=${encodeURIComponent(site)}` : '';
  const entries = consolePages.filter((page) => page.nav && permissions.includes(page.permission));
  const work = useQueueSummary().data;

  return (
    <div className="console d-flex min-vh-100">
      <nav
        id="console-nav"
        className={`console-nav border-end bg-body-tertiary${menuOpen ? ' open' : ''}`}
        aria-label={t('console.menu')}
      >
        <div className="d-flex align-items-center justify-content-between px-3 py-3">
          <span className="fw-bold">{t('console.name')}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary d-lg-none"
            onClick={() => setMenuOpen(false)}
          >
            {t('console.closeMenu')}
          </button>
        </div>
        <ul className="nav nav-pills flex-column px-2 gap-1">
          {entries.map((page) => (
            <li className="nav-item" key={page.path}>
              <NavLink
                end={page.path === ''}
                to={`/admin/${page.path}${keep}`}
                className={({ isActive }) =>
                  `nav-link d-flex align-items-center${isActive ? ' active' : ' link-body-emphasis'}`
                }
                onClick={() => setMenuOpen(false)}
              >
                {t(page.nav as string)}
                {page.queue && <QueueBadge queue={page.queue} waiting={work?.[page.queue]?.waiting ?? 0} />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex-grow-1 d-flex flex-column min-w-0">
        <header className="console-topbar d-flex flex-wrap align-items-center gap-3 border-bottom px-3 py-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary d-lg-none d-inline-flex align-items-center gap-1"
            aria-controls="console-nav"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            {t('console.menu')}
            <WaitingBadge summary={work} />
          </button>
          <SitePicker />
          <div className="ms-auto d-flex flex-wrap align-items-center gap-3">
            <span className="small">
              {t('console.signedInAs', { name: operator.name || operator.email })}{' '}
              <span className="badge text-bg-secondary">{t(`console.role.${operator.role}`)}</span>
            </span>
            <label className="visually-hidden" htmlFor="console-language">
              {t('console.language')}
            </label>
            <select
              id="console-language"
              className="form-select form-select-sm w-auto"
              value={operator.locale}
              onChange={(event) => void updateProfile({ locale: event.target.value as OperatorLocale })}
            >
              {operatorLocales.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {languageName(locale)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => void signOut(undefined).then(() => navigate('/admin'))}
            >
              {t('console.signOut')}
            </button>
          </div>
        </header>
        <main id="main" className="container-fluid py-4 px-3 px-lg-4" tabIndex={-1}>
          <MemberPanelsContext value={memberPanels}>
            <ConsoleRoutes permissions={permissions} />
          </MemberPanelsContext>
        </main>
      </div>
    </div>
  );
}
