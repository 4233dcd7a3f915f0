import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../shared/Spinner';

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

/**
 * Below the results: a spinner while more load, a button to load more by hand, or the end of the list. The first
 * page's spinner is the page's own (SearchPage), in the place the results take: one here would be pushed down by them.
 */
export function LoadMoreFooter({ sentinelRef, loading, initialised, allShown, anyShown, onLoadMore }: Props) {
  const { t } = useTranslation('search');
  return (
    <div ref={sentinelRef} className="py-3 text-center">
      {loading && anyShown && <Spinner />}
      {!loading && initialised && !allShown && (
        <button type="button" className="btn btn-outline-primary" onClick={onLoadMore} data-testid="load-more">
          {t('search.loadMore')}
        </button>
      )}
      {allShown && anyShown && <p className="small text-body-secondary mb-0">{t('search.end')}</p>}
    </div>
  );
}
