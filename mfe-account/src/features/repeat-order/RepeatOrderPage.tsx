import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import type { LastOrder, PaymentRequest } from 'shared-contracts/api/payments';
import { LoadStatus } from '../../shared/LoadStatus';
import { errorCode } from '../../shared/errors';
import { useFormat } from '../../shared/format';
import { methodName } from '../../shared/methods';
import { usePayMutation } from '../../shared/paymentsApi';
import { TestModeBanner } from '../../shared/TestModeBanner';
import { useCredits } from '../../shared/useCredits';

const knownErrors = ['method_not_offered', 'unknown_package', 'payments_unavailable', 'payment_provider_error'];

/** /credits/repeat-order: buys the member's last paid order again, with the same method, in one click. */
export default function RepeatOrderPage() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const { data, error } = useCredits(undefined);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const [startPayment] = usePayMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (!data) return <LoadStatus failed={error !== undefined} />;

  const last = data.last_order;
  const buy = async (order: LastOrder) => {
    if (submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    setFailure(null);
    const body: PaymentRequest =
      order.plan_id !== null
        ? { plan_id: order.plan_id, method: order.method }
        : { credit_id: order.credit_id ?? 0, method: order.method };
    try {
      window.location.assign(await startPayment(body).unwrap());
    } catch (failed) {
      const code = errorCode(failed);
      setFailure(knownErrors.includes(code) ? code : 'unknown');
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-9 col-lg-7">
        <h1 className="h3 mb-3">{t('repeat.title')}</h1>
        <TestModeBanner testMode={data.test_mode} />
        {!last || (last.credit_id === null && last.plan_id === null) ? (
          <>
            <p>{t('repeat.none')}</p>
            <Link className="btn btn-primary" to={routePath('credits')}>
              {t('repeat.toCredits')}
            </Link>
          </>
        ) : (
          <>
            <p className="lead">
              {last.plan_id !== null
                ? t('repeat.premium', {
                    count: last.premium_days,
                    price: format.money(last.price, last.currency),
                    method: methodName(t, last.method),
                  })
                : t('repeat.credits', {
                    credits: last.credits,
                    price: format.money(last.price, last.currency),
                    method: methodName(t, last.method),
                  })}
            </p>
            {failure && (
              <div className="alert alert-danger" role="alert">
                {t(`checkout.error.${failure}`)}
              </div>
            )}
            <button
              type="button"
              className="btn btn-primary btn-lg"
              disabled={submitting}
              onClick={() => void buy(last)}
            >
              {submitting ? t('checkout.paying') : t('repeat.buy')}
            </button>
            <p className="mt-3">
              <Link to={routePath('credits')}>{t('repeat.other')}</Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
