import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import { useUser } from 'shared-contracts/store';

/**
 * Where the activation link lands: confirmed; clicked again once the account is active (the way in: the members for a
 * member logged in here, the login otherwise); or not working (invalid, or used or expired before confirming).
 */
export function ActivationResultPage({ result }: { result: 'done' | 'active' | 'error' }) {
  const { t } = useTranslation('signup');
  const loggedIn = useUser() !== null;
  const action =
    result === 'done'
      ? { to: routePath('members'), label: t('activated.done.action') }
      : result === 'active' && loggedIn
        ? { to: routePath('members'), label: t('activated.active.toMembers') }
        : {
            to: routePath('login'),
            label: t(result === 'active' ? 'activated.active.toLogin' : 'activated.error.action'),
          };
  return (
    <section className="mx-auto text-center py-4" style={{ maxWidth: '34rem' }} data-testid={`activate-${result}`}>
      <p className="display-4" aria-hidden="true">
        {result === 'error' ? '!' : '✓'}
      </p>
      <h1 className="h3">{t(`activated.${result}.title`)}</h1>
      <p>{t(`activated.${result}.body`)}</p>
      <Link className="btn btn-primary" to={action.to}>
        {action.label}
      </Link>
    </section>
  );
}
