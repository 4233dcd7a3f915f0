import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { LoadState } from '../../shared/LoadState';
import { PageHeader } from '../../shared/PageHeader';
import { useSelectedSite } from '../../shared/sites';
import { useNextPhotoFocus } from './nextPhotoFocus';
import { PhotoCard } from './PhotoCard';
import { usePhotoQueueQuery, type PhotoQueueQuery } from './photosApi';
import './photos.css';

const states = ['all', 'pending', 'needs_review'] as const;

/**
 * The photo review queue of the site chosen in the top bar, or of every site (docs/operators.md "Photo review"):
 * photos waiting for a moderator and public ones not looked at yet, oldest first, as a grid to judge at a glance.
 */
export default function PhotoReviewPage() {
  const { siteId } = useSelectedSite();
  // Another site is another queue: its pages start at its oldest photo.
  return <PhotoQueue key={siteId ?? 'all'} siteId={siteId} />;
}

function PhotoQueue({ siteId }: { siteId: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { sites } = useSelectedSite();
  const [state, setState] = useState<(typeof states)[number]>('all');
  const [showAll, setShowAll] = useState(false);
  const [pages, setPages] = useState<number[]>([]);
  const after = pages.at(-1);
  const query: PhotoQueueQuery = {
    ...(siteId ? { site: String(siteId) } : {}),
    ...(state !== 'all' ? { state } : {}),
    ...(after ? { after: String(after) } : {}),
  };
  const queue = usePhotoQueueQuery(query);
  const showAllId = useId();
  const data = queue.data;
  const nextPhoto = useNextPhotoFocus(data?.photos);
  // The sites whose photos are listed, each with the settings its photos are judged by; every card names its site
  // when several are listed.
  const listed = siteId ? sites.filter((site) => site.id === siteId) : sites;
  const siteName = (id: number) => sites.find((site) => site.id === id)?.name ?? '';

  return (
    <>
      <PageHeader
        title={t('photos.title')}
        intro={t('photos.intro')}
        actions={
          <div className="form-check form-switch">
            <input
              id={showAllId}
              className="form-check-input"
              type="checkbox"
              role="switch"
              checked={showAll}
              onChange={(event) => setShowAll(event.target.checked)}
            />
            <label className="form-check-label" htmlFor={showAllId}>
              {t('photos.showAll')}
            </label>
          </div>
        }
      />
      <nav className="d-flex flex-wrap align-items-center gap-2 mb-3" aria-label={t('photos.filter')}>
        {states.map((option) => (
          <button
            key={option}
            type="button"
            className={`btn btn-sm ${state === option ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={state === option}
            onClick={() => {
              setState(option);
              setPages([]);
            }}
          >
            {t(`photos.filters.${option}`, {
              count: option === 'all' ? undefined : data?.counts[option],
            })}
          </button>
        ))}
        <ul className="list-unstyled small text-body-secondary mb-0 ms-md-auto">
          {listed.map((site) => (
            <li key={site.id}>
              <strong>{site.name}</strong>:{' '}
              {t(`photos.mode.${site.moderation.mode}`, { threshold: format.percent(site.moderation.threshold) })}
            </li>
          ))}
        </ul>
      </nav>
      {nextPhoto.next !== null && (
        <p className="small text-body-secondary" role="status">
          {t('photos.next', { name: nextPhoto.next })}
        </p>
      )}
      {data ? (
        data.photos.length === 0 ? (
          <p className="alert alert-success" tabIndex={-1} data-queue-empty>
            {t(siteId ? 'photos.empty' : 'photos.emptyAll')}
          </p>
        ) : (
          <>
            <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xxl-4 g-3">
              {data.photos.map((photo) => (
                <li key={photo.id} className="col">
                  <PhotoCard
                    photo={photo}
                    onDecided={nextPhoto.onDecided}
                    showAll={showAll}
                    siteName={listed.length > 1 ? siteName(photo.site_id) : undefined}
                  />
                </li>
              ))}
            </ul>
            <div className="d-flex gap-2 mt-3">
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={pages.length === 0}
                onClick={() => setPages((seen) => seen.slice(0, -1))}
              >
                {t('photos.earlier')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={data.next === null}
                onClick={() => setPages((seen) => (data.next ? [...seen, data.next] : seen))}
              >
                {t('photos.later')}
              </button>
            </div>
          </>
        )
      ) : (
        <LoadState isError={queue.isError} onRetry={() => void queue.refetch()} />
      )}
    </>
  );
}
