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
import { InputField, SelectField, TextAreaField } from 'shared-ui/fields';
import { callFailure } from '../../shared/errors';
import { FormAlert } from '../../shared/FormAlert';
import { showServerFieldErrors } from '../../shared/formErrors';
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
          <FormAlert tone="success" data-testid="complaint-sent">
            {t('complaints.sent', { reference })}
          </FormAlert>
        </div>
      </div>
    );

  const message = (field: Field) =>
    errors[field]
      ? t(`complaints.error.${errors[field].message}`, {
          defaultValue: t('complaints.error.invalid'),
          min: COMPLAINT_MIN_LENGTH,
          max: COMPLAINT_MAX_LENGTH,
        })
      : null;
  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-9 col-lg-7">
        <h1 className="h3 mb-3">{t('complaints.title')}</h1>
        <p>{t('complaints.intro')}</p>
        <form className="card card-body shadow-sm" onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
          <InputField
            label={t('complaints.name')}
            {...register('name')}
            autoComplete="name"
            maxLength={150}
            error={message('name')}
          />
          <InputField
            label={t('login.email')}
            {...register('email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            error={message('email')}
          />
          <SelectField
            id={`${id}-topic`}
            label={t('complaints.topic')}
            {...register('topic')}
            defaultValue=""
            error={message('topic')}
          >
            <option value="" disabled>
              {t('complaints.chooseTopic')}
            </option>
            {complaintTopics.map((topic) => (
              <option key={topic} value={topic}>
                {t(`complaints.topics.${topic}`)}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t('complaints.about')}
            // Left empty, the place is not given at all.
            {...register('about', { setValueAs: (value: string | undefined) => value || undefined })}
            maxLength={500}
            hint={t('complaints.aboutHint')}
            error={message('about')}
          />
          <TextAreaField
            id={`${id}-message`}
            label={t('complaints.message')}
            {...register('message')}
            rows={6}
            maxLength={COMPLAINT_MAX_LENGTH}
            // The count of characters, under the text as it is typed (and read with it).
            hint={
              <span className="d-block text-end">
                {length} / {COMPLAINT_MAX_LENGTH}
              </span>
            }
            error={message('message')}
          />
          <FormAlert>{failure && t(`complaints.error.${failure}`)}</FormAlert>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? t('complaints.sending') : t('complaints.send')}
          </button>
        </form>
      </div>
    </div>
  );
}
