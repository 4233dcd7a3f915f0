import { useTranslation } from 'react-i18next';

/** The page's title with the number of results found (announced when it changes). */
export function SearchHeading({ total }: { total: number | null }) {
  const { t } = useTranslation('search');
  return (
    <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
      <h1 className="h3 mb-0" id="search-title">
        {t('search.title')}
      </h1>
      <p className="text-body-secondary mb-0" aria-live="polite" data-testid="result-count">
        {total !== null && t('search.count', { count: total })}
      </p>
    </div>
  );
}
