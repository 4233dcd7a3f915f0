import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError, callEndpoint, routePath } from 'shared-contracts';
import { resetPasswordRequestEndpoint } from 'shared-contracts/api/account';
import { TextField } from '../../shared/TextField';

type Failure = 'invalidEmail' | 'throttled' | 'unknown';

function failureOf(error: unknown): Failure {
  if (error instanceof ApiRequestError && error.status === 400) return 'invalidEmail';
  if (error instanceof ApiRequestError && error.status === 429) return 'throttled';
  return 'unknown';
}

/**
 * /reset-password: asks for a reset link by e-mail (POST /api/reset_password.php). The answer is the same whether or
 * not the address has an account, and so is what this page says.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFailure(null);
    setSending(true);
    try {
      await callEndpoint(resetPasswordRequestEndpoint, { body: { email } });
      setSentTo(email);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-sm-10 col-md-7 col-lg-5">
        <h1 className="h3 mb-3">{t('resetPassword.title')}</h1>
        {sentTo ? (
          <div className="alert alert-success" role="status" data-testid="reset-sent">
            {t('resetPassword.sent', { email: sentTo })}
          </div>
        ) : (
          <form className="card card-body shadow-sm" onSubmit={(event) => void onSubmit(event)} noValidate>
            <p>{t('resetPassword.intro')}</p>
            <TextField
              label={t('login.email')}
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={254}
              error={failure === 'invalidEmail' ? t('resetPassword.error.invalidEmail') : null}
            />
            {failure && failure !== 'invalidEmail' && (
              <div className="alert alert-danger" role="alert">
                {t(`resetPassword.error.${failure}`)}
              </div>
            )}
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
