import { useTranslation } from 'react-i18next';

/** Shown while payments go to the provider's test mode: nothing is charged. */
export function TestModeBanner({ testMode }: { testMode: boolean }) {
  const { t } = useTranslation('account');
  if (!testMode) return null;
  return (
    <div className="alert alert-warning border-warning border-2 fw-semibold" role="status" data-testid="test-mode">
      {t('shared.testMode')}
    </div>
  );
}
