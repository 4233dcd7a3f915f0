import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The element the infinite scroll watches: coming near it loads the next page. */
  sentinelRef: Ref<HTMLDivElement>;
  loading: boolean;
  initialised: boolean;
  allShown: boolean;
  /** Something is on screen, so reaching the end deserves a word. */
  anyShown: boolean;
  onLoadMore: () => void;
}

/** Below the results: a spinner while loading, a button to load more by hand, or the end of the list. */
export function LoadMoreFooter({ sentinelRef, loading, initialised, allShown, anyShown, onLoadMore }: Props) {
  const { t } = useTranslation('search');
  return (
    <div ref={sentinelRef} className="py-3 text-center">
      {loading && (
        <div className="spinner-border text-primary" role="status">
          <span className="visually-hidden">{t('search.loading')}</span>
        </div>
      )}
      {!loading && initialised && !allShown && (
        <button type="button" className="btn btn-outline-primary" onClick={onLoadMore} data-testid="load-more">
          {t('search.loadMore')}
        </button>
      )}
      {allShown && anyShown && <p className="small text-body-secondary mb-0">{t('search.end')}</p>}
    </div>
  );
}
