import { useTranslation } from 'react-i18next';

/** What a page shows while its data loads, or when loading failed (the same words on every money page). */
export function LoadStatus({ failed }: { failed: boolean }) {
  const { t } = useTranslation('account');
  return failed ? (
    <div className="alert alert-danger" role="alert">
      {t('shared.loadError')}
    </div>
  ) : (
    <p className="text-body-secondary">{t('shared.loading')}</p>
  );
}
