import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { callEndpoint, routePath } from 'shared-contracts';
import {
  DELETION_COMMENT_MAX_LENGTH,
  WRONG_PASSWORD,
  deleteAccountEndpoint,
  deleteAccountFormSchema,
  deletionReasons,
  type DeleteAccountForm,
} from 'shared-contracts/api/account';
import {
  accountDeleted,
  accountDeletionFailed,
  accountDeletionStarted,
  useAppDispatch,
  useSettings,
} from 'shared-contracts/store';
import { CheckField, FieldGroup, InputField, TextAreaField } from 'shared-ui/fields';
import { callFailure } from '../../shared/errors';
import { FormAlert } from '../../shared/FormAlert';
import { showServerFieldErrors } from '../../shared/formErrors';
import { freshOnEachVisit } from '../../shared/freshOnEachVisit';
import { useGetDiscountQuery } from '../../shared/paymentsApi';
import { writeDiscount } from '../../shared/persisted';

type Failure = 'throttled' | 'unknown';

/** The form's words for a field's error code, from the schema or the server. */
function errorKey(field: keyof DeleteAccountForm, code: string): string {
  if (field === 'password') return code === WRONG_PASSWORD ? 'wrongPassword' : 'password';
  return field === 'confirm' ? 'confirm' : 'reason';
}

/** The opened form; closing it forgets what was entered. */
function DeletionForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const id = useId();
  // The code offered to a member who starts deleting (settings.delete_discount); errors only mean no offer.
  const { data: offer } = useGetDiscountQuery(
    { delete: 'true' },
    { ...freshOnEachVisit, skip: Math.trunc(settings.delete_discount) < 1 },
  );
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, setError, getValues, formState } = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { password: '', comment: '', confirm: false },
  });
  const { errors } = formState;

  const onSubmit = async ({ password, reason, comment }: DeleteAccountForm) => {
    setFailure(null);
    // The deletion ends the session: until the answer says where this page goes, the shell must not take a poll's
    // 403 for a logout and send it to /login.
    dispatch(accountDeletionStarted());
    setDeleting(true);
    try {
      // A plain call, not an RTK Query mutation: it outlives the session it ends, and RTK Query's state (running
      // calls included) is reset as soon as the shell hears the session is gone.
      await callEndpoint(deleteAccountEndpoint, { body: { password, reason, ...(comment ? { comment } : {}) } });
    } catch (error) {
      setDeleting(false);
      dispatch(accountDeletionFailed());
      if (!showServerFieldErrors(error, { setError, getValues }, ['password', 'reason']))
        setFailure(callFailure(error).status === 429 ? 'throttled' : 'unknown');
      return;
    }
    dispatch(accountDeleted());
    // The goodbye page forgets the member once it shows: forgetting here, still on /profile (members only), would
    // take this page off before it could leave.
    await navigate(routePath('account-deleted'), { replace: true });
  };

  const fieldError = (field: keyof DeleteAccountForm) => {
    const code = errors[field]?.message;
    return code === undefined ? null : t(`deleteAccount.error.${errorKey(field, code)}`);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      {offer && (
        <div className="alert alert-info" data-testid="stay-offer">
          <p className="mb-2">{t('deleteAccount.offer', { value: offer.value, code: offer.code })}</p>
          <Link className="btn btn-sm btn-primary" to={routePath('credits')} onClick={() => writeDiscount(offer)}>
            {t('deleteAccount.useOffer')}
          </Link>
        </div>
      )}
      <FieldGroup
        id={`${id}-reason`}
        legend={t('deleteAccount.reason')}
        legendClassName="form-label fs-6"
        error={fieldError('reason')}
      >
        {deletionReasons.map((reason) => (
          <CheckField
            key={reason}
            type="radio"
            id={`${id}-${reason}`}
            label={t(`deleteAccount.reasons.${reason}`)}
            frameClassName="form-check"
            invalid={Boolean(errors.reason)}
            value={reason}
            required
            {...register('reason')}
          />
        ))}
      </FieldGroup>
      <TextAreaField
        id={`${id}-comment`}
        label={t('deleteAccount.comment')}
        rows={3}
        maxLength={DELETION_COMMENT_MAX_LENGTH}
        {...register('comment')}
      />
      <div className="alert alert-warning" id={`${id}-what`}>
        <p className="mb-1">{t('deleteAccount.whatGoes')}</p>
        <p className="mb-0">{t('deleteAccount.whatStays')}</p>
      </div>
      <InputField
        label={t('deleteAccount.password')}
        {...register('password')}
        type="password"
        autoComplete="current-password"
        required
        maxLength={1024}
        error={fieldError('password')}
      />
      <CheckField
        id={`${id}-confirm`}
        label={t('deleteAccount.confirm')}
        error={fieldError('confirm')}
        {...register('confirm')}
      />
      <FormAlert>{failure && t(`deleteAccount.error.${failure}`)}</FormAlert>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-danger" disabled={deleting}>
          {deleting ? t('deleteAccount.deleting') : t('deleteAccount.submit')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('deleteAccount.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * "Delete my account" on /profile (docs/product.md "Deleting the account"): the reason, the discount offered to stay
 * when the site has one, the password and a confirmation, then DELETE /api/user.php. Afterwards this browser is
 * logged out and shows /account-deleted.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const id = useId();

  return (
    <section
      className="card card-body shadow-sm mt-4 border-danger-subtle"
      aria-labelledby={`${id}-title`}
      data-testid="delete-account"
    >
      <h2 className="h5" id={`${id}-title`}>
        {t('deleteAccount.title')}
      </h2>
      {!open ? (
        <>
          <p className="mb-3">{t('deleteAccount.intro')}</p>
          <div>
            <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
              {t('deleteAccount.start')}
            </button>
          </div>
        </>
      ) : (
        <DeletionForm onCancel={() => setOpen(false)} />
      )}
    </section>
  );
}
