import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import { CountrySelect } from '../../shared/CountrySelect';
import { isFuture, useFormat } from '../../shared/format';
import { PackageCards } from '../../shared/OfferCards';
import { TestModeBanner } from '../../shared/TestModeBanner';
import { LoadStatus } from '../../shared/LoadStatus';
import { readDiscount, useKeptChoice } from '../../shared/persisted';
import { useChosenCountryCredits } from '../../shared/useCredits';
import { DiscountCode } from './DiscountCode';
import { OrdersList } from './OrdersList';
import { TimeBonusAlert } from './TimeBonusAlert';

/**
 * /credits: the member's balance, the packages of the payment country priced with the member's discount code and time
 * bonus, the code and the orders.
 */
export default function CreditsPage() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const [discount, setDiscount] = useKeptChoice(readDiscount);
  const choice = useChosenCountryCredits(discount?.code);
  const { data, loading, error } = choice;

  return (
    <div>
      <h1 className="h3 mb-3">{t('credits.title')}</h1>
      {error !== undefined ? <LoadStatus failed /> : !data && loading && <LoadStatus failed={false} />}
      {data && (
        <>
          <TestModeBanner testMode={data.test_mode} />
          {data.balance !== null && (
            <p className="lead mb-1" data-testid="balance">
              {t('credits.balance', { count: data.balance })}
            </p>
          )}
          {isFuture(data.premium_until) && (
            <p className="mb-1">{t('credits.premiumUntil', { date: format.date(data.premium_until) })}</p>
          )}
          <p>
            <Link to={routePath('premium')}>{t('credits.premiumLink')}</Link>
          </p>
          {data.time_bonus && <TimeBonusAlert key={data.time_bonus.ends_at} bonus={data.time_bonus} />}
          <CountrySelect choice={choice} />
          {data.packages.length === 0 ? (
            <p>{t('credits.noPackages')}</p>
          ) : (
            <PackageCards packages={data.packages} choose />
          )}
          <p className="small text-body-secondary">{data.vat_included ? t('shared.vatIncluded') : null}</p>
          {/* Below the packages, so they come with them rather than being pushed down when the packages arrive. */}
          <DiscountCode
            applied={discount}
            problem={data.discount?.code === discount?.code ? (data.discount?.credits ?? null) : null}
            onChange={setDiscount}
          />
          <OrdersList />
        </>
      )}
    </div>
  );
}
