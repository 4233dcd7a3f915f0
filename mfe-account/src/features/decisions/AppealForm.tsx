import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { numberFormat } from 'shared-contracts';
import {
  APPEAL_EXISTS,
  APPEAL_MAX_LENGTH,
  APPEAL_MIN_LENGTH,
  APPEAL_WINDOW_CLOSED,
  appealRequestSchema,
} from 'shared-contracts/api/account';
import { TextAreaField } from 'shared-ui/fields';
import { callFailure } from '../../shared/errors';
import { FormAlert } from '../../shared/FormAlert';
import { showServerFieldErrors } from '../../shared/formErrors';
import { useAppealMutation } from './decisionsApi';

const appealFormSchema = z.pick(appealRequestSchema, { text: true });
type Failure = 'exists' | 'closed' | 'failed';

/**
 * The appeal against a statement (DSA art. 20): once, within the window, in the member's words; a moderator who did
 * not decide reads it. With the statement link's token when the member has no session (a ban).
 */
export function AppealForm({ statementId, token }: { statementId: number; token?: string }) {
  const { t, i18n } = useTranslation('account');
  const id = useId();
  const [appeal] = useAppealMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, setError, getValues, formState } = useForm({
    resolver: zodResolver(appealFormSchema),
    defaultValues: { text: '' },
  });
  const { errors, isSubmitting } = formState;
  const error = errors.text?.message;

  const onValid = async ({ text }: { text: string }) => {
    setFailure(null);
    try {
      await appeal({ statement: statementId, text, ...(token ? { token } : {}) }).unwrap();
    } catch (caught) {
      if (showServerFieldErrors(caught, { setError, getValues }, ['text'])) return;
      const { code } = callFailure(caught);
      setFailure(code === APPEAL_EXISTS ? 'exists' : code === APPEAL_WINDOW_CLOSED ? 'closed' : 'failed');
    }
  };

  return (
    <form
      className="mt-3"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      noValidate
      data-testid="appeal-form"
      aria-labelledby={`${id}-title`}
    >
      <h3 className="h6 fw-semibold" id={`${id}-title`}>
        {t('decisions.appeal.title')}
      </h3>
      <TextAreaField
        id={`${id}-text`}
        label={t('decisions.appeal.label')}
        frameClassName=""
        rows={5}
        maxLength={APPEAL_MAX_LENGTH}
        hint={t('decisions.appeal.hint', {
          min: APPEAL_MIN_LENGTH,
          max: numberFormat(i18n.language).format(APPEAL_MAX_LENGTH),
        })}
        error={
          error &&
          t(`decisions.appeal.error.${error}`, {
            min: APPEAL_MIN_LENGTH,
            defaultValue: t('decisions.appeal.error.invalid'),
          })
        }
        {...register('text')}
      />
      <FormAlert className="mt-2">{failure && t(`decisions.appeal.failure.${failure}`)}</FormAlert>
      <button type="submit" className="btn btn-primary mt-2" disabled={isSubmitting}>
        {isSubmitting ? t('decisions.appeal.sending') : t('decisions.appeal.submit')}
      </button>
    </form>
  );
}
