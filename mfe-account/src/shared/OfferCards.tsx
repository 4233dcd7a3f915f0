import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { CreditPackage, PremiumPlan } from 'shared-contracts/api/payments';
import { useFormat } from './format';

function BestValue() {
  const { t } = useTranslation('account');
  return (
    <span className="badge text-bg-warning position-absolute top-0 start-50 translate-middle">
      {t('shared.bestValue')}
    </span>
  );
}

/** Credit packages as cards in a responsive grid; `choose` adds the "Choose" link to the checkout. */
export function PackageCards({ packages, choose = false }: { packages: readonly CreditPackage[]; choose?: boolean }) {
  const { t } = useTranslation('account');
  const { money } = useFormat();
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled mt-1" data-testid="packages">
      {packages.map((item) => (
        <li className="col" key={item.id}>
          <div className={`card h-100 text-center position-relative${item.best_value ? ' border-warning' : ''}`}>
            {item.best_value && <BestValue />}
            <div className="card-body d-flex flex-column">
              <h3 className="card-title h4">{t('shared.product.credits', { count: item.credits })}</h3>
              {item.bonus_credits > 0 && (
                <p className="text-success fw-semibold mb-1">
                  {t('shared.bonusCredits', { bonus: item.bonus_credits })}
                </p>
              )}
              <p className="fs-3 fw-bold mb-1">{money(item.price, item.currency)}</p>
              <p className="text-body-secondary small">
                {t('shared.perMessage', { price: money(item.price_per_message, item.currency) })}
              </p>
              {choose && (
                <Link
                  className="btn btn-primary mt-auto"
                  to={routePath('credits-creditId', { creditId: String(item.id) })}
                  aria-label={t('shared.chooseCredits', { count: item.credits })}
                >
                  {t('shared.choose')}
                </Link>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Premium plans as cards; `choose` adds the "Choose" link to the checkout (/credits/premium-{id}). */
export function PlanCards({ plans, choose = false }: { plans: readonly PremiumPlan[]; choose?: boolean }) {
  const { t } = useTranslation('account');
  const { money } = useFormat();
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled mt-1" data-testid="plans">
      {plans.map((plan) => (
        <li className="col" key={plan.id}>
          <div className={`card h-100 text-center position-relative${plan.best_value ? ' border-warning' : ''}`}>
            {plan.best_value && <BestValue />}
            <div className="card-body d-flex flex-column">
              <h3 className="card-title h4">{t('shared.days', { count: plan.days })}</h3>
              <p className="fs-3 fw-bold">{money(plan.price, plan.currency)}</p>
              {choose && (
                <Link
                  className="btn btn-primary mt-auto"
                  to={routePath('credits-creditId', { creditId: `premium-${plan.id}` })}
                  aria-label={t('shared.choosePlan', { count: plan.days })}
                >
                  {t('shared.choose')}
                </Link>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
