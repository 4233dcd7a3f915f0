import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { dateTimeFormat, routePath } from 'shared-contracts';
import { activePremiumUntil, type User } from 'shared-contracts/api';
import {
  selectNewLikes,
  selectRestriction,
  selectSettings,
  selectUnreadMessages,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from 'shared-contracts/store';
import { LocaleSwitcher } from '../../features/i18n/LocaleSwitcher';
import { logOut } from '../../features/session/sessionCalls';
import { NavIcon } from './NavIcon';

const memberLinks = ['members', 'chats', 'likes', 'profile'] as const;
type MemberLink = (typeof memberLinks)[number];

/** A count on a member link, drawn as a dot with the number and read out once, in words ("Likes, 2 new likes"). */
function LinkBadge({ count, words, testId }: { count: number; words: string; testId: string }) {
  if (count <= 0) return null;
  return (
    <span className="badge rounded-pill text-bg-danger header-badge" data-testid={testId}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">, {words}</span>
    </span>
  );
}

/**
 * The member's standing, linked to where to buy more: "Premium" (until when, on hover and for screen readers) while a
 * premium membership runs, when messages cost nothing, else the credit balance. On phones the row has no room: the chat
 * composer says either there.
 */
function MemberStanding({ user }: { user: User }) {
  const { t, i18n } = useTranslation('shell');
  const premiumUntil = activePremiumUntil(user);
  const standing = 'btn btn-sm d-none d-md-inline-flex align-items-center gap-1 text-nowrap';
  if (premiumUntil) {
    const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(premiumUntil));
    const until = t('nav.premiumUntil', { date });
    return (
      <Link
        className={`${standing} btn-warning`}
        to={routePath('premium')}
        title={until}
        aria-label={until}
        data-testid="header-premium"
      >
        <NavIcon name="premium" />
        {t('nav.premium')}
      </Link>
    );
  }
  return (
    <Link
      className={`${standing} btn-outline-primary`}
      to={routePath('credits')}
      title={t('nav.creditsLabel', { count: user.credits })}
      data-testid="header-credits"
    >
      {t('nav.credits', { count: user.credits })}
    </Link>
  );
}

/**
 * One row on every screen: brand, the member links, language and log out (or log in and sign up). On phones the
 * member links and log out show their icons only (their names stay for screen readers) and the language shows its
 * code, so the row fits 360 px.
 */
export function SiteHeader() {
  const { t } = useTranslation('shell');
  const settings = useAppSelector(selectSettings);
  const user = useAppSelector(selectUser);
  // A suspended or banned member is signed in to the ban page only, which has its own log-out: no log-in or sign-up.
  const restricted = useAppSelector(selectRestriction) !== null;
  const newLikes = useAppSelector(selectNewLikes);
  const unreadMessages = useAppSelector(selectUnreadMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = async () => {
    setLoggingOut(true);
    await dispatch(logOut());
    setLoggingOut(false);
    void navigate(routePath('login'));
  };

  const badges: Partial<Record<MemberLink, ReactNode>> = {
    likes: <LinkBadge count={newLikes} words={t('nav.newLikes', { count: newLikes })} testId="new-likes-badge" />,
    chats: (
      <LinkBadge
        count={unreadMessages}
        words={t('nav.unreadMessages', { count: unreadMessages })}
        testId="unread-messages-badge"
      />
    ),
  };

  return (
    <header className="site-header border-bottom bg-body">
      <nav className="navbar navbar-expand py-1" aria-label={t('nav.label')}>
        <div className="container flex-nowrap gap-1 gap-sm-3">
          <Link className="navbar-brand fw-bold text-primary me-0 text-truncate" to="/">
            {settings?.name ?? ''}
          </Link>
          {user && (
            <ul className="navbar-nav member-nav">
              {memberLinks.map((name) => (
                <li className="nav-item" key={name}>
                  <NavLink
                    className="nav-link header-tap header-icon d-flex align-items-center gap-1 position-relative"
                    to={routePath(name)}
                  >
                    <NavIcon name={name} />
                    <span className="header-label">{t(`nav.${name}`)}</span>
                    {badges[name]}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
          <div className="d-flex align-items-center gap-1 gap-sm-2 ms-auto">
            {user && <MemberStanding user={user} />}
            <LocaleSwitcher />
            {user ? (
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm header-tap header-icon d-flex align-items-center gap-1"
                onClick={() => void onLogout()}
                disabled={loggingOut}
              >
                <NavIcon name="logout" />
                <span className="header-label">{t('nav.logout')}</span>
              </button>
            ) : restricted ? null : (
              <>
                <Link
                  className="btn btn-link btn-sm header-tap d-inline-flex text-nowrap px-1 px-sm-2"
                  to={routePath('login')}
                >
                  {t('nav.login')}
                </Link>
                <Link className="btn btn-primary btn-sm header-tap d-inline-flex text-nowrap" to={routePath('signup')}>
                  {t('nav.signup')}
                </Link>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
