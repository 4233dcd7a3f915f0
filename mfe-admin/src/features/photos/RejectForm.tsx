import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { moderationGrounds } from 'shared-contracts/api';
import { photoRejectionSchema, type PhotoRejection } from 'shared-contracts/api/admin';
import { InputField, SelectField } from '../../shared/Field';

/** A rejection's ground and facts (the member's statement of reasons quotes both), checked by the shared schema. */
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
  const form = useForm<PhotoRejection>({
    resolver: zodResolver(photoRejectionSchema),
    defaultValues: { photo, action: 'reject', ground: 'nudity', facts: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="mt-2" onSubmit={(event) => void form.handleSubmit(onReject)(event)}>
      <SelectField
        label={t('photos.ground')}
        registration={form.register('ground')}
        error={errors.ground?.message}
        options={moderationGrounds.map((ground) => ({ value: ground, label: t(`photos.grounds.${ground}`) }))}
      />
      <InputField
        label={t('photos.facts')}
        hint={t('photos.factsHint')}
        registration={form.register('facts')}
        error={errors.facts?.message}
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
