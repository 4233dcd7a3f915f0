import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { CreditPackage, PremiumPlan } from 'shared-contracts/api/payments';
import { useFormat } from './format';

/** One offer as a card: the best-value badge, its content, and the "Choose" link to its checkout when asked for. */
function OfferCard({
  bestValue,
  title,
  choose,
  children,
}: {
  bestValue: boolean;
  title: string;
  choose: { creditId: string; label: string } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <li className="col">
      <div className={`card h-100 text-center position-relative${bestValue ? ' border-warning' : ''}`}>
        {bestValue && (
          <span className="badge text-bg-warning position-absolute top-0 start-50 translate-middle">
            {t('shared.bestValue')}
          </span>
        )}
        <div className="card-body d-flex flex-column">
          <h3 className="card-title h4">{title}</h3>
          {children}
          {choose && (
            <Link
              className="btn btn-primary mt-auto"
              to={routePath('credits-creditId', { creditId: choose.creditId })}
              aria-label={choose.label}
            >
              {t('shared.choose')}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

/** Credit packages as cards in a responsive grid; `choose` adds the "Choose" link to the checkout. */
export function PackageCards({ packages, choose = false }: { packages: readonly CreditPackage[]; choose?: boolean }) {
  const { t } = useTranslation('account');
  const { money } = useFormat();
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled mt-1" data-testid="packages">
      {packages.map((item) => (
        <OfferCard
          key={item.id}
          bestValue={item.best_value}
          title={t('shared.product.credits', { count: item.credits })}
          choose={
            choose ? { creditId: String(item.id), label: t('shared.chooseCredits', { count: item.credits }) } : null
          }
        >
          {item.bonus_credits > 0 && (
            <p className="text-success fw-semibold mb-1">{t('shared.bonusCredits', { bonus: item.bonus_credits })}</p>
          )}
          <p className="fs-3 fw-bold mb-1">{money(item.price, item.currency)}</p>
          <p className="text-body-secondary small">
            {t('shared.perMessage', { price: money(item.price_per_message, item.currency) })}
          </p>
        </OfferCard>
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
        <OfferCard
          key={plan.id}
          bestValue={plan.best_value}
          title={t('shared.days', { count: plan.days })}
          choose={
            choose ? { creditId: `premium-${plan.id}`, label: t('shared.choosePlan', { count: plan.days }) } : null
          }
        >
          <p className="fs-3 fw-bold">{money(plan.price, plan.currency)}</p>
        </OfferCard>
      ))}
    </ul>
  );
}
