import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { routePath } from 'shared-contracts';
import { selectSettings, selectUser, userCleared } from 'shared-contracts/store';
import { LocaleSwitcher } from '../../features/i18n/LocaleSwitcher';
import { sessionApi } from '../../features/session/sessionApi';
import { useAppDispatch, useAppSelector } from '../hooks';

const memberLinks = ['members', 'chats', 'likes', 'profile'] as const;

export function SiteHeader() {
  const { t } = useTranslation('shell');
  const settings = useAppSelector(selectSettings);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading: loggingOut }] = sessionApi.useLogoutMutation();

  const onLogout = async () => {
    try {
      await logout(undefined).unwrap();
    } catch (error) {
      console.error('Logout failed', error);
    }
    // Whatever the server answered, this tab is logged out (SPEC §4 Logout).
    dispatch(userCleared({ forced: false }));
    void navigate(routePath('login'));
  };

  return (
    <header className="site-header border-bottom bg-body">
      <nav className="navbar navbar-expand container" aria-label={t('nav.label')}>
        <Link className="navbar-brand fw-bold text-primary" to="/">
          {settings?.name ?? ''}
        </Link>
        <ul className="navbar-nav flex-wrap me-auto gap-sm-1">
          {user &&
            memberLinks.map((name) => (
              <li className="nav-item" key={name}>
                <NavLink className="nav-link" to={routePath(name)}>
                  {t(`nav.${name}`)}
                </NavLink>
              </li>
            ))}
        </ul>
        <div className="d-flex align-items-center gap-2">
          <LocaleSwitcher />
          {user ? (
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void onLogout()} disabled={loggingOut}>
              {t('nav.logout')}
            </button>
          ) : (
            <>
              <Link className="btn btn-link btn-sm" to={routePath('login')}>
                {t('nav.login')}
              </Link>
              <Link className="btn btn-primary btn-sm" to={routePath('signup')}>
                {t('nav.signup')}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
