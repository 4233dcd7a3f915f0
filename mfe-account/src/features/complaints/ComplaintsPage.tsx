import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, callEndpoint } from 'shared-contracts';
import {
  COMPLAINT_MAX_LENGTH,
  COMPLAINT_MIN_LENGTH,
  complaintEndpoint,
  complaintRequestSchema,
  complaintTopics,
  type ComplaintRequest,
} from 'shared-contracts/api/account';
import { useUser } from 'shared-contracts/store';
import { TextField } from '../../shared/TextField';

type Field = keyof ComplaintRequest;
type FieldErrors = Partial<Record<Field, string>>;

/** The first message per field of a failed parse: the contract's message keys (required, min_length, …). */
function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * /complaints: the public complaint form (POST /api/complaints.php). The contract's schema checks it before sending;
 * the server's field errors show the same way. A member's name and address are filled in.
 */
export default function ComplaintsPage() {
  const { t } = useTranslation('account');
  const user = useUser();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<'throttled' | 'unknown' | null>(null);
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [length, setLength] = useState(0);
  const id = useId();
  // Sent with the complaint: a second try after a lost answer files it once.
  const submission = useRef(crypto.randomUUID());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const parsed = complaintRequestSchema.safeParse({
      name: text('name'),
      email: text('email'),
      topic: text('topic'),
      about: text('about') || undefined,
      message: text('message'),
      submission: submission.current,
    });
    setFailure(null);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      setReference((await callEndpoint(complaintEndpoint, { body: parsed.data })).reference);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.body as { fields?: FieldErrors }).fields : undefined;
      if (fields) setErrors(fields);
      else setFailure(error instanceof ApiRequestError && error.status === 429 ? 'throttled' : 'unknown');
    } finally {
      setSending(false);
    }
  };

  if (reference)
    return (
      <div className="row justify-content-center">
        <div className="col-12 col-md-9 col-lg-7">
          <h1 className="h3 mb-3">{t('complaints.title')}</h1>
          <div className="alert alert-success" role="status" data-testid="complaint-sent">
            {t('complaints.sent', { reference })}
          </div>
        </div>
      </div>
    );

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    className: `form-control${errors[field] ? ' is-invalid' : ''}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const message = (field: Field) =>
    errors[field]
      ? t(`complaints.error.${errors[field]}`, {
          defaultValue: t('complaints.error.invalid'),
          min: COMPLAINT_MIN_LENGTH,
          max: COMPLAINT_MAX_LENGTH,
        })
      : null;
  const feedback = (field: Field) =>
    errors[field] ? (
      <div className="invalid-feedback" id={`${id}-${field}-error`}>
        {message(field)}
      </div>
    ) : null;

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-9 col-lg-7">
        <h1 className="h3 mb-3">{t('complaints.title')}</h1>
        <p>{t('complaints.intro')}</p>
        <form className="card card-body shadow-sm" onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label={t('complaints.name')}
            name="name"
            autoComplete="name"
            maxLength={150}
            defaultValue={user?.profile.name}
            error={message('name')}
          />
          <TextField
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={user?.email}
            error={message('email')}
          />
          <div className="mb-3">
            <label htmlFor={`${id}-topic`} className="form-label">
              {t('complaints.topic')}
            </label>
            <select
              {...fieldProps('topic')}
              className={`form-select${errors.topic ? ' is-invalid' : ''}`}
              defaultValue=""
            >
              <option value="" disabled>
                {t('complaints.chooseTopic')}
              </option>
              {complaintTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`complaints.topics.${topic}`)}
                </option>
              ))}
            </select>
            {feedback('topic')}
          </div>
          <TextField
            label={t('complaints.about')}
            name="about"
            maxLength={500}
            hint={t('complaints.aboutHint')}
            error={message('about')}
          />
          <div className="mb-3">
            <label htmlFor={`${id}-message`} className="form-label">
              {t('complaints.message')}
            </label>
            <textarea
              {...fieldProps('message')}
              rows={6}
              maxLength={COMPLAINT_MAX_LENGTH}
              onChange={(event) => setLength(event.target.value.length)}
            />
            <div className="form-text text-end">
              {length} / {COMPLAINT_MAX_LENGTH}
            </div>
            {feedback('message')}
          </div>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {t(`complaints.error.${failure}`)}
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? t('complaints.sending') : t('complaints.send')}
          </button>
        </form>
      </div>
    </div>
  );
}
