import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from 'shared-contracts/api';
import { useSettings } from 'shared-contracts/store';
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
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) {
      setProblem(t('photo.wrongType'));
      return;
    }
    setProblem(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };
  const save = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const { images } = await signupApi.uploadPhoto(file);
      onUser({
        ...user,
        profile: { ...user.profile, images, main_image: user.profile.main_image ?? images[0] ?? null },
      });
      onDone();
    } catch (error) {
      console.error('Photo upload failed', error);
      setProblem(t('photo.failed'));
      setBusy(false);
    }
  };

  return (
    <StepFrame step={2} title={t('photo.title')} intro={t('photo.intro')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
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
            {problem}
          </div>
        )}
        {user.profile.images.length > 0 && (
          <ul className="list-unstyled d-flex flex-wrap gap-2 mt-3" aria-label={t('photo.uploaded')}>
            {user.profile.images.map((image) => (
              <li key={image.id}>
                <img
                  src={`${settings.cdn_prefix}${image.thumb_filename}`}
                  alt={t('photo.thumbnail')}
                  width={72}
                  height={72}
                  className="rounded-3 object-fit-cover"
                />
              </li>
            ))}
          </ul>
        )}
        <StepActions
          primary={t('photo.save')}
          disabled={!file}
          busy={busy}
          onSkip={onDone}
          skipLabel={t('photo.skip')}
        />
      </form>
    </StepFrame>
  );
}
