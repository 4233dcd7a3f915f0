import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { CreditPackage, PremiumPlan } from 'shared-contracts/api/payments';
import { useFormat } from './format';

/** Credits the member gets beyond the package's own and bonus credits: the time bonus and a code's extra credits. */
const extraCredits = (item: CreditPackage) => item.quote.credits - item.credits - item.bonus_credits;

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

/**
 * The price on a card: the quote's, what the checkout charges. Below the list price (a discount code) the list price
 * stands struck through beside it, each named for screen readers, which do not announce the strike.
 */
function CardPrice({ list, quoted, currency }: { list: number; quoted: number; currency: string }) {
  const { t } = useTranslation('account');
  const { money } = useFormat();
  if (quoted >= list) return <p className="fs-3 fw-bold mb-1">{money(list, currency)}</p>;
  return (
    <p className="mb-1 d-flex flex-wrap justify-content-center align-items-baseline column-gap-2">
      <del className="text-body-secondary" data-testid="list-price">
        <span className="visually-hidden">{t('shared.listPrice')} </span>
        {money(list, currency)}
      </del>
      <ins className="fs-3 fw-bold text-decoration-none" data-testid="quoted-price">
        <span className="visually-hidden">{t('shared.yourPrice')} </span>
        {money(quoted, currency)}
      </ins>
    </p>
  );
}

/**
 * Credit packages as cards in a responsive grid, priced by their quotes (the discount code and time bonus the
 * server priced in); `choose` adds the "Choose" link to the checkout.
 */
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
          {extraCredits(item) > 0 && (
            <p className="text-success fw-semibold mb-1" data-testid="extra-credits">
              {t('shared.extraCredits', { count: extraCredits(item) })}
            </p>
          )}
          <CardPrice list={item.price} quoted={item.quote.price} currency={item.currency} />
          <p className="text-body-secondary small" data-testid="per-message">
            {item.quote.price_per_message < item.price_per_message
              ? // The usual figure stays in sight: it is the "from" price the chat and /pricing state.
                t('shared.perMessageOffer', {
                  price: money(item.quote.price_per_message, item.currency),
                  list: money(item.price_per_message, item.currency),
                })
              : t('shared.perMessage', { price: money(item.price_per_message, item.currency) })}
          </p>
        </OfferCard>
      ))}
    </ul>
  );
}

/**
 * Premium plans as cards, priced by their quotes; `choose` adds the "Choose" link to the checkout
 * (/credits/premium-{id}).
 */
export function PlanCards({ plans, choose = false }: { plans: readonly PremiumPlan[]; choose?: boolean }) {
  const { t } = useTranslation('account');
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
          <div className="mb-3">
            <CardPrice list={plan.price} quoted={plan.quote.price} currency={plan.currency} />
          </div>
        </OfferCard>
      ))}
    </ul>
  );
}
