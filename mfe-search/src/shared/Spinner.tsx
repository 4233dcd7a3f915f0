import { useTranslation } from 'react-i18next';

/** Results or a profile on their way, announced to screen readers as "Loading…". */
export function Spinner() {
  const { t } = useTranslation('search');
  return (
    <div className="spinner-border text-primary" role="status">
      <span className="visually-hidden">{t('search.loading')}</span>
    </div>
  );
}
