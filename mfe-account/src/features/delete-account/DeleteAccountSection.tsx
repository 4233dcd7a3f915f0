import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError, callEndpoint, routePath } from 'shared-contracts';
import {
  DELETION_COMMENT_MAX_LENGTH,
  WRONG_PASSWORD,
  deleteAccountEndpoint,
  deletionReasons,
  type DeletionReason,
} from 'shared-contracts/api/account';
import { discountCodeEndpoint, type Discount } from 'shared-contracts/api/payments';
import {
  accountDeleted,
  accountDeletionFailed,
  accountDeletionStarted,
  useAppDispatch,
  useSettings,
} from 'shared-contracts/store';
import { TextField } from '../../shared/TextField';
import { writeDiscount } from '../../shared/persisted';

type Failure = 'password' | 'wrongPassword' | 'reason' | 'confirm' | 'throttled' | 'unknown';

function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiRequestError)) return 'unknown';
  const fields = (error.body as { fields?: Record<string, string> }).fields;
  if (error.status === 400 && fields?.password === WRONG_PASSWORD) return 'wrongPassword';
  if (error.status === 400 && fields?.password) return 'password';
  if (error.status === 400 && fields?.reason) return 'reason';
  if (error.status === 429) return 'throttled';
  return 'unknown';
}

/** The code offered to a member who starts deleting (settings.delete_discount); errors only mean no offer. */
function useStayOffer(open: boolean, percent: number): Discount | null {
  const [offer, setOffer] = useState<Discount | null>(null);
  useEffect(() => {
    if (!open || percent < 1) return undefined;
    const controller = new AbortController();
    callEndpoint(discountCodeEndpoint, { query: { delete: 'true' }, signal: controller.signal }).then(
      ({ discount }) => setOffer(discount),
      () => undefined,
    );
    return () => controller.abort();
  }, [open, percent]);
  return offer;
}

/**
 * "Delete my account" on /profile (docs/product.md "Deleting the account"): the reason, the discount offered to stay
 * when the site has one, the password and a confirmation, then DELETE /api/user.php. Afterwards this browser is
 * logged out and shows /account-deleted.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const offer = useStayOffer(open, Math.trunc(settings.delete_discount));
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '') as DeletionReason;
    const password = String(form.get('password') ?? '');
    const comment = String(form.get('comment') ?? '').trim();
    if (!(deletionReasons as readonly string[]).includes(reason)) return setFailure('reason');
    if (!password) return setFailure('password');
    if (form.get('confirm') !== 'yes') return setFailure('confirm');
    setFailure(null);
    setSending(true);
    // The deletion ends the session: until the answer says where this page goes, the shell must not take a poll's
    // 403 for a logout and send it to /login.
    dispatch(accountDeletionStarted());
    try {
      await callEndpoint(deleteAccountEndpoint, { body: { password, reason, ...(comment ? { comment } : {}) } });
    } catch (error) {
      dispatch(accountDeletionFailed());
      setFailure(failureOf(error));
      setSending(false);
      return;
    }
    dispatch(accountDeleted());
    // The goodbye page forgets the member once it shows: forgetting here, still on /profile (members only), would
    // take this page off before it could leave.
    await navigate(routePath('account-deleted'), { replace: true });
  };

  const fieldError = (which: Failure) => (failure === which ? t(`deleteAccount.error.${which}`) : null);
  const passwordError = fieldError('wrongPassword') ?? fieldError('password');

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
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          {offer && (
            <div className="alert alert-info" data-testid="stay-offer">
              <p className="mb-2">{t('deleteAccount.offer', { value: offer.value, code: offer.code })}</p>
              <Link className="btn btn-sm btn-primary" to={routePath('credits')} onClick={() => writeDiscount(offer)}>
                {t('deleteAccount.useOffer')}
              </Link>
            </div>
          )}
          <fieldset className="mb-3" aria-describedby={failure === 'reason' ? `${id}-reason-error` : undefined}>
            <legend className="form-label fs-6">{t('deleteAccount.reason')}</legend>
            {deletionReasons.map((reason) => (
              <div className="form-check" key={reason}>
                <input
                  className={`form-check-input${failure === 'reason' ? ' is-invalid' : ''}`}
                  type="radio"
                  name="reason"
                  value={reason}
                  id={`${id}-${reason}`}
                  required
                />
                <label className="form-check-label" htmlFor={`${id}-${reason}`}>
                  {t(`deleteAccount.reasons.${reason}`)}
                </label>
              </div>
            ))}
            {failure === 'reason' && (
              <div className="text-danger small mt-1" id={`${id}-reason-error`}>
                {t('deleteAccount.error.reason')}
              </div>
            )}
          </fieldset>
          <div className="mb-3">
            <label htmlFor={`${id}-comment`} className="form-label">
              {t('deleteAccount.comment')}
            </label>
            <textarea
              id={`${id}-comment`}
              name="comment"
              className="form-control"
              rows={3}
              maxLength={DELETION_COMMENT_MAX_LENGTH}
            />
          </div>
          <div className="alert alert-warning" id={`${id}-what`}>
            <p className="mb-1">{t('deleteAccount.whatGoes')}</p>
            <p className="mb-0">{t('deleteAccount.whatStays')}</p>
          </div>
          <TextField
            label={t('deleteAccount.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
            error={passwordError}
          />
          <div className="form-check mb-3">
            <input
              className={`form-check-input${failure === 'confirm' ? ' is-invalid' : ''}`}
              type="checkbox"
              name="confirm"
              value="yes"
              id={`${id}-confirm`}
              aria-describedby={failure === 'confirm' ? `${id}-confirm-error` : undefined}
            />
            <label className="form-check-label" htmlFor={`${id}-confirm`}>
              {t('deleteAccount.confirm')}
            </label>
            {failure === 'confirm' && (
              <div className="invalid-feedback" id={`${id}-confirm-error`}>
                {t('deleteAccount.error.confirm')}
              </div>
            )}
          </div>
          {(failure === 'throttled' || failure === 'unknown') && (
            <div className="alert alert-danger" role="alert">
              {t(`deleteAccount.error.${failure}`)}
            </div>
          )}
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-danger" disabled={sending}>
              {sending ? t('deleteAccount.deleting') : t('deleteAccount.submit')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                setOpen(false);
                setFailure(null);
              }}
            >
              {t('deleteAccount.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
