import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { photoRejectionSchema, type PhotoRejection } from 'shared-contracts/api/admin';
import { InputField, SelectField } from 'shared-ui/fields';
import { useFieldMessage } from '../../shared/fieldMessage';
import { useGroundOptions } from '../../shared/moderation/words';

/** The form's values: no ground until the moderator chooses one. */
type RejectionValues = Omit<PhotoRejection, 'ground'> & { ground: PhotoRejection['ground'] | '' };

/**
 * A rejection's ground and facts (the member's statement of reasons quotes both), checked by the shared schema; the
 * moderator chooses the ground (none is preselected), from the words the case's decision form uses.
 */
export function RejectForm({
  photo,
  busy,
  onReject,
  onCancel,
}: {
  photo: number;
  busy: boolean;
  onReject: (rejection: PhotoRejection) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const groundOptions = useGroundOptions();
  const form = useForm<RejectionValues, unknown, PhotoRejection>({
    // The schema refuses the empty ground the form starts with (`required`): that is the point of starting with it.
    resolver: zodResolver(photoRejectionSchema) as Resolver<RejectionValues, unknown, PhotoRejection>,
    defaultValues: { photo, action: 'reject', ground: '', facts: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="mt-2" onSubmit={(event) => void form.handleSubmit(onReject)(event)}>
      <SelectField
        label={t('moderation.decision.ground')}
        registration={form.register('ground')}
        error={fieldMessage(errors.ground?.message)}
        options={groundOptions}
      />
      <InputField
        label={t('moderation.decision.facts')}
        hint={t('moderation.decision.factsHint')}
        registration={form.register('facts')}
        error={fieldMessage(errors.facts?.message)}
        autoFocus
      />
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-danger btn-sm" disabled={busy}>
          {t('photos.rejectSubmit')}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
          {t('console.cancel')}
        </button>
      </div>
    </form>
  );
}
