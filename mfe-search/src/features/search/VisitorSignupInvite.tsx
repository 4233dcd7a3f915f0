import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';

/** A visitor searching (where the site allows it) is invited to sign up. */
export function VisitorSignupInvite() {
  const { t } = useTranslation('search');
  return (
    <div
      className="alert alert-primary d-flex flex-wrap align-items-center justify-content-between gap-2"
      data-testid="visitor-invite"
    >
      <span>{t('search.visitorInvite')}</span>
      <Link className="btn btn-primary btn-sm" to={routePath('signup')}>
        {t('search.visitorSignup')}
      </Link>
    </div>
  );
}
