import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routePath } from 'shared-contracts';
import { resetPasswordDoSchema, resetTokenSchema, type ResetPasswordDo } from 'shared-contracts/api/account';
import { selectIsLoggedIn, useAppSelector } from 'shared-contracts/store';
import { InputField } from 'shared-ui/fields';
import { callFailure } from '../../shared/errors';
import { FormAlert } from '../../shared/FormAlert';
import { useResetPasswordMutation } from './resetPasswordApi';

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
 * /reset-password/do?token=: the link of the reset mail; sets the new password, which signs out every other device of
 * the member.
 */
export default function ResetPasswordDoPage() {
  const { t } = useTranslation('account');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<'form' | 'done' | 'linkInvalid'>(() =>
    resetTokenSchema.safeParse(token).success ? 'form' : 'linkInvalid',
  );
  const [resetPassword, { isLoading: saving }] = useResetPasswordMutation();
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState } = useForm<ResetPasswordDo>({
    resolver: zodResolver(resetPasswordDoSchema),
    defaultValues: { token, password: '' },
  });

  const onSubmit = async (body: ResetPasswordDo) => {
    setFailed(false);
    try {
      await resetPassword(body).unwrap();
      setState('done');
    } catch (error) {
      if (callFailure(error).status === 410) setState('linkInvalid');
      else setFailed(true);
    }
  };

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-sm-10 col-md-7 col-lg-5">
        <h1 className="h3 mb-3">{t('resetPassword.newTitle')}</h1>
        {state === 'linkInvalid' && <LinkInvalid />}
        {state === 'done' && (
          <>
            <FormAlert tone="success" data-testid="reset-done">
              {t('resetPassword.done')}
            </FormAlert>
            <Link className="btn btn-primary" to={loggedIn ? routePath('members') : routePath('login')}>
              {loggedIn ? t('resetPassword.toMembers') : t('resetPassword.toLogin')}
            </Link>
          </>
        )}
        {state === 'form' && (
          <form
            className="card card-body shadow-sm"
            onSubmit={(event) => void handleSubmit(onSubmit)(event)}
            noValidate
          >
            <InputField
              label={t('resetPassword.newPassword')}
              {...register('password')}
              type="password"
              autoComplete="new-password"
              required
              maxLength={1024}
              // The signup rules ask only for a password; its length is the field's own maxLength.
              error={formState.errors.password ? t('resetPassword.error.required') : null}
            />
            <FormAlert>{failed && t('resetPassword.error.unknown')}</FormAlert>
            <button type="submit" className="btn btn-primary w-100" disabled={saving}>
              {saving ? t('resetPassword.saving') : t('resetPassword.save')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
