import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, WRONG_PASSWORD, type ChangePassword } from 'shared-contracts/api/account';
import { InputField } from 'shared-ui/fields';
import { callFailure } from '../../shared/errors';
import { FormAlert } from '../../shared/FormAlert';
import { showServerFieldErrors } from '../../shared/formErrors';
import { useChangePasswordMutation } from './myProfileApi';

type Outcome = 'done' | 'throttled' | 'failed';

/**
 * Changing the password with the current one (docs/product.md §2 My profile): the new one follows signup's rules;
 * afterwards every other device of the member is logged out, this one stays.
 */
export function PasswordSection() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [changePassword] = useChangePasswordMutation();
  const { register, handleSubmit, setError, getValues, reset, formState } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const message = (key: string | undefined) =>
    key === WRONG_PASSWORD
      ? t('myProfile.password.wrongCurrent')
      : key
        ? t(`myProfile.validation.${key}`, { defaultValue: t('myProfile.validation.not_allowed') })
        : null;

  const onValid = async (body: ChangePassword) => {
    setOutcome(null);
    try {
      await changePassword(body).unwrap();
      reset();
      setOutcome('done');
    } catch (error) {
      if (!showServerFieldErrors(error, { setError, getValues }, ['current', 'password']))
        setOutcome(callFailure(error).status === 429 ? 'throttled' : 'failed');
    }
  };

  return (
    <section className="card shadow-sm mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 className="h5 card-title mb-3" id={headingId}>
          {t('myProfile.password.title')}
        </h2>
        <form onSubmit={(event) => void handleSubmit(onValid, () => setOutcome(null))(event)} noValidate>
          <InputField
            label={t('myProfile.password.current')}
            type="password"
            autoComplete="current-password"
            maxLength={1024}
            required
            error={message(errors.current?.message)}
            {...register('current')}
          />
          <InputField
            label={t('myProfile.password.new')}
            type="password"
            autoComplete="new-password"
            maxLength={1024}
            required
            error={message(errors.password?.message)}
            {...register('password')}
          />
          <FormAlert>
            {(outcome === 'throttled' || outcome === 'failed') && t(`myProfile.password.${outcome}`)}
          </FormAlert>
          <FormAlert tone="success" live data-testid="password-changed">
            {outcome === 'done' && t('myProfile.password.done')}
          </FormAlert>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? t('myProfile.saving') : t('myProfile.password.save')}
          </button>
        </form>
      </div>
    </section>
  );
}
