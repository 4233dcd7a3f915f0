import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import { activePremiumUntil, type User } from 'shared-contracts/api';
import { useFormat } from '../../shared/format';
import { StatusPart } from './StatusPart';

/**
 * What the member sends messages with: premium and its end, or the credit balance with the way to buy more (and to
 * premium where it is sold). Both from the user in the store, which the header's balance reads too.
 */
export function CreditsOrPremium({ user, premiumSold }: { user: User; premiumSold: boolean | undefined }) {
  const { t } = useTranslation('account', { keyPrefix: 'home' });
  const format = useFormat();
  const premiumUntil = activePremiumUntil(user);

  if (premiumUntil !== null)
    return (
      <StatusPart title={t('premium.title')} testId="home-premium">
        <p className="fs-5 fw-semibold mb-0">{t('premium.until', { date: format.date(premiumUntil) })}</p>
        <p className="small mb-0">{t('premium.free')}</p>
        <Link className="btn btn-sm btn-outline-primary align-self-start mt-auto" to={routePath('premium')}>
          {t('premium.link')}
        </Link>
      </StatusPart>
    );

  return (
    <StatusPart title={t('credits.title')} testId="home-credits">
      <p className="fs-4 fw-semibold mb-0" data-testid="home-balance">
        {t('credits.balance', { count: user.credits })}
      </p>
      <div className="d-flex flex-wrap gap-2 mt-auto">
        <Link className="btn btn-sm btn-primary" to={routePath('credits')}>
          {t('credits.buy')}
        </Link>
        {/* Whether premium is sold comes with the offers: its place is kept meanwhile. */}
        {premiumSold === undefined && (
          <span className="btn btn-sm btn-outline-primary disabled placeholder col-4" aria-hidden="true" />
        )}
        {premiumSold && (
          <Link className="btn btn-sm btn-outline-primary" to={routePath('premium')}>
            {t('credits.premium')}
          </Link>
        )}
      </div>
    </StatusPart>
  );
}
