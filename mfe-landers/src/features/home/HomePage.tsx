import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import { selectSettings, useAppSelector, useUser } from 'shared-contracts/store';

/** The home page: an invitation for visitors, a short way on for members. */
export default function HomePage() {
  const { t } = useTranslation('landers');
  const settings = useAppSelector(selectSettings);
  const user = useUser();
  const siteName = settings?.name ?? '';

  if (user) {
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

  return (
    <section className="py-5 text-center" data-testid="home-visitor">
      <h1 className="display-5 fw-bold">{t('home.headline', { site: siteName })}</h1>
      <p className="lead col-lg-8 mx-auto text-body-secondary">{t('home.intro')}</p>
      <div className="d-flex flex-column flex-sm-row justify-content-center gap-2 mt-4">
        <Link className="btn btn-primary btn-lg px-4" to={routePath('signup')}>
          {t('home.signup')}
        </Link>
        <Link className="btn btn-outline-secondary btn-lg px-4" to={routePath('login')}>
          {t('home.login')}
        </Link>
      </div>
      <ul className="row list-unstyled g-4 mt-4 text-start">
        {(['search', 'chat', 'privacy'] as const).map((point) => (
          <li className="col-md-4" key={point}>
            <h2 className="h5">{t(`home.points.${point}.title`)}</h2>
            <p className="text-body-secondary mb-0">{t(`home.points.${point}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
