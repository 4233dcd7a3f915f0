import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from 'shared-contracts';
import { WRONG_PASSWORD } from 'shared-contracts/api/account';
import { TextField } from '../../shared/TextField';
import { fieldErrors, myProfileApi } from './myProfileApi';

type Failure = 'throttled' | 'failed';

/**
 * Changing the password with the current one (docs/product.md §2 My profile): the new one follows signup's rules;
 * afterwards every other device of the member is logged out, this one stays.
 */
export function PasswordSection() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [errors, setErrors] = useState<{ current?: string; password?: string }>({});
  const [state, setState] = useState<'form' | 'saving' | 'done'>('form');
  const [failure, setFailure] = useState<Failure | null>(null);

  const message = (key: string | undefined) =>
    key === WRONG_PASSWORD
      ? t('myProfile.password.wrongCurrent')
      : key
        ? t(`myProfile.validation.${key}`, { defaultValue: t('myProfile.validation.not_allowed') })
        : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const current = String(data.get('current') ?? '');
    const password = String(data.get('password') ?? '');
    const missing = { ...(current ? {} : { current: 'required' }), ...(password ? {} : { password: 'required' }) };
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    setState('saving');
    try {
      await myProfileApi.changePassword({ current, password });
      form.reset();
      setState('done');
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (!Object.keys(fields).length)
        setFailure(error instanceof ApiRequestError && error.status === 429 ? 'throttled' : 'failed');
      setState('form');
    }
  };

  return (
    <section className="card shadow-sm mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 className="h5 card-title mb-3" id={headingId}>
          {t('myProfile.password.title')}
        </h2>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label={t('myProfile.password.current')}
            name="current"
            type="password"
            autoComplete="current-password"
            maxLength={1024}
            required
            error={message(errors.current)}
          />
          <TextField
            label={t('myProfile.password.new')}
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={1024}
            required
            error={message(errors.password)}
          />
          {failure && (
            <div className="alert alert-danger" role="alert">
              {t(`myProfile.password.${failure}`)}
            </div>
          )}
          <div aria-live="polite">
            {state === 'done' && (
              <div className="alert alert-success" role="status" data-testid="password-changed">
                {t('myProfile.password.done')}
              </div>
            )}
          </div>
          <button type="submit" className="btn btn-primary" disabled={state === 'saving'}>
            {state === 'saving' ? t('myProfile.saving') : t('myProfile.password.save')}
          </button>
        </form>
      </div>
    </section>
  );
}
