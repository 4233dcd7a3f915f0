import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError, callEndpoint, routePath } from 'shared-contracts';
import { resetPasswordDoEndpoint, resetTokenSchema } from 'shared-contracts/api/account';
import { selectIsLoggedIn, useAppSelector } from 'shared-contracts/store';
import { TextField } from '../../shared/TextField';

type Failure = 'required' | 'unknown';

/** The link no longer works: used, expired or mistyped. Asking for a new one is the way on. */
function LinkInvalid() {
  const { t } = useTranslation('account');
  return (
    <>
      <div className="alert alert-warning" role="alert" data-testid="reset-link-invalid">
        {t('resetPassword.linkInvalid')}
      </div>
      <Link className="btn btn-primary" to={routePath('reset-password')}>
        {t('resetPassword.askAgain')}
      </Link>
    </>
  );
}

/**
 * /reset-password/do?token=: the link of the reset mail; sets the new password (POST /api/reset_password.php?do=1),
 * which signs out every other device of the member.
 */
export default function ResetPasswordDoPage() {
  const { t } = useTranslation('account');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<'form' | 'saving' | 'done' | 'linkInvalid'>(() =>
    resetTokenSchema.safeParse(token).success ? 'form' : 'linkInvalid',
  );
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) {
      setFailure('required');
      return;
    }
    setFailure(null);
    setState('saving');
    try {
      await callEndpoint(resetPasswordDoEndpoint, { body: { token, password } });
      setState('done');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 410) {
        setState('linkInvalid');
        return;
      }
      setFailure('unknown');
      setState('form');
    }
  };

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-sm-10 col-md-7 col-lg-5">
        <h1 className="h3 mb-3">{t('resetPassword.newTitle')}</h1>
        {state === 'linkInvalid' && <LinkInvalid />}
        {state === 'done' && (
          <>
            <div className="alert alert-success" role="status" data-testid="reset-done">
              {t('resetPassword.done')}
            </div>
            <Link className="btn btn-primary" to={loggedIn ? routePath('members') : routePath('login')}>
              {loggedIn ? t('resetPassword.toMembers') : t('resetPassword.toLogin')}
            </Link>
          </>
        )}
        {(state === 'form' || state === 'saving') && (
          <form className="card card-body shadow-sm" onSubmit={(event) => void onSubmit(event)} noValidate>
            <TextField
              label={t('resetPassword.newPassword')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              maxLength={1024}
              error={failure === 'required' ? t('resetPassword.error.required') : null}
            />
            {failure === 'unknown' && (
              <div className="alert alert-danger" role="alert">
                {t('resetPassword.error.unknown')}
              </div>
            )}
            <button type="submit" className="btn btn-primary w-100" disabled={state === 'saving'}>
              {state === 'saving' ? t('resetPassword.saving') : t('resetPassword.save')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
