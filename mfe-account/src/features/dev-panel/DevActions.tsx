import { useTranslation } from 'react-i18next';
import { useDevActions } from './useDevActions';

/** The three action buttons, in the floating panel and on /_dev. */
export function DevActions() {
  const { t } = useTranslation('account');
  const actions = useDevActions();
  return (
    <div className="d-grid gap-2">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={actions.creditsToZero}
        disabled={!actions.canSetCredits}
      >
        {t('devTools.creditsZero')}
      </button>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={actions.forgetEntryWarning}>
        {t('devTools.entryWarning')}
      </button>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={actions.switchDesign}>
        {t('devTools.switchDesign')}
      </button>
    </div>
  );
}
