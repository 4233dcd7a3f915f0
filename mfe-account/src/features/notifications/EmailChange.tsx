import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiRequestError, callEndpoint } from 'shared-contracts';
import { mailChangeRequestEndpoint, mailChangeRequestSchema } from 'shared-contracts/api/account';
import { INCORRECT_ANCHOR, type MailChangeLinkState } from '../../shared/mailChangeLink';
import { TextField } from '../../shared/TextField';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/**
 * Changing the e-mail address: the new address (signup's rules) and the current password; a link goes to the new
 * address (POST /api/mail_change.php) and the address changes once it is opened (/mail-change/do).
 */
export function EmailChange(props: { email: string; pending: string | null; onPending: (email: string) => void }) {
  const { t } = useTranslation('account');
  const { hash, state } = useLocation() as { hash: string; state: Partial<MailChangeLinkState> | null };
  const incorrect = hash === `#${INCORRECT_ANCHOR}`;
  // From /mail-change/do: the link did not work. From signup's "Wrong e-mail address?": the address was mistyped.
  const linkInvalid = state?.linkInvalid === true;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<'throttled' | 'unknown' | null>(null);
  const [sending, setSending] = useState(false);
  const explanation = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // The section appears after the page's data: the browser's own jump to the anchor came too early.
  useEffect(() => {
    if (incorrect) explanation.current?.scrollIntoView({ block: 'center' });
  }, [incorrect]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const parsed = mailChangeRequestSchema.safeParse({
      email: String(values.get('email') ?? ''),
      password: String(values.get('password') ?? ''),
    });
    setFailure(null);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { email } = await callEndpoint(mailChangeRequestEndpoint, { body: parsed.data });
      form.current?.reset();
      props.onPending(email);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.body as { fields?: FieldErrors }).fields : undefined;
      if (fields) setErrors(fields);
      else setFailure(error instanceof ApiRequestError && error.status === 429 ? 'throttled' : 'unknown');
    } finally {
      setSending(false);
    }
  };

  const message = (field: Field) =>
    errors[field] ? t(`mailChange.error.${errors[field]}`, { defaultValue: t('mailChange.error.invalid') }) : null;

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
      <form ref={form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={t('mailChange.newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          error={message('email')}
        />
        <TextField
          label={t('mailChange.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          error={message('password')}
        />
        {failure && (
          <div className="alert alert-danger" role="alert">
            {t(`mailChange.error.${failure}`)}
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t('mailChange.sending') : t('mailChange.submit')}
        </button>
      </form>
    </section>
  );
}
