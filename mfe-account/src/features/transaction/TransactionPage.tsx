import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routePath } from 'shared-contracts';
import type { TransactionResponse, TransactionState } from 'shared-contracts/api/payments';
import { baseApi } from 'shared-contracts/api-client';
import { creditsChanged, useAppDispatch, userRefetchRequested } from 'shared-contracts/store';
import { callFailure } from '../../shared/errors';
import { LoadStatus } from '../../shared/LoadStatus';
import { useFormat } from '../../shared/format';
import { freshOnEachVisit } from '../../shared/freshOnEachVisit';
import { clearDiscount, readDiscount } from '../../shared/persisted';
import { checkoutParam } from '../../shared/product';
import { TestModeBanner } from '../../shared/TestModeBanner';
import { transactionApi, useGetTransactionQuery } from './transactionApi';
import './transaction.css';

/** How often the page asks while the payment is undecided, and for how long at most. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 15 * 60 * 1000;

const waitingStates: readonly TransactionState[] = ['open', 'pending', 'authorized'];
const stateClass: Record<TransactionState, string> = {
  open: 'alert-info',
  pending: 'alert-info',
  authorized: 'alert-info',
  paid: 'alert-success',
  failed: 'alert-danger',
  canceled: 'alert-warning',
  expired: 'alert-warning',
};

type Order = NonNullable<TransactionResponse['order']>;

/** The mark of a confirmed payment; transaction.css draws it in where motion is welcome. */
function PaidCheck() {
  return (
    <svg
      className="paid-check flex-shrink-0"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle className="paid-check-circle" cx="10" cy="10" r="8.5" />
      <path className="paid-check-mark" d="M6 10.5l2.75 2.75L14 7.5" />
    </svg>
  );
}

/** Where "Try again" leads: the checkout of the same package or plan with the same method. */
function retryPath(order: Order): string {
  const creditId = checkoutParam(order);
  return creditId ? routePath('credits-creditId', { creditId, paymentMethod: order.method }) : routePath('credits');
}

/** /transactions/:transactionId: where the provider sends the payer back; follows the payment until it settles. */
export default function TransactionPage() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const { transactionId = '' } = useParams();
  const [gaveUp, setGaveUp] = useState(false);
  const announced = useRef(false);

  // Asking stops after POLL_LIMIT_MS; a reload starts it again.
  useEffect(() => {
    setGaveUp(false);
    const timer = setTimeout(() => setGaveUp(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [transactionId]);

  const { data, error } = transactionApi.endpoints.getTransaction.useQueryState(transactionId);
  // A failed call keeps the last answer on screen while asking goes on; a transaction that does not exist ends it.
  const transaction = data ?? null;
  const failure = error === undefined ? null : callFailure(error);
  const missing = failure?.status === 404 || failure?.status === 400;
  const failed = failure !== null && !missing;
  const undecided = transaction === null || waitingStates.includes(transaction.status);
  useGetTransactionQuery(transactionId, {
    ...freshOnEachVisit,
    pollingInterval: undecided && !missing && !gaveUp ? POLL_INTERVAL_MS : 0,
  });

  useEffect(() => {
    if (transaction?.status !== 'paid' || announced.current) return;
    announced.current = true;
    if (transaction.balance !== null) dispatch(creditsChanged(transaction.balance));
    // A code counts once per member: the one this order used is spent, so the next checkout does not offer it again.
    const used = transaction.order?.discount_code;
    if (used && readDiscount()?.code === used) clearDiscount();
    dispatch(userRefetchRequested());
    // The money pages' cached balance and orders are out of date now.
    dispatch(baseApi.util.invalidateTags(['Credits', 'Orders']));
  }, [transaction, dispatch]);

  const order = transaction?.order ?? null;
  const unsuccessful = transaction !== null && ['failed', 'canceled', 'expired'].includes(transaction.status);

  if (missing)
    return (
      <div>
        <h1 className="h3 mb-3">{t('transaction.title')}</h1>
        <div className="alert alert-warning" role="alert">
          {t('transaction.notFound')}
        </div>
      </div>
    );
  if (!transaction) return <LoadStatus failed={failed} />;

  const { status } = transaction;
  const waiting = waitingStates.includes(status);
  const headline =
    status === 'open'
      ? order?.method === 'banktransfer'
        ? t('transaction.openBankTransfer')
        : t('transaction.open')
      : t(`transaction.state.${status}`);

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-9 col-lg-7">
        <h1 className="h3 mb-3">{t('transaction.title')}</h1>
        <TestModeBanner testMode={transaction.test_mode} />
        <div className={`alert ${stateClass[status]} d-flex align-items-center gap-2`} role="status" aria-live="polite">
          {waiting && !gaveUp && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
          {status === 'paid' && <PaidCheck />}
          <span data-testid="transaction-state">{headline}</span>
        </div>
        {status === 'paid' && order && (
          <p className="lead paid-result" data-testid="transaction-result">
            {order.product === 'premium'
              ? transaction.premium_until !== null
                ? t('transaction.premiumUntil', { date: format.date(transaction.premium_until) })
                : null
              : t('transaction.creditsAdded', {
                  count: order.credits,
                  balance: transaction.balance ?? 0,
                })}
          </p>
        )}
        {status === 'paid' && order && (
          <p className="d-flex gap-2">
            <Link className="btn btn-primary" to={routePath('chats')}>
              {t('transaction.toChats')}
            </Link>
            <Link className="btn btn-outline-primary" to={routePath('members')}>
              {t('transaction.toSearch')}
            </Link>
          </p>
        )}
        {unsuccessful && (
          <p>
            <Link className="btn btn-primary" to={order ? retryPath(order) : routePath('credits')}>
              {t('transaction.tryAgain')}
            </Link>
          </p>
        )}
        {waiting && gaveUp && <p className="text-body-secondary">{t('transaction.stillWaiting')}</p>}
        {waiting && failed && !gaveUp && <p className="text-body-secondary small">{t('transaction.retrying')}</p>}
        <dl className="row small">
          <dt className="col-5 col-sm-4">{t('transaction.amount')}</dt>
          <dd className="col-7 col-sm-8">{format.money(transaction.amount, transaction.currency)}</dd>
          {order && (
            <>
              <dt className="col-5 col-sm-4">{t('transaction.product')}</dt>
              <dd className="col-7 col-sm-8">
                {order.product === 'premium'
                  ? t('shared.product.premium', { count: order.premium_days })
                  : t('shared.product.credits', { count: order.credits })}
              </dd>
              <dt className="col-5 col-sm-4">{t('transaction.date')}</dt>
              <dd className="col-7 col-sm-8">{format.dateTime(order.created_at)}</dd>
            </>
          )}
          <dt className="col-5 col-sm-4">{t('transaction.id')}</dt>
          <dd className="col-7 col-sm-8">
            <small className="text-body-secondary font-monospace">{transaction.id}</small>
          </dd>
        </dl>
      </div>
    </div>
  );
}
