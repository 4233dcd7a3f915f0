import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_MAX_LENGTH,
  COMPLAINT_MIN_LENGTH,
  complaintRequestSchema,
  complaintTopics,
  type ComplaintRequest,
} from 'shared-contracts/api/account';
import { useUser } from 'shared-contracts/store';
import { callFailure } from '../../shared/errors';
import { showServerFieldErrors } from '../../shared/formErrors';
import { TextField } from '../../shared/TextField';
import { useFileComplaintMutation } from './complaintsApi';

type Field = keyof ComplaintRequest;
const fields: readonly Field[] = ['name', 'email', 'topic', 'about', 'message'];

/**
 * /complaints: the public complaint form. The contract's schema checks it before sending; the server's field errors
 * show the same way. A member's name and address are filled in.
 */
export default function ComplaintsPage() {
  const { t } = useTranslation('account');
  const user = useUser();
  const [fileComplaint, { isLoading: sending }] = useFileComplaintMutation();
  const [failure, setFailure] = useState<'throttled' | 'unknown' | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const id = useId();
  const { register, handleSubmit, setError, getValues, watch, formState } = useForm<ComplaintRequest>({
    resolver: zodResolver(complaintRequestSchema),
    defaultValues: {
      name: user?.profile.name ?? '',
      email: user?.email ?? '',
      message: '',
      // Sent with the complaint: a second try after a lost answer files it once.
      submission: crypto.randomUUID(),
    },
  });
  const { errors } = formState;
  const length = watch('message').length;

  const onSubmit = async (complaint: ComplaintRequest) => {
    setFailure(null);
    try {
      setReference(await fileComplaint(complaint).unwrap());
    } catch (error) {
      if (!showServerFieldErrors(error, { setError, getValues }, fields))
        setFailure(callFailure(error).status === 429 ? 'throttled' : 'unknown');
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
    ...register(field),
    id: `${id}-${field}`,
    className: `form-control${errors[field] ? ' is-invalid' : ''}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const message = (field: Field) =>
    errors[field]
      ? t(`complaints.error.${errors[field].message}`, {
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
        <form className="card card-body shadow-sm" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
          <TextField
            label={t('complaints.name')}
            {...register('name')}
            autoComplete="name"
            maxLength={150}
            error={message('name')}
          />
          <TextField
            label={t('login.email')}
            {...register('email')}
            type="email"
            autoComplete="email"
            maxLength={254}
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
            // Left empty, the place is not given at all.
            {...register('about', { setValueAs: (value: string | undefined) => value || undefined })}
            maxLength={500}
            hint={t('complaints.aboutHint')}
            error={message('about')}
          />
          <div className="mb-3">
            <label htmlFor={`${id}-message`} className="form-label">
              {t('complaints.message')}
            </label>
            <textarea {...fieldProps('message')} rows={6} maxLength={COMPLAINT_MAX_LENGTH} />
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
