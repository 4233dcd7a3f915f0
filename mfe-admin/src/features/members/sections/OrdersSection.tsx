import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberOrder } from 'shared-contracts/api/admin';
import { DataTable } from '../../../shared/DataTable';
import { useKeysetPages } from '../../../shared/keysetPages';
import { useFormat } from '../../../shared/format';
import { LoadState } from '../../../shared/LoadState';
import { RefundDialog } from '../actions/RefundDialog';
import { useMemberOrdersQuery } from '../membersApi';

const column = createColumnHelper<MemberOrder>();

/** The member's orders, newest first, with refunds and chargebacks; admins refund a paid one from here. */
export function OrdersSection({
  memberId,
  total,
  mayRefund,
  onDone,
}: {
  memberId: number;
  total: number;
  mayRefund: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const pages = useKeysetPages<number>(String(memberId));
  const [refunding, setRefunding] = useState<MemberOrder | null>(null);
  const before = pages.current;
  const orders = useMemberOrdersQuery({ member: String(memberId), ...(before ? { before: String(before) } : {}) });
  const columns = [
    column.accessor('created_at', {
      header: t('member.when'),
      cell: ({ row }) => (
        <>
          <span className="text-nowrap">{format.dateTime(row.original.created_at)}</span>
          <div>
            <code className="small text-break">{row.original.id}</code>
          </div>
        </>
      ),
    }),
    column.display({
      id: 'product',
      header: t('member.product'),
      cell: ({ row }) =>
        row.original.product === 'premium'
          ? t('member.premiumDays', { count: row.original.premium_days })
          : t('member.creditsCount', { count: row.original.credits }),
    }),
    column.accessor('amount', {
      header: t('member.amount'),
      cell: ({ row }) => (
        <>
          <span className="text-nowrap">{format.money(row.original.amount, row.original.currency)}</span>
          {row.original.discount_code && <div className="small text-body-secondary">{row.original.discount_code}</div>}
        </>
      ),
    }),
    column.display({
      id: 'payment',
      header: t('member.payment'),
      cell: ({ row }) => (
        <span className="small">
          {row.original.method} · {row.original.provider}
          {row.original.test && <span className="badge text-bg-light border ms-1">{t('member.test')}</span>}
        </span>
      ),
    }),
    column.accessor('status', {
      header: t('member.orderStatus'),
      cell: ({ row }) => {
        const order = row.original;
        return (
          <>
            {t(`member.orderState.${order.status}`)}
            {order.refunded_amount > 0 && (
              <div className="small">
                {t('member.refunded', { amount: format.money(order.refunded_amount, order.currency) })}
              </div>
            )}
            {order.charged_back_amount > 0 && (
              <div className="small">
                {t('member.chargedBack', { amount: format.money(order.charged_back_amount, order.currency) })}
              </div>
            )}
            {order.refunds
              .filter((refund) => refund.status !== 'done')
              .map((refund, index) => (
                <div key={index} className={`small ${refund.status === 'failed' ? 'text-danger' : ''}`}>
                  {t(`member.refundState.${refund.status}`, { amount: format.money(refund.amount, order.currency) })}
                </div>
              ))}
          </>
        );
      },
    }),
    ...(mayRefund
      ? [
          column.display({
            id: 'actions',
            header: t('member.actions'),
            cell: ({ row }) =>
              row.original.refundable > 0 && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger text-nowrap"
                  onClick={() => setRefunding(row.original)}
                >
                  {t('member.refund')}
                </button>
              ),
          }),
        ]
      : []),
  ];
  return (
    <section className="mb-4" id="member-orders" aria-labelledby="member-orders-heading">
      <h2 className="h5" id="member-orders-heading">
        {t('member.section.orders')} <span className="text-body-secondary fw-normal">({format.number(total)})</span>
      </h2>
      {orders.data ? (
        <DataTable
          caption={t('member.section.orders')}
          columns={columns}
          data={orders.data.orders}
          getRowId={(row) => row.id}
          emptyText={t('member.noOrders')}
          pager={pages.pager(orders.data.next)}
        />
      ) : (
        <LoadState isError={orders.isError} onRetry={() => void orders.refetch()} />
      )}
      <RefundDialog
        order={refunding}
        memberId={memberId}
        onClose={() => setRefunding(null)}
        onDone={(message) => {
          setRefunding(null);
          onDone(message);
        }}
      />
    </section>
  );
}
