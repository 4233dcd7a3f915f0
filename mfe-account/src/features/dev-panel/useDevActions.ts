import { useTranslation } from 'react-i18next';
import { removePersisted, SITE_ENTRY_WARNING_SKIPPED_KEY, switchDesignVersion } from 'shared-contracts';
import { creditsChanged, toastRequested, useAppDispatch, useUser } from 'shared-contracts/store';
import { useSetCreditsMutation } from './devApi';

/**
 * The dev panel's three actions (docs/product.md §2 Dev panel). Each reports what it did as a toast, so the panel and
 * the /_dev page behave the same.
 */
export function useDevActions() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const user = useUser();
  const [setCredits] = useSetCreditsMutation();
  const report = (variant: 'success' | 'danger', body: string) => dispatch(toastRequested({ variant, body }));
  return {
    /** Setting credits needs a member; a visitor has none. */
    canSetCredits: !!user,
    async creditsToZero() {
      try {
        dispatch(creditsChanged(await setCredits(0).unwrap()));
        report('success', t('devTools.creditsZeroDone'));
      } catch {
        report('danger', t('devTools.failed'));
      }
    },
    forgetEntryWarning() {
      removePersisted(SITE_ENTRY_WARNING_SKIPPED_KEY);
      report('success', t('devTools.entryWarningDone'));
    },
    switchDesign() {
      const version = switchDesignVersion();
      report('success', t('devTools.designDone', { version: t(`devTools.design.${version}`) }));
    },
  };
}
