import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  discountCodeFormSchema,
  type Discount,
  type DiscountCodeForm,
  type DiscountError,
} from 'shared-contracts/api/payments';
import { InputField } from 'shared-ui/fields';
import { errorCode, isDiscountError } from '../../shared/errors';
import { freshOnEachVisit } from '../../shared/freshOnEachVisit';
import { useGetWelcomeCodeQuery, useLazyGetDiscountQuery } from '../../shared/paymentsApi';
import { clearDiscount, writeDiscount } from '../../shared/persisted';
import './discountCode.css';

/** "Code X applied: 10% off" or "+50 credits". */
function AppliedText({ discount }: { discount: Discount }) {
  const { t } = useTranslation('account');
  return (
    <>
      {discount.kind === 'percent'
        ? t('discount.appliedPercent', { code: discount.code, value: discount.value })
        : t('discount.appliedCredits', { code: discount.code, value: discount.value })}
    </>
  );
}

/**
 * The discount code form: the server checks a code, which is then kept (persisted) for the checkout and priced into
 * the offers (`onChange`). `problem` is why the kept code does not work for a package (any
 * more): expired, used up… On mount the welcome code is asked for; any error there is ignored (docs/product.md §7).
 */
export function DiscountCode({
  applied,
  problem,
  onChange,
}: {
  applied: Discount | undefined;
  problem: DiscountError | null;
  onChange: (discount: Discount | undefined) => void;
}) {
  const { t } = useTranslation('account');
  // Any error of the welcome call only means no welcome offer.
  const { data: welcome } = useGetWelcomeCodeQuery(undefined, freshOnEachVisit);
  const [checkCode, { isFetching: checking }] = useLazyGetDiscountQuery();
  const inputId = useId();
  const errorId = useId();
  const { register, handleSubmit, setError, reset, formState } = useForm<DiscountCodeForm>({
    resolver: zodResolver(discountCodeFormSchema),
  });
  // The schema's and the server's refusals are the same codes; anything else could not be checked.
  const refusal = formState.errors.code?.message;
  const failure = refusal === undefined ? null : isDiscountError(refusal) ? refusal : 'unknown';

  const apply = (discount: Discount) => {
    writeDiscount(discount);
    onChange(discount);
    // The form gives way to the applied code; removing that shows it empty again.
    reset();
  };

  const onSubmit = async ({ code }: DiscountCodeForm) => {
    if (!code) return;
    try {
      apply(await checkCode({ code }).unwrap());
    } catch (error) {
      setError('code', { type: 'server', message: errorCode(error) }, { shouldFocus: true });
    }
  };

  const remove = () => {
    clearDiscount();
    onChange(undefined);
  };

  return (
    <section className="mt-4" aria-labelledby={`${inputId}-title`}>
      <h2 className="h5" id={`${inputId}-title`}>
        {t('discount.title')}
      </h2>
      {welcome && welcome.code !== applied?.code && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" data-testid="welcome-offer">
          <span className="me-auto">
            {welcome.kind === 'percent'
              ? t('discount.welcomePercent', { code: welcome.code, value: welcome.value })
              : t('discount.welcomeCredits', { code: welcome.code, value: welcome.value })}
          </span>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => apply(welcome)}>
            {t('discount.useWelcome')}
          </button>
        </div>
      )}
      {applied ? (
        <div
          className={`alert ${problem ? 'alert-warning' : 'alert-success'} d-flex flex-wrap align-items-center gap-2`}
          role="status"
        >
          <span className="me-auto" data-testid="discount-applied">
            {problem ? (
              <>
                <strong>{applied.code}</strong>: {t(`discount.error.${problem}`)}
              </>
            ) : (
              <AppliedText discount={applied} />
            )}
          </span>
          <button type="button" className="btn btn-sm btn-in-alert" onClick={remove}>
            {t('discount.remove')}
          </button>
        </div>
      ) : (
        <form className="row g-2 align-items-end" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
          <InputField
            id={inputId}
            label={t('discount.label')}
            frameClassName="col-12 col-sm-auto"
            // Left empty, the field asks nothing (and says nothing).
            {...register('code', { setValueAs: (value: string | undefined) => value?.trim() || undefined })}
            autoComplete="off"
            maxLength={32}
            // The message shows on a line of its own under the row, the button beside the field.
            invalid={Boolean(failure)}
            aria-describedby={failure ? errorId : undefined}
          />
          <div className="col-12 col-sm-auto">
            <button type="submit" className="btn btn-outline-primary" disabled={checking}>
              {t('discount.apply')}
            </button>
          </div>
          {failure && (
            <div className="col-12">
              <div className="text-danger small" id={errorId} role="alert">
                {t(`discount.error.${failure}`)}
              </div>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
