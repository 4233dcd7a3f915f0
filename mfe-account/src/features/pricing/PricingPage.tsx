import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath, sortByName } from 'shared-contracts';
import { useSettings, useUser } from 'shared-contracts/store';
import { CountrySelect } from '../../shared/CountrySelect';
import { useFormat } from '../../shared/format';
import { PackageCards, PlanCards } from '../../shared/OfferCards';
import { LoadStatus } from '../../shared/LoadStatus';
import { useChosenCountryCredits } from '../../shared/useCredits';

/** /pricing, for visitors too: what one message costs per country, and the packages and plans of a country. */
export default function PricingPage() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const settings = useSettings();
  const user = useUser();
  const choice = useChosenCountryCredits();
  const { data, loading, error } = choice;

  const costs = sortByName(
    Object.entries(settings.minimum_message_costs).map(([code, cost]) => ({
      code,
      name: format.country(code),
      ...cost,
    })),
    (cost) => cost.name,
    format.language,
  );

  return (
    <div>
      <h1 className="h3 mb-3">{t('pricing.title')}</h1>
      <p>{t('pricing.intro')}</p>
      {/* Up here, the call to action is seen first and never moves when the packages arrive. */}
      <p className="mb-4">
        {user ? (
          <Link className="btn btn-primary btn-lg" to={routePath('credits')}>
            {t('pricing.buyCredits')}
          </Link>
        ) : (
          <Link className="btn btn-primary btn-lg" to={routePath('signup')}>
            {t('pricing.signUp')}
          </Link>
        )}
      </p>
      {costs.length > 0 && (
        <section className="mb-4">
          <h2 className="h5">{t('pricing.messageCosts')}</h2>
          <div className="table-responsive">
            <table className="table table-sm" style={{ maxWidth: '32rem' }} data-testid="message-costs">
              <thead>
                <tr>
                  <th scope="col">{t('pricing.country')}</th>
                  <th scope="col" className="text-end">
                    {t('pricing.perMessage')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {costs.map((cost) => (
                  <tr key={cost.code}>
                    <td>{cost.name}</td>
                    <td className="text-end text-nowrap">
                      {t('pricing.fromPrice', { price: format.money(Math.round(cost.costs * 100), cost.currency) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* The price is that of the largest package; a smaller one costs more per message. */}
          <p className="small text-body-secondary">{t('pricing.largerCheaper')}</p>
        </section>
      )}
      {error !== undefined ? <LoadStatus failed /> : !data && loading && <LoadStatus failed={false} />}
      {data && (
        <>
          <CountrySelect choice={choice} />
          <section className="mb-4">
            <h2 className="h5">{t('pricing.packages')}</h2>
            <PackageCards packages={data.packages} />
          </section>
          {data.plans.length > 0 && (
            <section className="mb-4">
              <h2 className="h5">{t('pricing.plans')}</h2>
              <PlanCards plans={data.plans} />
            </section>
          )}
          {data.vat_included && <p className="small text-body-secondary">{t('shared.vatIncluded')}</p>}
        </>
      )}
    </div>
  );
}
