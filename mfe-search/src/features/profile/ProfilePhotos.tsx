import { useTranslation } from 'react-i18next';
import type { ProfileDetail } from 'shared-contracts/api/search';
import { useSettings } from 'shared-contracts/store';
import { photoUrl } from '../../shared/cards/names';

/** The chosen photo large (or the name's initial without photos), and a thumbnail per photo to choose. */
export function ProfilePhotos({
  profile,
  photoIndex,
  onChoose,
}: {
  profile: ProfileDetail;
  photoIndex: number;
  onChoose: (index: number) => void;
}) {
  const { t } = useTranslation('search');
  const settings = useSettings();
  const photo = profile.images[Math.min(photoIndex, profile.images.length - 1)];
  return (
    <div className="col-md-5">
      <div className="ratio ratio-1x1 bg-body-secondary rounded-3 overflow-hidden">
        {photo ? (
          <img
            src={photoUrl(settings.cdn_prefix, photo.filename)}
            alt={t('profile.photoOf', { name: profile.name })}
            className="object-fit-cover"
            data-testid="profile-photo"
          />
        ) : (
          <span className="d-flex align-items-center justify-content-center display-1 text-body-tertiary">
            {profile.name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      {profile.images.length > 1 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2" aria-label={t('profile.photos')}>
          {profile.images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={`btn p-0 border rounded-2 overflow-hidden ${index === photoIndex ? 'border-primary border-2' : ''}`}
                aria-pressed={index === photoIndex}
                onClick={() => onChoose(index)}
              >
                <img
                  src={photoUrl(settings.cdn_prefix, image.thumb_filename)}
                  alt={t('profile.photoNumber', { number: index + 1 })}
                  width={64}
                  height={64}
                  className="object-fit-cover d-block"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
