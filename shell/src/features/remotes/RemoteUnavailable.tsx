import { useTranslation } from 'react-i18next';

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div
      className="alert alert-warning d-flex flex-column flex-sm-row align-items-sm-center gap-3 my-4"
      role="alert"
      data-testid="remote-unavailable"
      data-transient
    >
      <div className="flex-grow-1">
        <h2 className="h5 mb-1">{t('remote.unavailableTitle')}</h2>
        <p className="mb-0">{t('remote.unavailableBody')}</p>
      </div>
      <button type="button" className="btn btn-outline-dark" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}
