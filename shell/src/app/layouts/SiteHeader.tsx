import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { routePath } from 'shared-contracts';
import { selectNewLikes, selectSettings, selectUser } from 'shared-contracts/store';
import { LocaleSwitcher } from '../../features/i18n/LocaleSwitcher';
import { logOut } from '../../features/session/sessionCalls';
import { useAppDispatch, useAppSelector } from '../hooks';

const memberLinks = ['members', 'chats', 'likes', 'profile'] as const;

export function SiteHeader() {
  const { t } = useTranslation('shell');
  const settings = useAppSelector(selectSettings);
  const user = useAppSelector(selectUser);
  const newLikes = useAppSelector(selectNewLikes);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = async () => {
    setLoggingOut(true);
    await dispatch(logOut());
    setLoggingOut(false);
    void navigate(routePath('login'));
  };

  return (
    <header className="site-header border-bottom bg-body">
      <nav className="navbar navbar-expand" aria-label={t('nav.label')}>
        <div className="container flex-wrap gap-2">
          <Link className="navbar-brand fw-bold text-primary me-0" to="/">
            {settings?.name ?? ''}
          </Link>
          <div className="d-flex align-items-center gap-2 ms-auto order-md-2">
            <LocaleSwitcher />
            {user ? (
              <button type="button" className="btn btn-outline-secondary btn-sm text-nowrap" onClick={() => void onLogout()} disabled={loggingOut}>
                {t('nav.logout')}
              </button>
            ) : (
              <>
                <Link className="btn btn-link btn-sm text-nowrap" to={routePath('login')}>
                  {t('nav.login')}
                </Link>
                <Link className="btn btn-primary btn-sm text-nowrap" to={routePath('signup')}>
                  {t('nav.signup')}
                </Link>
              </>
            )}
          </div>
          {user && (
            <ul className="navbar-nav member-nav flex-wrap column-gap-3 order-md-1">
              {memberLinks.map((name) => (
                <li className="nav-item" key={name}>
                  <NavLink className="nav-link" to={routePath(name)}>
                    {t(`nav.${name}`)}
                    {name === 'likes' && newLikes > 0 && (
                      <span className="badge rounded-pill text-bg-danger ms-1" data-testid="new-likes-badge">
                        {newLikes}
                        <span className="visually-hidden"> {t('nav.newLikes', { count: newLikes })}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </nav>
    </header>
  );
}
