import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';

/** What helps with an address the server did not take: the login for a known one, the service page for a deleted one. */
export function EmailProblemLinks({ problem }: { problem: string | undefined }) {
  const { t } = useTranslation('signup');
  return (
    <>
      {problem === 'email_exists' && <Link to={routePath('login')}>{t('account.loginLink')}</Link>}
      {problem === 'email_deleted' && <Link to={routePath('pages-service')}>{t('account.serviceLink')}</Link>}
    </>
  );
}
