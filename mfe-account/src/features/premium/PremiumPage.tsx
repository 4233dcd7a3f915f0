import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import { useSettings } from 'shared-contracts/store';
import { CountrySelect } from '../../shared/CountrySelect';
import { isFuture, useFormat } from '../../shared/format';
import { PlanCards } from '../../shared/OfferCards';
import { TestModeBanner } from '../../shared/TestModeBanner';
import { LoadStatus } from '../../shared/LoadStatus';
import { readDiscount, useKeptChoice } from '../../shared/persisted';
import { useChosenCountryCredits } from '../../shared/useCredits';

const advantages = ['unlimited', 'noAdverts', 'extends', 'creditsStay'] as const;

/** /premium: the member's premium state, the plans and (when the template shows them) premium's advantages. */
export default function PremiumPage() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const settings = useSettings();
  // The plans are priced with the code the member applied on /credits, as the checkout charges them.
  const [discount] = useKeptChoice(readDiscount);
  const choice = useChosenCountryCredits(discount?.code);
  const { data, loading, error } = choice;
  const showAdvantages = settings.template.features.premiumMembershipAdvantages === true;

  return (
    <div>
      <h1 className="h3 mb-3">{t('premium.title')}</h1>
      {error !== undefined ? <LoadStatus failed /> : !data && loading && <LoadStatus failed={false} />}
      {data && (
        <>
          <TestModeBanner testMode={data.test_mode} />
          {isFuture(data.premium_until) ? (
            <p className="lead" data-testid="premium-status">
              {t('premium.until', { date: format.date(data.premium_until) })} {t('premium.extends')}
            </p>
          ) : (
            <p className="lead" data-testid="premium-status">
              {t('premium.notPremium')}
            </p>
          )}
          {showAdvantages && (
            <ul className="list-unstyled mb-4" data-testid="premium-advantages">
              {advantages.map((key) => (
                <li key={key} className="mb-1">
                  <span className="text-success me-2" aria-hidden="true">
                    ✓
                  </span>
                  {t(`premium.advantage.${key}`)}
                </li>
              ))}
            </ul>
          )}
          <CountrySelect choice={choice} />
          {data.plans.length === 0 ? <p>{t('premium.noPlans')}</p> : <PlanCards plans={data.plans} choose />}
          {data.vat_included && <p className="small text-body-secondary">{t('shared.vatIncluded')}</p>}
          <p className="mt-3">
            <Link to={routePath('credits')}>{t('premium.toCredits')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
