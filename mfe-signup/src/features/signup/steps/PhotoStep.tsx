import { useId, useMemo, type DragEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { photoUploadProblem, type User } from 'shared-contracts/api';
import { useSettings } from 'shared-contracts/store';
import { PhotoState } from 'shared-ui';
import { signupApi } from '../signupApi';
import { StepActions, StepFrame } from '../StepFrame';

const ACCEPTED = ['image/png', 'image/jpeg'];

function CameraIcon() {
  return (
    <svg
      width="48"
      height="48"
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="text-primary mb-2"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="4" />
    </svg>
  );
}

/** Step 2: a profile photo by click or drop (png, jpeg, jpg); the photos already uploaded show (docs/product.md §2). */
export function PhotoStep({ user, onUser, onDone }: { user: User; onUser: (user: User) => void; onDone: () => void }) {
  const { t } = useTranslation('signup');
  const settings = useSettings();
  const inputId = useId();
  // The chosen file is the form's one value. A wrong type or a failed upload is the form's error (a message key): a
  // new try sends the file chosen last.
  const { control, handleSubmit, setValue, setError, clearErrors, formState } = useForm<{ photo: File | null }>({
    defaultValues: { photo: null },
  });
  const file = useWatch({ control, name: 'photo' });
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const problem = formState.errors.root?.message;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) {
      setError('root', { type: 'type', message: 'wrongType' });
      return;
    }
    clearErrors('root');
    setValue('photo', chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };
  const save = async ({ photo }: { photo: File | null }) => {
    if (!photo) return;
    try {
      // The photo waits for review: main only once it is public (the server says which is main).
      const { images, main_image } = await signupApi.uploadPhoto(photo);
      onUser({ ...user, profile: { ...user.profile, images, main_image } });
      onDone();
    } catch (error) {
      console.error('Photo upload failed', error);
      // The server's reason (a file that is no photo, too large, the storage down…) as a key of the photo messages.
      setError('root', { type: 'server', message: photoUploadProblem(error) });
    }
  };

  return (
    <StepFrame step={2} title={t('photo.title')} intro={t('photo.intro')}>
      <form onSubmit={(event) => void handleSubmit(save)(event)}>
        <label
          htmlFor={inputId}
          className="d-flex flex-column align-items-center justify-content-center border border-2 border-dashed rounded-3 p-4 text-center bg-body-tertiary"
          style={{ minHeight: 200, cursor: 'pointer', borderStyle: 'dashed' }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          data-testid="photo-drop"
        >
          {preview ? (
            <img
              src={preview}
              alt={t('photo.preview')}
              className="rounded-3 mb-2"
              style={{ maxHeight: 160, maxWidth: '100%' }}
            />
          ) : (
            <CameraIcon />
          )}
          <span>{file ? file.name : t('photo.drop')}</span>
        </label>
        <input
          id={inputId}
          type="file"
          accept=".png,.jpeg,.jpg,image/png,image/jpeg"
          className="visually-hidden"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {problem && (
          <div className="alert alert-warning mt-3" role="alert">
            {t(`photo.${problem}`)}
          </div>
        )}
        {user.profile.images.length > 0 && (
          <ul className="list-unstyled d-flex flex-wrap gap-2 mt-3" aria-label={t('photo.uploaded')}>
            {user.profile.images.map((image) => (
              <li key={image.id} className="d-flex flex-column align-items-start gap-1" style={{ maxWidth: 160 }}>
                <img
                  src={`${settings.cdn_prefix}${image.thumb_filename}`}
                  alt={t('photo.thumbnail')}
                  width={72}
                  height={72}
                  className="rounded-3 object-fit-cover"
                />
                <PhotoState photo={image} t={t} />
              </li>
            ))}
          </ul>
        )}
        <StepActions
          primary={t('photo.save')}
          disabled={!file}
          busy={formState.isSubmitting || formState.isSubmitSuccessful}
          onSkip={onDone}
          skipLabel={t('photo.skip')}
        />
      </form>
    </StepFrame>
  );
}
