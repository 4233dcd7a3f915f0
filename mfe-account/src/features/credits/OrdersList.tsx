import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { TransactionState } from 'shared-contracts/api/payments';
import { useFormat } from '../../shared/format';
import { freshOnEachVisit } from '../../shared/freshOnEachVisit';
import { productText } from '../../shared/product';
import { useGetOrdersQuery } from './ordersApi';

const badgeClass: Record<TransactionState, string> = {
  open: 'text-bg-secondary',
  pending: 'text-bg-info',
  authorized: 'text-bg-info',
  paid: 'text-bg-success',
  failed: 'text-bg-danger',
  canceled: 'text-bg-dark',
  expired: 'text-bg-warning',
};

/** "Your orders", newest first. */
export function OrdersList() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const { data: orders, isError: failed } = useGetOrdersQuery(undefined, freshOnEachVisit);

  return (
    <section className="mt-5">
      <h2 className="h4">{t('orders.title')}</h2>
      {failed && <p className="text-danger">{t('shared.loadError')}</p>}
      {!failed && orders === undefined && <p className="text-body-secondary">{t('shared.loading')}</p>}
      {orders?.length === 0 && <p className="text-body-secondary">{t('orders.empty')}</p>}
      {orders && orders.length > 0 && (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.product')}</th>
                <th scope="col" className="text-end">
                  {t('orders.amount')}
                </th>
                <th scope="col">{t('orders.state')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <time dateTime={order.created_at}>{format.dateTime(order.created_at)}</time>
                  </td>
                  <td>
                    {/* The purchase itself leads to its details: no separate column to squeeze onto a phone. */}
                    <Link to={routePath('transactions-transactionId', { transactionId: order.id })}>
                      {productText(t, {
                        product: order.product,
                        credits: order.credits,
                        premiumDays: order.premium_days,
                      })}
                    </Link>
                  </td>
                  <td className="text-end text-nowrap">{format.money(order.amount, order.currency)}</td>
                  <td>
                    <span className={`badge ${badgeClass[order.status]}`}>{t(`shared.state.${order.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
