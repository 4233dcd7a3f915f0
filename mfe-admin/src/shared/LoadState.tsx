import { useTranslation } from 'react-i18next';

/** What a page shows while its data loads, or when it could not be loaded (with a retry). */
export function LoadState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!isError)
    return (
      <p className="text-body-secondary" role="status">
        {t('console.loading')}
      </p>
    );
  return (
    <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
      <span className="flex-grow-1">{t('console.loadFailed')}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {t('console.retry')}
      </button>
    </div>
  );
}
