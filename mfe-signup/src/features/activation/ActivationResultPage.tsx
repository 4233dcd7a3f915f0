import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';

/** Where the activation link lands: confirmed, or not (invalid or used). */
export function ActivationResultPage({ result }: { result: 'done' | 'error' }) {
  const { t } = useTranslation('signup');
  return (
    <section className="mx-auto text-center py-4" style={{ maxWidth: '34rem' }} data-testid={`activate-${result}`}>
      <p className="display-4" aria-hidden="true">
        {result === 'done' ? '✓' : '!'}
      </p>
      <h1 className="h3">{t(`activated.${result}.title`)}</h1>
      <p>{t(`activated.${result}.body`)}</p>
      <Link className="btn btn-primary" to={routePath(result === 'done' ? 'members' : 'login')}>
        {t(`activated.${result}.action`)}
      </Link>
    </section>
  );
}
