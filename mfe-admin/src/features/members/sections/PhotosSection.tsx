import { useTranslation } from 'react-i18next';
import type { MemberDetails } from 'shared-contracts/api/admin';
import { useFormat } from '../../../shared/format';
import { photoLinks } from '../../../shared/moderation/photoLinks';

const visibilityStyle = {
  public: 'text-bg-success',
  pending: 'text-bg-warning',
  rejected: 'text-bg-danger',
  removed: 'text-bg-dark',
} as const;

/** Every photo, whatever others may see of it, with its state and the classifier's score. */
export function PhotosSection({ photos }: { photos: MemberDetails['photos'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="mb-4" id="member-photos" aria-labelledby="member-photos-heading">
      <h2 className="h5" id="member-photos-heading">
        {t('member.section.photos')} <span className="text-body-secondary fw-normal">({photos.length})</span>
      </h2>
      {photos.length === 0 ? (
        <p className="text-body-secondary">{t('member.noPhotos')}</p>
      ) : (
        <ul className="list-unstyled row g-3">
          {photos.map((photo, index) => {
            const files = photoLinks(photo, { full: photo.url, thumb: photo.thumbnail_url });
            return (
              <li key={photo.id} className="col-6 col-md-4 col-lg-3 col-xxl-2">
                <figure className="card h-100 mb-0">
                  <a href={files.full} target="_blank" rel="noreferrer">
                    <img
                      src={files.thumb}
                      alt={t('member.photoAlt', { number: index + 1 })}
                      className="card-img-top object-fit-cover"
                      style={{ aspectRatio: '1' }}
                      loading="lazy"
                    />
                  </a>
                  <figcaption className="card-body p-2 small">
                    <span className={`badge ${visibilityStyle[photo.visibility]} me-1`}>
                      {t(`member.visibility.${photo.visibility}`)}
                    </span>
                    {photo.main && <span className="badge text-bg-primary me-1">{t('member.mainPhoto')}</span>}
                    {photo.needs_review && <span className="badge text-bg-light border">{t('member.toReview')}</span>}
                    <div className="mt-1 text-body-secondary">
                      {photo.nudity_score === null
                        ? t('member.notScored')
                        : t('member.nudityScore', { score: format.percent(photo.nudity_score) })}
                    </div>
                    <div className="text-body-secondary">{format.date(photo.uploaded_at)}</div>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
