import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { routePath } from 'shared-contracts';
import {
  paymentMethods,
  type CreditPackage,
  type PaymentMethod,
  type PaymentRequest,
  type PremiumPlan,
} from 'shared-contracts/api/payments';
import { LoadStatus } from '../../shared/LoadStatus';
import { errorCode, isDiscountError } from '../../shared/errors';
import { useFormat } from '../../shared/format';
import { methodName } from '../../shared/methods';
import { usePayMutation } from '../../shared/paymentsApi';
import { clearDiscount, readDiscount, readPaymentCountry, useKeptChoice } from '../../shared/persisted';
import { TestModeBanner } from '../../shared/TestModeBanner';
import { useCredits } from '../../shared/useCredits';

type Product = { kind: 'credits'; item: CreditPackage } | { kind: 'premium'; item: PremiumPlan };

/** "12" is package 12, "premium-3" plan 3; anything else nothing. */
export function parseCreditId(creditId: string | undefined): { kind: 'credits' | 'premium'; id: number } | null {
  const match = /^(premium-)?(\d{1,9})$/.exec(creditId ?? '');
  if (!match?.[2]) return null;
  return { kind: match[1] ? 'premium' : 'credits', id: Number(match[2]) };
}

const knownErrors = ['method_not_offered', 'unknown_package', 'payments_unavailable', 'payment_provider_error'];

/** /credits/:creditId/:paymentMethod?: the order summary, the payment method and the Pay button. */
export default function CheckoutPage() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const navigate = useNavigate();
  const { creditId, paymentMethod } = useParams();
  const [country] = useKeptChoice(readPaymentCountry);
  const [discount, setDiscount] = useKeptChoice(readDiscount);
  // The offers priced with the code, by the server's quote rules: the summary states what payment.php charges.
  const { data, loading, error: loadError } = useCredits(country, discount?.code);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const [startPayment] = usePayMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (!data) return <LoadStatus failed={loadError !== undefined} />;

  const wanted = parseCreditId(creditId);
  const product: Product | null = !wanted
    ? null
    : wanted.kind === 'credits'
      ? ((item) => (item ? { kind: 'credits' as const, item } : null))(data.packages.find((p) => p.id === wanted.id))
      : ((item) => (item ? { kind: 'premium' as const, item } : null))(data.plans.find((p) => p.id === wanted.id));

  if (!product)
    return (
      <div>
        <h1 className="h3 mb-3">{t('checkout.title')}</h1>
        <div className="alert alert-warning" role="alert">
          {t('checkout.notAvailable')}
        </div>
        <Link to={routePath('credits')}>{t('checkout.backToCredits')}</Link>
      </div>
    );

  const offered = data.methods;
  const fromUrl = offered.find((method) => method === paymentMethod);
  const method: PaymentMethod | undefined = chosen ?? fromUrl ?? offered[0];
  const { price, currency } = product.item;
  const total = product.item.quote.price;
  // The code counts for this product when the server priced it in (applies_to, extra credits only with a package).
  const checked = discount && data.discount?.code === discount.code ? data.discount : null;
  const applies = discount !== undefined && checked !== null && checked[product.kind] === null;
  // Why the code cannot be used (expired, used up…); one for another kind of product is silently left out.
  const problem = checked?.[product.kind] === 'discount_code_not_applicable' ? null : (checked?.[product.kind] ?? null);
  const shownFailure = failure ?? problem;
  const off = price - total;
  // The time bonus on the package's own credits and a code's extra credits, as the quote counts them.
  const timeBonus = product.kind === 'credits' ? product.item.quote.time_bonus_credits : 0;
  const extraCredits =
    product.kind === 'credits'
      ? product.item.quote.credits - product.item.credits - product.item.bonus_credits - timeBonus
      : 0;

  const choose = (next: PaymentMethod) => {
    setChosen(next);
    void navigate(routePath('credits-creditId', { creditId: creditId ?? '', paymentMethod: next }), {
      replace: true,
    });
  };

  const pay = async () => {
    if (submittingRef.current || !method) return;
    submittingRef.current = true;
    setSubmitting(true);
    setFailure(null);
    const body: PaymentRequest = {
      ...(product.kind === 'credits' ? { credit_id: product.item.id } : { plan_id: product.item.id }),
      method,
      ...(applies ? { discount_code: discount.code } : {}),
    };
    try {
      window.location.assign(await startPayment(body).unwrap());
    } catch (error) {
      const code = errorCode(error);
      setFailure(isDiscountError(code) || knownErrors.includes(code) ? code : 'unknown');
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  const removeCode = () => {
    clearDiscount();
    setDiscount(undefined);
    setFailure(null);
  };

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-9 col-lg-7">
        <h1 className="h3 mb-3">{t('checkout.title')}</h1>
        <TestModeBanner testMode={data.test_mode} />
        <section className="card card-body mb-4" aria-labelledby="checkout-summary">
          <h2 className="h5" id="checkout-summary">
            {t('checkout.summary')}
          </h2>
          <dl className="row mb-0">
            <dt className="col-7">
              {product.kind === 'credits'
                ? t('shared.product.credits', { count: product.item.credits })
                : t('shared.product.premium', { count: product.item.days })}
            </dt>
            <dd className="col-5 text-end">{format.money(price, currency)}</dd>
            {product.kind === 'credits' && product.item.bonus_credits > 0 && (
              <>
                <dt className="col-7 fw-normal text-success">
                  {t('shared.bonusCredits', { bonus: product.item.bonus_credits })}
                </dt>
                <dd className="col-5 text-end text-success">{t('checkout.included')}</dd>
              </>
            )}
            {timeBonus > 0 && (
              <>
                <dt className="col-7 fw-normal text-success" data-testid="time-bonus-line">
                  {t('checkout.timeBonus', { percent: data.time_bonus?.percent, count: timeBonus })}
                </dt>
                <dd className="col-5 text-end text-success">{t('checkout.included')}</dd>
              </>
            )}
            {applies && (
              <>
                <dt className="col-7 fw-normal text-success" data-testid="discount-line">
                  {discount.kind === 'percent'
                    ? t('checkout.discountPercent', { code: discount.code, value: discount.value })
                    : t('checkout.discountCredits', { code: discount.code, value: extraCredits })}
                </dt>
                <dd className="col-5 text-end text-success">
                  {discount.kind === 'percent' ? `− ${format.money(off, currency)}` : ''}
                </dd>
              </>
            )}
            <dt className="col-7 border-top pt-2">{t('checkout.total')}</dt>
            <dd className="col-5 text-end border-top pt-2 fw-bold">{format.money(total, currency)}</dd>
          </dl>
          {applies && <p className="small text-body-secondary mb-0 mt-2">{t('checkout.finalAmount')}</p>}
          {data.vat_included && <p className="small text-body-secondary mb-0">{t('shared.vatIncluded')}</p>}
        </section>

        <fieldset className="mb-4">
          <legend className="h5">{t('checkout.method')}</legend>
          {offered.length === 0 && <p>{t('checkout.noMethods')}</p>}
          {paymentMethods
            .filter((candidate) => offered.includes(candidate))
            .map((candidate) => (
              <div className="form-check mb-2" key={candidate}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="method"
                  id={`method-${candidate}`}
                  value={candidate}
                  checked={method === candidate}
                  onChange={() => choose(candidate)}
                  disabled={submitting}
                />
                <label className="form-check-label" htmlFor={`method-${candidate}`}>
                  {methodName(t, candidate)}
                </label>
              </div>
            ))}
        </fieldset>

        {shownFailure && (
          <div className="alert alert-danger" role="alert" data-testid="checkout-error">
            <p className="mb-0">{t(`checkout.error.${isDiscountError(shownFailure) ? 'discount' : shownFailure}`)}</p>
            {isDiscountError(shownFailure) && (
              <>
                <p className="mb-2">{t(`discount.error.${shownFailure}`)}</p>
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={removeCode}>
                  {t('checkout.removeCode')}
                </button>
              </>
            )}
          </div>
        )}

        <button
          type="button"
          className="btn btn-primary btn-lg w-100"
          // While the offers are priced again (a code removed), the total shown may not be the one charged.
          disabled={submitting || !method || loading}
          onClick={() => void pay()}
        >
          {submitting ? t('checkout.paying') : t('checkout.pay', { amount: format.money(total, currency) })}
        </button>
        <p className="text-center mt-3">
          <Link to={routePath('credits')}>{t('checkout.backToCredits')}</Link>
        </p>
      </div>
    </div>
  );
}
