import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { mailChangeRequestSchema, type MailChangeRequest } from 'shared-contracts/api/account';
import { InputField } from 'shared-ui/fields';
import { callFailure } from '../../shared/errors';
import { FormAlert } from '../../shared/FormAlert';
import { showServerFieldErrors } from '../../shared/formErrors';
import { INCORRECT_ANCHOR, type MailChangeLinkState } from '../../shared/mailChangeLink';
import { useRequestMailChangeMutation } from './notificationsApi';

/**
 * Changing the e-mail address: the new address (signup's rules) and the current password; a link goes to the new
 * address and the address changes once it is opened (/mail-change/do).
 */
export function EmailChange(props: { email: string; pending: string | null }) {
  const { t } = useTranslation('account');
  const { hash, state } = useLocation() as { hash: string; state: Partial<MailChangeLinkState> | null };
  const incorrect = hash === `#${INCORRECT_ANCHOR}`;
  // From /mail-change/do: the link did not work. From signup's "Wrong e-mail address?": the address was mistyped.
  const linkInvalid = state?.linkInvalid === true;
  const [requestMailChange, { isLoading: sending }] = useRequestMailChangeMutation();
  const [failure, setFailure] = useState<'throttled' | 'unknown' | null>(null);
  const explanation = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, setError, getValues, reset, formState } = useForm<MailChangeRequest>({
    resolver: zodResolver(mailChangeRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  // The section appears after the page's data: the browser's own jump to the anchor came too early.
  useEffect(() => {
    if (incorrect) explanation.current?.scrollIntoView({ block: 'center' });
  }, [incorrect]);

  const onSubmit = async (values: MailChangeRequest) => {
    setFailure(null);
    try {
      await requestMailChange(values).unwrap();
      reset();
    } catch (error) {
      if (!showServerFieldErrors(error, { setError, getValues }, ['email', 'password']))
        setFailure(callFailure(error).status === 429 ? 'throttled' : 'unknown');
    }
  };

  const message = (field: keyof MailChangeRequest) => {
    const code = errors[field]?.message;
    return code ? t(`mailChange.error.${code}`, { defaultValue: t('mailChange.error.invalid') }) : null;
  };

  return (
    <section className="card card-body shadow-sm mb-4" aria-labelledby="email-change-title">
      <h2 className="h5" id="email-change-title">
        {t('mailChange.title')}
      </h2>
      {incorrect && (
        <div
          className="alert alert-warning"
          role="alert"
          id={INCORRECT_ANCHOR}
          ref={explanation}
          data-testid="email-change-incorrect"
        >
          {t(linkInvalid ? 'mailChange.incorrect' : 'mailChange.wrongAddress')}
        </div>
      )}
      <p data-testid="current-email">{t('mailChange.current', { email: props.email })}</p>
      {props.pending && (
        <div className="alert alert-info" role="status" data-testid="pending-email">
          {t('mailChange.pending', { email: props.pending })}
        </div>
      )}
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <InputField
          label={t('mailChange.newEmail')}
          {...register('email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          error={message('email')}
        />
        <InputField
          label={t('mailChange.password')}
          {...register('password')}
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          error={message('password')}
        />
        <FormAlert>{failure && t(`mailChange.error.${failure}`)}</FormAlert>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t('mailChange.sending') : t('mailChange.submit')}
        </button>
      </form>
    </section>
  );
}
