import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, isolate } from 'shared-contracts';
import type { User } from 'shared-contracts/api';
import { activationResendSchema, emailStatusMessage, type ActivationResend } from 'shared-contracts/api/signup';
import { userLoaded, useAppDispatch } from 'shared-contracts/store';
import { InputField } from 'shared-ui/fields';
import { signupApi } from '../signupApi';

type Outcome = { kind: 'sent'; email: string } | { kind: 'error'; message: string } | null;

/**
 * For a member whose address is not confirmed yet: send the activation mail again, or to a corrected address
 * (POST /api/activate.php). The server allows a few a hour; the member is told when that is used up.
 */
export function ActivationReminder({ user }: { user: User }) {
  const { t } = useTranslation('signup');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const addressId = useId();
  // The corrected address, checked with the call's own rule (docs/product.md §5 e-mail messages) before it is sent.
  const addressForm = useForm<ActivationResend>({
    resolver: zodResolver(activationResendSchema),
    defaultValues: { email: user.email },
  });
  const addressError = addressForm.formState.errors.email?.message;

  const failure = (error: unknown): Outcome => {
    if (error instanceof ApiRequestError && error.status === 429)
      return { kind: 'error', message: t('reminder.tooMany') };
    return { kind: 'error', message: t('reminder.failed') };
  };

  const resend = async (email?: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      let token: string | undefined;
      if (email) {
        const check = await signupApi.validateEmail(email);
        const problem = emailStatusMessage(check.status);
        if (problem) {
          setOutcome({ kind: 'error', message: t(`validation.${problem}`) });
          return;
        }
        ({ token, email } = check);
      }
      const { user: saved } = await signupApi.resendActivation(email ? { email, token } : {});
      dispatch(userLoaded(saved));
      setChanging(false);
      setOutcome({ kind: 'sent', email: saved.email });
    } catch (error) {
      console.error('Sending the activation mail again failed', error);
      setOutcome(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="activation-reminder" data-testid="activation-reminder">
      {outcome && (
        <div
          className={`alert ${outcome.kind === 'sent' ? 'alert-success' : 'alert-warning'}`}
          role={outcome.kind === 'sent' ? 'status' : 'alert'}
        >
          {outcome.kind === 'sent' ? t('reminder.sent', { email: isolate(outcome.email) }) : outcome.message}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <button type="button" className="btn btn-outline-primary" onClick={() => void resend()} disabled={busy}>
          {busy && !changing ? t('reminder.sending') : t('reminder.sendAgain')}
        </button>
        {!changing && (
          <button type="button" className="btn btn-link" onClick={() => setChanging(true)}>
            {t('reminder.changeAddress')}
          </button>
        )}
      </div>
      {changing && (
        <form
          id="email-change-incorrect"
          className="card card-body mt-3"
          noValidate
          onSubmit={(event) => void addressForm.handleSubmit(({ email }) => resend(email))(event)}
        >
          <InputField
            id={addressId}
            label={t('reminder.newAddress')}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            autoFocus
            announceError
            error={addressError ? t(`validation.${addressError}`) : null}
            {...addressForm.register('email')}
          />
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t('reminder.sending') : t('reminder.sendToAddress')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setChanging(false)}
              disabled={busy}
            >
              {t('reminder.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
