import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from 'shared-contracts';
import { resetPasswordRequestSchema, type ResetPasswordRequest } from 'shared-contracts/api/account';
import { InputField } from 'shared-ui/fields';
import { callFailure } from '../../shared/errors';
import { FormAlert } from '../../shared/FormAlert';
import { useRequestResetMutation } from './resetPasswordApi';

/**
 * /reset-password: asks for a reset link by e-mail. The answer is the same whether or not the address has an account,
 * and so is what this page says.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [requestReset, { isLoading: sending }] = useRequestResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<'throttled' | 'unknown' | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: ResetPasswordRequest) => {
    setFailure(null);
    try {
      await requestReset({ email }).unwrap();
      setSentTo(email);
    } catch (error) {
      const { status } = callFailure(error);
      // The server's only refusal of the address itself: it is not one (its rules are the schema's).
      if (status === 400) setError('email', { type: 'server', message: 'invalid_email' }, { shouldFocus: true });
      else setFailure(status === 429 ? 'throttled' : 'unknown');
    }
  };

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-sm-10 col-md-7 col-lg-5">
        <h1 className="h3 mb-3">{t('resetPassword.title')}</h1>
        {sentTo ? (
          <FormAlert tone="success" data-testid="reset-sent">
            {t('resetPassword.sent', { email: sentTo })}
          </FormAlert>
        ) : (
          <form
            className="card card-body shadow-sm"
            onSubmit={(event) => void handleSubmit(onSubmit)(event)}
            noValidate
          >
            <p>{t('resetPassword.intro')}</p>
            <InputField
              label={t('login.email')}
              {...register('email')}
              type="email"
              autoComplete="username"
              required
              maxLength={254}
              // Whatever the schema or the server found wrong, the address is not one that can get a link.
              error={formState.errors.email ? t('resetPassword.error.invalidEmail') : null}
            />
            <FormAlert>{failure && t(`resetPassword.error.${failure}`)}</FormAlert>
            <button type="submit" className="btn btn-primary w-100" disabled={sending}>
              {sending ? t('resetPassword.sending') : t('resetPassword.send')}
            </button>
          </form>
        )}
        <p className="text-center mt-3">
          <Link to={routePath('login')}>{t('resetPassword.backToLogin')}</Link>
        </p>
      </div>
    </div>
  );
}
