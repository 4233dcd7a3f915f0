import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { User } from 'shared-contracts/api';

/** The home page of a logged-in member: a short way on. */
export function MemberHome({ user }: { user: User }) {
  const { t } = useTranslation('landers');
  return (
    <section className="py-4" data-testid="home-member">
      <h1 className="h2">{t('home.welcomeBack', { name: user.profile.name })}</h1>
      <p className="lead text-body-secondary">{t('home.memberIntro')}</p>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={routePath('members')}>
          {t('home.searchMembers')}
        </Link>
        <Link className="btn btn-outline-primary" to={routePath('chats')}>
          {t('home.openChats')}
        </Link>
        <Link className="btn btn-outline-secondary" to={routePath('profile')}>
          {t('home.editProfile')}
        </Link>
      </div>
    </section>
  );
}
