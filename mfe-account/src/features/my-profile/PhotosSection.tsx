import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileImagesResponse } from 'shared-contracts/api/account';
import type { PhotoUploadProblem, User } from 'shared-contracts/api';
import { useSettings } from 'shared-contracts/store';
import { PhotoState } from 'shared-ui';
import { FormAlert } from '../../shared/FormAlert';
import { photoProblem, useDeletePhotoMutation, useUpdatePhotosMutation, useUploadPhotoMutation } from './myProfileApi';

const ACCEPTED = ['image/png', 'image/jpeg'];

/** A file of another type is refused here; the server's refusals say why too (photoUploadProblem). */
type Problem = 'wrongType' | PhotoUploadProblem;

/**
 * The member's photos on /profile (docs/product.md §2 My profile): add more (the signup upload), make one the main
 * photo, move up or down, delete. Every change answers the whole list, which replaces what the page shows.
 */
export function PhotosSection({ user, onChanged }: { user: User; onChanged: (photos: ProfileImagesResponse) => void }) {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const fileRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const { images, main_image: main, id: profile } = user.profile;
  const [uploadPhoto] = useUploadPhotoMutation();
  const [deletePhoto] = useDeletePhotoMutation();
  const [updatePhotos] = useUpdatePhotosMutation();

  const run = async (change: () => Promise<ProfileImagesResponse>, focusAfter?: () => void) => {
    setBusy(true);
    setProblem(null);
    try {
      onChanged(await change());
      // After React has drawn the new order: keep the keyboard where the member was.
      if (focusAfter) setTimeout(focusAfter, 0);
    } catch (error) {
      setProblem(photoProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      setProblem('wrongType');
      return;
    }
    // A new photo waits for review; it becomes main (the first public one) only once others may see it.
    void run(() => uploadPhoto({ profile, file }).unwrap());
  };

  /** Focuses a button of the photo `id`, the other direction when this one is now disabled (top or bottom). */
  const focusMove = (id: number, direction: 'up' | 'down') => () => {
    const item = listRef.current?.querySelector(`[data-photo="${id}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${direction === 'up' ? 'down' : 'up'}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  };

  const move = (index: number, by: -1 | 1) => {
    const order = images.map((image) => image.id);
    const [moved] = order.splice(index, 1);
    if (moved === undefined) return;
    order.splice(index + by, 0, moved);
    void run(() => updatePhotos({ profile, change: { order } }).unwrap(), focusMove(moved, by < 0 ? 'up' : 'down'));
  };

  return (
    <section className="card shadow-sm mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 className="h5 card-title" id={headingId}>
          {t('myProfile.photos.title')}
        </h2>
        <p className="text-body-secondary small">{t('myProfile.photos.intro')}</p>
        {images.length === 0 ? (
          <p>{t('myProfile.photos.none')}</p>
        ) : (
          <ol className="list-unstyled row row-cols-1 row-cols-sm-2 g-3 mb-3" ref={listRef}>
            {images.map((image, index) => {
              const isMain = image.id === main?.id;
              const number = index + 1;
              return (
                <li key={image.id} className="col" data-photo={image.id} data-testid="my-photo">
                  <div className={`border rounded-3 p-2 h-100${isMain ? ' border-primary border-2' : ''}`}>
                    <div className="d-flex gap-2 align-items-center mb-2">
                      <img
                        src={`${settings.cdn_prefix}${image.thumb_filename}`}
                        alt={t('myProfile.photos.photo', { number })}
                        width={96}
                        height={96}
                        className="rounded-3 object-fit-cover flex-shrink-0"
                      />
                      <div className="min-w-0 d-flex flex-column align-items-start gap-1">
                        <div className="fw-semibold">{t('myProfile.photos.photo', { number })}</div>
                        {isMain && <span className="badge text-bg-primary">{t('myProfile.photos.main')}</span>}
                        <PhotoState photo={image} t={t} />
                      </div>
                    </div>
                    <div className="d-flex flex-wrap gap-1">
                      {/* Only a photo others may see can be the main one. */}
                      {!isMain && image.visibility === 'public' && (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-primary"
                          disabled={busy}
                          onClick={() => void run(() => updatePhotos({ profile, change: { main: image.id } }).unwrap())}
                        >
                          {t('myProfile.photos.makeMain')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary"
                        data-move="up"
                        aria-label={t('myProfile.photos.moveUp', { number })}
                        disabled={busy || index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <span aria-hidden="true">↑</span> {t('myProfile.photos.up')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary"
                        data-move="down"
                        aria-label={t('myProfile.photos.moveDown', { number })}
                        disabled={busy || index === images.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <span aria-hidden="true">↓</span> {t('myProfile.photos.down')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={t('myProfile.photos.deleteOne', { number })}
                        disabled={busy}
                        onClick={() => {
                          if (window.confirm(t('myProfile.photos.confirmDelete')))
                            void run(() => deletePhoto({ profile, image: image.id }).unwrap());
                        }}
                      >
                        {t('myProfile.photos.delete')}
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {/* A real button opens the file dialog: focusable and visibly focused, unlike a hidden input's label. */}
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => fileRef.current?.click()}>
          {busy ? t('myProfile.photos.working') : t('myProfile.photos.add')}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept=".png,.jpeg,.jpg,image/png,image/jpeg"
          className="d-none"
          tabIndex={-1}
          aria-label={t('myProfile.photos.add')}
          disabled={busy}
          data-testid="photo-input"
          onChange={(event) => {
            upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <FormAlert tone="warning" live className="mt-3 mb-0">
          {problem && t(`myProfile.photos.${problem}`)}
        </FormAlert>
      </div>
    </section>
  );
}
