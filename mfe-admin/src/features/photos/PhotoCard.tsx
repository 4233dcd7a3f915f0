import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointUrl } from 'shared-contracts';
import { photoFileEndpoint, type PhotoDecision, type ReviewPhoto } from 'shared-contracts/api/admin';
import { callFailure } from '../../shared/errors';
import { useFormat } from '../../shared/format';
import { useDecidePhotoMutation } from './photosApi';
import { RejectForm } from './RejectForm';

/**
 * One photo of the queue: large enough to judge, blurred while it scores over the site's threshold until the
 * moderator asks to see it (or shows them all), the score and classes, the member (and their site, when the queue
 * lists several), and approve or reject.
 */
export function PhotoCard({
  photo,
  showAll,
  siteName,
  onDecided,
}: {
  photo: ReviewPhoto;
  showAll: boolean;
  siteName?: string;
  onDecided?: (photoId: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [revealed, setRevealed] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [decide, { isLoading, error }] = useDecidePhotoMutation();
  const decideThen = async (decision: PhotoDecision) => {
    if ('data' in (await decide(decision))) onDecided?.(photo.id);
  };
  const blurred = photo.over_threshold && !showAll && !revealed;
  const failure = error ? callFailure(error) : null;
  const score = photo.nudity_score === null ? t('photos.unscored') : format.percent(photo.nudity_score);
  const headingId = `photo-${photo.id}`;
  const classes = Object.entries(photo.classes ?? {}).sort(([, a], [, b]) => b - a);

  return (
    <article
      className="card h-100"
      aria-labelledby={headingId}
      data-testid="review-photo"
      // The queue moves the focus here when the photo before it was decided.
      tabIndex={-1}
      data-queue-item={photo.id}
    >
      <div className="review-photo-frame position-relative bg-body-tertiary">
        <img
          src={endpointUrl(photoFileEndpoint, { id: String(photo.id) })}
          alt={t('photos.alt', { name: photo.member_name })}
          className={`card-img-top review-photo${blurred ? ' review-photo-blurred' : ''}`}
          loading="lazy"
        />
        {photo.over_threshold && !showAll && (
          <button
            type="button"
            className="btn btn-dark btn-sm position-absolute top-0 end-0 m-2"
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t('photos.hide') : t('photos.show')}
          </button>
        )}
      </div>
      <div className="card-body">
        <h2 className="h6 mb-1" id={headingId}>
          {photo.member_id === null ? (
            photo.member_name
          ) : (
            <Link to={`/admin/members/${photo.member_id}`}>{photo.member_name}</Link>
          )}
          <span className="text-body-secondary small ms-2">#{photo.id}</span>
        </h2>
        <p className="small text-body-secondary mb-2">
          {siteName && <span className="d-block fw-semibold">{t('photos.onSite', { site: siteName })}</span>}
          {t('photos.uploaded', { when: format.dateTime(photo.uploaded_at) })}
          {photo.member_email && <span className="d-block text-break">{photo.member_email}</span>}
        </p>
        <div className="d-flex flex-wrap gap-1 mb-2">
          <span className={`badge ${photo.over_threshold ? 'text-bg-danger' : 'text-bg-secondary'}`}>
            {t('photos.score', { score })}
          </span>
          <span className={`badge ${photo.visibility === 'pending' ? 'text-bg-warning' : 'text-bg-success'}`}>
            {t(photo.visibility === 'pending' ? 'photos.state.pending' : 'photos.state.public')}
          </span>
        </div>
        {classes.length > 0 && (
          <p className="small mb-2">
            {classes
              .map(([name, value]) => `${t(`photos.classes.${name}`, { defaultValue: name })} ${format.percent(value)}`)
              .join(' · ')}
          </p>
        )}
        {photo.scoring_error && (
          <p className="small text-danger mb-2">{t('photos.scoringError', { error: photo.scoring_error })}</p>
        )}
        {failure && (
          <p className="alert alert-danger py-1 small" role="alert">
            {t(`photos.error.${failure.code ?? 'unknown'}`, { defaultValue: t('photos.error.unknown') })}
          </p>
        )}
        {rejecting ? (
          <RejectForm
            photo={photo.id}
            busy={isLoading}
            onCancel={() => setRejecting(false)}
            onReject={(rejection) => void decideThen(rejection)}
          />
        ) : (
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-success btn-sm"
              disabled={isLoading}
              onClick={() => void decideThen({ photo: photo.id, action: 'approve' })}
            >
              {t('photos.approve')}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              disabled={isLoading}
              onClick={() => setRejecting(true)}
            >
              {t('photos.reject')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
